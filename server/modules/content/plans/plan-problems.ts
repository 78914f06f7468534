import type { PlanRuleProblem } from '../../../../forms/plan-rules';
import { kindValidationError, type KindProblem } from '../shared/kind-validation-error';

const NS = 'content-plans';

/** One refused field of a plan or its rules: a key of content-plans' catalogue, the field, its values. */
export type PlanProblem = KindProblem;

/**
 * A 400 whose message is the first problem's ("Session 3 has no training program …"). Rule problems
 * (forms/plan-rules.ts) use the same catalogue, so the console's words match.
 */
export const planValidationError = (problems: readonly (PlanProblem | PlanRuleProblem)[]) =>
  kindValidationError(NS, problems);
