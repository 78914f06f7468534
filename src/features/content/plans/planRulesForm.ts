import { checkPlanRules, type PlanRuleField, type PlanRules } from '../../../../forms/plan-rules';
import type { ContentPlanRulesFieldsFragment } from '../../../generated/graphql';

// The rules editor's values: session lists as the person types them ("1, 2, 6"), numbers as text,
// and the difficulty steps as rows. Checked by forms/plan-rules.ts exactly as the server checks them.

export type StepValues = { fromSession: string; toSession: string; change: '-1' | '0' | '1' };

export type PlanRulesFormValues = {
  trialSessions: string;
  trialCount: string;
  interviewAfter: string;
  interviewEvery: string;
  musicSessions: string;
  startLevel: string;
  steps: StepValues[];
};

const listText = (numbers: readonly number[]) => numbers.join(', ');

export const rulesFormValuesOf = (rules: ContentPlanRulesFieldsFragment): PlanRulesFormValues => ({
  trialSessions: listText(rules.trial.sessions),
  trialCount: String(rules.trial.count),
  interviewAfter: listText(rules.parentInterview.afterSessions),
  interviewEvery:
    rules.parentInterview.every === null || rules.parentInterview.every === undefined
      ? ''
      : String(rules.parentInterview.every),
  musicSessions: listText(rules.musicSessions),
  startLevel: String(rules.difficulty.startLevel),
  steps: rules.difficulty.steps.map((s) => ({
    fromSession: String(s.fromSession),
    toSession: String(s.toSession),
    change: String(s.change) as StepValues['change'],
  })),
});

/** A list of session numbers as typed: "1, 2 6" → [1, 2, 6]; null when a piece is not a number. */
export const sessionList = (text: string): number[] | null => {
  const pieces = text.split(/[\s,，、]+/).filter((p) => p !== '');
  return pieces.every((p) => /^\d+$/.test(p)) ? pieces.map(Number) : null;
};

const whole = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export type RulesProblem = { key: string; field: PlanRuleField; params: Record<string, string | number> };

/** The rules as the server takes them, or the first problem of each field (the server's words). */
export const rulesOf = (
  values: PlanRulesFormValues,
  sessionCount: number,
): { rules: PlanRules | null; problems: RulesProblem[] } => {
  const problems: RulesProblem[] = [];
  const list = (field: PlanRuleField, text: string) => {
    const numbers = sessionList(text);
    if (numbers === null) problems.push({ key: 'list', field, params: {} });
    return numbers ?? [];
  };
  const number = (field: PlanRuleField, text: string) => {
    const n = whole(text);
    if (n === null) problems.push({ key: 'whole-number', field, params: {} });
    return n ?? 0;
  };
  const raw = {
    trial: { sessions: list('trialSessions', values.trialSessions), count: number('trialCount', values.trialCount) },
    parentInterview: {
      afterSessions: list('interviewAfter', values.interviewAfter),
      every: values.interviewEvery.trim() === '' ? null : number('interviewEvery', values.interviewEvery),
    },
    musicSessions: list('musicSessions', values.musicSessions),
    difficulty: {
      startLevel: number('startLevel', values.startLevel),
      steps: values.steps.map((s) => ({
        fromSession: number('difficultySteps', s.fromSession),
        toSession: number('difficultySteps', s.toSession),
        change: Number(s.change),
      })),
    },
  };
  if (problems.length > 0) return { rules: null, problems };
  const checked = checkPlanRules(raw, sessionCount);
  return { rules: checked.rules, problems: checked.problems };
};
