import { checkSortOrder, type ProblemKey } from '../content-problems';
import type { KindProblem } from './kind-validation-error';

// The field checks of the kinds with their own catalogue (plans, music, reminder templates): the
// same rules as content-problems.ts, their problems in KindProblem's shape (values in `params`).

/** Text the person typed: trimmed; empty (when required) or too long named. */
export const kindText = (
  problems: KindProblem[],
  field: string,
  value: unknown,
  { required, max }: { required: boolean; max: number },
) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (required && text === '') problems.push({ key: 'required', field });
  else if ([...text].length > max) problems.push({ key: 'too-long', field, params: { max } });
  return text;
};

/** A value from a fixed list, or a problem naming the field and the list. */
export const kindOneOf = <T extends string>(
  problems: KindProblem[],
  field: string,
  value: unknown,
  allowed: readonly T[],
): T => {
  const hit = allowed.find((a) => a === value);
  if (!hit) problems.push({ key: 'one-of', field, params: { allowed: allowed.join(', ') } });
  return hit ?? allowed[0]!;
};

/** A sort order by content's rule (absent: at the end), a refusal naming the range. */
export const kindSortOrder = (problems: KindProblem[], value: unknown) => {
  const refused: ProblemKey[] = [];
  const sortOrder = checkSortOrder(refused, value);
  for (const p of refused)
    problems.push({ key: 'range', field: 'sortOrder', params: { min: p.min ?? 0, max: p.max ?? 0 } });
  return sortOrder;
};
