import type {
  ContentClassPlanInput,
  ContentOfflinePlanInput,
  ContentPlanSessionFieldsFragment,
  ContentStatus,
  GroupType,
} from '../../../generated/graphql';

// The form of an offline plan template or a class plan: code, names, and its sessions, each an
// ordered list of programs (kept whole, so the form can name them); the server checks the programs
// exist and are not in the Trash.

export type PlanProgramPick = {
  id: string;
  code: string;
  titleZh: string;
  titleEn: string;
  contentStatus: ContentStatus;
};

export type PlanFormValues = {
  code: string;
  nameZh: string;
  nameEn: string;
  sessions: PlanProgramPick[][];
  groupTypes: GroupType[];
  categoryId: string;
  sortOrder: string;
};

export const PLAN_MAX_SESSIONS = 200;
export const SESSION_MAX_PROGRAMS = 20;
export const MAX_SORT_ORDER = 1_000_000;

export const emptyPlan = (): PlanFormValues => ({
  code: '',
  nameZh: '',
  nameEn: '',
  sessions: [[]],
  groupTypes: ['OneToOne'],
  categoryId: '',
  sortOrder: '',
});

type PlanLike = {
  code: string;
  nameZh: string;
  nameEn: string;
  sortOrder: number;
  sessions: readonly ContentPlanSessionFieldsFragment[];
  groupTypes?: readonly GroupType[];
  categoryId?: string;
};

export const planFormValuesOf = (plan: PlanLike): PlanFormValues => ({
  code: plan.code,
  nameZh: plan.nameZh,
  nameEn: plan.nameEn,
  sessions: plan.sessions.map((s) => s.programs.map((p) => ({ ...p }))),
  groupTypes: [...(plan.groupTypes ?? [])],
  categoryId: plan.categoryId ?? '',
  sortOrder: String(plan.sortOrder),
});

export type PlanProblem = { key: string; params?: Record<string, string | number> };

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
  const order = values.sortOrder.trim();
  if (order !== '' && !(/^\d+$/.test(order) && Number(order) <= MAX_SORT_ORDER))
    problems.sortOrder = { key: 'range', params: { min: 0, max: MAX_SORT_ORDER } };
  return problems;
};

const common = (values: PlanFormValues) => ({
  code: values.code.trim(),
  nameZh: values.nameZh.trim(),
  nameEn: values.nameEn.trim(),
  sessions: values.sessions.map((s) => ({ programIds: s.map((p) => p.id) })),
  sortOrder: values.sortOrder.trim() === '' ? null : Number(values.sortOrder.trim()),
});

export const offlinePlanInputOf = (values: PlanFormValues): ContentOfflinePlanInput => common(values);

export const classPlanInputOf = (values: PlanFormValues): ContentClassPlanInput => ({
  ...common(values),
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
