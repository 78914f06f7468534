import { contentTags } from '../../../platform/db/schema/index';
import { contentTableRepository, searchColumns } from '../content-table.repository';

export type TagValuesStored = { nameZh: string; nameEn: string };
export type TagRow = typeof contentTags.$inferSelect;

const t = contentTags;

/** Tags' SQL is the generic one: searched by both names, each name unique whatever its case. */
export const tagRepository = contentTableRepository<TagValuesStored, TagRow>(t, {
  what: 'tag',
  search: searchColumns(t.nameZh, t.nameEn),
  unique: [
    { field: 'nameZh', column: t.nameZh, value: (v) => v.nameZh },
    { field: 'nameEn', column: t.nameEn, value: (v) => v.nameEn },
  ],
  columnsOf: (v) => ({ nameZh: v.nameZh, nameEn: v.nameEn }),
});
