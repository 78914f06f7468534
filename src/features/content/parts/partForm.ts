/** The longest name and description the server accepts (server/modules/content/content-named-part.ts). */
export const PART_NAME_MAX = 50;
export const PART_DESCRIPTION_MAX = 500;
/** The largest sort order the server accepts. */
export const MAX_SORT_ORDER = 1_000_000;

export type PartProblem = 'required' | 'too-long' | 'range';

/** A name in the reader's language. */
export const partName = (item: { nameZh: string; nameEn: string }, language: string) =>
  language.startsWith('zh') ? item.nameZh : item.nameEn;

/** A text's problem before sending: required and empty, or longer than `max` characters. */
export const textProblem = (text: string, required: boolean, max: number): PartProblem | undefined => {
  const trimmed = text.trim();
  if (required && trimmed === '') return 'required';
  if ([...trimmed].length > max) return 'too-long';
  return undefined;
};

/** An order typed into the form: empty (the end), or a whole number up to MAX_SORT_ORDER. */
export const sortOrderProblem = (text: string): PartProblem | undefined => {
  const order = text.trim();
  return order !== '' && (!/^\d+$/.test(order) || Number(order) > MAX_SORT_ORDER) ? 'range' : undefined;
};

export const sortOrderOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));
