import { eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { contentProgramCategories } from '../../../platform/db/schema/index';
import type { ContentKind, ContentRowCommon } from '../content-kind';
import { PART_NAME_MAX } from '../content-named-part';
import { checkSortOrder, checkText, type ProblemKey } from '../content-problems';
import { contentTableRepository, searchColumns } from '../content-table.repository';
import { programsUsingPart } from '../content-usage';
import { ContentItemCommon } from '../content.schemas';

// Program categories (spec 001 §3: a program's categories, categoryType '1', or '2' for V4).
export const CATEGORY_TYPES = ['1', '2'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export const CategoryBody = Type.Object({
  nameZh: Type.Optional(Type.String({ maxLength: 1000 })),
  nameEn: Type.Optional(Type.String({ maxLength: 1000 })),
  categoryType: Type.Optional(Type.String({ maxLength: 10 })),
  sortOrder: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

export const CategoryValues = Type.Object({
  nameZh: Type.String(),
  nameEn: Type.String(),
  categoryType: Type.Union([Type.Literal('1'), Type.Literal('2')]),
  sortOrder: Type.Integer(),
});

export const CategoryItem = Type.Object(
  {
    ...ContentItemCommon,
    nameZh: Type.String(),
    nameEn: Type.String(),
    categoryType: Type.Union([Type.Literal('1'), Type.Literal('2')]),
  },
  { description: "A program category; categoryType '1', or '2' for the V4 programs." },
);
export type CategoryItem = Static<typeof CategoryItem>;

type CategoryValuesStored = { nameZh: string; nameEn: string; categoryType: CategoryType };
type CategoryRow = ContentRowCommon & CategoryValuesStored;

const t = contentProgramCategories;
const fields = (row: CategoryRow): CategoryValuesStored => ({
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  categoryType: row.categoryType,
});

/** Program categories under /api/rocket/programCategory (spec 001 §7's map: category). */
export const categoryKind: ContentKind<CategoryValuesStored, CategoryRow, CategoryItem> = {
  segment: 'programCategory',
  openApiTag: 'Content: program categories',
  body: CategoryBody,
  item: CategoryItem,
  values: CategoryValues,
  defaults: { nameZh: '', nameEn: '', categoryType: '1', sortOrder: 0 },
  accept(body) {
    const problems: ProblemKey[] = [];
    const nameZh = checkText(problems, 'nameZh', body['nameZh'], { required: true, max: PART_NAME_MAX });
    const nameEn = checkText(problems, 'nameEn', body['nameEn'], { required: true, max: PART_NAME_MAX });
    const raw = body['categoryType'] ?? '1';
    const categoryType: CategoryType = raw === '2' ? '2' : '1';
    if (raw !== '1' && raw !== '2') problems.push({ key: 'one-of', field: 'categoryType', allowed: "'1', '2'" });
    const sortOrder = checkSortOrder(problems, body['sortOrder']);
    return { values: { nameZh, nameEn, categoryType, sortOrder }, problems };
  },
  valuesOf: (row) => ({ ...fields(row), sortOrder: row.sortOrder }),
  fieldsOf: fields,
  // Names are unique within a category type: V4's categories may share a name with the others.
  repository: contentTableRepository<CategoryValuesStored, CategoryRow>(t, {
    what: 'program category',
    search: searchColumns(t.nameZh, t.nameEn),
    unique: [
      { field: 'nameZh', column: t.nameZh, value: (v) => v.nameZh, scope: (v) => eq(t.categoryType, v.categoryType) },
      { field: 'nameEn', column: t.nameEn, value: (v) => v.nameEn, scope: (v) => eq(t.categoryType, v.categoryType) },
    ],
    columnsOf: (v) => ({ nameZh: v.nameZh, nameEn: v.nameEn, categoryType: v.categoryType }),
  }),
  // Looked up at each delete: the program kind fills the seam (content-usage.ts).
  usedBy: (tx, id) => programsUsingPart.category(tx, id),
};
