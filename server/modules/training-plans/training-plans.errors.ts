import { AppError, conflict, type ErrorParams } from '../../platform/errors';

// The refusals of clock-in plans, each with its message in both languages
// (server/locales/*/training-plans.json).

export const planNotFound = () => new AppError(404, 'NotFound', 'training-plans:not-found');

/** 409 Business:TrainingPlan… with the message `key` (training-plans.json). */
export const planConflict = (key: string, params: ErrorParams = {}) =>
  conflict(
    `Business:TrainingPlan${key.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`,
    `training-plans:${key}`,
    params,
  );

/** 400 with the field named, in the spec's ValidationError shape. */
export const planInvalid = (member: string, key: string, params: ErrorParams = {}) =>
  new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => ({
    validationErrors: [
      { message: t(`training-plans:${key}`, params as Record<string, string | number>), members: [member] },
    ],
    details: t(`training-plans:${key}`, params as Record<string, string | number>),
  }));
