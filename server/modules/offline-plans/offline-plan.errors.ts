import { AppError, conflict, type ErrorParams } from '../../platform/errors';

// The refusals of offline plans, each with its message in both languages
// (server/locales/*/offline-plans.json). A step the plan's machine refuses is a 409 that says which
// step and why, never a bare "not allowed".

export const planNotFound = () => new AppError(404, 'NotFound', 'offline-plans:not-found');
export const itemNotFound = () => new AppError(404, 'NotFound', 'offline-plans:item-not-found');

/** 409 Business:OfflinePlan… with the message `key` (offline-plans.json). */
export const planConflict = (key: string, params: ErrorParams = {}) =>
  conflict(
    `Business:OfflinePlan${key.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`,
    `offline-plans:${key}`,
    params,
  );

/** 400 with the field named, in the spec's ValidationError shape. */
export const planInvalid = (member: string, key: string, params: ErrorParams = {}) =>
  new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => ({
    validationErrors: [
      { message: t(`offline-plans:${key}`, params as Record<string, string | number>), members: [member] },
    ],
    details: t(`offline-plans:${key}`, params as Record<string, string | number>),
  }));
