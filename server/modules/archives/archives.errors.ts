import { AppError, conflict, type ErrorParams } from '../../platform/errors';

// The refusals of archives, each with its message in both languages (server/locales/*/archives.json).

export const entryNotFound = () => new AppError(404, 'NotFound', 'archives:entry-not-found');

/** 409 Business:Archive… with the message `key` (archives.json). */
export const archiveConflict = (key: string, params: ErrorParams = {}) =>
  conflict(
    `Business:Archive${key.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`,
    `archives:${key}`,
    params,
  );

/** 400 with the field named, in the spec's ValidationError shape. */
export const archiveInvalid = (member: string, key: string) =>
  new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => ({
    validationErrors: [{ message: t(`archives:${key}`), members: [member] }],
    details: t(`archives:${key}`),
  }));
