import type {
  ContentClassPlanInput,
  ContentOfflinePlanInput,
  ContentPlanSessionFieldsFragment,
  ContentStatus,
  GroupType,
} from '../../../generated/graphql';

// The form of an offline plan template or a class plan: code, names, and its sessions, each an
// ordered list of programs (kept whole, so the form can name them); the server checks the programs
// exist and are not in the Trash. A template's sessions may also name static activities
// (nonePlaybook: warm-up, free play), kept beside the sessions by index; class plans have none.

export type PlanProgramPick = {
  id: string;
  code: string;
  titleZh: string;
  titleEn: string;
  contentStatus: ContentStatus;
};

/** A static activity of a template's session: no programme, named in both languages. */
export type StaticActivityValue = { nameZh: string; nameEn: string };

export type PlanFormValues = {
  code: string;
  nameZh: string;
  nameEn: string;
  sessions: PlanProgramPick[][];
  /** Session i's static activities at index i (offline templates only; a class plan's stay empty). */
  staticActivities: StaticActivityValue[][];
  groupTypes: GroupType[];
  categoryId: string;
  sortOrder: string;
};

export const PLAN_MAX_SESSIONS = 200;
export const SESSION_MAX_PROGRAMS = 20;
export const MAX_SORT_ORDER = 1_000_000;
/** The server's limits (plan.schemas.ts SESSION_MAX_STATICS, STATIC_NAME_MAX). */
export const SESSION_MAX_STATICS = 5;
export const STATIC_NAME_MAX = 50;

export const emptyPlan = (): PlanFormValues => ({
  code: '',
  nameZh: '',
  nameEn: '',
  sessions: [[]],
  staticActivities: [[]],
  groupTypes: ['OneToOne'],
  categoryId: '',
  sortOrder: '',
});

/** A plan's session as read: a template's also has its static activities. */
export type PlanSessionLike = ContentPlanSessionFieldsFragment & {
  staticActivities?: readonly StaticActivityValue[];
};

type PlanLike = {
  code: string;
  nameZh: string;
  nameEn: string;
  sortOrder: number;
  sessions: readonly PlanSessionLike[];
  groupTypes?: readonly GroupType[];
  categoryId?: string;
};

export const planFormValuesOf = (plan: PlanLike): PlanFormValues => ({
  code: plan.code,
  nameZh: plan.nameZh,
  nameEn: plan.nameEn,
  sessions: plan.sessions.map((s) => s.programs.map((p) => ({ ...p }))),
  staticActivities: plan.sessions.map((s) => (s.staticActivities ?? []).map((a) => ({ ...a }))),
  groupTypes: [...(plan.groupTypes ?? [])],
  categoryId: plan.categoryId ?? '',
  sortOrder: String(plan.sortOrder),
});

export type PlanProblem = { key: string; params?: Record<string, string | number> };

/** The first static activity the server would refuse, naming its session and place (as it does). */
const staticsProblem = (statics: readonly (readonly StaticActivityValue[])[]): PlanProblem | undefined => {
  for (const [index, list] of statics.entries()) {
    const session = index + 1;
    if (list.length > SESSION_MAX_STATICS)
      return { key: 'statics-too-many', params: { session, max: SESSION_MAX_STATICS } };
    for (const [at, activity] of list.entries()) {
      const names = [activity.nameZh.trim(), activity.nameEn.trim()];
      if (names.some((name) => name === ''))
        return { key: 'static-name-required', params: { session, activity: at + 1 } };
      if (names.some((name) => name.length > STATIC_NAME_MAX))
        return { key: 'static-name-too-long', params: { session, activity: at + 1, max: STATIC_NAME_MAX } };
    }
  }
  return undefined;
};

/** What the form refuses before saving (the server says the same, and checks the programs). */
export const planProblems = (values: PlanFormValues, classPlan: boolean) => {
  const problems: Partial<Record<keyof PlanFormValues, PlanProblem>> = {};
  for (const field of ['code', 'nameZh', 'nameEn'] as const)
    if (values[field].trim() === '') problems[field] = { key: 'required' };
  if (values.sessions.length === 0) problems.sessions = { key: 'sessions-required' };
  const empty = values.sessions.findIndex((s) => s.length === 0);
  if (empty >= 0) problems.sessions = { key: 'session-empty', params: { session: empty + 1 } };
  if (classPlan && values.groupTypes.length === 0) problems.groupTypes = { key: 'group-types-required' };
  if (classPlan && values.categoryId === '') problems.categoryId = { key: 'required' };
  const statics = classPlan ? undefined : staticsProblem(values.staticActivities);
  if (statics) problems.staticActivities = statics;
  const order = values.sortOrder.trim();
  if (order !== '' && !(/^\d+$/.test(order) && Number(order) <= MAX_SORT_ORDER))
    problems.sortOrder = { key: 'range', params: { min: 0, max: MAX_SORT_ORDER } };
  return problems;
};

const common = (values: PlanFormValues) => ({
  code: values.code.trim(),
  nameZh: values.nameZh.trim(),
  nameEn: values.nameEn.trim(),
  sortOrder: values.sortOrder.trim() === '' ? null : Number(values.sortOrder.trim()),
});

const programIdsOf = (session: readonly PlanProgramPick[]) => session.map((p) => p.id);

export const offlinePlanInputOf = (values: PlanFormValues): ContentOfflinePlanInput => ({
  ...common(values),
  sessions: values.sessions.map((s, i) => ({
    programIds: programIdsOf(s),
    staticActivities: (values.staticActivities[i] ?? []).map((a) => ({
      nameZh: a.nameZh.trim(),
      nameEn: a.nameEn.trim(),
    })),
  })),
});

export const classPlanInputOf = (values: PlanFormValues): ContentClassPlanInput => ({
  ...common(values),
  sessions: values.sessions.map((s) => ({ programIds: programIdsOf(s) })),
  groupTypes: values.groupTypes,
  categoryId: values.categoryId,
});

/** A plan's or a program's name in the reader's language. */
export const planName = (p: { nameZh: string; nameEn: string }, language: string) =>
  language.startsWith('zh') ? p.nameZh : p.nameEn;
export const programTitle = (p: { titleZh: string; titleEn: string }, language: string) =>
  language.startsWith('zh') ? p.titleZh : p.titleEn;

/** The session list with one session moved, added or removed; programs likewise within a session. */
export const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};
