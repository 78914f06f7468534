import { assign, setup, transition } from 'xstate';

// A class's group training plan (issue 20 item 1; spec 001 §3 "Group training plan", §4 "Group
// plan": started, ended, restarted; class started, ended, continued; course started and ended).
// Assigned NotStarted with a class plan and a starting difficulty; the first class starts it. Each
// session of the plan is one class: started (attendance is taken while it runs), its course (the
// training activities' time) started and ended inside it, the class ended, then continued on to
// the next session. Ended early or after the last class; restarted where it stopped. The server
// refuses (409) what this machine refuses. Pure: imports xstate only.

export const GROUP_PLAN_STATUSES = ['NotStarted', 'Started', 'Ended'] as const;
export type GroupPlanStatus = (typeof GROUP_PLAN_STATUSES)[number];

/** Where the current session's class stands: waiting to start, running, or over. */
export const CLASS_STATES = ['Idle', 'ClassStarted', 'ClassEnded'] as const;
export type ClassState = (typeof CLASS_STATES)[number];

/** A plan that still runs: a class has at most one. */
export const OPEN_GROUP_PLAN_STATUSES: readonly GroupPlanStatus[] = ['NotStarted', 'Started'];

/** Spec 001 §5 "Plan select dialog": starting difficulty L1 to L20. */
export const GROUP_MIN_DIFFICULTY = 1;
export const GROUP_MAX_DIFFICULTY = 20;

export type DifficultyOperate = 'Increase' | 'Decrease';

/** What the machine needs of a stored group plan. */
export type GroupPlan = {
  status: GroupPlanStatus;
  /** The current session (currentNum), 1 … totalNum. */
  num: number;
  totalNum: number;
  classState: ClassState;
  /** The current class's course (its training activities) is running. */
  courseOpen: boolean;
  /** The group's level now, L1–L20 (the starting difficulty, moved by adjustments). */
  difficulty: number;
};

export type GroupPlanEvent =
  /** Start the current session's class (the first one starts the plan). */
  | { type: 'class.start' }
  /** Mark attendance of the running class. */
  | { type: 'class.attend' }
  /** End the running class (its course, if started, ended first). */
  | { type: 'class.end' }
  /** Continue from an ended class to the next session. */
  | { type: 'class.continue' }
  /** Start and end the running class's course. */
  | { type: 'course.start' }
  | { type: 'course.end' }
  /** The group's difficulty one level up or down, within L1–L20. */
  | { type: 'difficulty.adjust'; operate: DifficultyOperate }
  /** End the plan (after the last class, or early), never in the middle of a class. */
  | { type: 'plan.end' }
  /** Run an ended plan again where it stopped. */
  | { type: 'plan.restart' };

type Context = Omit<GroupPlan, 'status'>;

const stepOf = (operate: DifficultyOperate) => (operate === 'Increase' ? 1 : -1);

export const groupPlanMachine = setup({
  types: { context: {} as Context, input: {} as Context, events: {} as GroupPlanEvent },
  guards: {
    idle: ({ context }) => context.classState === 'Idle',
    classRunning: ({ context }) => context.classState === 'ClassStarted',
    courseClosed: ({ context }) => context.classState === 'ClassStarted' && !context.courseOpen,
    courseRunning: ({ context }) => context.classState === 'ClassStarted' && context.courseOpen,
    nextReady: ({ context }) => context.classState === 'ClassEnded' && context.num < context.totalNum,
    notInClass: ({ context }) => context.classState !== 'ClassStarted',
    levelFits: ({ context, event }) => {
      if (event.type !== 'difficulty.adjust') return false;
      const level = context.difficulty + stepOf(event.operate);
      return level >= GROUP_MIN_DIFFICULTY && level <= GROUP_MAX_DIFFICULTY;
    },
  },
  actions: {
    startClass: assign({ classState: 'ClassStarted', courseOpen: false }),
    endClass: assign({ classState: 'ClassEnded' }),
    next: assign({ num: ({ context }) => context.num + 1, classState: 'Idle', courseOpen: false }),
    openCourse: assign({ courseOpen: true }),
    closeCourse: assign({ courseOpen: false }),
    adjust: assign({
      difficulty: ({ context, event }) =>
        context.difficulty + (event.type === 'difficulty.adjust' ? stepOf(event.operate) : 0),
    }),
  },
}).createMachine({
  id: 'groupPlan',
  context: ({ input }) => input,
  initial: 'NotStarted',
  states: {
    NotStarted: {
      on: {
        // The starting difficulty is chosen once (001 §5): no adjustment before the first class.
        'class.start': { target: 'Started', guard: 'idle', actions: 'startClass' },
      },
    },
    Started: {
      on: {
        'class.start': { target: 'Started', guard: 'idle', actions: 'startClass' },
        'class.attend': { target: 'Started', guard: 'classRunning' },
        'course.start': { target: 'Started', guard: 'courseClosed', actions: 'openCourse' },
        'course.end': { target: 'Started', guard: 'courseRunning', actions: 'closeCourse' },
        'class.end': { target: 'Started', guard: 'courseClosed', actions: 'endClass' },
        'class.continue': { target: 'Started', guard: 'nextReady', actions: 'next' },
        'difficulty.adjust': { target: 'Started', guard: 'levelFits', actions: 'adjust' },
        'plan.end': { target: 'Ended', guard: 'notInClass' },
      },
    },
    Ended: { on: { 'plan.restart': { target: 'Started' } } },
  },
});

const snapshotOf = ({ status, ...context }: GroupPlan) => groupPlanMachine.resolveState({ value: status, context });

/** Whether the plan allows `event` now. */
export const groupPlanAllows = (plan: GroupPlan, event: GroupPlanEvent): boolean => snapshotOf(plan).can(event);

/** The plan after `event`, or null when the machine refuses it. */
export const nextGroupPlan = (plan: GroupPlan, event: GroupPlanEvent): GroupPlan | null => {
  const snapshot = snapshotOf(plan);
  if (!snapshot.can(event)) return null;
  const [next] = transition(groupPlanMachine, snapshot, event);
  return { status: next.value as GroupPlanStatus, ...next.context };
};

/** The plan still runs: the class cannot be given another. */
export const isOpenGroupPlan = (plan: Pick<GroupPlan, 'status'>) => OPEN_GROUP_PLAN_STATUSES.includes(plan.status);

/** The last session's class is over: the drawer offers to end the plan rather than continue. */
export const lastClassDone = (plan: GroupPlan) =>
  plan.status === 'Started' && plan.classState === 'ClassEnded' && plan.num === plan.totalNum;

/** A freshly assigned plan of `totalNum` sessions at the chosen starting difficulty. */
export const assignedGroupPlan = (totalNum: number, difficulty: number): GroupPlan => ({
  status: 'NotStarted',
  num: 1,
  totalNum,
  classState: 'Idle',
  courseOpen: false,
  difficulty,
});
