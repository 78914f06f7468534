import type { ContentKind } from '../content-kind';
import { checkSortOrder, checkText, type ProblemKey } from '../content-problems';
import { tagRepository, type TagRow, type TagValuesStored } from './tag.repository';
import { TAG_NAME_MAX, TagBody, TagItem, TagValues, type TagItem as TagItemType } from './tag.schemas';

/** Tags under /api/rocket/tag (spec 000 §2: the editor lands on their list). */
export const tagKind: ContentKind<TagValuesStored, TagRow, TagItemType> = {
  segment: 'tag',
  openApiTag: 'Content: tags',
  body: TagBody,
  item: TagItem,
  values: TagValues,
  defaults: { nameZh: '', nameEn: '', sortOrder: 0 },
  accept(body) {
    const problems: ProblemKey[] = [];
    const nameZh = checkText(problems, 'nameZh', body['nameZh'], { required: true, max: TAG_NAME_MAX });
    const nameEn = checkText(problems, 'nameEn', body['nameEn'], { required: true, max: TAG_NAME_MAX });
    const sortOrder = checkSortOrder(problems, body['sortOrder']);
    return { values: { nameZh, nameEn, sortOrder }, problems };
  },
  valuesOf: (row) => ({ nameZh: row.nameZh, nameEn: row.nameEn, sortOrder: row.sortOrder }),
  fieldsOf: (row) => ({ nameZh: row.nameZh, nameEn: row.nameEn }),
  repository: tagRepository,
};
