import { Type, type Static } from 'typebox';
import Value from 'typebox/value';

// The rules of an offline plan template (issue 18 item 5; spec 001 §4 "Offline plan flow": trial
// sessions, a parent interview that blocks the next step, music per session, difficulty moving one
// level at a time within L1–L20). Data, not code: the template stores them as jsonb, the offline-plan
// engine reads them, and the same checks run in the editor's form and on the server's save. Pure
// (typebox only), like the feedback-form engine beside it.

/** Difficulty levels L1 to L20 (001 §9); a step is one level. */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 20;
/** A trial count of 500 or more means unlimited (001 §9). */
export const UNLIMITED_TRIALS = 500;

const SessionNumber = Type.Integer({ minimum: 1 });

/** One difficulty step: every session from `fromSession` to `toSession` moves the level by `change`. */
export const DifficultyStep = Type.Object({
  fromSession: SessionNumber,
  toSession: SessionNumber,
  change: Type.Union([Type.Literal(-1), Type.Literal(0), Type.Literal(1)]),
});
export type DifficultyStep = Static<typeof DifficultyStep>;

/** The one schema of a template's rules: the stored jsonb, the REST body and the engine's input. */
export const PlanRules = Type.Object({
  trial: Type.Object({
    /** The trial sessions: the first sessions of the plan, 1, 2 … without gaps (may be none). */
    sessions: Type.Array(SessionNumber, { maxItems: 200 }),
    /** How many trials a centre may run; UNLIMITED_TRIALS or more is unlimited. */
    count: Type.Integer({ minimum: 0, maximum: 100_000 }),
  }),
  parentInterview: Type.Object({
    /** Sessions after which a parent interview is required (the next step waits for it). */
    afterSessions: Type.Array(SessionNumber, { maxItems: 200 }),
    /** Also after every n-th session (n, 2n …); null for none. */
    every: Type.Union([SessionNumber, Type.Null()]),
  }),
  /** The sessions that carry music. */
  musicSessions: Type.Array(SessionNumber, { maxItems: 200 }),
  difficulty: Type.Object({
    /** The level of session 1 unless the centre chooses another at the start. */
    startLevel: Type.Integer({ minimum: MIN_LEVEL, maximum: MAX_LEVEL }),
    steps: Type.Array(DifficultyStep, { maxItems: 200 }),
  }),
});
export type PlanRules = Static<typeof PlanRules>;

/** A template without rules yet: no trial, no interview, no music, level 1 throughout. */
export const emptyPlanRules = (): PlanRules => ({
  trial: { sessions: [], count: 0 },
  parentInterview: { afterSessions: [], every: null },
  musicSessions: [],
  difficulty: { startLevel: MIN_LEVEL, steps: [] },
});

/** The rule fields a message names (keys of plan-rules.fields in both catalogues). */
export type PlanRuleField =
  | 'rules'
  | 'trialSessions'
  | 'trialCount'
  | 'interviewAfter'
  | 'interviewEvery'
  | 'musicSessions'
  | 'startLevel'
  | 'difficultySteps';

/**
 * One refused rule: a key of plan-rules.messages, the field, and its values (the session numbers,
 * the step's place counted from 1, the bounds). Words come from the reader's catalogue.
 */
export type PlanRuleProblem = {
  key:
    | 'shape'
    | 'start-level'
    | 'session-beyond'
    | 'session-twice'
    | 'trial-not-first'
    | 'trial-count'
    | 'every-beyond'
    | 'step-order'
    | 'step-overlap'
    | 'level-above'
    | 'level-below';
  field: PlanRuleField;
  params: Record<string, number | string>;
};

const beyond = (problems: PlanRuleProblem[], field: PlanRuleField, sessions: readonly number[], total: number) => {
  const seen = new Set<number>();
  for (const session of sessions) {
    if (session > total) problems.push({ key: 'session-beyond', field, params: { session, total } });
    else if (seen.has(session)) problems.push({ key: 'session-twice', field, params: { session } });
    seen.add(session);
  }
};

/** The level of every session 1..total under the rules (the engine's reading; unbounded here). */
export const levelsOf = (rules: PlanRules, total: number): number[] => {
  const levels: number[] = [];
  let level = rules.difficulty.startLevel;
  for (let session = 1; session <= total; session += 1) {
    const step = rules.difficulty.steps.find((s) => s.fromSession <= session && session <= s.toSession);
    // Session 1 is the start level; a step moves the sessions after it.
    if (session > 1 && step) level += step.change;
    levels.push(level);
  }
  return levels;
};

/** The sessions after which a parent interview is required, in order. */
export const interviewSessionsOf = (rules: PlanRules, total: number): number[] => {
  const sessions = new Set(rules.parentInterview.afterSessions.filter((s) => s <= total));
  const every = rules.parentInterview.every;
  if (every !== null) for (let s = every; s <= total; s += every) sessions.add(s);
  return [...sessions].sort((a, b) => a - b);
};

/**
 * A template's rules checked against its number of sessions: every problem named by field and,
 * where there is one, the session number or the step. Unknown members are not kept.
 */
export const checkPlanRules = (
  raw: unknown,
  total: number,
): { rules: PlanRules | null; problems: PlanRuleProblem[] } => {
  if (!Value.Check(PlanRules, raw)) {
    const paths = [...Value.Errors(PlanRules, raw)].map((e) => e.instancePath);
    const field = fieldOfPath(paths[0] ?? '');
    // The one bound a person types in a box: said with its range.
    if (field === 'startLevel')
      return { rules: null, problems: [{ key: 'start-level', field, params: { min: MIN_LEVEL, max: MAX_LEVEL } }] };
    return { rules: null, problems: [{ key: 'shape', field, params: {} }] };
  }
  const rules = Value.Clean(PlanRules, Value.Clone(raw)) as PlanRules;
  const problems: PlanRuleProblem[] = [];
  const trial = [...rules.trial.sessions].sort((a, b) => a - b);
  beyond(problems, 'trialSessions', rules.trial.sessions, total);
  if (!problems.some((p) => p.field === 'trialSessions')) {
    const gap = trial.findIndex((session, index) => session !== index + 1);
    if (gap >= 0) problems.push({ key: 'trial-not-first', field: 'trialSessions', params: { session: trial[gap]! } });
  }
  if (trial.length > 0 && rules.trial.count === 0)
    problems.push({ key: 'trial-count', field: 'trialCount', params: {} });
  beyond(problems, 'interviewAfter', rules.parentInterview.afterSessions, total);
  const every = rules.parentInterview.every;
  if (every !== null && every > total)
    problems.push({ key: 'every-beyond', field: 'interviewEvery', params: { every, total } });
  beyond(problems, 'musicSessions', rules.musicSessions, total);
  const steps = rules.difficulty.steps;
  let stepsFit = true;
  steps.forEach((step, index) => {
    const place = index + 1;
    if (step.fromSession > step.toSession) {
      stepsFit = false;
      problems.push({
        key: 'step-order',
        field: 'difficultySteps',
        params: { step: place, from: step.fromSession, to: step.toSession },
      });
    } else if (step.toSession > total) {
      stepsFit = false;
      problems.push({ key: 'session-beyond', field: 'difficultySteps', params: { session: step.toSession, total } });
    }
    const other = steps.findIndex(
      (s, i) => i < index && s.fromSession <= step.toSession && step.fromSession <= s.toSession,
    );
    if (other >= 0) {
      stepsFit = false;
      problems.push({
        key: 'step-overlap',
        field: 'difficultySteps',
        params: { step: place, other: other + 1, session: Math.max(step.fromSession, steps[other]!.fromSession) },
      });
    }
  });
  if (stepsFit) {
    const levels = levelsOf(rules, total);
    const high = levels.findIndex((l) => l > MAX_LEVEL);
    const low = levels.findIndex((l) => l < MIN_LEVEL);
    if (high >= 0)
      problems.push({ key: 'level-above', field: 'difficultySteps', params: { session: high + 1, max: MAX_LEVEL } });
    if (low >= 0)
      problems.push({ key: 'level-below', field: 'difficultySteps', params: { session: low + 1, min: MIN_LEVEL } });
  }
  return { rules: problems.length === 0 ? sorted(rules) : null, problems };
};

// Stored in one order whatever order was sent (keys too: jsonb answers its own), so the history
// shows only real changes.
const sorted = (rules: PlanRules): PlanRules => ({
  trial: { sessions: [...rules.trial.sessions].sort((a, b) => a - b), count: rules.trial.count },
  parentInterview: {
    afterSessions: [...rules.parentInterview.afterSessions].sort((a, b) => a - b),
    every: rules.parentInterview.every,
  },
  musicSessions: [...rules.musicSessions].sort((a, b) => a - b),
  difficulty: {
    startLevel: rules.difficulty.startLevel,
    steps: [...rules.difficulty.steps]
      .sort((a, b) => a.fromSession - b.fromSession)
      .map(({ fromSession, toSession, change }) => ({ fromSession, toSession, change })),
  },
});

const fieldOfPath = (path: string): PlanRuleField => {
  if (path.startsWith('/trial/sessions')) return 'trialSessions';
  if (path.startsWith('/trial')) return 'trialCount';
  if (path.startsWith('/parentInterview/every')) return 'interviewEvery';
  if (path.startsWith('/parentInterview')) return 'interviewAfter';
  if (path.startsWith('/musicSessions')) return 'musicSessions';
  if (path.startsWith('/difficulty/startLevel')) return 'startLevel';
  if (path.startsWith('/difficulty')) return 'difficultySteps';
  return 'rules';
};
