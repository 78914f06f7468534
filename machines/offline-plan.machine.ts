import { assign, setup, transition } from 'xstate';

// A child's offline training plan (issue 19 item 1; spec 001 §3 "User offline plan", "Plan
// progress", §4 "Offline plan flow", "Session card"): arranged (None), started at session 1, each
// session finished in turn, the next one activated by confirmation, ended when the last session is
// done (or earlier, by the end-plan action), reported, closed; restarted after an end; extended by
// more sessions; suspended (isDeleted) for good. The server refuses (409) what this machine
// refuses; the plan page offers what it allows. Pure: imports xstate only.

export const PLAN_STATUSES = ['None', 'Started', 'Finished', 'ReportedReady', 'Closed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** A plan that still runs: a child has at most one (spec 001 §4). */
export const OPEN_PLAN_STATUSES: readonly PlanStatus[] = ['None', 'Started'];

/** At most this many sessions in a plan (as many as a template may have). */
export const PLAN_MAX_SESSIONS = 200;

/** What the machine needs of a stored plan. */
export type OfflinePlan = {
  status: PlanStatus;
  /** The current session, 1 … totalNum. */
  num: number;
  totalNum: number;
  /** The current session is finished and the next waits to be activated. */
  canNext: boolean;
  /** A parent interview is owed after the current session: the next step waits for it. */
  interviewPending: boolean;
  /** Suspended: nothing more happens to the plan. */
  isDeleted: boolean;
};

export type OfflinePlanEvent =
  /** Start the arranged plan at session 1. */
  | { type: 'plan.start' }
  /**
   * The current session is finished (all its items, static activities and feedback done);
   * `interview` when the template's rules want a parent interview after it.
   */
  | { type: 'session.finish'; interview: boolean }
  /** The parent interview owed after the current session is recorded. */
  | { type: 'interview.record' }
  /** Activate the next session (by confirmation). */
  | { type: 'session.next' }
  /** Feedback, "not started" marks and difficulty changes on the current session's items. */
  | { type: 'session.edit' }
  /** Course adjustment: `sessions` more sessions inserted after the current one. */
  | { type: 'plan.adjustCourse'; sessions: number }
  /** Extend classes: `sessions` more sessions at the end. */
  | { type: 'plan.extend'; sessions: number }
  /** End the plan (the last session's confirmation, or the end-plan action). */
  | { type: 'plan.end' }
  /** Restart an ended plan where it stopped. */
  | { type: 'plan.restart' }
  /** The plan's report is ready. */
  | { type: 'plan.report' }
  /** Close the plan for good. */
  | { type: 'plan.close' }
  /** Suspend the plan (isDeleted). */
  | { type: 'plan.suspend' }
  /** Deliver (and count) the plan's sessions online or offline from the current one on. */
  | { type: 'plan.changeMode' };

type Context = Omit<OfflinePlan, 'status'>;

const fitsMore = (context: Context, sessions: number) =>
  Number.isInteger(sessions) && sessions >= 1 && context.totalNum + sessions <= PLAN_MAX_SESSIONS;

export const offlinePlanMachine = setup({
  types: {
    context: {} as Context,
    input: {} as Context,
    events: {} as OfflinePlanEvent,
  },
  guards: {
    live: ({ context }) => !context.isDeleted,
    sessionOpen: ({ context }) => !context.isDeleted && !context.canNext,
    nextReady: ({ context }) =>
      !context.isDeleted && context.canNext && !context.interviewPending && context.num < context.totalNum,
    interviewOwed: ({ context }) => !context.isDeleted && context.interviewPending,
    moreFit: ({ context, event }) =>
      !context.isDeleted &&
      (event.type === 'plan.adjustCourse' || event.type === 'plan.extend') &&
      fitsMore(context, event.sessions),
  },
  actions: {
    begin: assign({ num: 1, canNext: false, interviewPending: false }),
    finishSession: assign({
      canNext: true,
      interviewPending: ({ event }) => event.type === 'session.finish' && event.interview,
    }),
    recordInterview: assign({ interviewPending: false }),
    next: assign({ num: ({ context }) => context.num + 1, canNext: false }),
    addSessions: assign({
      totalNum: ({ context, event }) =>
        context.totalNum + (event.type === 'plan.adjustCourse' || event.type === 'plan.extend' ? event.sessions : 0),
    }),
    suspend: assign({ isDeleted: true }),
  },
}).createMachine({
  id: 'offlinePlan',
  context: ({ input }) => input,
  initial: 'None',
  states: {
    None: {
      on: {
        'plan.start': { target: 'Started', guard: 'live', actions: 'begin' },
        'plan.suspend': { target: 'None', guard: 'live', actions: 'suspend' },
        'plan.changeMode': { target: 'None', guard: 'live' },
      },
    },
    Started: {
      on: {
        'session.finish': { target: 'Started', guard: 'sessionOpen', actions: 'finishSession' },
        'session.edit': { target: 'Started', guard: 'sessionOpen' },
        'interview.record': { target: 'Started', guard: 'interviewOwed', actions: 'recordInterview' },
        'session.next': { target: 'Started', guard: 'nextReady', actions: 'next' },
        'plan.adjustCourse': { target: 'Started', guard: 'moreFit', actions: 'addSessions' },
        'plan.extend': { target: 'Started', guard: 'moreFit', actions: 'addSessions' },
        'plan.end': { target: 'Finished', guard: 'live' },
        'plan.suspend': { target: 'Started', guard: 'live', actions: 'suspend' },
        'plan.changeMode': { target: 'Started', guard: 'live' },
      },
    },
    Finished: {
      on: {
        'plan.restart': { target: 'Started', guard: 'live' },
        'plan.extend': { target: 'Finished', guard: 'moreFit', actions: 'addSessions' },
        'plan.report': { target: 'ReportedReady', guard: 'live' },
        'plan.close': { target: 'Closed', guard: 'live' },
      },
    },
    ReportedReady: { on: { 'plan.close': { target: 'Closed', guard: 'live' } } },
    Closed: { type: 'final' },
  },
});

const snapshotOf = ({ status, ...context }: OfflinePlan) => offlinePlanMachine.resolveState({ value: status, context });

/** Whether the plan allows `event` now. */
export const offlinePlanAllows = (plan: OfflinePlan, event: OfflinePlanEvent): boolean => snapshotOf(plan).can(event);

/** The plan after `event`, or null when the machine refuses it. */
export const nextOfflinePlan = (plan: OfflinePlan, event: OfflinePlanEvent): OfflinePlan | null => {
  const snapshot = snapshotOf(plan);
  if (!snapshot.can(event)) return null;
  const [next] = transition(offlinePlanMachine, snapshot, event);
  return { status: next.value as PlanStatus, ...next.context };
};

/** The plan is still running: another cannot be arranged for its child. */
export const isOpenPlan = (plan: Pick<OfflinePlan, 'status' | 'isDeleted'>) =>
  !plan.isDeleted && OPEN_PLAN_STATUSES.includes(plan.status);

/** The last session is finished: the card asks whether the training period has ended. */
export const lastSessionDone = (plan: OfflinePlan) =>
  plan.status === 'Started' && plan.canNext && plan.num === plan.totalNum;

export const PLAN_VALIDITIES = ['NotStart', 'Active', 'Expired'] as const;
export type PlanValidity = (typeof PLAN_VALIDITIES)[number];

/**
 * A plan's validity on `today` (ISO dates, the centre's day): before its first day NotStart,
 * after its last day Expired, else Active; a plan without dates is Active from its start.
 */
export const planValidity = (
  period: { validFrom: string | null; validUntil: string | null },
  today: string,
): PlanValidity => {
  if (period.validFrom !== null && today < period.validFrom) return 'NotStart';
  if (period.validUntil !== null && today > period.validUntil) return 'Expired';
  return 'Active';
};
