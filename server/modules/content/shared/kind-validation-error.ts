import { AppError, type ValidationErrorInfo } from '../../../platform/errors';

/** One refused field of a kind with its own catalogue: the message key, the field, its values. */
export type KindProblem = { key: string; field: string; params?: Record<string, string | number> };

type Params = KindProblem['params'];

/**
 * A 400 in the spec's error shape whose message is the first problem's, every problem in
 * validationErrors naming its field in the caller's language, all read from the kind's own locale
 * namespace. `words` lets a kind read a parameter in the caller's language too (reminders' event
 * names); by default parameters go in as they are.
 */
export const kindValidationError = (
  ns: string,
  problems: readonly KindProblem[],
  words: (t: (key: string) => string, params: Params) => Params = (_t, params) => params,
) => {
  const [first] = problems;
  if (!first) throw new Error(`${ns}: a validation error needs a problem`);
  const params = (p: KindProblem) => ({ ...p.params, field: `@${ns}:fields.${p.field}` });
  return new AppError(400, 'ValidationError', `${ns}:${first.key}`, params(first), (t) => {
    const validationErrors: ValidationErrorInfo[] = problems.map((p) => ({
      message: t(`${ns}:${p.key}`, { ...words(t, p.params), field: t(`${ns}:fields.${p.field}`) }),
      members: [p.field],
    }));
    return { details: validationErrors.map((v) => v.message).join(' '), validationErrors };
  });
};
