import {
  GROUP_MAX_DIFFICULTY,
  GROUP_MIN_DIFFICULTY,
  groupPlanAllows,
  isOpenGroupPlan,
  type GroupPlan,
  type GroupPlanEvent,
} from '../../../machines/group-plan.machine';
import type { GroupPlanFieldsFragment, GroupType } from '../../generated/graphql';

/** The class loop's buttons and the plan's own steps, in the order the page shows them. */
export const GROUP_ACTIONS = [
  'startClass',
  'startCourse',
  'endCourse',
  'endClass',
  'continueClass',
  'increase',
  'decrease',
  'endPlan',
  'restart',
] as const;
export type GroupAction = (typeof GROUP_ACTIONS)[number];

const EVENTS: Record<GroupAction, GroupPlanEvent> = {
  startClass: { type: 'class.start' },
  startCourse: { type: 'course.start' },
  endCourse: { type: 'course.end' },
  endClass: { type: 'class.end' },
  continueClass: { type: 'class.continue' },
  increase: { type: 'difficulty.adjust', operate: 'Increase' },
  decrease: { type: 'difficulty.adjust', operate: 'Decrease' },
  endPlan: { type: 'plan.end' },
  restart: { type: 'plan.restart' },
};

const machinePlanOf = (plan: GroupPlanFieldsFragment): GroupPlan => ({
  status: plan.status,
  num: plan.currentNum,
  totalNum: plan.totalNum,
  classState: plan.classState,
  courseOpen: plan.courseOpen,
  difficulty: plan.difficulty,
});

/**
 * What the page offers: the steps the group plan machine allows now (the server refuses the rest
 * with 409), and none to a caller without the write policy.
 */
export const groupActions = (plan: GroupPlanFieldsFragment): GroupAction[] =>
  plan.canWrite ? GROUP_ACTIONS.filter((action) => groupPlanAllows(machinePlanOf(plan), EVENTS[action])) : [];

/** Attendance is taken while the session's class runs (the machine's class.attend). */
export const canMarkAttendance = (plan: GroupPlanFieldsFragment) =>
  plan.canWrite && groupPlanAllows(machinePlanOf(plan), { type: 'class.attend' });

/** The plan the page shows: the open one, else the newest ended (the server lists the open one first). */
export const currentPlanOf = (plans: readonly GroupPlanFieldsFragment[]) => plans[0] ?? null;

/** A class may be given a plan when none of its plans still runs. */
export const canSelectPlan = (plans: readonly GroupPlanFieldsFragment[]) => !plans.some(isOpenGroupPlan);

/** Spec 001 §5 "Plan select dialog": L1 … L20. */
export const DIFFICULTY_LEVELS = Array.from(
  { length: GROUP_MAX_DIFFICULTY - GROUP_MIN_DIFFICULTY + 1 },
  (_, i) => GROUP_MIN_DIFFICULTY + i,
);

export type ClassPlanOption = { id: string; code: string; nameZh: string; nameEn: string; groupTypes: GroupType[] };

/** The class plans offered to a class: Public (the query asks for those) and made for its type. */
export const plansForType = <P extends ClassPlanOption>(plans: readonly P[], type: GroupType) =>
  plans.filter((p) => p.groupTypes.includes(type));

export type SelectPlanValues = { planId: string; level: number | null };
export type SelectPlanErrors = Partial<Record<'plan' | 'level', 'required'>>;

/** The dialog's own checks, before anything is sent: both fields required. */
export const selectPlanErrors = ({ planId, level }: SelectPlanValues): SelectPlanErrors => ({
  ...(planId === '' ? { plan: 'required' as const } : {}),
  ...(level === null || !DIFFICULTY_LEVELS.includes(level) ? { level: 'required' as const } : {}),
});

/** Whether a live event concerns the class or its plan. */
export const concernsClass = (
  event: { type: string; payload: Record<string, unknown> },
  about: { groupId: string; planId?: string | undefined },
) =>
  GROUP_EVENTS.has(event.type) &&
  (event.payload['groupId'] === about.groupId ||
    (about.planId !== undefined && event.payload['planId'] === about.planId));

const GROUP_EVENTS = new Set([
  'ClassStarted',
  'ClassEnded',
  'AttendanceMarked',
  'GroupPlanChanged',
  'GroupFeedbackSubmitted',
]);

/** An enum or action name as a catalogue key segment (kebab-case): ClassStarted → class-started. */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c, i: number) => (i > 0 ? '-' : '') + c.toLowerCase());
