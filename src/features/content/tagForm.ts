import type { ContentTagFieldsFragment, ContentTagInput } from '../../generated/graphql';

/** The longest tag name the server accepts, in characters (server/modules/content/tags). */
export const TAG_NAME_MAX = 50;
/** The largest sort order the server accepts. */
export const MAX_SORT_ORDER = 1_000_000;

export type TagFormValues = { nameZh: string; nameEn: string; sortOrder: string };

export const EMPTY_TAG: TagFormValues = { nameZh: '', nameEn: '', sortOrder: '' };

export const formValuesOf = (tag: ContentTagFieldsFragment): TagFormValues => ({
  nameZh: tag.nameZh,
  nameEn: tag.nameEn,
  sortOrder: String(tag.sortOrder),
});

export type TagProblem = 'required' | 'too-long' | 'range';

/** What the form refuses before sending; the server checks the same and names the field too. */
export const tagProblems = (values: TagFormValues): Partial<Record<keyof TagFormValues, TagProblem>> => {
  const problems: Partial<Record<keyof TagFormValues, TagProblem>> = {};
  for (const field of ['nameZh', 'nameEn'] as const) {
    const text = values[field].trim();
    if (text === '') problems[field] = 'required';
    else if ([...text].length > TAG_NAME_MAX) problems[field] = 'too-long';
  }
  const order = values.sortOrder.trim();
  if (order !== '' && (!/^\d+$/.test(order) || Number(order) > MAX_SORT_ORDER)) problems.sortOrder = 'range';
  return problems;
};

/** The input the mutations take: an empty sort order puts the tag at the end of the list. */
export const inputOf = (values: TagFormValues): ContentTagInput => ({
  nameZh: values.nameZh.trim(),
  nameEn: values.nameEn.trim(),
  sortOrder: values.sortOrder.trim() === '' ? null : Number(values.sortOrder.trim()),
});

/** A tag's name in the reader's language. */
export const tagName = (tag: { nameZh: string; nameEn: string }, language: string) =>
  language.startsWith('zh') ? tag.nameZh : tag.nameEn;
