import { setup, transition } from 'xstate';

// A child's assessment (spec 001 §3 "Assessments", §4 "Assessments"): created from the
// assessment library (one remaining time of the child's quota used), sent to the guardian, answered
// (a parent interview may be saved page by page: isComplete false, finishedPage), then the report
// is made and the status is ReportedReady. A report that needs paying for shows "obtain report"
// until it is obtained. USER_ASSESSMENT_MOVES is the only copy of which event each status allows:
// the machine is built from it, the server refuses (409) what it refuses, the console offers what
// it allows. Pure: imports xstate only.

export const USER_ASSESSMENT_STATUSES = ['Created', 'SentToGuardian', 'Answering', 'ReportedReady'] as const;
export type UserAssessmentStatus = (typeof USER_ASSESSMENT_STATUSES)[number];

export const INITIAL_USER_ASSESSMENT_STATUS: UserAssessmentStatus = 'Created';

export type UserAssessmentEvent =
  /** Sent (again) to the guardian. */
  | { type: 'guardian.send' }
  /** The sending withdrawn before anything was answered. */
  | { type: 'guardian.unsend' }
  /** Answers saved, not yet complete (isComplete false). */
  | { type: 'answers.save' }
  /** The last answers (isComplete true): the report is made. */
  | { type: 'answers.complete' }
  /** A report that needs paying for obtained (needPay is the report's current flag). */
  | { type: 'report.obtain'; needPay: boolean };

type EventType = UserAssessmentEvent['type'];

/** Which events each status allows, and the status they lead to. */
export const USER_ASSESSMENT_MOVES: Readonly<
  Record<UserAssessmentStatus, Partial<Record<EventType, UserAssessmentStatus>>>
> = {
  Created: { 'guardian.send': 'SentToGuardian', 'answers.save': 'Answering', 'answers.complete': 'ReportedReady' },
  SentToGuardian: {
    'guardian.send': 'SentToGuardian',
    'guardian.unsend': 'Created',
    'answers.save': 'Answering',
    'answers.complete': 'ReportedReady',
  },
  // A reminder may be sent while the guardian is half way through; nothing is withdrawn then.
  Answering: { 'guardian.send': 'Answering', 'answers.save': 'Answering', 'answers.complete': 'ReportedReady' },
  // Only a report that still needs paying for can be obtained (the guard below).
  ReportedReady: { 'report.obtain': 'ReportedReady' },
};

const stateNode = (status: UserAssessmentStatus) => ({
  on: Object.fromEntries(
    Object.entries(USER_ASSESSMENT_MOVES[status]).map(([event, to]) => [
      event,
      event === 'report.obtain'
        ? { target: `#userAssessment.${to}`, guard: 'needsPay' as const }
        : { target: `#userAssessment.${to}` },
    ]),
  ),
});

export const userAssessmentMachine = setup({
  types: { events: {} as UserAssessmentEvent },
  guards: { needsPay: ({ event }) => event.type === 'report.obtain' && event.needPay },
}).createMachine({
  id: 'userAssessment',
  initial: INITIAL_USER_ASSESSMENT_STATUS,
  states: {
    Created: stateNode('Created'),
    SentToGuardian: stateNode('SentToGuardian'),
    Answering: stateNode('Answering'),
    ReportedReady: stateNode('ReportedReady'),
  },
});

/** A stored status as a snapshot, for the server and the console alike. */
export const userAssessmentAt = (status: UserAssessmentStatus) => userAssessmentMachine.resolveState({ value: status });

/** Whether an assessment in `status` allows `event`. */
export const userAssessmentAllows = (status: UserAssessmentStatus, event: UserAssessmentEvent): boolean =>
  userAssessmentAt(status).can(event);

/** The status after `event`, or null when the machine refuses it. */
export const nextUserAssessmentStatus = (
  status: UserAssessmentStatus,
  event: UserAssessmentEvent,
): UserAssessmentStatus | null => {
  const snapshot = userAssessmentAt(status);
  if (!snapshot.can(event)) return null;
  const [next] = transition(userAssessmentMachine, snapshot, event);
  return next.value as UserAssessmentStatus;
};

export const isUserAssessmentStatus = (value: string): value is UserAssessmentStatus =>
  (USER_ASSESSMENT_STATUSES as readonly string[]).includes(value);
