import { AppError, conflict, type ErrorParams } from '../../platform/errors';

// The refusals of group training plans, each with its message in both languages
// (server/locales/*/group-plans.json). A step the plan's machine refuses is a 409 that says which
// step and why.

export const groupPlanNotFound = () => new AppError(404, 'NotFound', 'group-plans:not-found');
export const groupNotFound = () => new AppError(404, 'NotFound', 'group-plans:group-not-found');

/** 409 Business:GroupPlan… with the message `key` (group-plans.json). */
export const groupPlanConflict = (key: string, params: ErrorParams = {}) =>
  conflict(
    `Business:GroupPlan${key.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`,
    `group-plans:${key}`,
    params,
  );

/** 400 with the field named, in the spec's ValidationError shape. */
export const groupPlanInvalid = (member: string, key: string, params: ErrorParams = {}) =>
  new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
    const message = t(`group-plans:${key}`, params as Record<string, string | number>);
    return { validationErrors: [{ message, members: [member] }], details: message };
  });
