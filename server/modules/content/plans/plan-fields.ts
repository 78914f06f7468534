import { checkPlanRules, type PlanRules } from '../../../../forms/plan-rules';
import { UUID } from '../../../platform/patterns';
import type { Tx } from '../../../platform/db/database';
import { checkSortOrder, type ProblemKey } from '../content-problems';
import { planText, planValidationError, type PlanProblem } from './plan-problems';
import { programsById, type PlanValuesStored } from './plan.repository';
import { PLAN_CODE_MAX, PLAN_MAX_SESSIONS, PLAN_NAME_MAX, SESSION_MAX_PROGRAMS } from './plan.schemas';

// What every plan kind's body has: a code, names in both languages and its sessions, each an
// ordered list of training programs. Checked in two steps: the shape here (no database), the
// programs against the library in `checkSessionPrograms` (the repository's write, in the transaction).

/** The common fields checked; problems name the field and, for sessions, the session number. */
export const acceptPlanFields = (body: Record<string, unknown>, problems: PlanProblem[]) => {
  const code = planText(problems, 'code', body['code'], { required: true, max: PLAN_CODE_MAX });
  const nameZh = planText(problems, 'nameZh', body['nameZh'], { required: true, max: PLAN_NAME_MAX });
  const nameEn = planText(problems, 'nameEn', body['nameEn'], { required: true, max: PLAN_NAME_MAX });
  const given = Array.isArray(body['sessions']) ? (body['sessions'] as { programIds?: unknown }[]) : [];
  if (given.length === 0) problems.push({ key: 'sessions-required', field: 'sessions' });
  if (given.length > PLAN_MAX_SESSIONS)
    problems.push({ key: 'sessions-too-many', field: 'sessions', params: { max: PLAN_MAX_SESSIONS } });
  const sessions = given.slice(0, PLAN_MAX_SESSIONS).map((s, n) => {
    const session = n + 1;
    const ids = Array.isArray(s?.programIds) ? s.programIds.map(String) : [];
    if (ids.length === 0) problems.push({ key: 'session-empty', field: 'sessions', params: { session } });
    else if (ids.length > SESSION_MAX_PROGRAMS)
      problems.push({ key: 'session-too-long', field: 'sessions', params: { session, max: SESSION_MAX_PROGRAMS } });
    else if (ids.some((id) => !UUID.test(id)))
      problems.push({ key: 'program-unknown', field: 'sessions', params: { session } });
    return { programIds: ids };
  });
  const sortProblems: ProblemKey[] = [];
  const sortOrder = checkSortOrder(sortProblems, body['sortOrder']);
  for (const p of sortProblems)
    problems.push({ key: 'range', field: 'sortOrder', params: { min: p.min ?? 0, max: p.max ?? 0 } });
  return { code, nameZh, nameEn, sessions, sortOrder };
};

/**
 * Every program a plan names exists and is not in the Trash, and no session has one twice; else a
 * 400 naming each session (and the program, in the caller's language where it is known).
 */
export const checkSessionPrograms = async (tx: Tx, sessions: PlanValuesStored['sessions']) => {
  const programs = await programsById(
    tx,
    sessions.flatMap((s) => s.programIds),
  );
  const problems: PlanProblem[] = [];
  sessions.forEach((s, n) => {
    const session = n + 1;
    const seen = new Set<string>();
    for (const id of s.programIds) {
      const program = programs.get(id);
      if (!program) problems.push({ key: 'program-unknown', field: 'sessions', params: { session } });
      else if (program.contentStatus === 'Trash')
        problems.push({ key: 'program-trashed', field: 'sessions', params: { session, program: program.code } });
      else if (seen.has(id))
        problems.push({ key: 'program-twice', field: 'sessions', params: { session, program: program.code } });
      seen.add(id);
    }
  });
  if (problems.length > 0) throw planValidationError(problems);
};

/** The sessions as the form holds them: program ids, in order. */
export const sessionValuesOf = (sessions: readonly { programs: readonly { id: string }[] }[]) =>
  sessions.map((s) => ({ programIds: s.programs.map((p) => p.id) }));

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
