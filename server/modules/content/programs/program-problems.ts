import { AppError, type ValidationErrorInfo } from '../../../platform/errors';

const NS = 'content-programs';

/** One refused field of a program: a key of content-programs' catalogue, the field, its values. */
export type ProgramProblem = { key: string; field: string; params?: Record<string, string | number> };

/**
 * A 400 in the spec's error shape whose message is the first problem's ("Lowest level must be at
 * most the highest level (L5)"), every problem in validationErrors naming its field in the
 * caller's language. The program's own catalogue: its fields and rules are not the library's.
 */
export const programProblems = (problems: readonly ProgramProblem[]) => {
  const [first] = problems;
  if (!first) throw new Error('programProblems needs a problem');
  const params = (p: ProgramProblem) => ({ ...p.params, field: `@${NS}:fields.${p.field}` });
  return new AppError(400, 'ValidationError', `${NS}:${first.key}`, params(first), (t) => {
    const validationErrors: ValidationErrorInfo[] = problems.map((p) => ({
      message: t(`${NS}:${p.key}`, { ...p.params, field: t(`${NS}:fields.${p.field}`) }),
      members: [p.field],
    }));
    return { details: validationErrors.map((v) => v.message).join(' '), validationErrors };
  });
};
