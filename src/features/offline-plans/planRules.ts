import { lastSessionDone, offlinePlanAllows, type OfflinePlan } from '../../../machines/offline-plan.machine';
import type { FeedbackPropertyDefinition } from '../../../forms/feedback-property.schemas';
import type {
  OfflinePlanItemFieldsFragment,
  OfflinePlanPropertyFieldsFragment,
  OfflinePlanQuery,
  OfflinePlanQuotaCheckQuery,
  OfflinePlanSummaryFieldsFragment,
} from '../../generated/graphql';
import { serverAnswers, serverFormProperty } from '../../shared/feedback-form/serverForm';
import { questionKeyOf, sessionMeans, type SessionMeans } from '../../shared/charts/sessionMeans';

// What the plan page offers (spec 001 §4 "Offline plan flow", "Feedback status per item", "Session
// card"; §6): the plan's machine says which steps the plan allows now, the server says whether the
// caller may write (canWrite, isEdit, showNextClass). The page offers a step only when both agree;
// the server refuses the rest regardless.

export type PlanDetail = OfflinePlanQuery['offlinePlan'];
type OfflinePlanQuotaCheck = OfflinePlanQuotaCheckQuery['offlinePlanQuotaCheck'];

/** Spec 001 §9: a trial count of 500 or more is unlimited. */
export const UNLIMITED_TRIAL_COUNT = 500;
/** Spec 001 §9: the low-session warning shows at 5 or fewer remaining (and more than none). */
export const LOW_SESSIONS = 5;
/** Spec 001 §9: L1 to L20. */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 20;
/** The plan machine's limit (PLAN_MAX_SESSIONS): a plan has at most 200 sessions. */
export const MAX_SESSIONS = 200;

export const machinePlanOf = (summary: OfflinePlanSummaryFieldsFragment): OfflinePlan => ({
  status: summary.status,
  num: summary.num,
  totalNum: summary.totalNum,
  canNext: summary.canNext,
  interviewPending: summary.interviewPending,
  isDeleted: summary.isDeleted,
});

export type PlanAction =
  'start' | 'finish' | 'interview' | 'next' | 'end' | 'restart' | 'extend' | 'adjustCourse' | 'changeMode' | 'suspend';

/** The plan actions the page offers now, in the order it shows them; none without write. */
export const planActions = (plan: PlanDetail): PlanAction[] => {
  if (!plan.canWrite) return [];
  const machine = machinePlanOf(plan.summary);
  const allows = (event: Parameters<typeof offlinePlanAllows>[1]) => offlinePlanAllows(machine, event);
  const actions: PlanAction[] = [];
  if (allows({ type: 'plan.start' })) actions.push('start');
  if (allows({ type: 'session.finish', interview: false })) actions.push('finish');
  if (allows({ type: 'interview.record' })) actions.push('interview');
  if (plan.summary.showNextClass) actions.push('next');
  if (allows({ type: 'plan.adjustCourse', sessions: 1 })) actions.push('adjustCourse');
  if (allows({ type: 'plan.extend', sessions: 1 })) actions.push('extend');
  if (allows({ type: 'plan.changeMode' })) actions.push('changeMode');
  if (allows({ type: 'plan.end' })) actions.push('end');
  if (allows({ type: 'plan.restart' })) actions.push('restart');
  if (allows({ type: 'plan.suspend' })) actions.push('suspend');
  return actions;
};

/** The end-plan confirmation asks whether the training period has ended after the last session; else it ends early. */
export const endKind = (summary: OfflinePlanSummaryFieldsFragment): 'periodEnded' | 'early' =>
  lastSessionDone(machinePlanOf(summary)) ? 'periodEnded' : 'early';

/** The course adjustments offered: repeats are hidden for V4 (001 §4), repeating two needs two sessions. */
export const courseAdjustments = (summary: OfflinePlanSummaryFieldsFragment) => {
  const machine = machinePlanOf(summary);
  const kinds: ('RepeatLastOne' | 'RepeatLastTwo' | 'Calming')[] = [];
  if (summary.ilsVersion !== 'V4') {
    if (offlinePlanAllows(machine, { type: 'plan.adjustCourse', sessions: 1 })) kinds.push('RepeatLastOne');
    if (summary.num >= 2 && offlinePlanAllows(machine, { type: 'plan.adjustCourse', sessions: 2 }))
      kinds.push('RepeatLastTwo');
  }
  if (offlinePlanAllows(machine, { type: 'plan.adjustCourse', sessions: 1 })) kinds.push('Calming');
  return kinds;
};

/** How many sessions the extend dialog accepts at most (the plan stays within 200). */
export const maxExtension = (summary: OfflinePlanSummaryFieldsFragment) => Math.max(0, MAX_SESSIONS - summary.totalNum);

export type ItemStatus = 'submitted' | 'notStarted' | 'open';

/** 001 §4 "Feedback status per item": null no record, true submitted, false marked not started. */
export const itemStatus = (item: Pick<OfflinePlanItemFieldsFragment, 'hasDone'>): ItemStatus =>
  item.hasDone === true ? 'submitted' : item.hasDone === false ? 'notStarted' : 'open';

export type ItemActions = {
  feedback: boolean;
  notStarted: boolean;
  /** Difficulty adjustment; absent for V4 (001 §6: the link is hidden). */
  difficulty: { increase: boolean; decrease: boolean } | null;
};

/**
 * What an item of the shown session offers. The server's isEdit already holds write permission, a
 * bound child, the current session and an open session (canNext false); "not started" only while
 * there is no feedback; a level only once, and not past the program's or L1–L20's range.
 */
export const itemActions = (item: OfflinePlanItemFieldsFragment, ilsVersion: string): ItemActions => {
  if (!item.isEdit) return { feedback: false, notStarted: false, difficulty: null };
  const program = item.trainingProgram;
  const min = Math.max(MIN_LEVEL, program.minDifficulty);
  const max = Math.min(MAX_LEVEL, program.maxDifficulty);
  const adjusted = item.operate !== null;
  return {
    feedback: true,
    notStarted: item.hasDone === null,
    difficulty:
      ilsVersion === 'V4'
        ? null
        : {
            increase: !adjusted && program.difficulty + 1 <= max,
            decrease: !adjusted && program.difficulty - 1 >= min,
          },
  };
};

/** The items of the current session still without feedback or a "not started" mark. */
export const openItems = (plan: PlanDetail) =>
  plan.planItems.filter((item) => item.num === plan.summary.num && item.hasDone === null);

/** Session `num`'s training activities in their order. */
export const itemsOf = (plan: PlanDetail, num: number) =>
  plan.planItems.filter((i) => i.num === num).sort((a, b) => a.position - b.position);

/** Session `num`'s static activities in their order. */
export const staticsOf = (plan: PlanDetail, num: number) =>
  plan.nonePlaybook.filter((s) => s.num === num).sort((a, b) => a.position - b.position);

/** The current session's static activities not ticked done yet: ending the class waits for them too. */
export const openStatics = (plan: PlanDetail) => staticsOf(plan, plan.summary.num).filter((s) => s.hasDone !== true);

/**
 * A guardian's feedback may be written on any session already begun (the server's rule), by a
 * caller who may write.
 */
export const guardianWritable = (plan: PlanDetail, num: number) =>
  plan.canWrite && !plan.summary.isDeleted && plan.summary.status !== 'None' && num <= plan.summary.num;

/** The session card's tags (001 §2 screen 2): adjusted, trial, current, online/offline, difficulty ±1. */
export const sessionTags = (plan: PlanDetail, num: number) => {
  const items = itemsOf(plan, num);
  return {
    adjusted: items.some((i) => i.isAdjustment),
    trial: plan.summary.isTry,
    current: num === plan.summary.num && plan.summary.status === 'Started',
    mode: plan.summary.mode,
    increase: items.some((i) => i.operate === 'Increase'),
    decrease: items.some((i) => i.operate === 'Decrease'),
  };
};

/** Spec 001 §8/§9: the low-session warning after a finished session, when 1 to 5 remain. */
export const lowSessions = (remaining: number | null | undefined) =>
  remaining !== null && remaining !== undefined && remaining >= 1 && remaining <= LOW_SESSIONS;

/**
 * The warning the child's session quota calls for before a session (001 §8: not set, 1 to 5 left,
 * used up; only with hfs1.timesSetting, where the check has a quota), or null: its locale key under
 * `warn.` and the words it names.
 */
export const quotaWarning = (check: Pick<OfflinePlanQuotaCheck, 'mode' | 'quota'> | null | undefined) => {
  const quota = check?.quota;
  if (!quota) return null;
  if (quota.status === 'NotSet' || quota.status === 'UsedUp')
    return { key: quota.status === 'NotSet' ? 'quota-not-set' : 'quota-used-up', mode: check.mode, count: 0 };
  if (lowSessions(quota.remaining)) return { key: 'low-sessions', mode: check.mode, count: quota.remaining ?? 0 };
  return null;
};

export type TrialState = { kind: 'none' } | { kind: 'unlimited' } | { kind: 'left'; count: number } | { kind: 'out' };

/** 001 §4: below 500 a confirmation shows the trials left, none left warns; 500 or more is unlimited. */
export const trialState = (check: { needTry: boolean; tryCount: number } | undefined): TrialState => {
  if (!check?.needTry) return { kind: 'none' };
  if (check.tryCount >= UNLIMITED_TRIAL_COUNT) return { kind: 'unlimited' };
  if (check.tryCount <= 0) return { kind: 'out' };
  return { kind: 'left', count: check.tryCount };
};

/** A property of the server's form as the shared form engine reads it. */
export const formProperty = (p: OfflinePlanPropertyFieldsFragment): FeedbackPropertyDefinition => serverFormProperty(p);

/** The staff form (Session and Personal properties) and the guardian's, in the form's order. */
export const formsOf = (properties: readonly OfflinePlanPropertyFieldsFragment[]) => {
  const sorted = [...properties].sort((a, b) => a.sortOrder - b.sortOrder);
  return {
    staff: sorted.filter((p) => p.formKind !== 'Guardian').map(formProperty),
    /** The staff form's personal (per-child) properties; the rest are the session's. */
    personalIds: sorted.filter((p) => p.formKind === 'Personal').map((p) => p.id),
    guardian: sorted.filter((p) => p.formKind === 'Guardian').map(formProperty),
  };
};

/** Answers as the form's initial values (valueJson is JSON text of each answer). */
export const answersOf = serverAnswers;

export type ChartSeries = SessionMeans<FeedbackPropertyDefinition['displayName']>;

/**
 * The chart's numbers (001 §2 screen 1 "charts with feedback records"): for each Rating or Number
 * property of the staff forms, the mean of its answers in each session that has any.
 */
export const chartSeries = (plan: PlanDetail): ChartSeries[] =>
  sessionMeans(
    plan.planItems.flatMap((item) =>
      item.feedbackProperties.flatMap((property) => {
        if (property.formKind === 'Guardian' || (property.type !== 'Rating' && property.type !== 'Number')) return [];
        const answer = item.feedbacks.find((a) => a.programFeedbackPropertyId === property.id);
        const value = answer ? Number(answersOf([answer])[property.id]) : NaN;
        if (!Number.isFinite(value)) return [];
        const label = formProperty(property).displayName;
        return [{ question: questionKeyOf(property), label, num: item.num, value }];
      }),
    ),
  );

/** The events that move a child's plans (events/catalogue.ts), each naming planId and subjectId. */
export const PLAN_EVENTS: ReadonlySet<string> = new Set([
  'OfflinePlanChanged',
  'SessionStarted',
  'SessionFinished',
  'FeedbackSubmitted',
  'PlanEnded',
  'PlanReported',
  'PlanClosed',
]);

export const concernsPlan = (
  event: { type: string; payload: Record<string, unknown> },
  about: { subjectId?: string; planId?: string },
) =>
  PLAN_EVENTS.has(event.type) &&
  ((about.subjectId !== undefined && event.payload['subjectId'] === about.subjectId) ||
    (about.planId !== undefined && event.payload['planId'] === about.planId));

/** An enum value as a catalogue key segment (kebab-case): ReportedReady → reported-ready. */
export const keyOf = (value: string) => value.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

type PunchTarget = { targetCount: number; realFinishedCodes: readonly string[] };

/**
 * 001 §4: at a centre with hfs1.timesSetting, ending a plan whose music or training targets are not
 * all finished may prevent a successful punch: the counts to warn with, or null. `programme` and
 * `audio` are each null when that target is finished (or has nothing to finish).
 */
export const punchShortfall = (
  targets: { timesSetting: boolean; programTarget: PunchTarget; audioTarget?: PunchTarget | null } | undefined,
) => {
  if (!targets?.timesSetting) return null;
  const short = (target: PunchTarget | null | undefined) => {
    if (!target) return null;
    const finished = target.realFinishedCodes.length;
    return finished < target.targetCount ? { finished, total: target.targetCount } : null;
  };
  const programme = short(targets.programTarget);
  const audio = short(targets.audioTarget);
  return programme || audio ? { programme, audio } : null;
};

export type PunchBlock = 'read-only' | 'not-started' | 'suspended' | 'closed' | 'not-reached';

/**
 * Why the session's check-in cannot be made at all (001 §4 plan actions "punch", §6 the write
 * policy), as the server refuses it whatever is done first; null when it may be tried. What the
 * session itself still waits for (feedback, a v1 card's audio punch) is not a block: the server
 * says so in its refusal.
 */
export const punchBlocked = (plan: PlanDetail, num: number): PunchBlock | null => {
  if (!plan.canWrite) return 'read-only';
  if (plan.summary.isDeleted) return 'suspended';
  if (plan.summary.status === 'Closed') return 'closed';
  if (plan.summary.status === 'None') return 'not-started';
  if (num > plan.summary.num) return 'not-reached';
  return null;
};
