import { Type, type Static } from 'typebox';
import type { ContentKind, ContentRowCommon } from './content-kind';
import { checkSortOrder, checkText, type ProblemKey } from './content-problems';
import type { ContentRepository } from './content-kind';
import type { ContentUsers } from './content-usage';
import { ContentItemCommon } from './content.schemas';

// Training targets and materials are alike (spec 001 §3): a name in both languages and a
// description in both; one shape for both kinds, each with its own table and segment.

/** The longest name and description, in characters. */
export const PART_NAME_MAX = 50;
export const PART_DESCRIPTION_MAX = 500;

// Loose on purpose: the kind checks the fields and names each refused one in its message.
export const NamedPartBody = Type.Object({
  nameZh: Type.Optional(Type.String({ maxLength: 1000 })),
  nameEn: Type.Optional(Type.String({ maxLength: 1000 })),
  descriptionZh: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  descriptionEn: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  sortOrder: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

export const NamedPartValues = Type.Object({
  nameZh: Type.String(),
  nameEn: Type.String(),
  descriptionZh: Type.String(),
  descriptionEn: Type.String(),
  sortOrder: Type.Integer(),
});

export const namedPartItem = (description: string) =>
  Type.Object(
    {
      ...ContentItemCommon,
      nameZh: Type.String(),
      nameEn: Type.String(),
      descriptionZh: Type.String(),
      descriptionEn: Type.String(),
    },
    { description },
  );
export type NamedPartItem = Static<ReturnType<typeof namedPartItem>>;

export type NamedPartValuesStored = { nameZh: string; nameEn: string; descriptionZh: string; descriptionEn: string };
export type NamedPartRow = ContentRowCommon & NamedPartValuesStored;

export const acceptNamedPart = (body: Record<string, unknown>) => {
  const problems: ProblemKey[] = [];
  const nameZh = checkText(problems, 'nameZh', body['nameZh'], { required: true, max: PART_NAME_MAX });
  const nameEn = checkText(problems, 'nameEn', body['nameEn'], { required: true, max: PART_NAME_MAX });
  const descriptionZh = checkText(problems, 'descriptionZh', body['descriptionZh'], {
    required: false,
    max: PART_DESCRIPTION_MAX,
  });
  const descriptionEn = checkText(problems, 'descriptionEn', body['descriptionEn'], {
    required: false,
    max: PART_DESCRIPTION_MAX,
  });
  const sortOrder = checkSortOrder(problems, body['sortOrder']);
  return { values: { nameZh, nameEn, descriptionZh, descriptionEn, sortOrder }, problems };
};

const fields = (row: NamedPartRow): NamedPartValuesStored => ({
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  descriptionZh: row.descriptionZh,
  descriptionEn: row.descriptionEn,
});

/** A kind of named part: its segment, OpenAPI tag, item schema, repository and users. */
export const namedPartKind = (options: {
  segment: string;
  openApiTag: string;
  item: ReturnType<typeof namedPartItem>;
  repository: ContentRepository<NamedPartValuesStored, NamedPartRow>;
  usedBy: ContentUsers;
}): ContentKind<NamedPartValuesStored, NamedPartRow, NamedPartItem> => ({
  segment: options.segment,
  openApiTag: options.openApiTag,
  body: NamedPartBody,
  item: options.item,
  values: NamedPartValues,
  defaults: { nameZh: '', nameEn: '', descriptionZh: '', descriptionEn: '', sortOrder: 0 },
  accept: acceptNamedPart,
  valuesOf: (row) => ({ ...fields(row), sortOrder: row.sortOrder }),
  fieldsOf: fields,
  repository: options.repository,
  usedBy: options.usedBy,
});
