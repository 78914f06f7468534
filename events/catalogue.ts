/**
 * Every fact the outbox carries (server/platform/outbox.ts), by name: its version and payload.
 * REST writes them, the gateway's feed reads them and passes them on (the SignalR hub, the
 * `events` subscription, socket closing), and the console reloads pages on them. All three
 * import these names, so a misspelt one fails `tsc` wherever it is written.
 *
 * This folder imports nothing (eslint.config.js): the server, the gateway and the console may
 * all depend on it. Values with a home in the server's schema are written here as the wire
 * carries them; the producer's own types must still fit (they are checked at appendEvent).
 *
 * A payload that changes shape takes a new version, and readers keep accepting the old one
 * until no row of it is left in domain_events.
 */

/** Who did it, for the facts the console names the actor of. */
type By = { by: string };

/** Which offline plan, whose, at which session (spec 001 §3 "User offline plan"). */
type OfflinePlanPayload = { planId: string; subjectId: string; subjectName: string; num: number } & By;
type OfflinePlanAction =
  | 'Arranged'
  | 'ModeChanged'
  | 'Started'
  | 'InterviewRecorded'
  | 'DifficultyAdjusted'
  | 'CourseAdjusted'
  | 'StaticTicked'
  | 'Extended'
  | 'Restarted'
  | 'Suspended'
  | 'ItemNotStarted'
  | 'Punched'
  | 'AudioPunched';

/** Which class's group training plan, at which session (spec 001 §3 "Group training plan"). */
type GroupPlanPayload = { planId: string; groupId: string; groupName: string; num: number } & By;
type GroupPlanAction =
  'Assigned' | 'CourseStarted' | 'CourseEnded' | 'Continued' | 'DifficultyAdjusted' | 'Ended' | 'Restarted';
/** How many of the group's children attend and are absent at the class, as marked so far. */
type AttendanceCounts = { attended: number; absent: number };

/**
 * A play session of a child's music (issue 21): which plan (an offline or group plan's course
 * music, or the child's music programme), session, track, where (ms).
 */
type ListeningPayload = {
  playSessionId: string;
  subjectId: string;
  planKind: 'OFFLINE' | 'GROUP' | 'PROGRAMME';
  planId: string;
  num: number;
  trackCode: string;
  progress: number;
};

/** A child checked in or out at the centre today (spec 000 §2 workbench, §4 subject list). */
type CheckInPayload = { checkInId: string; subjectId: string; subjectName: string; day: string } & By;

/**
 * A staff member's place in the centre changed: the staff history reads every Staff* fact with
 * one shape (server/modules/staff), so they share it. `userId` is the account once the centre
 * may see it, else the membership's id.
 */
export type StaffEventPayload = {
  userId: string;
  membershipId: string;
  actorId: string;
  actorName: string;
  roles?: readonly string[];
  previousRoles?: readonly string[];
  email?: string;
  state?: string;
  /** StaffActivated: the person registered a new account rather than signing in to one. */
  registered?: boolean;
};

/** A test location was created, edited or deleted (spec 000 §5). */
type TestLocationPayload = { locationId: string; name: string } & By;

/**
 * Courses on the centre's calendar (spec 001 §3 "Calendar event"): which, whose, with whom, when
 * (centre time). A child's plan course names its plan and child (group fields null); a class
 * course its group plan and class (plan and child fields null).
 */
type CoursePayload = {
  seriesId: string;
  eventIds: readonly string[];
  planId: string | null;
  subjectId: string | null;
  subjectName: string | null;
  groupPlanId: string | null;
  groupId: string | null;
  groupName: string | null;
  executorId: string;
  startTimes: readonly string[];
} & By;

/** The catalogue itself: one entry per event name. */
export type EventCatalogue = {
  CheckedIn: { version: 1; payload: CheckInPayload & { checkedInAt: string } };
  CheckedOut: { version: 1; payload: CheckInPayload & { checkedOutAt: string } };
  /** To its recipients only; enough to refetch, nothing a colleague may not see. */
  NotificationCreated: {
    version: 1;
    /** `kind`: server NotificationKind (NewAuthorization, TrainingCheckIn, ...). */
    payload: { type: 'User' | 'System'; kind: string };
  };
  SubjectAdded: { version: 1; payload: { subjectIds: readonly string[]; subjectNames: readonly string[] } & By };
  /** The remark or outpatient number of a child changed. */
  SubjectChanged: { version: 1; payload: { subjectId: string } & By };
  /** A guardian's links to some children became Bind or Unbind; each child's resulting status. */
  SubjectBindingChanged: {
    version: 1;
    payload: {
      guardianId: string;
      state: 'Bind' | 'Unbind';
      subjects: readonly { subjectId: string; status: 'Bind' | 'Unbind' | 'Logout' }[];
    } & By;
  };
  GroupChildrenChanged: {
    version: 1;
    payload: { groupId: string; added: readonly string[]; removed: readonly string[] } & By;
  };
  /** A child's offline plan was arranged, started, adjusted, extended, restarted or suspended. */
  OfflinePlanChanged: { version: 1; payload: OfflinePlanPayload & { action: OfflinePlanAction } };
  /** A session of an offline plan began (the plan's start, or the next session activated). */
  SessionStarted: { version: 1; payload: OfflinePlanPayload };
  /** A session of an offline plan was finished (its quota used, its charge made). */
  SessionFinished: { version: 1; payload: OfflinePlanPayload & { interviewRequired: boolean } };
  /** Feedback was submitted on an item of an offline plan, by staff or for the guardian. */
  FeedbackSubmitted: { version: 1; payload: OfflinePlanPayload & { itemId: string; forGuardian: boolean } };
  /** An offline plan ended. */
  PlanEnded: { version: 1; payload: OfflinePlanPayload };
  /** An offline plan's closing report was written or rewritten (ReportedReady). */
  PlanReported: { version: 1; payload: OfflinePlanPayload };
  /** An offline plan was closed: filed away, nothing changes it any more. */
  PlanClosed: { version: 1; payload: OfflinePlanPayload };
  /** A child's sleep, nutrition or exercise plan was activated, clocked in for or ended (001 §3). */
  TrainingPlanChanged: {
    version: 1;
    payload: {
      planId: string;
      subjectId: string;
      subjectName: string;
      type: 'Sleep' | 'Nutrition' | 'Exercise';
      action: 'Activated' | 'ClockedIn' | 'Ended';
    } & By;
  };
  /** A child's session quota fell to 5 or fewer (spec 001 §9), or ran out (remaining 0). */
  QuotaLow: { version: 1; payload: { subjectId: string; subjectName: string; type: string; remaining: number } & By };
  MusicStarted: {
    version: 1;
    payload: { playlistId: string; subjectId: string; planId: string; playedTime: number } & By;
  };
  VratTestRequested: {
    version: 1;
    payload: {
      testRequestId: string;
      subjectId: string;
      subjectName: string;
      locationId: string;
      locationName: string;
      grade: string;
      requestedAt: string;
    } & By;
  };
  TestLocationCreated: { version: 1; payload: TestLocationPayload };
  TestLocationUpdated: { version: 1; payload: TestLocationPayload };
  TestLocationDeleted: { version: 1; payload: TestLocationPayload };
  /** A class's group plan was assigned, ended, restarted, its course started or ended, its difficulty moved. */
  GroupPlanChanged: { version: 1; payload: GroupPlanPayload & { action: GroupPlanAction } };
  /** A class of a group plan started (the first one starts the plan). */
  ClassStarted: { version: 1; payload: GroupPlanPayload };
  /** A class of a group plan ended, with its attendance. */
  ClassEnded: { version: 1; payload: GroupPlanPayload & AttendanceCounts };
  /** Attendance was marked at a running class. */
  AttendanceMarked: { version: 1; payload: GroupPlanPayload & AttendanceCounts };
  /**
   * Answers on a session's activity: the class's (kind Activity), a child's (Personal, subjectId)
   * or that child's guardian's (Guardian). A second browser's group plan drawer reloads its tabs.
   */
  GroupFeedbackSubmitted: {
    version: 1;
    payload: GroupPlanPayload & {
      itemId: string;
      subjectId: string | null;
      kind: 'Activity' | 'Personal' | 'Guardian';
    };
  };
  /** Arranged (one or a repeating series), edited (the one course, at its new time), cancelled. */
  CourseArranged: { version: 1; payload: CoursePayload };
  CourseChanged: { version: 1; payload: CoursePayload };
  CourseCancelled: { version: 1; payload: CoursePayload };
  /**
   * To the contract's tenant and its parent's (the subtree's managers watch it). `kind`: the
   * ledger movement or lifecycle step (Recharge, Create, ResourceAdded, ...).
   */
  ContractChanged: {
    version: 1;
    payload: { contractId: string; tenantId: string; line: 'hfs' | 'vrat'; kind: string };
  };
  StaffInvited: { version: 1; payload: StaffEventPayload };
  StaffInvitationResent: { version: 1; payload: StaffEventPayload };
  StaffUpdated: { version: 1; payload: StaffEventPayload };
  StaffRolesChanged: { version: 1; payload: StaffEventPayload };
  StaffFrozen: { version: 1; payload: StaffEventPayload };
  StaffUnfrozen: { version: 1; payload: StaffEventPayload };
  StaffRemoved: { version: 1; payload: StaffEventPayload };
  StaffActivated: { version: 1; payload: StaffEventPayload };
  /** No producer today; the staff history still names it for rows that hold it. */
  StaffEmailChangeRequested: { version: 1; payload: StaffEventPayload };
  StaffEmailChanged: { version: 1; payload: StaffEventPayload };
  /** An administrator froze the user's membership: the gateway closes the user's sockets there. */
  MembershipFrozen: { version: 1; payload: { userId: string } };
  /** Platform-wide (no tenant): a provider grant ended; the gateway closes the sockets of its tokens. */
  SessionEnded: { version: 1; payload: { grantId: string; accountId: string | null } };
  /** A child started (or resumed) a track of a session's course music (issue 21, "listening now"). */
  ListeningStarted: { version: 1; payload: ListeningPayload };
  /** A play session's progress; at most one per play session per interval (15 s). */
  ListeningProgress: { version: 1; payload: ListeningPayload };
  /** The track was listened to the end: the session's audio punch. */
  ListeningFinished: { version: 1; payload: ListeningPayload };
  /** The play session ended without finishing (stop, or pause). */
  ListeningStopped: { version: 1; payload: ListeningPayload };
};

export type EventName = keyof EventCatalogue;
export type EventVersion<N extends EventName> = EventCatalogue[N]['version'];
export type EventPayload<N extends EventName> = EventCatalogue[N]['payload'];
export type StaffEventName = Extract<EventName, `Staff${string}`>;

/** The catalogue's names at run time, with each one's current version. */
export const EVENT_VERSIONS = {
  CheckedIn: 1,
  CheckedOut: 1,
  NotificationCreated: 1,
  SubjectAdded: 1,
  SubjectChanged: 1,
  SubjectBindingChanged: 1,
  GroupChildrenChanged: 1,
  OfflinePlanChanged: 1,
  SessionStarted: 1,
  SessionFinished: 1,
  FeedbackSubmitted: 1,
  PlanEnded: 1,
  PlanReported: 1,
  PlanClosed: 1,
  QuotaLow: 1,
  TrainingPlanChanged: 1,
  MusicStarted: 1,
  VratTestRequested: 1,
  TestLocationCreated: 1,
  TestLocationUpdated: 1,
  TestLocationDeleted: 1,
  GroupPlanChanged: 1,
  ClassStarted: 1,
  ClassEnded: 1,
  AttendanceMarked: 1,
  GroupFeedbackSubmitted: 1,
  CourseArranged: 1,
  CourseChanged: 1,
  CourseCancelled: 1,
  ContractChanged: 1,
  StaffInvited: 1,
  StaffInvitationResent: 1,
  StaffUpdated: 1,
  StaffRolesChanged: 1,
  StaffFrozen: 1,
  StaffUnfrozen: 1,
  StaffRemoved: 1,
  StaffActivated: 1,
  StaffEmailChangeRequested: 1,
  StaffEmailChanged: 1,
  MembershipFrozen: 1,
  SessionEnded: 1,
  ListeningStarted: 1,
  ListeningProgress: 1,
  ListeningFinished: 1,
  ListeningStopped: 1,
} as const satisfies { [N in EventName]: EventVersion<N> };

export const EVENT_NAMES = Object.keys(EVENT_VERSIONS) as readonly EventName[];

export const isEventName = (name: string): name is EventName => Object.hasOwn(EVENT_VERSIONS, name);

/**
 * Not outbox facts: what the gateway's `events` subscription sends of its own. Subscribed: live
 * from this id on (the page reloads what it read before); RefetchRequired: events were missed
 * beyond replay, reload.
 */
export const STREAM_MARKERS = { subscribed: 'Subscribed', refetchRequired: 'RefetchRequired' } as const;
export type StreamMarker = (typeof STREAM_MARKERS)[keyof typeof STREAM_MARKERS];

/** What the `events` subscription may deliver: a catalogued fact or one of the gateway's markers. */
export type DeliveredEventType = EventName | StreamMarker;

/**
 * An event as graphql/realtime.graphql delivers it (the gateway sends it, the console reads it):
 * the payload is JSON text, and the type a catalogued name or a marker, so a filter on a misspelt
 * name fails `tsc` on either side.
 */
export type DeliveredEvent = {
  id: string;
  /** Where the event stands in delivery order; `after` takes it to resume; cursors compare as strings in that order. */
  cursor: string;
  type: DeliveredEventType;
  version: number;
  createdAt: string;
  payload: string;
};
