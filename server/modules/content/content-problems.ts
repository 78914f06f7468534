import { AppError, type ValidationErrorInfo } from '../../platform/errors';

/** One refused field: the message key of content's catalogue, the field, and the message's values. */
export type ProblemKey = {
  key: 'required' | 'too-long' | 'range' | 'duplicate' | 'page-size' | 'one-of';
  field: string;
  max?: number;
  min?: number;
  allowed?: string;
};

/**
 * A 400 in the spec's error shape whose message is the first problem's ("Chinese name is
 * required"), with every problem in validationErrors, each naming its field in the caller's language.
 */
export const contentValidationError = (problems: readonly ProblemKey[], status = 400, code = 'ValidationError') => {
  const [first] = problems;
  if (!first) throw new Error('contentValidationError needs a problem');
  const params = (p: ProblemKey) => ({
    field: `@content:fields.${p.field}`,
    ...(p.max === undefined ? {} : { max: p.max }),
    ...(p.min === undefined ? {} : { min: p.min }),
    ...(p.allowed === undefined ? {} : { allowed: p.allowed }),
  });
  return new AppError(status, code, `content:${first.key}`, params(first), (t) => {
    const validationErrors: ValidationErrorInfo[] = problems.map((p) => ({
      message: t(`content:${p.key}`, {
        ...params(p),
        field: t(`content:fields.${p.field}`),
      }),
      members: [p.field],
    }));
    return { details: validationErrors.map((v) => v.message).join(' '), validationErrors };
  });
};

/** Text the person typed: trimmed; too long or empty named. */
export const checkText = (
  problems: ProblemKey[],
  field: string,
  value: unknown,
  { required, max }: { required: boolean; max: number },
): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (required && text === '') problems.push({ key: 'required', field });
  else if ([...text].length > max) problems.push({ key: 'too-long', field, max });
  return text;
};

/** The largest sort order a person may type (one million items is beyond any library). */
export const MAX_SORT_ORDER = 1_000_000;

/** A sort order: absent means "at the end"; otherwise a whole number from 0 to MAX_SORT_ORDER. */
export const checkSortOrder = (problems: ProblemKey[], value: unknown): number | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_SORT_ORDER) {
    problems.push({ key: 'range', field: 'sortOrder', min: 0, max: MAX_SORT_ORDER });
    return null;
  }
  return value;
};
