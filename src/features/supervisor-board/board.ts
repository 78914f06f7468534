import type { SupervisorBoardQuery } from '../../generated/graphql';
import type { CentreEvent } from '../../shared/realtime/centreEvents';

export type Board = SupervisorBoardQuery['supervisorBoard'];
export type BoardCoach = Board['coaches'][number];
export type BoardSession = BoardCoach['inProgress'][number];
export type BoardOwed = BoardCoach['feedbackOwed'][number];
export type BoardCentre = Board['centres'][number];

/** Who reads a centre's board (issue 19 item 8); the server refuses anyone else. */
export const SUPERVISOR_ROLES: readonly string[] = ['CenterAdmin', 'SeniorCoach'];

/**
 * A session lasts an hour (spec 001 §9; server/modules/offline-plans/supervisor-board.service.ts):
 * past it, a session whose items still lack feedback owes that feedback, and is late by the minutes
 * beyond the hour.
 */
export const SESSION_MINUTES = 60;

/** The events that change the board (their payloads name the plan and the child, or the class). */
const BOARD_EVENTS = new Set<CentreEvent['type']>([
  'SessionStarted',
  'SessionFinished',
  'ClassStarted',
  'ClassEnded',
  'FeedbackSubmitted',
  'PlanEnded',
  'OfflinePlanChanged',
  'QuotaLow',
]);
export const isBoardEvent = (event: CentreEvent) => BOARD_EVENTS.has(event.type);

const minutesSince = (iso: string, now: number) => Math.floor((now - Date.parse(iso)) / 60_000);

/** Minutes past a session's hour at `now`; never less than the server said (a slow clock here). */
export const lateMinutesAt = (owed: Pick<BoardOwed, 'since' | 'lateMinutes'>, now: number) =>
  Math.max(owed.lateMinutes, minutesSince(owed.since, now) - SESSION_MINUTES, 0);

/**
 * One coach's day as it stands at `now`, read between two answers of the server (the clock moves
 * without events): a session past its hour leaves "in progress" and, with items still open, owes
 * its feedback; what is owed grows later by the minute, the latest first.
 */
export const coachAt = (coach: BoardCoach, now: number): BoardCoach => {
  const running: BoardSession[] = [];
  const overdue: BoardOwed[] = [];
  for (const session of coach.inProgress) {
    if (minutesSince(session.startedAt, now) < SESSION_MINUTES) running.push(session);
    else if (session.openItems > 0)
      overdue.push({
        planId: session.planId,
        subjectId: session.subjectId,
        subjectName: session.subjectName,
        num: session.num,
        openItems: session.openItems,
        since: session.startedAt,
        lateMinutes: 0,
      });
  }
  const feedbackOwed = [...coach.feedbackOwed, ...overdue]
    .map((owed) => ({ ...owed, lateMinutes: lateMinutesAt(owed, now) }))
    .sort((a, b) => b.lateMinutes - a.lateMinutes);
  return { ...coach, inProgress: running, feedbackOwed };
};

/** The coach filter's value for everyone, and for the sessions of no coach. */
export const ALL_COACHES = 'all';
export const NO_COACH = 'none';
export const coachKey = (coach: Pick<BoardCoach, 'coachId'>) => coach.coachId ?? NO_COACH;

/** The sessions in progress at the centre at `now`, each with its coach, the earliest first. */
export const sessionsNow = (coaches: readonly BoardCoach[], now: number) =>
  coaches
    .flatMap((coach) => coachAt(coach, now).inProgress.map((session) => ({ ...session, coachName: coach.coachName })))
    .sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
