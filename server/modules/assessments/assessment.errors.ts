import { AppError, conflict } from '../../platform/errors';

export const assessmentNotFound = () => new AppError(404, 'NotFound', 'assessments:assessment-not-found');
export const userAssessmentNotFound = () => new AppError(404, 'NotFound', 'assessments:not-found');

/** What the lifecycle machine refuses, in words a centre's staff understand. */
export const illegalStep = (step: 'send' | 'unsend' | 'answer' | 'obtain' | 'report') =>
  conflict('Business:UserAssessmentStatus', `assessments:illegal-${step}`);

export const invalidAnswers = (key: 'unknown-question' | 'unknown-option' | 'incomplete', count = 0) =>
  new AppError(400, 'Business:InvalidAnswers', `assessments:${key}`, { count });
