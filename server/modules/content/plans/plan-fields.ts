import { checkPlanRules, type PlanRules } from '../../../../forms/plan-rules';
import type { Tx } from '../../../platform/db/database';
import {
  acceptSessionsFields,
  sessionItemProblems,
  sessionsValues,
  type SessionsRow,
} from '../shared/numbered-sessions.fields';
import { planValidationError, type PlanProblem } from './plan-problems';
import { programsById, type PlanValuesStored } from './plan.repository';
import {
  PLAN_CODE_MAX,
  PLAN_MAX_SESSIONS,
  PLAN_NAME_MAX,
  SESSION_MAX_PROGRAMS,
  type PlanSession,
} from './plan.schemas';

// What every plan kind's body has: a sessions kind's fields (shared/numbered-sessions.fields.ts)
// whose sessions hold training programs.

/** The common fields checked; problems name the field and, for sessions, the session number. */
export const acceptPlanFields = (body: Record<string, unknown>, problems: PlanProblem[]) =>
  acceptSessionsFields(body, problems, {
    codeMax: PLAN_CODE_MAX,
    nameMax: PLAN_NAME_MAX,
    maxSessions: PLAN_MAX_SESSIONS,
    maxItems: SESSION_MAX_PROGRAMS,
    ids: 'programIds',
    unknown: 'program-unknown',
  });

/**
 * Every program a plan names exists and is not in the Trash, and no session has one twice; else a
 * 400 naming each session (and the program, in the caller's language where it is known).
 */
export const checkSessionPrograms = async (tx: Tx, sessions: PlanValuesStored['sessions']) => {
  const programs = await programsById(
    tx,
    sessions.flatMap((s) => s.programIds),
  );
  const problems = sessionItemProblems(
    sessions.map((s) => s.programIds),
    programs,
    { unknown: 'program-unknown', trashed: 'program-trashed', twice: 'program-twice', param: 'program' },
  );
  if (problems.length > 0) throw planValidationError(problems);
};

/** A plan's common values as the form holds them: each session as its program ids, in order. */
export const planValuesOf = (row: SessionsRow<PlanSession>) =>
  sessionsValues(row, (s) => ({ programIds: s.programs.map((p) => p.id) }));

/**
 * A plan's rules (a template's or a class plan's) still fit its sessions after an edit; else the
 * edit is refused naming the first session beyond, rather than the rules silently cut.
 */
export const rulesFit = (rules: PlanRules, total: number) => {
  const { problems } = checkPlanRules(rules, total);
  const beyond = problems.find((p) => p.key === 'session-beyond' || p.key === 'every-beyond');
  if (!beyond) return;
  const session = Number(beyond.params['session'] ?? beyond.params['every']);
  throw planValidationError([{ key: 'rules-beyond-sessions', field: 'sessions', params: { session, total } }]);
};
