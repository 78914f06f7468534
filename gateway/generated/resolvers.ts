import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AccountActivation = {
  __typename?: 'AccountActivation';
  /** activated or registered. */
  outcome: Scalars['String']['output'];
  tenantName: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

/** What an e-mailed link is for and whose it is (spec 000 §4); read before anyone signs in. */
export type AccountLink = {
  __typename?: 'AccountLink';
  /** The link's language: en or zh-Hans. */
  culture: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** The account has no password yet. */
  isNew: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** activate-account or update-email. */
  purpose: Scalars['String']['output'];
  tenantName?: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

/** The account and personal settings page (spec 000 §2, screen 2). */
export type AccountSettings = {
  __typename?: 'AccountSettings';
  /** YYYY-MM-DD, or null when unset (the REST API's year 0001). */
  birthday?: Maybe<Scalars['String']['output']>;
  /** Spec 000 §5: enterprise admins cannot edit account info. */
  canEditAccountInfo: Scalars['Boolean']['output'];
  /** Spec 000 §6: admin roles may freeze or re-enable a centre membership. */
  canFreezeMemberships: Scalars['Boolean']['output'];
  centerList: Array<CenterMembership>;
  countryCode?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  /** Unknown, Male, Female or Others. */
  gender: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** REST path of the photo (GET with the bearer token), or null: the console shows it from a blob: URL. */
  pictureUrl?: Maybe<Scalars['String']['output']>;
  resumes: Array<Resume>;
  userName: Scalars['String']['output'];
};

export type ActivateTrainingPlanInput = {
  /** Exercise plans only, and then at least one. */
  exercises?: InputMaybe<Array<TrainingPlanExerciseInput>>;
  remark?: InputMaybe<Scalars['String']['input']>;
  subjectId: Scalars['ID']['input'];
  type: TrainingPlanType;
};

export type AddArchiveEntryInput = {
  content: Scalars['String']['input'];
  recordedOn: Scalars['String']['input'];
  section: ArchiveSection;
  subjectId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/** Spec 000 §7 'Add child: guardianId, subjects'. */
export type AddChildToGuardianInput = {
  guardianId: Scalars['ID']['input'];
  roleName: Scalars['String']['input'];
  subjects: Array<NewSubjectInput>;
};

/** Spec 000 §3 'Guardian add': the guardian, their role for the children, coaches and the children. */
export type AddGuardianInput = {
  /** Coach user ids of the centre, assigned to every new child. */
  coachIds?: Array<Scalars['ID']['input']>;
  /** 86, 972, 52 or 1. */
  countryCode?: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
  /** One of subjectFormOptions.avaliableGuardianRoles. */
  roleName: Scalars['String']['input'];
  subjects: Array<NewSubjectInput>;
};

export type AddGuardianResult = {
  __typename?: 'AddGuardianResult';
  guardianId: Scalars['ID']['output'];
  subjects: Array<Subject>;
};

/** Adding children without a guardian (spec 000 §7 'Add subject': name, registerType Username, subjects). */
export type AddSubjectsInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  subjects: Array<NewSubjectInput>;
};

/** A dated entry the staff wrote in one section of a child's archives. */
export type ArchiveEntry = {
  __typename?: 'ArchiveEntry';
  /** null: the author's account is gone or has no name. */
  authorName?: Maybe<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastModificationTime: Scalars['String']['output'];
  /** The day it is about, YYYY-MM-DD. */
  recordedOn: Scalars['String']['output'];
  section: ArchiveSection;
  subjectId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** The sections of a child's archives (spec 000 §2 'Archives has sub-sections'), in the page's order. */
export type ArchiveSection =
  | 'BasicCompetence'
  | 'ChildrenAttention'
  | 'DiagnosticInformation'
  | 'ParentInterviews'
  | 'Profile'
  | 'StrengthsAndChallenges';

export type ArchiveSectionCount = {
  __typename?: 'ArchiveSectionCount';
  count: Scalars['Int']['output'];
  section: ArchiveSection;
};

/** Where the archives were opened from: a centre, or management mode (the role named admin reads any centre's child). */
export type ArchiveSource =
  | 'Admin'
  | 'Center';

/** The arrange-course modal (spec 001 §5 'Arrange course'); REST answers a missing field with the spec's message. */
export type ArrangeCourseInput = {
  /** Repetitions (≥ 1) when repeating. */
  courseCount?: InputMaybe<Scalars['Int']['input']>;
  courseType?: InputMaybe<CalendarCourseType>;
  executorId?: InputMaybe<Scalars['ID']['input']>;
  /** Alone (no subjectId nor userTrainingPlanId): a course for a class's group plan. */
  groupTrainingPlanId?: InputMaybe<Scalars['ID']['input']>;
  parentSMS?: InputMaybe<Scalars['Boolean']['input']>;
  periodIntervalNumber?: InputMaybe<Scalars['Int']['input']>;
  /** Null: never repeats. */
  periodIntervalUnit?: InputMaybe<CalendarRepeatUnit>;
  /** YYYY-MM-DD HH:mm in the centre's time zone. */
  startTime?: InputMaybe<Scalars['String']['input']>;
  /** With userTrainingPlanId: a course for a child's offline plan. */
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  trainerSMS?: InputMaybe<Scalars['Boolean']['input']>;
  userTrainingPlanId?: InputMaybe<Scalars['ID']['input']>;
};

export type ArrangeOfflinePlanInput = {
  /** The session card's layout; v2 unless said (v1: the sound-therapy record with its audio punch). */
  cardVersion?: InputMaybe<OfflinePlanCardVersion>;
  coachId?: InputMaybe<Scalars['ID']['input']>;
  ilsVersion: IlsVersion;
  isTry?: InputMaybe<Scalars['Boolean']['input']>;
  mode?: InputMaybe<OfflinePlanMode>;
  /** The level of session 1 when another than the template's. */
  startLevel?: InputMaybe<Scalars['Int']['input']>;
  subjectId: Scalars['ID']['input'];
  templateId: Scalars['ID']['input'];
  /** YYYY-MM-DD. */
  validFrom?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  validUntil?: InputMaybe<Scalars['String']['input']>;
};

/** An item of the assessment library (centres see Public ones). */
export type Assessment = {
  __typename?: 'Assessment';
  contentStatus: ContentStatus;
  id: Scalars['ID']['output'];
  kind: AssessmentKind;
  /** Its report must be obtained before it is read. */
  needPay: Scalars['Boolean']['output'];
  questionCount: Scalars['Int']['output'];
  /** With subjectId: what the child has left of it (the transfer list's check). */
  remainingTimes?: Maybe<Scalars['Int']['output']>;
  sortOrder: Scalars['Int']['output'];
  /** The catalogue resource: the assessment quota's tagId. */
  tagId: Scalars['ID']['output'];
  /** In the reader's language. */
  title: Scalars['String']['output'];
  titleEn: Scalars['String']['output'];
  titleZh: Scalars['String']['output'];
};

export type AssessmentAnswerInput = {
  optionId: Scalars['ID']['input'];
  questionId: Scalars['ID']['input'];
};

/** Spec 001 §3 'Assessments': what an assessment is (a questionnaire, or a parent interview of pages). */
export type AssessmentKind =
  | 'ParentInterview'
  | 'Questionnaire';

export type AssessmentOption = {
  __typename?: 'AssessmentOption';
  id: Scalars['ID']['output'];
  score: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

export type AssessmentPage = {
  __typename?: 'AssessmentPage';
  items: Array<Assessment>;
  totalCount: Scalars['Int']['output'];
};

/** The QR code of a child's assessment: a base64 PNG, valid 30 days (spec 001 §9). */
export type AssessmentQrCode = {
  __typename?: 'AssessmentQrCode';
  content: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  image: Scalars['String']['output'];
};

export type AssessmentQuestion = {
  __typename?: 'AssessmentQuestion';
  id: Scalars['ID']['output'];
  options: Array<AssessmentOption>;
  text: Scalars['String']['output'];
};

export type AssessmentQuestionnaire = {
  __typename?: 'AssessmentQuestionnaire';
  id: Scalars['ID']['output'];
  questions: Array<AssessmentQuestion>;
  title: Scalars['String']['output'];
};

/** An assessment quota entry (spec 001 §3 'Assessment quota'): times signed, a reduction negative. */
export type AssessmentQuota = {
  __typename?: 'AssessmentQuota';
  assessmentName: Scalars['String']['output'];
  childId: Scalars['ID']['output'];
  childName: Scalars['String']['output'];
  creationTime: Scalars['String']['output'];
  creatorName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** What the child has left of this assessment now. */
  remainingTimes: Scalars['Int']['output'];
  remark: Scalars['String']['output'];
  tagId: Scalars['ID']['output'];
  times: Scalars['Int']['output'];
};

/** The add-assessment-count dialog (spec 001 §5): times is signed (reduce sends a negative value). */
export type AssessmentQuotaInput = {
  childId?: InputMaybe<Scalars['ID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  tagId?: InputMaybe<Scalars['ID']['input']>;
  times?: InputMaybe<Scalars['Int']['input']>;
};

export type AssessmentQuotaPage = {
  __typename?: 'AssessmentQuotaPage';
  items: Array<AssessmentQuota>;
  totalCount: Scalars['Int']['output'];
};

/** The report view: each questionnaire's score. */
export type AssessmentReport = {
  __typename?: 'AssessmentReport';
  assessment: UserAssessment;
  maxScore: Scalars['Int']['output'];
  questionnaires: Array<AssessmentReportScore>;
  totalScore: Scalars['Int']['output'];
};

export type AssessmentReportScore = {
  __typename?: 'AssessmentReportScore';
  id: Scalars['ID']['output'];
  maxScore: Scalars['Int']['output'];
  score: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** 001 §3 'Music record': one session's tracks listened to (finished), in order. */
export type AudioPunch = {
  __typename?: 'AudioPunch';
  listenedList: Array<Scalars['String']['output']>;
  num: Scalars['Int']['output'];
};

/** What the server answers to every playback call. */
export type AudioTrackAnswer = {
  __typename?: 'AudioTrackAnswer';
  canListen: Scalars['Boolean']['output'];
  /** In the caller's language; null when canListen. */
  cannotListenReason?: Maybe<Scalars['String']['output']>;
  /** The stored progress (ms) after the call: never lower than before. */
  lastProgress: Scalars['Int']['output'];
  /** The play session to send with every later call; null when canListen is false at START. */
  playSessionId?: Maybe<Scalars['ID']['output']>;
};

/** A playback call (001 §7 progress submit): the plan is planKind + planId; progress in ms. */
export type AudioTrackInput = {
  num: Scalars['Int']['input'];
  /** userOfflinePlanId or groupTrainingPlanId. */
  planId: Scalars['ID']['input'];
  planKind: ListeningPlanKind;
  /** Null only for START (the server opens one). */
  playSessionId?: InputMaybe<Scalars['ID']['input']>;
  /** ms from the start of the track. */
  progress: Scalars['Int']['input'];
  subjectId: Scalars['ID']['input'];
  trackCode: Scalars['String']['input'];
};

/** 001 §3 iLs.audioType: how a brain-music programme is played. */
export type BrainAudioType =
  | 'BoneConduction'
  | 'BrainAudio';

/** A brain-music programme of the library a plan may play. */
export type BrainMusicOption = {
  __typename?: 'BrainMusicOption';
  audioType: Scalars['String']['output'];
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  sessionCount: Scalars['Int']['output'];
};

/** How a course is given (spec 001 §3 'Calendar event' courseType). */
export type CalendarCourseType =
  | 'Offline'
  | 'Online';

/** A course in the calendar (spec 001 §3 'Calendar event'), one per repetition of an arrangement. */
export type CalendarEvent = {
  __typename?: 'CalendarEvent';
  /** Training. */
  calendarEventType: Scalars['String']['output'];
  /** How many courses the arrangement made (null when it does not repeat). */
  courseCount?: Maybe<Scalars['Int']['output']>;
  courseType: CalendarCourseType;
  /** YYYY-MM-DD HH:mm: the start plus one hour (001 §9). */
  endTime: Scalars['String']['output'];
  executorBeforeHours: Scalars['Int']['output'];
  /** The trainer. */
  executorId: Scalars['ID']['output'];
  executorName: Scalars['String']['output'];
  /** A class course's class; null for a child's plan course. */
  groupId?: Maybe<Scalars['ID']['output']>;
  groupName?: Maybe<Scalars['String']['output']>;
  /** A class course's group plan; null for a child's plan course. */
  groupTrainingPlanId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  /** How many children the class has today; null for a child's plan course. */
  memberCount?: Maybe<Scalars['Int']['output']>;
  parentBeforeHours: Scalars['Int']['output'];
  /** An SMS to the guardian before the course. */
  parentSMS: Scalars['Boolean']['output'];
  periodIntervalNumber?: Maybe<Scalars['Int']['output']>;
  /** Null: the course does not repeat. */
  periodIntervalUnit?: Maybe<CalendarRepeatUnit>;
  /** In the reader's language. */
  planName: Scalars['String']['output'];
  /** The arrangement the course was made by: its repetitions share it. */
  seriesId: Scalars['ID']['output'];
  /** YYYY-MM-DD HH:mm in the centre's time zone. */
  startTime: Scalars['String']['output'];
  /** The child of a child's plan course; null for a class course. */
  subjectId?: Maybe<Scalars['ID']['output']>;
  /** The child's name; for a class course, the class's name (who the course is for). */
  subjectName: Scalars['String']['output'];
  tenantId: Scalars['ID']['output'];
  /** An SMS to the trainer before the course. */
  trainerSMS: Scalars['Boolean']['output'];
  /** The plan the course is for: the child's offline plan, or a class course's group plan (then also groupTrainingPlanId). */
  userTrainingPlanId: Scalars['ID']['output'];
};

/** The unit of a repeating course's interval: Day (1, 7 or 14) or Month (1). */
export type CalendarRepeatUnit =
  | 'Day'
  | 'Month';

/** One of the signed-in user's memberships (centerList). */
export type CenterMembership = {
  __typename?: 'CenterMembership';
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  roles: Array<Role>;
  state: MembershipState;
  tenantId: Scalars['ID']['output'];
  type: TenantType;
};

/** A coach of the current centre, for choosing the coaches of a child. */
export type CentreCoach = {
  __typename?: 'CentreCoach';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** certificateStatus (spec 002 §3), the spec's names. */
export type CertificateStatus =
  | 'Canceled'
  | 'Expired'
  | 'InEffect'
  | 'Ineffective'
  | 'NotIssued';

/** One visit of a child to the centre (spec 000 §7 'Check-in'): in, and later out, on one day. */
export type CheckIn = {
  __typename?: 'CheckIn';
  /** ISO 8601. */
  checkInTime: Scalars['String']['output'];
  /** ISO 8601; null while the child is still in the centre. */
  checkOutTime?: Maybe<Scalars['String']['output']>;
  /** Who checked the child in. */
  checkedInByName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  outpatientNumber?: Maybe<Scalars['String']['output']>;
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
};

/** A check-in as it stands after checking in or out. */
export type CheckInChange = {
  __typename?: 'CheckInChange';
  /** ISO 8601. */
  checkInTime: Scalars['String']['output'];
  /** ISO 8601; null after checking in. */
  checkOutTime?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  subjectId: Scalars['ID']['output'];
};

/** The check-ins of one of the centre's calendar days, newest first. */
export type CheckInDay = {
  __typename?: 'CheckInDay';
  /** YYYY-MM-DD, in the centres' time zone. */
  day: Scalars['String']['output'];
  items: Array<CheckIn>;
  totalCount: Scalars['Int']['output'];
};

/** A child's total of one assessment. */
export type ChildAssessmentQuota = {
  __typename?: 'ChildAssessmentQuota';
  assessmentName: Scalars['String']['output'];
  remainingTimes: Scalars['Int']['output'];
  tagId: Scalars['ID']['output'];
  times: Scalars['Int']['output'];
};

/** One reported client error, as platform admins read it. */
export type ClientError = {
  __typename?: 'ClientError';
  code?: Maybe<Scalars['String']['output']>;
  contextTenantId?: Maybe<Scalars['ID']['output']>;
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  /** The details object as JSON text. */
  details?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  operation?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['Int']['output']>;
  tenantName?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  userAgent?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['ID']['output']>;
  userName?: Maybe<Scalars['String']['output']>;
};

/** What the console reports when an operation fails in a way the user cannot fix (spec 000 §8). */
export type ClientErrorInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  /** The tenant the console was working in. */
  contextTenantId?: InputMaybe<Scalars['ID']['input']>;
  /** Extra context as a JSON object (kept at most 8000 characters). */
  details?: InputMaybe<Scalars['String']['input']>;
  message: Scalars['String']['input'];
  /** The GraphQL operation that failed. */
  operation?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  /** The console page the user was on (path and search). */
  url?: InputMaybe<Scalars['String']['input']>;
  userAgent?: InputMaybe<Scalars['String']['input']>;
};

export type ClientErrorPage = {
  __typename?: 'ClientErrorPage';
  items: Array<ClientError>;
  totalCount: Scalars['Int']['output'];
};

export type ClockInTrainingPlanInput = {
  /** YYYY-MM-DD; today when absent. Up to six days late. */
  day?: InputMaybe<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  userTrainingPlanId: Scalars['ID']['input'];
};

/** Per plan coach, what the period's sessions cost (coachCourseCostList); coachId null for plans without a coach. A class's sessions count for whoever ended them. */
export type CoachSessionCost = {
  __typename?: 'CoachSessionCost';
  coachId?: Maybe<Scalars['ID']['output']>;
  coachName?: Maybe<Scalars['String']['output']>;
  /** Yuan. */
  money: Scalars['Float']['output'];
  sessions: Scalars['Int']['output'];
};

/** A code went out; the next may be asked for after this many seconds. */
export type CodeSent = {
  __typename?: 'CodeSent';
  secondsUntilResend: Scalars['Int']['output'];
};

export type ContentAction =
  | 'Created'
  | 'Deleted'
  | 'Moved'
  | 'StatusChanged'
  | 'Updated';

/** A brain-music programme (what the iLs plans play). */
export type ContentBrainMusic = {
  __typename?: 'ContentBrainMusic';
  audioType: BrainAudioType;
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  contentStatus: ContentStatus;
  id: Scalars['ID']['output'];
  /** ISO 8601. */
  lastModificationTime: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  nextStatuses: Array<ContentStatus>;
  sessionCount: Scalars['Int']['output'];
  sessions: Array<ContentMusicSession>;
  sortOrder: Scalars['Int']['output'];
};

export type ContentBrainMusicInput = {
  audioType: BrainAudioType;
  code: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  sessions: Array<ContentMusicSessionInput>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

export type ContentBrainMusicPage = {
  __typename?: 'ContentBrainMusicPage';
  items: Array<ContentBrainMusic>;
  totalCount: Scalars['Int']['output'];
};

/** One field of a change: its values before and after, as JSON text (null when absent). */
export type ContentChange = {
  __typename?: 'ContentChange';
  field: Scalars['String']['output'];
  from?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};

/** A class plan (trainingPlanV2) for groups of the given types. */
export type ContentClassPlan = {
  __typename?: 'ContentClassPlan';
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  categoryId: Scalars['ID']['output'];
  code: Scalars['String']['output'];
  contentStatus: ContentStatus;
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  /** OneToOne … OneToSix, Class (the group types). */
  groupTypes: Array<GroupType>;
  id: Scalars['ID']['output'];
  /** ISO 8601. */
  lastModificationTime: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  nextStatuses: Array<ContentStatus>;
  /** A group's own initDifficulty (its plan assignment) overrides difficulty.startLevel. */
  rules: ContentPlanRules;
  sessionCount: Scalars['Int']['output'];
  sessions: Array<ContentPlanSession>;
  sortOrder: Scalars['Int']['output'];
};

export type ContentClassPlanCategory = {
  __typename?: 'ContentClassPlanCategory';
  id: Scalars['ID']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
};

export type ContentClassPlanInput = {
  categoryId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
  groupTypes: Array<GroupType>;
  nameEn: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  sessions: Array<ContentPlanSessionInput>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

export type ContentClassPlanPage = {
  __typename?: 'ContentClassPlanPage';
  items: Array<ContentClassPlan>;
  totalCount: Scalars['Int']['output'];
};

/** One question of a feedback form (001 §3 'Feedback property'); its id is an answer's programFeedbackPropertyId. */
export type ContentFeedbackProperty = {
  __typename?: 'ContentFeedbackProperty';
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  contentStatus: ContentStatus;
  displayName: ContentLocalisedTitle;
  /** The type's settings as JSON text. */
  extraProperties: Scalars['String']['output'];
  formKind: FeedbackFormKind;
  id: Scalars['ID']['output'];
  isRequired: Scalars['Boolean']['output'];
  lastModificationTime: Scalars['String']['output'];
  nextStatuses: Array<ContentStatus>;
  sortOrder: Scalars['Int']['output'];
  /** One of the ten types of forms/ (String, Rating, ... VideoPicker). */
  type: Scalars['String']['output'];
};

/** Checked by the server with forms/ checkPropertyDefinition; refusals name the property. */
export type ContentFeedbackPropertyInput = {
  displayName: ContentLocalisedTitleInput;
  /** The type's settings as JSON text (must be a JSON object). */
  extraProperties: Scalars['String']['input'];
  formKind: FeedbackFormKind;
  isRequired: Scalars['Boolean']['input'];
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  type: Scalars['String']['input'];
};

export type ContentFeedbackPropertyPage = {
  __typename?: 'ContentFeedbackPropertyPage';
  items: Array<ContentFeedbackProperty>;
  totalCount: Scalars['Int']['output'];
};

/** Who changed an item, when, and what. */
export type ContentHistoryEntry = {
  __typename?: 'ContentHistoryEntry';
  action: ContentAction;
  changes: Array<ContentChange>;
  id: Scalars['ID']['output'];
  /** ISO 8601. */
  time: Scalars['String']['output'];
  userId?: Maybe<Scalars['ID']['output']>;
  userName?: Maybe<Scalars['String']['output']>;
};

/** A title with its translations (001 §5: a default entry is required). */
export type ContentLocalisedTitle = {
  __typename?: 'ContentLocalisedTitle';
  default: Scalars['String']['output'];
  en?: Maybe<Scalars['String']['output']>;
  zh?: Maybe<Scalars['String']['output']>;
};

export type ContentLocalisedTitleInput = {
  default: Scalars['String']['input'];
  en?: InputMaybe<Scalars['String']['input']>;
  zh?: InputMaybe<Scalars['String']['input']>;
};

export type ContentMusicCategoryName = {
  __typename?: 'ContentMusicCategoryName';
  id: MusicCategory;
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
};

/** Which of the two music programme kinds a shared operation is about. */
export type ContentMusicKind =
  | 'BrainMusic'
  | 'MusicPlan';

/** A music plan (idtMusicPlan). */
export type ContentMusicPlan = {
  __typename?: 'ContentMusicPlan';
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  category: MusicCategory;
  code: Scalars['String']['output'];
  contentStatus: ContentStatus;
  id: Scalars['ID']['output'];
  /** ISO 8601. */
  lastModificationTime: Scalars['String']['output'];
  musicType: MusicType;
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  nextStatuses: Array<ContentStatus>;
  sessionCount: Scalars['Int']['output'];
  sessions: Array<ContentMusicSession>;
  sortOrder: Scalars['Int']['output'];
  tags: Array<ContentMusicTag>;
};

/** Checked by the server; refusals name the field and the session. */
export type ContentMusicPlanInput = {
  category: MusicCategory;
  code: Scalars['String']['input'];
  musicType: MusicType;
  nameEn: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  sessions: Array<ContentMusicSessionInput>;
  /** Left out: the end of the list. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  tagIds: Array<Scalars['ID']['input']>;
};

export type ContentMusicPlanPage = {
  __typename?: 'ContentMusicPlanPage';
  items: Array<ContentMusicPlan>;
  totalCount: Scalars['Int']['output'];
};

/** Session number (1 first) and the tracks it plays, in order. */
export type ContentMusicSession = {
  __typename?: 'ContentMusicSession';
  number: Scalars['Int']['output'];
  tracks: Array<ContentMusicTrackRef>;
};

/** A session as the form sends it: its tracks' ids, in order. */
export type ContentMusicSessionInput = {
  trackIds: Array<Scalars['ID']['input']>;
};

/** A tag as the pickers show it. */
export type ContentMusicTag = {
  __typename?: 'ContentMusicTag';
  id: Scalars['ID']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
};

/** A track of a session as a programme shows it. */
export type ContentMusicTrackRef = {
  __typename?: 'ContentMusicTrackRef';
  code: Scalars['String']['output'];
  contentStatus: ContentStatus;
  courseCode: Scalars['String']['output'];
  /** Seconds; null before a file or a duration. */
  duration?: Maybe<Scalars['Float']['output']>;
  /** Whether it has an audio file to play. */
  hasAudio: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
};

/** A training target or a material: a name and a description in both languages. */
export type ContentNamedPart = {
  __typename?: 'ContentNamedPart';
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  contentStatus: ContentStatus;
  descriptionEn: Scalars['String']['output'];
  descriptionZh: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** ISO 8601. */
  lastModificationTime: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  nextStatuses: Array<ContentStatus>;
  sortOrder: Scalars['Int']['output'];
};

/** Names required (at most 50 characters, unique per language); descriptions at most 500. */
export type ContentNamedPartInput = {
  descriptionEn: Scalars['String']['input'];
  descriptionZh: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  /** Left out: the end of the list. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

export type ContentNamedPartPage = {
  __typename?: 'ContentNamedPartPage';
  items: Array<ContentNamedPart>;
  totalCount: Scalars['Int']['output'];
};

/** An offline plan template (spec 001 §2 offlinePlan, newOfflinePlan). */
export type ContentOfflinePlan = {
  __typename?: 'ContentOfflinePlan';
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  contentStatus: ContentStatus;
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ilsVersion: IlsVersion;
  /** ISO 8601. */
  lastModificationTime: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  nextStatuses: Array<ContentStatus>;
  rules: ContentPlanRules;
  sessionCount: Scalars['Int']['output'];
  sessions: Array<ContentOfflinePlanSession>;
  sortOrder: Scalars['Int']['output'];
};

/** A template as the form sends it; session numbers are the list's order. */
export type ContentOfflinePlanInput = {
  code: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  sessions: Array<ContentOfflinePlanSessionInput>;
  /** Left out: the end of the list. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

export type ContentOfflinePlanPage = {
  __typename?: 'ContentOfflinePlanPage';
  items: Array<ContentOfflinePlan>;
  totalCount: Scalars['Int']['output'];
};

/** An offline plan template's session: its programs, then its static activities (class plans have none). */
export type ContentOfflinePlanSession = {
  __typename?: 'ContentOfflinePlanSession';
  /** 1, 2, … N. */
  number: Scalars['Int']['output'];
  programs: Array<ContentPlanProgram>;
  /** At most 5; none for a session saved before they existed. */
  staticActivities: Array<ContentStaticActivity>;
};

export type ContentOfflinePlanSessionInput = {
  /** The session's programs, in order. */
  programIds: Array<Scalars['ID']['input']>;
  /** At most 5, in order; left out: none (a save replaces the session's list). */
  staticActivities?: Array<ContentStaticActivityInput>;
};

/** Which of the four training-part kinds a shared operation is about. */
export type ContentPartKind =
  | 'FeedbackProperty'
  | 'Material'
  | 'ProgramCategory'
  | 'TrainingTarget';

export type ContentPlanDifficultyRule = {
  __typename?: 'ContentPlanDifficultyRule';
  /** L1–L20. */
  startLevel: Scalars['Int']['output'];
  steps: Array<ContentPlanDifficultyStep>;
};

export type ContentPlanDifficultyRuleInput = {
  startLevel: Scalars['Int']['input'];
  steps: Array<ContentPlanDifficultyStepInput>;
};

export type ContentPlanDifficultyStep = {
  __typename?: 'ContentPlanDifficultyStep';
  /** -1, 0 or +1 level per session. */
  change: Scalars['Int']['output'];
  fromSession: Scalars['Int']['output'];
  toSession: Scalars['Int']['output'];
};

export type ContentPlanDifficultyStepInput = {
  change: Scalars['Int']['input'];
  fromSession: Scalars['Int']['input'];
  toSession: Scalars['Int']['input'];
};

export type ContentPlanInterviewRule = {
  __typename?: 'ContentPlanInterviewRule';
  /** Sessions after which a parent interview is required. */
  afterSessions: Array<Scalars['Int']['output']>;
  /** Also after every n-th session; null for none. */
  every?: Maybe<Scalars['Int']['output']>;
};

export type ContentPlanInterviewRuleInput = {
  afterSessions: Array<Scalars['Int']['input']>;
  every?: InputMaybe<Scalars['Int']['input']>;
};

/** A program of a plan's session, as the library names it. */
export type ContentPlanProgram = {
  __typename?: 'ContentPlanProgram';
  code: Scalars['String']['output'];
  contentStatus: ContentStatus;
  id: Scalars['ID']['output'];
  titleEn: Scalars['String']['output'];
  titleZh: Scalars['String']['output'];
};

export type ContentPlanProgramPage = {
  __typename?: 'ContentPlanProgramPage';
  items: Array<ContentPlanProgram>;
  totalCount: Scalars['Int']['output'];
};

/** A template's or class plan's rules (forms/plan-rules.ts), read by the offline-plan engine. */
export type ContentPlanRules = {
  __typename?: 'ContentPlanRules';
  difficulty: ContentPlanDifficultyRule;
  musicSessions: Array<Scalars['Int']['output']>;
  parentInterview: ContentPlanInterviewRule;
  trial: ContentPlanTrialRule;
};

export type ContentPlanRulesInput = {
  difficulty: ContentPlanDifficultyRuleInput;
  musicSessions: Array<Scalars['Int']['input']>;
  parentInterview: ContentPlanInterviewRuleInput;
  trial: ContentPlanTrialRuleInput;
};

export type ContentPlanSession = {
  __typename?: 'ContentPlanSession';
  /** 1, 2, … N. */
  number: Scalars['Int']['output'];
  programs: Array<ContentPlanProgram>;
};

export type ContentPlanSessionInput = {
  /** The session's programs, in order. */
  programIds: Array<Scalars['ID']['input']>;
};

export type ContentPlanTrialRule = {
  __typename?: 'ContentPlanTrialRule';
  /** How many trials a centre may run; 500 or more is unlimited. */
  count: Scalars['Int']['output'];
  /** The trial sessions: 1, 2 … without gaps. */
  sessions: Array<Scalars['Int']['output']>;
};

export type ContentPlanTrialRuleInput = {
  count: Scalars['Int']['input'];
  sessions: Array<Scalars['Int']['input']>;
};

/** A program category; categoryType '1', or '2' for the V4 programs. */
export type ContentProgramCategory = {
  __typename?: 'ContentProgramCategory';
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  categoryType: Scalars['String']['output'];
  contentStatus: ContentStatus;
  id: Scalars['ID']['output'];
  lastModificationTime: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  nextStatuses: Array<ContentStatus>;
  sortOrder: Scalars['Int']['output'];
};

export type ContentProgramCategoryInput = {
  /** '1', or '2' for V4. */
  categoryType: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

export type ContentProgramCategoryPage = {
  __typename?: 'ContentProgramCategoryPage';
  items: Array<ContentProgramCategory>;
  totalCount: Scalars['Int']['output'];
};

/** A category a program is in; categoryType '1', or '2' for V4. */
export type ContentProgramCategoryRef = {
  __typename?: 'ContentProgramCategoryRef';
  categoryType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
};

/** One question of the program's feedback form, in the form's order. */
export type ContentProgramFeedbackProperty = {
  __typename?: 'ContentProgramFeedbackProperty';
  displayName: ContentLocalisedTitle;
  /** The type's settings as JSON text. */
  extraProperties: Scalars['String']['output'];
  formKind: FeedbackFormKind;
  /** The feedback property's id. */
  id: Scalars['ID']['output'];
  isRequired: Scalars['Boolean']['output'];
  /** What a feedback answer names (spec 001 §3 programFeedbackPropertyId). */
  programFeedbackPropertyId: Scalars['ID']['output'];
  type: Scalars['String']['output'];
};

/** A material a program needs, and how many of it. */
export type ContentProgramMaterial = {
  __typename?: 'ContentProgramMaterial';
  descriptionEn: Scalars['String']['output'];
  descriptionZh: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  /** At least 1. */
  requiredCount: Scalars['Int']['output'];
};

export type ContentProgramMaterialInput = {
  materialId: Scalars['ID']['input'];
  requiredCount: Scalars['Int']['input'];
};

/** An image or video of a program; a video's id is its vid. */
export type ContentProgramMedia = {
  __typename?: 'ContentProgramMedia';
  /** Told by the file's bytes: image/png, image/jpeg, image/webp, video/mp4, video/webm. */
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** image or video. */
  kind: Scalars['String']['output'];
  size: Scalars['Int']['output'];
};

/** GET /File/PlayAuth: where the browser's <video> or <img> loads a program's file, valid until expiresAt. */
export type ContentProgramPlayAuth = {
  __typename?: 'ContentProgramPlayAuth';
  contentType: Scalars['String']['output'];
  /** ISO 8601. */
  expiresAt: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  playAuth: Scalars['String']['output'];
  playUrl: Scalars['String']['output'];
  vid: Scalars['ID']['output'];
};

/** A part a program names: a training target. */
export type ContentProgramTarget = {
  __typename?: 'ContentProgramTarget';
  id: Scalars['ID']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
};

/** A reminder template of the content library (spec 000 §7, 002 §7 /api/rocket/reminderTemplate). */
export type ContentReminderTemplate = {
  __typename?: 'ContentReminderTemplate';
  bodyEn: Scalars['String']['output'];
  /** With named placeholders such as {{childName}}, from the event's list. */
  bodyZh: Scalars['String']['output'];
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  /** In the one order sms, email, notification; at least one. */
  channels: Array<ReminderChannel>;
  contentStatus: ContentStatus;
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  event: ReminderEvent;
  id: Scalars['ID']['output'];
  /** ISO 8601. */
  lastModificationTime: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  nextStatuses: Array<ContentStatus>;
  sortOrder: Scalars['Int']['output'];
  subjectEn: Scalars['String']['output'];
  /** Empty for an SMS-only template. */
  subjectZh: Scalars['String']['output'];
};

/** A template as the form sends it; the server checks every field and the placeholders against the event. */
export type ContentReminderTemplateInput = {
  bodyEn: Scalars['String']['input'];
  bodyZh: Scalars['String']['input'];
  channels: Array<ReminderChannel>;
  event: ReminderEvent;
  nameEn: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  /** Left out: the end of the list. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  subjectEn: Scalars['String']['input'];
  subjectZh: Scalars['String']['input'];
};

export type ContentReminderTemplatePage = {
  __typename?: 'ContentReminderTemplatePage';
  items: Array<ContentReminderTemplate>;
  totalCount: Scalars['Int']['output'];
};

/** A static activity of a template's session (spec 001 nonePlaybook): no training program, named in both languages. */
export type ContentStaticActivity = {
  __typename?: 'ContentStaticActivity';
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
};

export type ContentStaticActivityInput = {
  nameEn: Scalars['String']['input'];
  /** Both names required, at most 50 characters each. */
  nameZh: Scalars['String']['input'];
};

/** Spec 001 §3 'Content status options' (issue 18): centres see Public only. */
export type ContentStatus =
  | 'Expire'
  | 'Hide'
  | 'Public'
  | 'Trash'
  | 'Unpublish';

/** A tag of the content library (spec 000 §2: the editor's landing page), named in both languages. */
export type ContentTag = {
  __typename?: 'ContentTag';
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  contentStatus: ContentStatus;
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** ISO 8601. */
  lastModificationTime: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  /** What the status-change dialog may offer now (the content status machine); empty for a reader. */
  nextStatuses: Array<ContentStatus>;
  /** 0 is first; the list is ordered by it. */
  sortOrder: Scalars['Int']['output'];
};

/** A tag as the form sends it; the server checks it (names required, at most 50 characters, unique). */
export type ContentTagInput = {
  nameEn: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  /** Left out: the end of the list. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

export type ContentTagPage = {
  __typename?: 'ContentTagPage';
  items: Array<ContentTag>;
  totalCount: Scalars['Int']['output'];
};

/** A track of the music library. */
export type ContentTrack = {
  __typename?: 'ContentTrack';
  /** Null before a file is uploaded. */
  audio?: Maybe<ContentTrackAudio>;
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  /** Unique whatever its case (FAS-001). */
  code: Scalars['String']['output'];
  contentStatus: ContentStatus;
  /** The course the track belongs to (FAS, CMSMO), upper case. */
  courseCode: Scalars['String']['output'];
  /** Seconds, read from the file or set; null before either. */
  duration?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** ISO 8601. */
  lastModificationTime: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  nextStatuses: Array<ContentStatus>;
  sortOrder: Scalars['Int']['output'];
};

/** A track's audio file. */
export type ContentTrackAudio = {
  __typename?: 'ContentTrackAudio';
  /** audio/wav or audio/mpeg, told by the file's bytes. */
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
};

/** A track as the form sends it; the server checks it (all required, the code unique). */
export type ContentTrackInput = {
  code: Scalars['String']['input'];
  courseCode: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  /** Left out: the end of the list. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

export type ContentTrackPage = {
  __typename?: 'ContentTrackPage';
  items: Array<ContentTrack>;
  totalCount: Scalars['Int']['output'];
};

/** Where the browser's player fetches a track's audio (Range requests), valid until expiresAt. */
export type ContentTrackPlayUrl = {
  __typename?: 'ContentTrackPlayUrl';
  /** ISO 8601. */
  expiresAt: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A training program. */
export type ContentTrainingProgram = {
  __typename?: 'ContentTrainingProgram';
  canDelete: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  categories: Array<ContentProgramCategoryRef>;
  /** '1', or '2' for V4. */
  categoryType: Scalars['String']['output'];
  /** Unique whatever its case. */
  code: Scalars['String']['output'];
  contentEn: Scalars['String']['output'];
  contentStatus: ContentStatus;
  contentZh: Scalars['String']['output'];
  /** The starting level, within minDifficulty..maxDifficulty (1-20, shown L1-L20). */
  difficulty: Scalars['Int']['output'];
  /** The V4 starting level, when it differs. */
  difficulty2?: Maybe<Scalars['Int']['output']>;
  feedbackProperties: Array<ContentProgramFeedbackProperty>;
  groupTeachingEn: Scalars['String']['output'];
  groupTeachingZh: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  images: Array<ContentProgramMedia>;
  /** ISO 8601. */
  lastModificationTime: Scalars['String']['output'];
  materials: Array<ContentProgramMaterial>;
  maxDifficulty: Scalars['Int']['output'];
  minDifficulty: Scalars['Int']['output'];
  nextStatuses: Array<ContentStatus>;
  possibleDifficultiesEn: Scalars['String']['output'];
  possibleDifficultiesZh: Scalars['String']['output'];
  precautionsEn: Scalars['String']['output'];
  precautionsZh: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  subTitleEn: Scalars['String']['output'];
  subTitleZh: Scalars['String']['output'];
  targets: Array<ContentProgramTarget>;
  titleEn: Scalars['String']['output'];
  titleZh: Scalars['String']['output'];
  videos: Array<ContentProgramMedia>;
};

/** A program as the form sends it; the server checks it and names each refused field. */
export type ContentTrainingProgramInput = {
  categoryIds: Array<Scalars['ID']['input']>;
  categoryType?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  contentEn?: InputMaybe<Scalars['String']['input']>;
  contentZh?: InputMaybe<Scalars['String']['input']>;
  difficulty?: InputMaybe<Scalars['Int']['input']>;
  difficulty2?: InputMaybe<Scalars['Int']['input']>;
  feedbackPropertyIds: Array<Scalars['ID']['input']>;
  groupTeachingEn?: InputMaybe<Scalars['String']['input']>;
  groupTeachingZh?: InputMaybe<Scalars['String']['input']>;
  imageIds: Array<Scalars['ID']['input']>;
  materials: Array<ContentProgramMaterialInput>;
  maxDifficulty: Scalars['Int']['input'];
  minDifficulty: Scalars['Int']['input'];
  possibleDifficultiesEn?: InputMaybe<Scalars['String']['input']>;
  possibleDifficultiesZh?: InputMaybe<Scalars['String']['input']>;
  precautionsEn?: InputMaybe<Scalars['String']['input']>;
  precautionsZh?: InputMaybe<Scalars['String']['input']>;
  /** Left out: the end of the list. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  subTitleEn?: InputMaybe<Scalars['String']['input']>;
  subTitleZh?: InputMaybe<Scalars['String']['input']>;
  targetIds: Array<Scalars['ID']['input']>;
  titleEn: Scalars['String']['input'];
  titleZh: Scalars['String']['input'];
  videoIds: Array<Scalars['ID']['input']>;
};

export type ContentTrainingProgramPage = {
  __typename?: 'ContentTrainingProgramPage';
  items: Array<ContentTrainingProgram>;
  totalCount: Scalars['Int']['output'];
};

/** A contract unlock code went out, by SMS or e-mail; the next may be asked for after this many seconds. */
export type ContractCodeSent = {
  __typename?: 'ContractCodeSent';
  /** sms or email */
  channel: Scalars['String']['output'];
  secondsUntilResend: Scalars['Int']['output'];
};

/** One stored PDF: its name and the REST address its bytes are read from (with the bearer token). */
export type ContractFile = {
  __typename?: 'ContractFile';
  fileName: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Spec 002 §3 'Contract file record'. Files are uploaded to REST as multipart (POST /api/business/tenant/contract). */
export type ContractFileRecord = {
  __typename?: 'ContractFileRecord';
  contracts: Array<ContractFile>;
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  tenantId: Scalars['ID']['output'];
};

export type ContractFileRecordPage = {
  __typename?: 'ContractFileRecordPage';
  items: Array<ContractFileRecord>;
  totalCount: Scalars['Int']['output'];
};

/** The two contract lines, each behind its own verification lock (spec 002 §4 'Verification lock'). */
export type ContractLine =
  | 'hfs'
  | 'vrat';

/** Spec 002 §6 'Contract-type profiles': what the caller sees and may do in the contract screens. */
export type ContractProfile = {
  __typename?: 'ContractProfile';
  mayDeductHfs: Scalars['Boolean']['output'];
  /** The contract area is locked until a verification code is confirmed (EnterpriseAgent, AreaAgent, Admin). */
  needsVerification: Scalars['Boolean']['output'];
  /** sellingPrice, purchasePrice or unitPrice (Admin); null without a profile. */
  priceLabel?: Maybe<Scalars['String']['output']>;
  /** Admin, Enterprise, EnterpriseAgent, Area, AreaAgent or CenterAdmin; null when the caller has no contract business. */
  profile?: Maybe<Scalars['String']['output']>;
  reloadsParentPage: Scalars['Boolean']['output'];
  /** How long before another code may be sent (spec 002 §9: 60 s). */
  resendSeconds: Scalars['Int']['output'];
  seesBalanceAndStopTime: Scalars['Boolean']['output'];
  /** How long an unlock lasts (spec 002 §9: 600 s). */
  unlockPeriodSeconds: Scalars['Int']['output'];
};

/** How many contacts a reminder went to on each channel. */
export type ContractReminderChannels = {
  __typename?: 'ContractReminderChannels';
  email: Scalars['Int']['output'];
  sms: Scalars['Int']['output'];
  systemNotice: Scalars['Int']['output'];
};

export type ContractReminderPage = {
  __typename?: 'ContractReminderPage';
  items: Array<ContractReminderSent>;
  totalCount: Scalars['Int']['output'];
};

/** One reminder sent for a tenant's line: amount, times or recharge. */
export type ContractReminderSent = {
  __typename?: 'ContractReminderSent';
  /** Yuan the tenant could spend (amount, times) or the contract held after a recharge. */
  balance: Scalars['Float']['output'];
  channels: ContractReminderChannels;
  contractId?: Maybe<Scalars['ID']['output']>;
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
};

/** Spec 002 §4: what the console shows of a contract (stored status plus validity and today). */
export type ContractState =
  | 'Active'
  | 'Deactivate'
  | 'Expired'
  | 'NotActive'
  | 'NotEnable';

/** What is stored of a contract's lifecycle; with the dates and `today` it gives the state machine's context. */
export type ContractStatus =
  | 'Deactivate'
  | 'Enabled'
  | 'NotEnable';

/** The unlock token: the console sends it back as the authenticate header of contract calls. */
export type ContractUnlock = {
  __typename?: 'ContractUnlock';
  value: Scalars['String']['output'];
};

/** Spec 002 §9: the usage-records drawer's tabs. */
export type ContractUsageKind =
  | 'class'
  | 'course'
  | 'evaluation'
  | 'music'
  | 'train';

/** Spec 002 §7 keyIndicator of one contract line, for the contract warning modals (§8, screen 12). */
export type ContractWarningIndicator = {
  __typename?: 'ContractWarningIndicator';
  /** Days left on the latest Active contract; null without one. */
  days?: Maybe<Scalars['Int']['output']>;
  /** hfs or vrat. */
  line: Scalars['String']['output'];
  /** The reminder amount in yuan. */
  reminderAmount: Scalars['Float']['output'];
  /** VRAT: the reminder times (-20 means off); null for HFS. */
  reminderTimes?: Maybe<Scalars['Int']['output']>;
  /** The tenant's reminder applies: the money (or, for VRAT, the tests) left is below it. */
  show: Scalars['Boolean']['output'];
  /** VRAT: the tests left (floor(balance / unit price) + free times); null for HFS or without an Active contract. */
  times?: Maybe<Scalars['Int']['output']>;
};

/** The course-music plan of one session (001 §3): its tracks in order and whether the child may listen. */
export type CourseMusic = {
  __typename?: 'CourseMusic';
  /** BrainAudio or BoneConduction (iLs.audioType); null when the plan has no programme. */
  audioType?: Maybe<BrainAudioType>;
  canListen: Scalars['Boolean']['output'];
  /** In the caller's language; null when canListen. */
  cannotListenReason?: Maybe<Scalars['String']['output']>;
  num: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  planKind: ListeningPlanKind;
  subjectId: Scalars['ID']['output'];
  /** Empty when the plan is linked to no programme or the session has no tracks. */
  tracks: Array<CourseMusicTrack>;
};

export type CourseMusicPlan = {
  __typename?: 'CourseMusicPlan';
  /** The programme the plan plays; null when none is linked. */
  brainMusic?: Maybe<BrainMusicOption>;
  /** The plan has ended: its course music is history and no longer changes. */
  ended: Scalars['Boolean']['output'];
  /** Whether a child of the plan has listened to its course music (a change then needs confirm). */
  listened: Scalars['Boolean']['output'];
  /** The library's Public brain music, in its order. */
  options: Array<BrainMusicOption>;
  planId: Scalars['ID']['output'];
  planKind: CoursePlanKind;
};

export type CourseMusicPlanInput = {
  brainMusicId: Scalars['ID']['input'];
  /** Needed to change a programme the children already listened to (409 Business:CourseMusicInUse otherwise). */
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
  planId: Scalars['ID']['input'];
  planKind: CoursePlanKind;
};

/** A track of the session's course music (iLs.tracks), with where the child is in it. */
export type CourseMusicTrack = {
  __typename?: 'CourseMusicTrack';
  /** 0 to 100 where the programme is played by bone conduction; null otherwise. */
  boneConductionVolume?: Maybe<Scalars['Int']['output']>;
  code: Scalars['String']['output'];
  courseCode: Scalars['String']['output'];
  /** The track's length (ms). */
  durationMs: Scalars['Int']['output'];
  isFinished: Scalars['Boolean']['output'];
  /** Where the child stopped last time (ms); 0 before any listening. */
  lastProgress: Scalars['Int']['output'];
  /** Signed URL the player streams from (Range requests); valid for a while. */
  playUrl: Scalars['String']['output'];
  titleEn: Scalars['String']['output'];
  titleZh: Scalars['String']['output'];
};

/** The plans that have course music: a child's offline plan, a class's group plan. */
export type CoursePlanKind =
  | 'GROUP'
  | 'OFFLINE';

/** The signed-in user as the console needs it (spec 000 §3 'Current user'). */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  /** Platform roles of management mode: admin, editor, medicalSupport, ... */
  adminRoles: Array<Scalars['String']['output']>;
  /** The tenant tree the user may switch through; the whole tree for the role named admin. */
  canChangeList: Array<TenantNode>;
  centerList: Array<CenterMembership>;
  /** The tenant this request ran for; null in management mode or before a role is chosen. */
  currentTenant?: Maybe<TenantNode>;
  email?: Maybe<Scalars['String']['output']>;
  /** Menu permissions (Menu.Section.Item) and policies granted in the current tenant. */
  grantedPermissions: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Where the console opens after sign-in (spec 000 §2 'Landing route after sign-in'). */
  landingRoute: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Tenant features and front permissions of the current tenant (tenantPermission). */
  tenantPermissions: Array<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

/** Earnest money a tenant paid (spec 002 §3 'Deposit'); recorded, not part of any balance. */
export type Deposit = {
  __typename?: 'Deposit';
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Yuan, two decimals. */
  money: Scalars['Float']['output'];
  remark: Scalars['String']['output'];
  tenantId: Scalars['ID']['output'];
};

/** A deposit as the form sends it; the server checks the money (at least 0, two decimals). */
export type DepositInput = {
  money?: InputMaybe<Scalars['Float']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};

export type DepositPage = {
  __typename?: 'DepositPage';
  items: Array<Deposit>;
  totalCount: Scalars['Int']['output'];
};

/** A fact that happened in the current centre, from the outbox (architecture: Events and real time). */
export type DomainEvent = {
  __typename?: 'DomainEvent';
  createdAt: Scalars['String']['output'];
  /**
   * Where the event stands in delivery order: opaque, but two compare as strings in that order (a
   * later event has the greater cursor). Pass the last one seen as `after` when subscribing again.
   */
  cursor: Scalars['String']['output'];
  /**
   * The outbox event's id. Events arrive in the order they become final (by commit), not by id: a
   * later event may have a smaller id. Resume and drop duplicates by `cursor`.
   */
  id: Scalars['ID']['output'];
  /** The event's facts as JSON text; their shape depends on type and version. */
  payload: Scalars['String']['output'];
  /**
   * PascalCase, past tense: CheckedIn, CheckedOut, ... Two markers are not facts: Subscribed, first
   * when subscribing without `after`, whose cursor is the seam from which every event follows (reload
   * what was read before it, and resume from it); RefetchRequired, when the subscriber was away
   * too long to replay (reload what is shown).
   */
  type: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** Editing changes one course: its time, trainer, kind and reminders. */
export type EditCourseInput = {
  courseType?: InputMaybe<CalendarCourseType>;
  executorId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  parentSMS?: InputMaybe<Scalars['Boolean']['input']>;
  startTime?: InputMaybe<Scalars['String']['input']>;
  trainerSMS?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Online: done with the app's videos at home (the online exercise list); Offline: without. */
export type ExerciseType =
  | 'Offline'
  | 'Online';

/** The feedback form a property belongs to: a session's, a child's own, a guardian's. */
export type FeedbackFormKind =
  | 'Guardian'
  | 'Personal'
  | 'Session';

/** Spec 000 §4 'Centre membership': Effective goes to Frozen by Freeze and back by Unfreeze. */
export type FreezeOperate =
  | 'Freeze'
  | 'Unfreeze';

/** A centre's group (class) with its children. */
export type Group = {
  __typename?: 'Group';
  ageStage: GroupAgeStage;
  /** 1 for OneToOne, N for OneToN, 1 to 6 for a Class. */
  capacity: Scalars['Int']['output'];
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  memberCount: Scalars['Int']['output'];
  members: Array<GroupMember>;
  name: Scalars['String']['output'];
  type: GroupType;
};

/** Which children a group takes (spec 000 §3 'Age stages'): before school (under 5.5) or school age. */
export type GroupAgeStage =
  | 'GradeOrTeenSchool'
  | 'PreSchool';

export type GroupAttendance =
  | 'Absent'
  | 'Attend';

export type GroupAttendanceInput = {
  attendance: GroupAttendance;
  subjectId: Scalars['ID']['input'];
};

/** A child as the manage-children dialog shows it. */
export type GroupChild = {
  __typename?: 'GroupChild';
  ageStage: GroupAgeStage;
  /** YYYY-MM-DD. */
  birthDay: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  outpatientNumber?: Maybe<Scalars['String']['output']>;
  /** Bind, Unbind or Logout. */
  status: Scalars['String']['output'];
};

export type GroupChildPage = {
  __typename?: 'GroupChildPage';
  items: Array<GroupChild>;
  totalCount: Scalars['Int']['output'];
};

/** A child's punch at a session (forChildPunch): attendance and personal feedback per activity. */
export type GroupChildPunch = {
  __typename?: 'GroupChildPunch';
  attendance?: Maybe<GroupAttendance>;
  isEdit: Scalars['Boolean']['output'];
  items: Array<GroupChildPunchItem>;
  num: Scalars['Int']['output'];
  subjectId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

/** A child's activity at a session with their own and their guardian's latest answers. */
export type GroupChildPunchItem = {
  __typename?: 'GroupChildPunchItem';
  feedbackProperties: Array<OfflinePlanFeedbackProperty>;
  feedbacks: Array<OfflinePlanAnswer>;
  guardianFeedbacks: Array<OfflinePlanAnswer>;
  itemId: Scalars['ID']['output'];
  trainingProgram: GroupCourseProgram;
};

/** What ending the current session's class would ask, read before it starts (beforeStartCourse). */
export type GroupClassBeforeStart = {
  __typename?: 'GroupClassBeforeStart';
  charge: GroupClassChargeStatus;
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  items: Array<GroupClassChildQuota>;
  num: Scalars['Int']['output'];
  /** The class's size (the group's type). */
  size: Scalars['String']['output'];
  timesSetting: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Whether the centre's HFS contract can pay for the class at its size: NoContract and NotPriced charge nothing. */
export type GroupClassChargeStatus =
  | 'Insufficient'
  | 'NoContract'
  | 'NotPriced'
  | 'Ok';

export type GroupClassChildQuota = {
  __typename?: 'GroupClassChildQuota';
  /** Null in a centre without hfs1.timesSetting: no quota warnings there (spec 001 §4). */
  quota?: Maybe<GroupClassQuota>;
  subjectId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type GroupClassQuota = {
  __typename?: 'GroupClassQuota';
  /** Sessions left; null is unlimited. */
  remaining?: Maybe<Scalars['Int']['output']>;
  status: GroupClassQuotaStatus;
};

/** A child's Offline session quota as ending the class would use it (spec 001 §4 Quotas, §9 low at 5 or fewer). */
export type GroupClassQuotaStatus =
  | 'Low'
  | 'NotSet'
  | 'Ok'
  | 'UsedUp';

/** Where the current session's class stands: waiting to start, running, or over. */
export type GroupClassState =
  | 'ClassEnded'
  | 'ClassStarted'
  | 'Idle';

/** One session of the plan and how its class went. */
export type GroupCourse = {
  __typename?: 'GroupCourse';
  absent: Scalars['Int']['output'];
  attended: Scalars['Int']['output'];
  courseEndedAt?: Maybe<Scalars['String']['output']>;
  courseStartedAt?: Maybe<Scalars['String']['output']>;
  endedAt?: Maybe<Scalars['String']['output']>;
  isCurrent: Scalars['Boolean']['output'];
  num: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['String']['output']>;
  status: GroupCourseStatus;
};

/** One session's activities at their levels. */
export type GroupCourseDetail = {
  __typename?: 'GroupCourseDetail';
  isCurrent: Scalars['Boolean']['output'];
  items: Array<GroupCourseItem>;
  num: Scalars['Int']['output'];
};

export type GroupCourseItem = {
  __typename?: 'GroupCourseItem';
  difficulty: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  trainingProgram: GroupCourseProgram;
};

export type GroupCoursePage = {
  __typename?: 'GroupCoursePage';
  items: Array<GroupCourse>;
  totalCount: Scalars['Int']['output'];
};

export type GroupCourseProgram = {
  __typename?: 'GroupCourseProgram';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** In the caller's language. */
  title: Scalars['String']['output'];
};

/** A session's class as groupCourseList reports it. */
export type GroupCourseStatus =
  | 'ClassEnded'
  | 'ClassStarted'
  | 'NotStarted';

/** A difficulty adjustment of the whole group: +1 or -1 level. */
export type GroupDifficultyOperate =
  | 'Decrease'
  | 'Increase';

export type GroupFeedbackInput = {
  feedbacks: Array<OfflinePlanAnswerInput>;
  forGuardian?: InputMaybe<Scalars['Boolean']['input']>;
  groupTrainingPlanId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
  num: Scalars['Int']['input'];
  /** Absent: the class's answers (punch). Present: that child's (punchForChild), or with forGuardian their guardian's. */
  subjectId?: InputMaybe<Scalars['ID']['input']>;
};

/** Whose answers a group feedback record holds. */
export type GroupFeedbackKind =
  /** The class's answers on an activity (its program's Session properties). */
  | 'Activity'
  /** A guardian's answers for their child (Guardian properties). */
  | 'Guardian'
  /** One child's answers on an activity (Personal properties). */
  | 'Personal';

/** A feedback record of the group plan drawer's tabs (spec 001 §2 screen 5: 10 a page, load more). */
export type GroupFeedbackRecord = {
  __typename?: 'GroupFeedbackRecord';
  createdByName?: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  feedbackProperties: Array<OfflinePlanFeedbackProperty>;
  feedbacks: Array<OfflinePlanAnswer>;
  id: Scalars['ID']['output'];
  itemId: Scalars['ID']['output'];
  kind: GroupFeedbackKind;
  num: Scalars['Int']['output'];
  programTitle: Scalars['String']['output'];
  /** Personal and Guardian records: the child. */
  subjectId?: Maybe<Scalars['ID']['output']>;
  userName?: Maybe<Scalars['String']['output']>;
};

export type GroupFeedbackRecordPage = {
  __typename?: 'GroupFeedbackRecordPage';
  items: Array<GroupFeedbackRecord>;
  totalCount: Scalars['Int']['output'];
};

/** A group as the add/edit class dialog sends it; capacity may be left out for OneToN (it is N). */
export type GroupInput = {
  ageStage: GroupAgeStage;
  capacity?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  type: GroupType;
};

/** A child of the group (groupLinkUsers). */
export type GroupMember = {
  __typename?: 'GroupMember';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type GroupPage = {
  __typename?: 'GroupPage';
  items: Array<Group>;
  totalCount: Scalars['Int']['output'];
};

/** Where a group plan stands; every step answers it (REST GroupPlanView). */
export type GroupPlan = {
  __typename?: 'GroupPlan';
  /** The caller holds RocketSystem.GroupTrainingPlan write. */
  canWrite: Scalars['Boolean']['output'];
  classState: GroupClassState;
  /** The running class's course (its training activities) is running. */
  courseOpen: Scalars['Boolean']['output'];
  /** The current session, 1 … totalNum. */
  currentNum: Scalars['Int']['output'];
  /** The group's level now. */
  difficulty: Scalars['Int']['output'];
  endedAt?: Maybe<Scalars['String']['output']>;
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The starting difficulty, L1–L20, chosen once. */
  initDifficulty: Scalars['Int']['output'];
  /** ISO 8601. */
  startedAt?: Maybe<Scalars['String']['output']>;
  status: GroupPlanStatus;
  totalNum: Scalars['Int']['output'];
  trainingPlanV2: GroupPlanTrainingPlan;
};

/** Whether the caller may run the plan's classes (checkCertificateState). */
export type GroupPlanCertificateState = {
  __typename?: 'GroupPlanCertificateState';
  canRun: Scalars['Boolean']['output'];
  /** Whether the caller's trainer certificate was looked at (trainerCertificateState tells its state). */
  certificationChecked: Scalars['Boolean']['output'];
  groupTrainingPlanId: Scalars['ID']['output'];
  reason?: Maybe<GroupPlanRunRefusal>;
};

/** A child of the class and their attendance at a session (null: not marked). */
export type GroupPlanChild = {
  __typename?: 'GroupPlanChild';
  attendance?: Maybe<GroupAttendance>;
  id: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type GroupPlanChildPage = {
  __typename?: 'GroupPlanChildPage';
  items: Array<GroupPlanChild>;
  num: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Who joined or left the class since the plan started, and the courses now clashing (refreshChildStatus). */
export type GroupPlanChildStatus = {
  __typename?: 'GroupPlanChildStatus';
  conflicts: Array<GroupPlanCourseConflict>;
  id: Scalars['ID']['output'];
  joined: Array<GroupPlanJoinedChild>;
  left: Array<GroupPlanLeftChild>;
  startedAt?: Maybe<Scalars['String']['output']>;
};

/** A future class course of the plan that meets a course of a child's own (ISO 8601 times). */
export type GroupPlanCourseConflict = {
  __typename?: 'GroupPlanCourseConflict';
  clashCourseId: Scalars['ID']['output'];
  clashEndTime: Scalars['String']['output'];
  clashStartTime: Scalars['String']['output'];
  courseId: Scalars['ID']['output'];
  endTime: Scalars['String']['output'];
  startTime: Scalars['String']['output'];
  subjectId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type GroupPlanInterviewChild = {
  __typename?: 'GroupPlanInterviewChild';
  attendance?: Maybe<GroupAttendance>;
  need: Scalars['Boolean']['output'];
  subjectId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

/** Per child of a session, whether a parent interview follows it (parentalInterviewsNeed). */
export type GroupPlanInterviewsNeed = {
  __typename?: 'GroupPlanInterviewsNeed';
  groupTrainingPlanId: Scalars['ID']['output'];
  interviewSession: Scalars['Boolean']['output'];
  items: Array<GroupPlanInterviewChild>;
  num: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type GroupPlanJoinedChild = {
  __typename?: 'GroupPlanJoinedChild';
  /** ISO 8601. */
  addedAt: Scalars['String']['output'];
  subjectId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type GroupPlanLeftChild = {
  __typename?: 'GroupPlanLeftChild';
  subjectId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type GroupPlanPage = {
  __typename?: 'GroupPlanPage';
  items: Array<GroupPlan>;
  totalCount: Scalars['Int']['output'];
};

export type GroupPlanRunRefusal =
  | 'PlanEnded'
  | 'WriteNeeded';

/** Spec 001 §4 'Group plan': a class's group training plan. */
export type GroupPlanStatus =
  | 'Ended'
  | 'NotStarted'
  | 'Started';

export type GroupPlanTrainingPlan = {
  __typename?: 'GroupPlanTrainingPlan';
  code: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** An activity of a session with its form and the class's latest answers (forPunch). */
export type GroupPunchItem = {
  __typename?: 'GroupPunchItem';
  difficulty: Scalars['Int']['output'];
  doneTime?: Maybe<Scalars['String']['output']>;
  feedbackProperties: Array<OfflinePlanFeedbackProperty>;
  /** The class's latest answers; empty when none yet. */
  feedbacks: Array<OfflinePlanAnswer>;
  /** null: no record; true: the class's feedback is submitted. */
  hasDone?: Maybe<Scalars['Boolean']['output']>;
  itemId: Scalars['ID']['output'];
  num: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  trainingProgram: GroupCourseProgram;
};

/** A session's activities and whether the class may end (forPunch, numDone). */
export type GroupPunchSession = {
  __typename?: 'GroupPunchSession';
  /** Every activity has the class's feedback (ending the class also needs everyone's attendance). */
  allDone: Scalars['Boolean']['output'];
  groupTrainingPlanId: Scalars['ID']['output'];
  /** The caller may write now: group plan write, the plan's current session, its class started and not yet continued. */
  isEdit: Scalars['Boolean']['output'];
  items: Array<GroupPunchItem>;
  num: Scalars['Int']['output'];
};

/** Spec 001 §3 'Class/group': a one-to-N training group, or a class of 1 to 6. */
export type GroupType =
  | 'Class'
  | 'OneToFive'
  | 'OneToFour'
  | 'OneToOne'
  | 'OneToSix'
  | 'OneToThree'
  | 'OneToTwo';

/** A parent or other carer of children in the centre (spec 000 §2 'Guardian list'). */
export type Guardian = {
  __typename?: 'Guardian';
  /** ISO 8601: when the guardian's account was cancelled; null while it stands. */
  cancellationTime?: Maybe<Scalars['String']['output']>;
  children: Array<GuardianChild>;
  countryCode: Scalars['String']['output'];
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber: Scalars['String']['output'];
};

/** A child as the guardian list shows it, with this guardian's role and authorization. */
export type GuardianChild = {
  __typename?: 'GuardianChild';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The role in the reader's language. */
  roleDisplayName: Scalars['String']['output'];
  /** Mother, Father, ... as stored. */
  roleName: Scalars['String']['output'];
  /** This guardian's authorization of the child: Bind or Unbind. */
  state: Scalars['String']['output'];
  /** The child's status: Bind, Unbind or Logout (spec 000 §4 'Subject binding'). */
  status: Scalars['String']['output'];
};

/** The guardian page (/system/center/detail/userDetail?id=). */
export type GuardianDetail = {
  __typename?: 'GuardianDetail';
  /** ISO 8601: when the guardian's account was cancelled; null while it stands. */
  cancellationTime?: Maybe<Scalars['String']['output']>;
  children: Array<GuardianDetailChild>;
  countryCode: Scalars['String']['output'];
  creationTime: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber: Scalars['String']['output'];
  /** ISO 8601, when the last registration code was sent. */
  registerCodeSentAt?: Maybe<Scalars['String']['output']>;
};

/** A child on the guardian page, with the date of this guardian's last authorization change. */
export type GuardianDetailChild = {
  __typename?: 'GuardianDetailChild';
  birthDay: Scalars['String']['output'];
  /** ISO 8601: when this guardian's authorization last changed. */
  changedAt: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Every guardian's authorization of the child. */
  links: Array<GuardianLink>;
  name: Scalars['String']['output'];
  outpatientNumber?: Maybe<Scalars['String']['output']>;
  roleDisplayName: Scalars['String']['output'];
  roleName: Scalars['String']['output'];
  state: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** One guardian's authorization of a child: what the binding machine decides with. */
export type GuardianLink = {
  __typename?: 'GuardianLink';
  /** That guardian's account was cancelled: nothing binds through it again. */
  cancelled: Scalars['Boolean']['output'];
  guardianId: Scalars['ID']['output'];
  /** Bind or Unbind. */
  state: Scalars['String']['output'];
};

export type GuardianPage = {
  __typename?: 'GuardianPage';
  items: Array<Guardian>;
  totalCount: Scalars['Int']['output'];
};

/** A role a guardian may hold for a child (Mother, Father, ...); displayName in the reader's language. */
export type GuardianRole = {
  __typename?: 'GuardianRole';
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A catalogue item the contract does not hold yet (prepareForAdd). */
export type HfsAddableResource = {
  __typename?: 'HfsAddableResource';
  displayName: Scalars['String']['output'];
  lessonCount?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  resourceId: Scalars['ID']['output'];
};

/** Spec 002 §3 'Balance info (HFS)'. */
export type HfsBalanceSummary = {
  __typename?: 'HfsBalanceSummary';
  /** Only for the platform administrator. */
  balance?: Maybe<Scalars['Float']['output']>;
  cumulativeConsumption: Scalars['Float']['output'];
  cumulativeRecharge: Scalars['Float']['output'];
  /** Money on contracts not in force yet (NotActive, NotEnable). */
  notActive: Scalars['Float']['output'];
  parentLatestContract?: Maybe<HfsParentContract>;
  reminderAmount: Scalars['Float']['output'];
};

/** Spec 002 §3 buyPriceRecords: every price a resource was given, newest first. */
export type HfsBuyPriceRecord = {
  __typename?: 'HfsBuyPriceRecord';
  operateName: Scalars['String']['output'];
  platform?: Maybe<HfsPlatform>;
  price: Scalars['Float']['output'];
  /** The class kind and platform of a class plan's price; null otherwise. */
  resourceType?: Maybe<HfsClassKind>;
  time: Scalars['String']['output'];
};

/** Spec 002 §3: TrainingPlanV2 class kinds. */
export type HfsClassKind =
  | 'OneToFive'
  | 'OneToFour'
  | 'OneToOne'
  | 'OneToSix'
  | 'OneToThree'
  | 'OneToTwo';

export type HfsClassPrice = {
  __typename?: 'HfsClassPrice';
  /** The row of this class kind and platform (what PUT resource and DELETE resource take). */
  id: Scalars['ID']['output'];
  platform: HfsPlatform;
  price: Scalars['Float']['output'];
  resourceType: HfsClassKind;
};

export type HfsClassPriceInput = {
  platform: HfsPlatform;
  price: Scalars['Float']['input'];
  resourceType: HfsClassKind;
};

/** Spec 002 §3 'HFS contract'. Money is yuan with two decimals; dates are YYYY-MM-DD in the tenant's calendar. */
export type HfsContract = {
  __typename?: 'HfsContract';
  /** What the contract was given: recharges less deductions. */
  amount: Scalars['Float']['output'];
  /** Only for the platform administrator (spec 002 §6). */
  balance?: Maybe<Scalars['Float']['output']>;
  consumeAmount: Scalars['Float']['output'];
  creationTime: Scalars['String']['output'];
  cumulativeAllocation: Scalars['Float']['output'];
  endTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  minSellPrice?: Maybe<Scalars['Float']['output']>;
  parentContractId?: Maybe<Scalars['ID']['output']>;
  /** Gross recharges. */
  recharge: Scalars['Float']['output'];
  remark: Scalars['String']['output'];
  reminderAmount?: Maybe<Scalars['Float']['output']>;
  setSellingPrice: Scalars['Boolean']['output'];
  startTime: Scalars['String']['output'];
  state: ContractState;
  status: ContractStatus;
  /** Only for the platform administrator (spec 002 §6). ISO 8601. */
  stopTime?: Maybe<Scalars['String']['output']>;
  tenantId: Scalars['ID']['output'];
};

/** What the caller may do with a tenant's contracts (spec 002 §6 contract-type profiles). */
export type HfsContractCaller = {
  __typename?: 'HfsContractCaller';
  /** The caller manages the tenant's contracts (its parent, or the platform) rather than only reading them. */
  manages: Scalars['Boolean']['output'];
  mayDeduct: Scalars['Boolean']['output'];
  mayUseSystemNotice: Scalars['Boolean']['output'];
  needsVerification: Scalars['Boolean']['output'];
  /** sellingPrice, purchasePrice or unitPrice. */
  priceLabel: Scalars['String']['output'];
  /** Admin, Enterprise, EnterpriseAgent, Area, AreaAgent or CenterAdmin. */
  profile: Scalars['String']['output'];
  seesBalanceAndStopTime: Scalars['Boolean']['output'];
};

export type HfsContractEditInput = {
  endTime: Scalars['String']['input'];
  remark?: Scalars['String']['input'];
  reminderAmount?: InputMaybe<Scalars['Float']['input']>;
  startTime: Scalars['String']['input'];
};

export type HfsContractInput = {
  endTime: Scalars['String']['input'];
  minSellPrice?: InputMaybe<Scalars['Float']['input']>;
  remark?: Scalars['String']['input'];
  reminderAmount?: InputMaybe<Scalars['Float']['input']>;
  setSellingPrice?: Scalars['Boolean']['input'];
  startTime: Scalars['String']['input'];
  tenantId: Scalars['ID']['input'];
};

export type HfsContractPage = {
  __typename?: 'HfsContractPage';
  caller: HfsContractCaller;
  hasParentTenant: Scalars['Boolean']['output'];
  items: Array<HfsContract>;
  tenantName: Scalars['String']['output'];
  /** The tenant's calendar day the states were read on (YYYY-MM-DD). */
  today: Scalars['String']['output'];
  totalCount: Scalars['Int']['output'];
};

/** A resource of a contract at its price; a class plan carries its class prices instead. */
export type HfsContractResource = {
  __typename?: 'HfsContractResource';
  buyPriceRecords: Array<HfsBuyPriceRecord>;
  contractId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  isInContract: Scalars['Boolean']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  prices: Array<HfsClassPrice>;
  resourceId: Scalars['ID']['output'];
  resourceName: Scalars['String']['output'];
  type: HfsResourceType;
};

export type HfsContractResourcePage = {
  __typename?: 'HfsContractResourcePage';
  items: Array<HfsContractResource>;
  /** Spec 002 §6: the caller may change this contract's prices. */
  mayEditPrices: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** The days a new or renewed contract may not take (spec 002 §5). */
export type HfsDateLimits = {
  __typename?: 'HfsDateLimits';
  parentEndTime?: Maybe<Scalars['String']['output']>;
  /** Other contracts that count (NotEnable, NotActive, Active). */
  taken: Array<HfsDateRange>;
  today: Scalars['String']['output'];
};

export type HfsDateRange = {
  __typename?: 'HfsDateRange';
  endTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  startTime: Scalars['String']['output'];
};

export type HfsDeleteResult = {
  __typename?: 'HfsDeleteResult';
  id: Scalars['ID']['output'];
  /** What went back to the parent contract. */
  returnedAmount: Scalars['Float']['output'];
};

export type HfsKeyIndicator = {
  __typename?: 'HfsKeyIndicator';
  currentEndTime?: Maybe<Scalars['String']['output']>;
  /** Days left on the latest Active contract. */
  days?: Maybe<Scalars['Int']['output']>;
  reminderAmount: Scalars['Float']['output'];
  /** The balance reminder applies. */
  show: Scalars['Boolean']['output'];
};

/** A tenant whose contracts the caller manages (spec 002 §7 tenantContractList). */
export type HfsManagedTenant = {
  __typename?: 'HfsManagedTenant';
  activeEndTime?: Maybe<Scalars['String']['output']>;
  contractCount: Scalars['Int']['output'];
  tenantId: Scalars['ID']['output'];
  tenantName: Scalars['String']['output'];
  tenantType: Scalars['String']['output'];
};

export type HfsNewResourceInput = {
  price: Scalars['Float']['input'];
  resourceId: Scalars['ID']['input'];
};

export type HfsOperationRecord = {
  __typename?: 'HfsOperationRecord';
  creationTime: Scalars['String']['output'];
  endTime?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  minSellingPrice?: Maybe<Scalars['Float']['output']>;
  operateName: Scalars['String']['output'];
  /** Create, Edit, Enable, ReEnable, Stop, Renewal, Delete, MinSellingPriceChange ... */
  operateType: Scalars['String']['output'];
};

export type HfsOperationRecordPage = {
  __typename?: 'HfsOperationRecordPage';
  items: Array<HfsOperationRecord>;
  totalCount: Scalars['Int']['output'];
};

/** The parent tenant's latest Active contract, which a child's contracts draw on. */
export type HfsParentContract = {
  __typename?: 'HfsParentContract';
  amount: Scalars['Float']['output'];
  balance: Scalars['Float']['output'];
  endTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type HfsParentMoney = {
  __typename?: 'HfsParentMoney';
  parentLatestContract?: Maybe<HfsParentContract>;
  /** The tenant has a parent tenant: its contracts draw on the parent's latest Active contract. */
  required: Scalars['Boolean']['output'];
};

export type HfsPlatform =
  | 'App'
  | 'Web';

/** Spec 002 §5: the recommended recharge ceiling, when the selling-price setting is on. */
export type HfsRechargeCeiling = {
  __typename?: 'HfsRechargeCeiling';
  buyingPrice?: Maybe<Scalars['Float']['output']>;
  ceiling?: Maybe<Scalars['Float']['output']>;
  minSellingPrice?: Maybe<Scalars['Float']['output']>;
  parentBalance?: Maybe<Scalars['Float']['output']>;
};

export type HfsRechargeInput = {
  contractId: Scalars['ID']['input'];
  /** false deducts (only the profiles spec 002 §6 allows). */
  isRecharge: Scalars['Boolean']['input'];
  money: Scalars['Float']['input'];
  remark?: Scalars['String']['input'];
  /** Who is told of this recharge or deduction (the MoneyDialog sends it only when someone is chosen). */
  remindContacts?: InputMaybe<Array<HfsRemindContactInput>>;
};

export type HfsRechargeRecord = {
  __typename?: 'HfsRechargeRecord';
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  money: Scalars['Float']['output'];
  operateName: Scalars['String']['output'];
  remark: Scalars['String']['output'];
  /** Recharge or Deduct. */
  state: Scalars['String']['output'];
};

export type HfsRechargeRecordPage = {
  __typename?: 'HfsRechargeRecordPage';
  items: Array<HfsRechargeRecord>;
  totalCount: Scalars['Int']['output'];
};

export type HfsRemindContact = {
  __typename?: 'HfsRemindContact';
  /** An e-mail address, a mobile number, or (systemNotice) a user id. */
  contact: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  messageType: RemindMessageType;
};

export type HfsRemindContactInput = {
  contact: Scalars['String']['input'];
  messageType: RemindMessageType;
};

export type HfsReminderSettings = {
  __typename?: 'HfsReminderSettings';
  caller: HfsContractCaller;
  contacts: Array<HfsRemindContact>;
  reminderAmount: Scalars['Float']['output'];
};

/** One entry of the flat price update (spec 002 §7 resourceBatch). */
export type HfsResourcePriceInput = {
  contractId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  price: Scalars['Float']['input'];
};

/** Spec 002 §3 'HFS contract resource' types. */
export type HfsResourceType =
  | 'Assessment'
  | 'Course'
  | 'IdtMusicPlan'
  | 'OfflinePlanCourse'
  | 'OnlinePlanCourse'
  | 'TrainingPlanV2';

export type HfsUsageRecord = {
  __typename?: 'HfsUsageRecord';
  creationTime: Scalars['String']['output'];
  /** What was used, as JSON text. */
  details: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  money: Scalars['Float']['output'];
};

export type HfsUsageRecordPage = {
  __typename?: 'HfsUsageRecordPage';
  items: Array<HfsUsageRecord>;
  totalCount: Scalars['Int']['output'];
};

/** The two offline plan template kinds: V3 (offlinePlan, /api/rocket/trainingPlanTemplate) and V4 (newOfflinePlan, /api/rocket/OfflineTrainingPlan). */
export type IlsVersion =
  | 'V3'
  | 'V4';

/** A play history row: the first listening of a track in a session (only the first is recorded). */
export type ListeningHistoryItem = {
  __typename?: 'ListeningHistoryItem';
  /** ISO 8601; null while not finished. */
  finishedAt?: Maybe<Scalars['String']['output']>;
  isFinished: Scalars['Boolean']['output'];
  /** ms */
  lastProgress: Scalars['Int']['output'];
  num: Scalars['Int']['output'];
  /** ISO 8601. */
  startedAt: Scalars['String']['output'];
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
  trackCode: Scalars['String']['output'];
  trackTitleEn: Scalars['String']['output'];
  trackTitleZh: Scalars['String']['output'];
};

/** A child listening now: a play session with progress within the last two intervals (30 s). */
export type ListeningNow = {
  __typename?: 'ListeningNow';
  durationMs: Scalars['Int']['output'];
  /** ISO 8601: the last call of the play session. */
  lastProgressAt: Scalars['String']['output'];
  num: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  planKind: ListeningPlanKind;
  playSessionId: Scalars['ID']['output'];
  /** ms */
  progress: Scalars['Int']['output'];
  /** ISO 8601: when the play session started. */
  since: Scalars['String']['output'];
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
  trackCode: Scalars['String']['output'];
  trackTitleEn: Scalars['String']['output'];
  trackTitleZh: Scalars['String']['output'];
};

/**
 * Which plan a listening belongs to: a child's offline plan (userOfflinePlan), a class's group plan
 * (groupTrainingPlan) or a child's music programme (idtMusic; course music and music feedback are
 * the first two's only).
 */
export type ListeningPlanKind =
  | 'GROUP'
  | 'OFFLINE'
  | 'PROGRAMME';

/** A membership's state (spec 000 §4 'Centre membership'). */
export type MembershipState =
  | 'Effective'
  | 'Frozen';

/** The menu the signed-in user sees for the current tenant (spec 000 §2). */
export type Menu = {
  __typename?: 'Menu';
  groups: Array<MenuGroup>;
  /** The current tenant's type; null in management mode. */
  tenantType?: Maybe<TenantType>;
  /** The tenant has vrat1.showVCAT: label keys already say VCAT where they said VRAT. */
  vcat: Scalars['Boolean']['output'];
};

/** A group of the side menu; groups left without items are not sent. */
export type MenuGroup = {
  __typename?: 'MenuGroup';
  items: Array<MenuItem>;
  key: Scalars['String']['output'];
  labelKey: Scalars['String']['output'];
};

/** One entry of the side menu: the route it opens and its label key in the console's menu catalogue. */
export type MenuItem = {
  __typename?: 'MenuItem';
  key: Scalars['String']['output'];
  labelKey: Scalars['String']['output'];
  route: Scalars['String']['output'];
};

/** The fixed music plan categories (GET idtMusicCategory). */
export type MusicCategory =
  | 'Attention'
  | 'Emotion'
  | 'Language'
  | 'Sensory'
  | 'Sleep'
  | 'Social';

/** Whether the child has a FAS (HFS assessment) result; a FAS programme is generated from it. */
export type MusicFasExistence = {
  __typename?: 'MusicFasExistence';
  hasFas: Scalars['Boolean']['output'];
  /** ISO 8601; null when there is none. */
  reportedAt?: Maybe<Scalars['String']['output']>;
  tagNames: Array<Scalars['String']['output']>;
};

/** The check before starting music (spec 000 §7): a FAS test within 3 months is needed. */
export type MusicFasValidity = {
  __typename?: 'MusicFasValidity';
  isFasValid: Scalars['Boolean']['output'];
  /** How many playlists were generated from the plan so far. */
  playedTime: Scalars['Int']['output'];
  /** The tags of the valid FAS result the playlist would be made from. */
  tagNames: Array<Scalars['String']['output']>;
};

/** A child's music feedback of one session of a plan: the tracks listened to (the session's first ones, in order) and the rest. */
export type MusicFeedback = {
  __typename?: 'MusicFeedback';
  id: Scalars['ID']['output'];
  /** ISO 8601. */
  lastModificationTime: Scalars['String']['output'];
  /** Track codes in the session's order. */
  listenedList: Array<Scalars['String']['output']>;
  /** The session's other tracks (the unselected remainder). */
  notListenedList: Array<Scalars['String']['output']>;
  num: Scalars['Int']['output'];
  planKind: ListeningPlanKind;
  subjectId: Scalars['ID']['output'];
  /** userPlanId: the child's offline plan or the class's group plan. */
  userPlanId: Scalars['ID']['output'];
};

export type MusicFeedbackInput = {
  listenedList: Array<Scalars['String']['input']>;
  notListenedList: Array<Scalars['String']['input']>;
  num: Scalars['Int']['input'];
  planKind: ListeningPlanKind;
  subjectId: Scalars['ID']['input'];
  userPlanId: Scalars['ID']['input'];
};

export type MusicOperationalData = {
  __typename?: 'MusicOperationalData';
  /** Every day of the range, in order. */
  days: Array<MusicOperationalDay>;
  endTime: Scalars['String']['output'];
  startTime: Scalars['String']['output'];
};

export type MusicOperationalDay = {
  __typename?: 'MusicOperationalDay';
  /** ISO date. */
  day: Scalars['String']['output'];
  finishedCount: Scalars['Int']['output'];
  listenedMinutes: Scalars['Float']['output'];
  listenerCount: Scalars['Int']['output'];
  playCount: Scalars['Int']['output'];
};

export type MusicOverallIndicators = {
  __typename?: 'MusicOverallIndicators';
  centreCount: Scalars['Int']['output'];
  /** Share of the tracks begun in the range that were finished (0..1). */
  completionRate: Scalars['Float']['output'];
  endTime: Scalars['String']['output'];
  /** Course tracks finished in the range. */
  finishedCount: Scalars['Int']['output'];
  listenedMinutes: Scalars['Float']['output'];
  /** Children who began listening to a course track in the range. */
  listenerCount: Scalars['Int']['output'];
  newProgrammeCount: Scalars['Int']['output'];
  /** Play sessions begun in the range. */
  playCount: Scalars['Int']['output'];
  /** Children with a music programme (FAS or CMSMO) at the end of the range. */
  programmeChildCount: Scalars['Int']['output'];
  startTime: Scalars['String']['output'];
  /** Course tracks begun (child, plan, session, track) in the range. */
  trackListenCount: Scalars['Int']['output'];
};

export type MusicPlanUsage = {
  __typename?: 'MusicPlanUsage';
  code: Scalars['String']['output'];
  finishedCount: Scalars['Int']['output'];
  kind: MusicStatisticProgrammeKind;
  listenerCount: Scalars['Int']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  newInRange: Scalars['Int']['output'];
  programmeId: Scalars['ID']['output'];
  trackListenCount: Scalars['Int']['output'];
  /** Plans (course music) or children (Fas, CmSmo) using it at the end of the range. */
  usageCount: Scalars['Int']['output'];
};

export type MusicPlanUsagePage = {
  __typename?: 'MusicPlanUsagePage';
  endTime: Scalars['String']['output'];
  items: Array<MusicPlanUsage>;
  startTime: Scalars['String']['output'];
  totalCount: Scalars['Int']['output'];
};

/** How one track of a session's course music was played by one child. */
export type MusicPlayedDetail = {
  __typename?: 'MusicPlayedDetail';
  code: Scalars['String']['output'];
  /** ms; null for a track that is no longer in the session's programme. */
  durationMs?: Maybe<Scalars['Int']['output']>;
  firstListeningTime?: Maybe<Scalars['String']['output']>;
  /** Whether the track is in the session's course music now (false: listened before the programme changed). */
  inSession: Scalars['Boolean']['output'];
  isFinished: Scalars['Boolean']['output'];
  lastListeningTime?: Maybe<Scalars['String']['output']>;
  /** ms reached; never moves back. */
  progress: Scalars['Int']['output'];
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
  /** Play sessions started on the track. */
  timesPlayed: Scalars['Int']['output'];
  titleEn: Scalars['String']['output'];
  titleZh: Scalars['String']['output'];
};

export type MusicPlayedDetails = {
  __typename?: 'MusicPlayedDetails';
  items: Array<MusicPlayedDetail>;
  num: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  planKind: ListeningPlanKind;
};

/** The latest playlist generated from a child's music plan, for the music page (spec 001 §2 musicRehab). */
export type MusicPlaylist = {
  __typename?: 'MusicPlaylist';
  courseCount: Scalars['Int']['output'];
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  /** ISO 8601: when the FAS report it was made from came. */
  fasReportedAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  outpatientNumber?: Maybe<Scalars['String']['output']>;
  planCode: Scalars['String']['output'];
  /** The child's plan (the page's id). */
  planId: Scalars['ID']['output'];
  planName: Scalars['String']['output'];
  playedTime: Scalars['Int']['output'];
  startedByName: Scalars['String']['output'];
  /** NotStarted, Started or Finished. */
  state: Scalars['String']['output'];
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
  tagNames: Array<Scalars['String']['output']>;
};

/** A child's music programme (spec 001 screen 8, §3): a content library plan of its type and the session it is at. */
export type MusicProgramme = {
  __typename?: 'MusicProgramme';
  /** The plan's code; count is its number of sessions; order the session the child is at (1 first). */
  code: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastModificationTime: Scalars['String']['output'];
  /** Fas or CmSmo. */
  musicType: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  planNameEn: Scalars['String']['output'];
  planNameZh: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** What starting music generated: the playlist's id. */
export type MusicStart = {
  __typename?: 'MusicStart';
  id: Scalars['ID']['output'];
};

/** Days are ISO dates (YYYY-MM-DD) in the centres' calendar, both included (default: the last 30 days); tenantId (above centres only) narrows to the centres below it. */
export type MusicStatisticFilter = {
  endTime?: InputMaybe<Scalars['String']['input']>;
  startTime?: InputMaybe<Scalars['String']['input']>;
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

export type MusicStatisticProgrammeKind =
  | 'CmSmo'
  | 'CourseMusic'
  | 'Fas';

export type MusicTrackPlayback = {
  __typename?: 'MusicTrackPlayback';
  courseCode?: Maybe<Scalars['String']['output']>;
  finishedCount: Scalars['Int']['output'];
  listenedMinutes: Scalars['Float']['output'];
  listenerCount: Scalars['Int']['output'];
  nameEn?: Maybe<Scalars['String']['output']>;
  nameZh?: Maybe<Scalars['String']['output']>;
  playCount: Scalars['Int']['output'];
  trackCode: Scalars['String']['output'];
  trackListenCount: Scalars['Int']['output'];
};

export type MusicTrackPlaybackPage = {
  __typename?: 'MusicTrackPlaybackPage';
  endTime: Scalars['String']['output'];
  items: Array<MusicTrackPlayback>;
  startTime: Scalars['String']['output'];
  totalCount: Scalars['Int']['output'];
};

/** 001 §3 'Music programme request: musicType (Fas or CmSmo)'; a plan plays tracks of that course. */
export type MusicType =
  | 'CmSmo'
  | 'Fas';

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts a place in a centre; a new account registers with a user name and a password. */
  activateAccount: AccountActivation;
  /** Confirms a new e-mail address; answers the address. */
  activateNewEmail: Scalars['String']['output'];
  activateNextOfflinePlanSession: OfflinePlanStep;
  activateTrainingPlan: TrainingPlan;
  addArchiveEntry: ArchiveEntry;
  addAssessmentQuota: AssessmentQuota;
  /** More children for a known guardian, authorized from the start. */
  addChildToGuardian: Array<Subject>;
  /** A new guardian with children; refused (Business:GuardianPhoneTaken) when the phone number is a known guardian's. */
  addGuardian: AddGuardianResult;
  /** Adds class plans, each with the same App and Web prices per class kind. */
  addHfsPlanV2Resources: Scalars['Int']['output'];
  /** Adds resources of one type (not TrainingPlanV2) at their prices. */
  addHfsResources: Scalars['Int']['output'];
  addSessionQuota: SessionQuota;
  /** Adds children to the centre without a guardian; answers them as the list shows them. */
  addSubjects: Array<Subject>;
  adjustGroupPlanDifficulty: GroupPlan;
  adjustOfflinePlanCourse: OfflinePlanStep;
  adjustOfflinePlanDifficulty: Scalars['ID']['output'];
  /** Arranges a course, or one per repetition: the courses made. */
  arrangeCourse: Array<CalendarEvent>;
  arrangeOfflinePlan: OfflinePlanStep;
  /** The offline plan page's 'arrange assessment' (mediumAssessment): for the plan's child. */
  arrangePlanAssessment: Array<UserAssessment>;
  /** Sets the coaches of a child to exactly these coaches of the centre. */
  assignSubjectCoaches: Subject;
  /** PUT /trainingProgram/vid: an uploaded video joins the program's videos. */
  attachContentTrainingProgramVideo: ContentTrainingProgram;
  /** Deletes a course that has not started. */
  cancelCourse: Scalars['Boolean']['output'];
  /** The guardian's account is cancelled for good: children no other guardian authorizes become Logout; refused (Business:GuardianCancelled) the second time. */
  cancelGuardian: GuardianDetail;
  changeAssessmentStatus: Assessment;
  changeContentClassPlanStatus: ContentClassPlan;
  /** Through the status-change dialog. */
  changeContentMusicStatus: Scalars['Boolean']['output'];
  changeContentOfflinePlanStatus: ContentOfflinePlan;
  /** Through the status-change dialog; refused (Business:ContentStatusRefuses) when the machine does not allow it. */
  changeContentPartStatus: Scalars['Boolean']['output'];
  changeContentReminderTemplateStatus: ContentReminderTemplate;
  /** Through the status-change dialog; refused (Business:ContentStatusRefuses) when the machine does not allow it. */
  changeContentTagStatus: ContentTag;
  changeContentTrackStatus: ContentTrack;
  changeContentTrainingProgramStatus: ContentTrainingProgram;
  changeEmail: AccountSettings;
  /** Deliver (and count) the plan's sessions this way from the current one on (spec 001 §7 changeDeductionType); the plan's id. */
  changeOfflinePlanMode: Scalars['ID']['output'];
  changePassword: Scalars['Boolean']['output'];
  changePhoneNumber: AccountSettings;
  changeStaffRoles: StaffMember;
  changeTenantEmail: Tenant;
  /** POST /api/rocket|vrclassroom/tenantContract/checkCode */
  checkContractCode: ContractUnlock;
  /** Checks a bound child in; refused (Business:AlreadyCheckedIn) while it is checked in already. */
  checkIn: CheckInChange;
  /** Checks a child out; refused (Business:NotCheckedIn) when it is not checked in. */
  checkOut: CheckInChange;
  /** Choose the centre (and so the roles) to work in; remembered for the user. */
  chooseTenant: CurrentUser;
  clockInTrainingPlan: TrainingPlan;
  /** File an ended plan away: nothing changes it any more. */
  closeOfflinePlan: OfflinePlanReport;
  /** Refused while subordinate tenants still have the project open (spec 002 §4). */
  closeProject: Tenant;
  continueGroupClass: GroupPlan;
  createContentBrainMusic: ContentBrainMusic;
  createContentClassPlan: ContentClassPlan;
  createContentFeedbackProperty: ContentFeedbackProperty;
  createContentMaterial: ContentNamedPart;
  createContentMusicPlan: ContentMusicPlan;
  /** A new template, Unpublish, without rules. */
  createContentOfflinePlan: ContentOfflinePlan;
  createContentProgramCategory: ContentProgramCategory;
  /** A new template, Unpublish. */
  createContentReminderTemplate: ContentReminderTemplate;
  /** A new tag, Unpublish. */
  createContentTag: ContentTag;
  /** A new track, Unpublish, without audio until a file is uploaded. */
  createContentTrack: ContentTrack;
  /** A new program, Unpublish. */
  createContentTrainingProgram: ContentTrainingProgram;
  createContentTrainingTarget: ContentNamedPart;
  createDeposits: Array<Deposit>;
  createGroup: Group;
  /** The plan select dialog (spec 001 §5): plan and starting difficulty are required; null is refused in the dialog's words. */
  createGroupPlan: GroupPlan;
  /** A NotEnable contract; below the top of the tree it draws on the parent's latest Active contract. */
  createHfsContract: HfsContract;
  createTenant: Tenant;
  /** A new location; inactive unless isEnabled says otherwise. */
  createTestLocation: TestLocation;
  /** Each uses one remaining time of the child's assessment quota; all or none. */
  createUserAssessments: Array<UserAssessment>;
  createVratContract: VratContract;
  deleteArchiveEntry: Scalars['Boolean']['output'];
  deleteContentClassPlan: Scalars['Boolean']['output'];
  /** Only a Draft programme or one in the Trash. */
  deleteContentMusic: Scalars['Boolean']['output'];
  deleteContentOfflinePlan: Scalars['Boolean']['output'];
  /** Only a Draft item or one in the Trash, and none a program uses (Business:ContentInUse names them). */
  deleteContentPart: Scalars['Boolean']['output'];
  /** Only an Unpublish template or one in the Trash. */
  deleteContentReminderTemplate: Scalars['Boolean']['output'];
  /** Only an Unpublish tag or one in the Trash. */
  deleteContentTag: Scalars['Boolean']['output'];
  /** Only an Unpublish track or one in the Trash. */
  deleteContentTrack: Scalars['Boolean']['output'];
  /** Only an Unpublish program or one in the Trash, and none a plan template uses. */
  deleteContentTrainingProgram: Scalars['Boolean']['output'];
  /** Deletes the record and its files. */
  deleteContractFiles: Scalars['Boolean']['output'];
  deleteDeposit: Scalars['Boolean']['output'];
  /** What the contract held goes back to the parent contract. */
  deleteHfsContract: HfsDeleteResult;
  /** Deletes a recharge record by a reversing ledger entry (spec 002 §4). */
  deleteHfsRechargeRecord: Scalars['ID']['output'];
  /** Takes a resource (a class plan with all its class prices) out of the contract. */
  deleteHfsResource: Scalars['Int']['output'];
  /** Removes the user's photo (uploads go to REST: POST /api/business/user/uploadPicture, multipart). */
  deletePicture: AccountSettings;
  /** Deletes one of the user's CVs; answers the CVs left. */
  deleteResume: Array<Resume>;
  /** Deletes a record never used. */
  deleteSessionQuota: Scalars['Boolean']['output'];
  /** Only a tenant with no children, members or contracts. */
  deleteTenant: Scalars['Boolean']['output'];
  /** Refused (Business:TestLocationInUse) while test requests use the location. */
  deleteTestLocation: Scalars['Boolean']['output'];
  deleteVratContract: VratDeleteResult;
  disableSessionQuota: SessionQuota;
  editCourse: CalendarEvent;
  /** Corrects a recharge record's remark; its money never changes. */
  editHfsRechargeRemark: HfsRechargeRecord;
  enableHfsContract: HfsContract;
  enableVratContract: VratContract;
  endGroupClass: GroupPlan;
  endGroupCourse: GroupPlan;
  endGroupPlan: GroupPlan;
  endOfflinePlan: OfflinePlanStep;
  endTrainingPlan: TrainingPlan;
  extendOfflinePlan: OfflinePlanStep;
  /** Marks the track finished (the session's audio punch) and ends the play session. */
  finishAudioTrack: AudioTrackAnswer;
  finishOfflinePlanSession: OfflinePlanStep;
  /** Freezes or re-enables a user's membership of a centre (admin roles only). */
  freezeMembership: MembershipState;
  /** operate: Freeze or Unfreeze. */
  freezeStaff: StaffMember;
  freezeTenant: Tenant;
  /** Invites a new member by e-mail (an existing account gets a place in this centre). */
  inviteStaff: StaffMember;
  /** Marks all the caller's notifications (of one type, if given) read; answers how many changed. */
  markAllNotificationsRead: Scalars['Int']['output'];
  markGroupAttendance: GroupPlan;
  /** Marks one of the caller's notifications read (idempotent). */
  markNotificationRead: Scalars['Boolean']['output'];
  markOfflinePlanItemNotStarted: Scalars['ID']['output'];
  moveAssessment: Scalars['Boolean']['output'];
  moveContentClassPlan: ContentClassPlan;
  /** Puts the programme at place newSortOrder (0 is first). */
  moveContentMusic: Scalars['Boolean']['output'];
  moveContentOfflinePlan: ContentOfflinePlan;
  /** Puts the item at place newSortOrder (0 is first). */
  moveContentPart: Scalars['Boolean']['output'];
  /** Puts the template at place newSortOrder (0 is first). */
  moveContentReminderTemplate: ContentReminderTemplate;
  /** Puts the tag at place newSortOrder (0 is first). */
  moveContentTag: ContentTag;
  /** Puts the track at place newSortOrder (0 is first). */
  moveContentTrack: ContentTrack;
  /** Puts the program at place newSortOrder (0 is first). */
  moveContentTrainingProgram: ContentTrainingProgram;
  obtainAssessmentReport: UserAssessment;
  /** Refused for callers who must contact the project manager (spec 002 §6). */
  openProject: Tenant;
  pauseAudioTrack: AudioTrackAnswer;
  /** Every interval (15 s) while playing; a lower progress keeps the stored one. */
  progressAudioTrack: AudioTrackAnswer;
  /** Publishes a system notice (HTML title and summary) to every user of the given centres, or of all centres: administrators only. */
  publishSystemNotice: SystemNoticePublished;
  /** POST audioPunch: stores the session's audio punch once (every track heard to the end first). */
  punchOfflinePlanAudio: OfflinePlanAudioPunch;
  /**
   * POST punch: stores the session's check-in once (the current session without num); refused until
   * every activity is answered or marked not started, and on a v1 card the audio punch is made.
   */
  punchOfflinePlanSession: OfflinePlanPunchRecord;
  reEnableHfsContract: HfsContract;
  reEnableVratContract: VratContract;
  /** Recharge or deduct. A retry with the same idempotencyKey returns the first answer and moves nothing. */
  rechargeHfsContract: HfsContract;
  /** Recharge or deduct. A retry with the same idempotencyKey returns the first answer and moves nothing. */
  rechargeVratContract: VratContract;
  /** Saves the session's music feedback (refused out of order); the same feedback twice stores one. */
  recordMusicState: MusicFeedback;
  recordOfflinePlanInterview: OfflinePlanStep;
  /** The code a guardian scans to take the caller as their child's personal coach. */
  registerPersonalCoachQrCode: QrCode;
  /** Removes the member from this centre only. */
  removeStaff: Scalars['Boolean']['output'];
  renewHfsContract: HfsContract;
  renewSessionQuota: SessionQuota;
  renewVratContract: VratContract;
  /** Stores a client error report; answers its id. */
  reportClientError: Scalars['ID']['output'];
  /** Asks for a test of a bound child at an enabled location; both location and grade are required. */
  requestTest: TestRequest;
  resendStaffInvitation: StaffInvitation;
  restartGroupPlan: GroupPlan;
  restartOfflinePlan: OfflinePlanStep;
  /** The group's children become exactly childIds (refused beyond 1 for OneToOne, else the capacity). */
  saveGroupChildren: Group;
  /** POST /api/rocket|vrclassroom/tenantContract/sendMessage */
  sendContractCode: ContractCodeSent;
  /** Sends a 6-digit code to a new e-mail address (one send per 60 s). */
  sendEmailCode: CodeSent;
  /** Sends the tenant its sign-in details; answers the recipient. */
  sendEmailToTenant: Scalars['String']['output'];
  /** Sends the registration code by SMS (one every 60 s per guardian). */
  sendGuardianRegisterCode: RegisterCodeSent;
  /** Sends a 6-digit code by SMS; countryCode is one of 86, 972, 52, 1, 34, 506, 886, 852. */
  sendPhoneCode: CodeSent;
  /** Send to the guardian (send false withdraws a sending not yet answered). */
  sendUserAssessments: Array<UserAssessment>;
  /** PUT /trainingPlanV2/rules (the templates' pattern): refused naming the field and session. */
  setContentClassPlanRules: ContentClassPlan;
  /** PUT /trainingPlanTemplate/rules or /offlineTrainingPlan/rules: refused naming the field and session. */
  setContentOfflinePlanRules: ContentOfflinePlan;
  /** PUT /track/duration: the duration in seconds. */
  setContentTrackDuration: ContentTrack;
  /** Picks the programme a plan's sessions play (the plan's write policy; Public programmes only). */
  setCourseMusicPlan: CourseMusicPlan;
  /** The guardian withdraws (false) or renews (true) the authorization for one child. */
  setGuardianAuthorization: GuardianDetail;
  setHfsPlanV2Prices: HfsContractResource;
  setHfsRemindContacts: HfsReminderSettings;
  setHfsReminderAmount: HfsReminderSettings;
  setHfsResourcePrice: HfsContractResource;
  /** The flat price update: returns how many prices were set. */
  setHfsResourcePrices: Scalars['Int']['output'];
  setHfsSellPrice: HfsContract;
  /** Store the interface language for the user (zh-CN or en-US) and return it. */
  setLanguage: Scalars['String']['output'];
  /** Replace a tenant's feature and front-permission names (the platform role named admin only). */
  setTenantFeatures: Array<Scalars['String']['output']>;
  /** Yuan, two decimals at most. */
  setTenantReminderAmounts: Tenant;
  /** Replaces the tenant's VRAT reminder contacts; systemNotice only for CenterAdmin or Admin (spec 002 §6). */
  setVratRemindContacts: VratReminderSettings;
  setVratReminderAmount: VratReminderSettings;
  /** At least 1, or -20 to switch the reminder off (spec 002 §5). */
  setVratReminderTimes: VratReminderSettings;
  setVratUnitPrice: VratContract;
  /** Opens a play session (one active per child and track); canListen false with the reason at the limit or when another one is live. */
  startAudioTrack: AudioTrackAnswer;
  startGroupClass: GroupPlan;
  startGroupCourse: GroupPlan;
  /** Generates a playlist from the child's plan; refused without a valid FAS test or for a finished plan. */
  startMusicPlan: MusicStart;
  startOfflinePlan: OfflinePlanStep;
  /** Ends the play session without finishing the track. */
  stopAudioTrack: AudioTrackAnswer;
  stopHfsContract: HfsContract;
  stopVratContract: VratContract;
  submitAssessmentAnswers: UserAssessment;
  /** Answers an activity for the class, a child or a guardian; the id of the record kept. */
  submitGroupFeedback: Scalars['ID']['output'];
  /** Adds (edit false, order 1) or edits (continue at the current order, or restart at 1) a child's programme. */
  submitMusicProgramme: MusicProgramme;
  submitOfflinePlanFeedback: Scalars['ID']['output'];
  suspendOfflinePlan: OfflinePlanStep;
  /** POST nonePlaybook: tick (true) or untick (false) one static activity of the current session. */
  tickOfflinePlanStatic: OfflinePlanStatic;
  updateArchiveEntry: ArchiveEntry;
  updateContentBrainMusic: ContentBrainMusic;
  updateContentClassPlan: ContentClassPlan;
  updateContentFeedbackProperty: ContentFeedbackProperty;
  updateContentMaterial: ContentNamedPart;
  updateContentMusicPlan: ContentMusicPlan;
  updateContentOfflinePlan: ContentOfflinePlan;
  updateContentProgramCategory: ContentProgramCategory;
  updateContentReminderTemplate: ContentReminderTemplate;
  updateContentTag: ContentTag;
  updateContentTrack: ContentTrack;
  updateContentTrainingProgram: ContentTrainingProgram;
  updateContentTrainingTarget: ContentNamedPart;
  updateDeposit: Deposit;
  /** The age stage cannot change, and the capacity cannot go below the group's children. */
  updateGroup: Group;
  updateHfsContract: HfsContract;
  updateProfile: AccountSettings;
  /** Edits a record: the child, the type and the billing method stay as submitted. */
  updateSessionQuota: SessionQuota;
  updateStaff: StaffMember;
  /** Changes a child's outpatient (clinic) number; null or blank clears it. */
  updateSubjectOutpatientNumber: Subject;
  /** Changes a child's remark; null or blank clears it. */
  updateSubjectRemark: Subject;
  updateTenant: Tenant;
  updateTestLocation: TestLocation;
  updateVratContract: VratContract;
  /** Sessions used outside a plan. */
  useSessionQuota: SessionQuota;
  /** Write (or rewrite) an ended plan's report: the plan is then ReportedReady. */
  writeOfflinePlanReport: OfflinePlanReport;
};


export type MutationActivateAccountArgs = {
  password?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
  userName?: InputMaybe<Scalars['String']['input']>;
};


export type MutationActivateNewEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationActivateNextOfflinePlanSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationActivateTrainingPlanArgs = {
  input: ActivateTrainingPlanInput;
};


export type MutationAddArchiveEntryArgs = {
  input: AddArchiveEntryInput;
};


export type MutationAddAssessmentQuotaArgs = {
  input: AssessmentQuotaInput;
};


export type MutationAddChildToGuardianArgs = {
  input: AddChildToGuardianInput;
};


export type MutationAddGuardianArgs = {
  input: AddGuardianInput;
};


export type MutationAddHfsPlanV2ResourcesArgs = {
  contractId: Scalars['ID']['input'];
  prices: Array<HfsClassPriceInput>;
  resourceIds: Array<Scalars['ID']['input']>;
};


export type MutationAddHfsResourcesArgs = {
  contractId: Scalars['ID']['input'];
  resources: Array<HfsNewResourceInput>;
  type: HfsResourceType;
};


export type MutationAddSessionQuotaArgs = {
  input: SessionQuotaInput;
};


export type MutationAddSubjectsArgs = {
  input: AddSubjectsInput;
};


export type MutationAdjustGroupPlanDifficultyArgs = {
  id: Scalars['ID']['input'];
  operate: GroupDifficultyOperate;
};


export type MutationAdjustOfflinePlanCourseArgs = {
  id: Scalars['ID']['input'];
  kind: OfflinePlanCourseAdjustment;
  programCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdjustOfflinePlanDifficultyArgs = {
  operate: OfflinePlanOperate;
  planItemId: Scalars['ID']['input'];
};


export type MutationArrangeCourseArgs = {
  input: ArrangeCourseInput;
};


export type MutationArrangeOfflinePlanArgs = {
  input: ArrangeOfflinePlanInput;
};


export type MutationArrangePlanAssessmentArgs = {
  assessmentIds: Array<Scalars['ID']['input']>;
  planId: Scalars['ID']['input'];
};


export type MutationAssignSubjectCoachesArgs = {
  coachUserIds: Array<Scalars['ID']['input']>;
  subjectId: Scalars['ID']['input'];
};


export type MutationAttachContentTrainingProgramVideoArgs = {
  id: Scalars['ID']['input'];
  vid: Scalars['ID']['input'];
};


export type MutationCancelCourseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelGuardianArgs = {
  guardianId: Scalars['ID']['input'];
};


export type MutationChangeAssessmentStatusArgs = {
  contentStatus: ContentStatus;
  id: Scalars['ID']['input'];
};


export type MutationChangeContentClassPlanStatusArgs = {
  contentStatus: ContentStatus;
  id: Scalars['ID']['input'];
};


export type MutationChangeContentMusicStatusArgs = {
  contentStatus: ContentStatus;
  id: Scalars['ID']['input'];
  kind: ContentMusicKind;
};


export type MutationChangeContentOfflinePlanStatusArgs = {
  contentStatus: ContentStatus;
  id: Scalars['ID']['input'];
  version: IlsVersion;
};


export type MutationChangeContentPartStatusArgs = {
  contentStatus: ContentStatus;
  id: Scalars['ID']['input'];
  kind: ContentPartKind;
};


export type MutationChangeContentReminderTemplateStatusArgs = {
  contentStatus: ContentStatus;
  id: Scalars['ID']['input'];
};


export type MutationChangeContentTagStatusArgs = {
  contentStatus: ContentStatus;
  id: Scalars['ID']['input'];
};


export type MutationChangeContentTrackStatusArgs = {
  contentStatus: ContentStatus;
  id: Scalars['ID']['input'];
};


export type MutationChangeContentTrainingProgramStatusArgs = {
  contentStatus: ContentStatus;
  id: Scalars['ID']['input'];
};


export type MutationChangeEmailArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationChangeOfflinePlanModeArgs = {
  id: Scalars['ID']['input'];
  mode: OfflinePlanMode;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationChangePhoneNumberArgs = {
  code: Scalars['String']['input'];
  countryCode: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type MutationChangeStaffRolesArgs = {
  roleNames: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationChangeTenantEmailArgs = {
  email: Scalars['String']['input'];
  tenantId: Scalars['ID']['input'];
};


export type MutationCheckContractCodeArgs = {
  code: Scalars['String']['input'];
  line: ContractLine;
};


export type MutationCheckInArgs = {
  subjectId: Scalars['ID']['input'];
};


export type MutationCheckOutArgs = {
  subjectId: Scalars['ID']['input'];
};


export type MutationChooseTenantArgs = {
  tenantId: Scalars['ID']['input'];
};


export type MutationClockInTrainingPlanArgs = {
  input: ClockInTrainingPlanInput;
};


export type MutationCloseOfflinePlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCloseProjectArgs = {
  project: TenantProject;
  tenantId: Scalars['ID']['input'];
};


export type MutationContinueGroupClassArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateContentBrainMusicArgs = {
  input: ContentBrainMusicInput;
};


export type MutationCreateContentClassPlanArgs = {
  input: ContentClassPlanInput;
};


export type MutationCreateContentFeedbackPropertyArgs = {
  input: ContentFeedbackPropertyInput;
};


export type MutationCreateContentMaterialArgs = {
  input: ContentNamedPartInput;
};


export type MutationCreateContentMusicPlanArgs = {
  input: ContentMusicPlanInput;
};


export type MutationCreateContentOfflinePlanArgs = {
  input: ContentOfflinePlanInput;
  version: IlsVersion;
};


export type MutationCreateContentProgramCategoryArgs = {
  input: ContentProgramCategoryInput;
};


export type MutationCreateContentReminderTemplateArgs = {
  input: ContentReminderTemplateInput;
};


export type MutationCreateContentTagArgs = {
  input: ContentTagInput;
};


export type MutationCreateContentTrackArgs = {
  input: ContentTrackInput;
};


export type MutationCreateContentTrainingProgramArgs = {
  input: ContentTrainingProgramInput;
};


export type MutationCreateContentTrainingTargetArgs = {
  input: ContentNamedPartInput;
};


export type MutationCreateDepositsArgs = {
  earnestMonies: Array<DepositInput>;
  tenantId: Scalars['ID']['input'];
};


export type MutationCreateGroupArgs = {
  input: GroupInput;
};


export type MutationCreateGroupPlanArgs = {
  groupId: Scalars['ID']['input'];
  initDifficulty?: InputMaybe<Scalars['Int']['input']>;
  trainingPlanV2Id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateHfsContractArgs = {
  input: HfsContractInput;
};


export type MutationCreateTenantArgs = {
  input: TenantInput;
};


export type MutationCreateTestLocationArgs = {
  input: TestLocationInput;
};


export type MutationCreateUserAssessmentsArgs = {
  assessmentIds: Array<Scalars['ID']['input']>;
  subjectId: Scalars['ID']['input'];
};


export type MutationCreateVratContractArgs = {
  input: VratContractInput;
};


export type MutationDeleteArchiveEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteContentClassPlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteContentMusicArgs = {
  id: Scalars['ID']['input'];
  kind: ContentMusicKind;
};


export type MutationDeleteContentOfflinePlanArgs = {
  id: Scalars['ID']['input'];
  version: IlsVersion;
};


export type MutationDeleteContentPartArgs = {
  id: Scalars['ID']['input'];
  kind: ContentPartKind;
};


export type MutationDeleteContentReminderTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteContentTagArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteContentTrackArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteContentTrainingProgramArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteContractFilesArgs = {
  id: Scalars['ID']['input'];
  tenantId: Scalars['ID']['input'];
};


export type MutationDeleteDepositArgs = {
  id: Scalars['ID']['input'];
  tenantId: Scalars['ID']['input'];
};


export type MutationDeleteHfsContractArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteHfsRechargeRecordArgs = {
  contractId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteHfsResourceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteResumeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSessionQuotaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTenantArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTestLocationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVratContractArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableSessionQuotaArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEditCourseArgs = {
  input: EditCourseInput;
};


export type MutationEditHfsRechargeRemarkArgs = {
  id: Scalars['ID']['input'];
  remark: Scalars['String']['input'];
};


export type MutationEnableHfsContractArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEnableVratContractArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndGroupClassArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndGroupCourseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndGroupPlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndOfflinePlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndTrainingPlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExtendOfflinePlanArgs = {
  count: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationFinishAudioTrackArgs = {
  input: AudioTrackInput;
};


export type MutationFinishOfflinePlanSessionArgs = {
  attendance?: InputMaybe<OfflinePlanAttendance>;
  id: Scalars['ID']['input'];
  num: Scalars['Int']['input'];
};


export type MutationFreezeMembershipArgs = {
  operate: FreezeOperate;
  tenantId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationFreezeStaffArgs = {
  operate: Scalars['String']['input'];
  tenantId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationFreezeTenantArgs = {
  id: Scalars['ID']['input'];
  operate: TenantFreezeOperation;
};


export type MutationInviteStaffArgs = {
  input: StaffInput;
};


export type MutationMarkAllNotificationsReadArgs = {
  type?: InputMaybe<NotificationType>;
};


export type MutationMarkGroupAttendanceArgs = {
  children: Array<GroupAttendanceInput>;
  id: Scalars['ID']['input'];
  num: Scalars['Int']['input'];
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkOfflinePlanItemNotStartedArgs = {
  planItemId: Scalars['ID']['input'];
};


export type MutationMoveAssessmentArgs = {
  id: Scalars['ID']['input'];
  newSortOrder: Scalars['Int']['input'];
};


export type MutationMoveContentClassPlanArgs = {
  id: Scalars['ID']['input'];
  newSortOrder: Scalars['Int']['input'];
};


export type MutationMoveContentMusicArgs = {
  id: Scalars['ID']['input'];
  kind: ContentMusicKind;
  newSortOrder: Scalars['Int']['input'];
};


export type MutationMoveContentOfflinePlanArgs = {
  id: Scalars['ID']['input'];
  newSortOrder: Scalars['Int']['input'];
  version: IlsVersion;
};


export type MutationMoveContentPartArgs = {
  id: Scalars['ID']['input'];
  kind: ContentPartKind;
  newSortOrder: Scalars['Int']['input'];
};


export type MutationMoveContentReminderTemplateArgs = {
  id: Scalars['ID']['input'];
  newSortOrder: Scalars['Int']['input'];
};


export type MutationMoveContentTagArgs = {
  id: Scalars['ID']['input'];
  newSortOrder: Scalars['Int']['input'];
};


export type MutationMoveContentTrackArgs = {
  id: Scalars['ID']['input'];
  newSortOrder: Scalars['Int']['input'];
};


export type MutationMoveContentTrainingProgramArgs = {
  id: Scalars['ID']['input'];
  newSortOrder: Scalars['Int']['input'];
};


export type MutationObtainAssessmentReportArgs = {
  userAssessmentId: Scalars['ID']['input'];
};


export type MutationOpenProjectArgs = {
  project: TenantProject;
  tenantId: Scalars['ID']['input'];
};


export type MutationPauseAudioTrackArgs = {
  input: AudioTrackInput;
};


export type MutationProgressAudioTrackArgs = {
  input: AudioTrackInput;
};


export type MutationPublishSystemNoticeArgs = {
  icon: Scalars['String']['input'];
  summary: Scalars['String']['input'];
  tenantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  title: Scalars['String']['input'];
};


export type MutationPunchOfflinePlanAudioArgs = {
  id: Scalars['ID']['input'];
  num: Scalars['Int']['input'];
};


export type MutationPunchOfflinePlanSessionArgs = {
  id: Scalars['ID']['input'];
  num?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationReEnableHfsContractArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReEnableVratContractArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRechargeHfsContractArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: HfsRechargeInput;
};


export type MutationRechargeVratContractArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: VratRechargeInput;
};


export type MutationRecordMusicStateArgs = {
  input: MusicFeedbackInput;
};


export type MutationRecordOfflinePlanInterviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegisterPersonalCoachQrCodeArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRemoveStaffArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRenewHfsContractArgs = {
  contractId: Scalars['ID']['input'];
  endTime: Scalars['String']['input'];
};


export type MutationRenewSessionQuotaArgs = {
  input: SessionQuotaRenewalInput;
};


export type MutationRenewVratContractArgs = {
  contractId: Scalars['ID']['input'];
  endTime: Scalars['String']['input'];
};


export type MutationReportClientErrorArgs = {
  input: ClientErrorInput;
};


export type MutationRequestTestArgs = {
  grade: Scalars['String']['input'];
  locationId: Scalars['ID']['input'];
  subjectId: Scalars['ID']['input'];
};


export type MutationResendStaffInvitationArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRestartGroupPlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestartOfflinePlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveGroupChildrenArgs = {
  childIds: Array<Scalars['ID']['input']>;
  groupId: Scalars['ID']['input'];
};


export type MutationSendContractCodeArgs = {
  line: ContractLine;
};


export type MutationSendEmailCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationSendEmailToTenantArgs = {
  tenantId: Scalars['ID']['input'];
};


export type MutationSendGuardianRegisterCodeArgs = {
  guardianId: Scalars['ID']['input'];
};


export type MutationSendPhoneCodeArgs = {
  countryCode: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type MutationSendUserAssessmentsArgs = {
  send: Scalars['Boolean']['input'];
  userAssessmentIds: Array<Scalars['ID']['input']>;
};


export type MutationSetContentClassPlanRulesArgs = {
  id: Scalars['ID']['input'];
  rules: ContentPlanRulesInput;
};


export type MutationSetContentOfflinePlanRulesArgs = {
  id: Scalars['ID']['input'];
  rules: ContentPlanRulesInput;
  version: IlsVersion;
};


export type MutationSetContentTrackDurationArgs = {
  duration: Scalars['Float']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetCourseMusicPlanArgs = {
  input: CourseMusicPlanInput;
};


export type MutationSetGuardianAuthorizationArgs = {
  authorized: Scalars['Boolean']['input'];
  guardianId: Scalars['ID']['input'];
  subjectId: Scalars['ID']['input'];
};


export type MutationSetHfsPlanV2PricesArgs = {
  contractId: Scalars['ID']['input'];
  prices: Array<HfsClassPriceInput>;
  resourceId: Scalars['ID']['input'];
};


export type MutationSetHfsRemindContactsArgs = {
  contacts: Array<HfsRemindContactInput>;
  tenantId: Scalars['ID']['input'];
};


export type MutationSetHfsReminderAmountArgs = {
  amount: Scalars['Float']['input'];
  tenantId: Scalars['ID']['input'];
};


export type MutationSetHfsResourcePriceArgs = {
  id: Scalars['ID']['input'];
  price: Scalars['Float']['input'];
};


export type MutationSetHfsResourcePricesArgs = {
  resources: Array<HfsResourcePriceInput>;
};


export type MutationSetHfsSellPriceArgs = {
  contractId: Scalars['ID']['input'];
  minSellPrice: Scalars['Float']['input'];
  setSellingPrice: Scalars['Boolean']['input'];
};


export type MutationSetLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationSetTenantFeaturesArgs = {
  names: Array<Scalars['String']['input']>;
  tenantId: Scalars['ID']['input'];
};


export type MutationSetTenantReminderAmountsArgs = {
  hfsReminderAmount?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  vratReminderAmount?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationSetVratRemindContactsArgs = {
  contacts: Array<VratRemindContactInput>;
  tenantId: Scalars['ID']['input'];
};


export type MutationSetVratReminderAmountArgs = {
  amount: Scalars['Float']['input'];
  tenantId: Scalars['ID']['input'];
};


export type MutationSetVratReminderTimesArgs = {
  reminderTimes: Scalars['Int']['input'];
  tenantId: Scalars['ID']['input'];
};


export type MutationSetVratUnitPriceArgs = {
  id: Scalars['ID']['input'];
  unitPrice: Scalars['Float']['input'];
};


export type MutationStartAudioTrackArgs = {
  input: AudioTrackInput;
};


export type MutationStartGroupClassArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStartGroupCourseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStartMusicPlanArgs = {
  planId: Scalars['ID']['input'];
  subjectId: Scalars['ID']['input'];
};


export type MutationStartOfflinePlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStopAudioTrackArgs = {
  input: AudioTrackInput;
};


export type MutationStopHfsContractArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStopVratContractArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubmitAssessmentAnswersArgs = {
  answers: Array<AssessmentAnswerInput>;
  finishedPage: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  isComplete: Scalars['Boolean']['input'];
};


export type MutationSubmitGroupFeedbackArgs = {
  input: GroupFeedbackInput;
};


export type MutationSubmitMusicProgrammeArgs = {
  edit: Scalars['Boolean']['input'];
  musicType: Scalars['String']['input'];
  order?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSubmitOfflinePlanFeedbackArgs = {
  input: OfflinePlanFeedbackInput;
};


export type MutationSuspendOfflinePlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationTickOfflinePlanStaticArgs = {
  hasDone: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  planId: Scalars['ID']['input'];
};


export type MutationUpdateArchiveEntryArgs = {
  id: Scalars['ID']['input'];
  input: UpdateArchiveEntryInput;
};


export type MutationUpdateContentBrainMusicArgs = {
  id: Scalars['ID']['input'];
  input: ContentBrainMusicInput;
};


export type MutationUpdateContentClassPlanArgs = {
  id: Scalars['ID']['input'];
  input: ContentClassPlanInput;
};


export type MutationUpdateContentFeedbackPropertyArgs = {
  id: Scalars['ID']['input'];
  input: ContentFeedbackPropertyInput;
};


export type MutationUpdateContentMaterialArgs = {
  id: Scalars['ID']['input'];
  input: ContentNamedPartInput;
};


export type MutationUpdateContentMusicPlanArgs = {
  id: Scalars['ID']['input'];
  input: ContentMusicPlanInput;
};


export type MutationUpdateContentOfflinePlanArgs = {
  id: Scalars['ID']['input'];
  input: ContentOfflinePlanInput;
  version: IlsVersion;
};


export type MutationUpdateContentProgramCategoryArgs = {
  id: Scalars['ID']['input'];
  input: ContentProgramCategoryInput;
};


export type MutationUpdateContentReminderTemplateArgs = {
  id: Scalars['ID']['input'];
  input: ContentReminderTemplateInput;
};


export type MutationUpdateContentTagArgs = {
  id: Scalars['ID']['input'];
  input: ContentTagInput;
};


export type MutationUpdateContentTrackArgs = {
  id: Scalars['ID']['input'];
  input: ContentTrackInput;
};


export type MutationUpdateContentTrainingProgramArgs = {
  id: Scalars['ID']['input'];
  input: ContentTrainingProgramInput;
};


export type MutationUpdateContentTrainingTargetArgs = {
  id: Scalars['ID']['input'];
  input: ContentNamedPartInput;
};


export type MutationUpdateDepositArgs = {
  id: Scalars['ID']['input'];
  input: DepositInput;
  tenantId: Scalars['ID']['input'];
};


export type MutationUpdateGroupArgs = {
  id: Scalars['ID']['input'];
  input: GroupInput;
};


export type MutationUpdateHfsContractArgs = {
  id: Scalars['ID']['input'];
  input: HfsContractEditInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationUpdateSessionQuotaArgs = {
  id: Scalars['ID']['input'];
  input: SessionQuotaInput;
};


export type MutationUpdateStaffArgs = {
  input: StaffInput;
  userId: Scalars['ID']['input'];
};


export type MutationUpdateSubjectOutpatientNumberArgs = {
  id: Scalars['ID']['input'];
  outpatientNumber?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateSubjectRemarkArgs = {
  id: Scalars['ID']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateTenantArgs = {
  id: Scalars['ID']['input'];
  input: TenantInput;
};


export type MutationUpdateTestLocationArgs = {
  id: Scalars['ID']['input'];
  input: TestLocationInput;
};


export type MutationUpdateVratContractArgs = {
  id: Scalars['ID']['input'];
  input: VratContractEditInput;
};


export type MutationUseSessionQuotaArgs = {
  hours: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationWriteOfflinePlanReportArgs = {
  id: Scalars['ID']['input'];
  input: OfflinePlanReportInput;
};

/** A new child (spec 000 §3 'Guardian add': subjects). birthDay is YYYY-MM-DD; gender Male, Female, Unknown or Others. */
export type NewSubjectInput = {
  birthDay: Scalars['String']['input'];
  gender?: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  outpatientNumber?: InputMaybe<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};

export type Notification = {
  __typename?: 'Notification';
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  extraProperties: NotificationExtraProperties;
  id: Scalars['ID']['output'];
  isRead: Scalars['Boolean']['output'];
  /** In the caller's language; HTML on system notices. The console recognises the kind by this title. */
  title: Scalars['String']['output'];
  type: NotificationType;
};

/** What a notification refers to (spec 000 §3 'Notification', extra properties). Only what the kind needs is present. */
export type NotificationExtraProperties = {
  __typename?: 'NotificationExtraProperties';
  /** A free text detail line. */
  Desc?: Maybe<Scalars['String']['output']>;
  /** VratIcon or System, on system notices. */
  Icon?: Maybe<Scalars['String']['output']>;
  /** HTML summary of a system notice. */
  Summary?: Maybe<Scalars['String']['output']>;
  assessmentTitle?: Maybe<Scalars['String']['output']>;
  courseName?: Maybe<Scalars['String']['output']>;
  guardianId?: Maybe<Scalars['ID']['output']>;
  guardianName?: Maybe<Scalars['String']['output']>;
  iconUrl?: Maybe<Scalars['String']['output']>;
  num?: Maybe<Scalars['Int']['output']>;
  planName?: Maybe<Scalars['String']['output']>;
  subjectId?: Maybe<Array<Scalars['ID']['output']>>;
  subjectName?: Maybe<Array<Scalars['String']['output']>>;
};

export type NotificationPage = {
  __typename?: 'NotificationPage';
  items: Array<Notification>;
  totalCount: Scalars['Int']['output'];
};

/** User notifications come from what happens in the centre; System ones are notices an administrator publishes. */
export type NotificationType =
  | 'System'
  | 'User';

export type NotificationUnreadCount = {
  __typename?: 'NotificationUnreadCount';
  unreadSystemCount: Scalars['Int']['output'];
  unreadUserCount: Scalars['Int']['output'];
};

/** One plan with its sessions and training activities. */
export type OfflinePlan = {
  __typename?: 'OfflinePlan';
  /** The caller holds the offline-plan write policy and the child is bound. */
  canWrite: Scalars['Boolean']['output'];
  /** Every session's static activities (nonePlaybook), in session and position order. */
  nonePlaybook: Array<OfflinePlanStatic>;
  planItems: Array<OfflinePlanItem>;
  sessions: Array<OfflinePlanSession>;
  /** The child's name. */
  subjectName: Scalars['String']['output'];
  summary: OfflinePlanSummary;
};

/** One answer of a submission. */
export type OfflinePlanAnswer = {
  __typename?: 'OfflinePlanAnswer';
  programFeedbackPropertyId: Scalars['ID']['output'];
  /** The value as JSON text (a string, number, boolean or list of strings). */
  valueJson: Scalars['String']['output'];
};

export type OfflinePlanAnswerInput = {
  programFeedbackPropertyId: Scalars['ID']['input'];
  /** The value as JSON text; null drops the answer. */
  valueJson?: InputMaybe<Scalars['String']['input']>;
};

export type OfflinePlanAttendance =
  | 'Absent'
  | 'Attend';

/** A session's audio punch (GET punchForAudio): its tracks, what was heard, whether it is punched. */
export type OfflinePlanAudioPunch = {
  __typename?: 'OfflinePlanAudioPunch';
  /** Every track heard to the end: the punch may be made. */
  canPunch: Scalars['Boolean']['output'];
  cardVersion: OfflinePlanCardVersion;
  listenedList: Array<Scalars['String']['output']>;
  num: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  punched: Scalars['Boolean']['output'];
  punchedAt?: Maybe<Scalars['String']['output']>;
  /** A v1 card's session with course music: ending the class waits for the audio punch. */
  required: Scalars['Boolean']['output'];
  tracks: Array<OfflinePlanAudioPunchTrack>;
};

/** A course-music track of a session (iLs track): heard to the end, and punched. */
export type OfflinePlanAudioPunchTrack = {
  __typename?: 'OfflinePlanAudioPunchTrack';
  code: Scalars['String']['output'];
  isPunched: Scalars['Boolean']['output'];
  listened: Scalars['Boolean']['output'];
  titleEn: Scalars['String']['output'];
  titleZh: Scalars['String']['output'];
};

/** A session's audio record as its activities see it (001 §3 numPunchOutput.audioRecordPunch). */
export type OfflinePlanAudioRecordPunch = {
  __typename?: 'OfflinePlanAudioRecordPunch';
  listenedList: Array<Scalars['String']['output']>;
  punched: Scalars['Boolean']['output'];
};

export type OfflinePlanBeforeCreate = {
  __typename?: 'OfflinePlanBeforeCreate';
  canArrange: Scalars['Boolean']['output'];
  /** The centre may arrange before the profile is filled (tenant feature hfs1.skipArchive). */
  canSkipArchive: Scalars['Boolean']['output'];
  diagnosticInformationCount: Scalars['Int']['output'];
  openPlanId?: Maybe<Scalars['ID']['output']>;
  /** The child's two profile lists (spec 001 §4): its Profile and DiagnosticInformation archive entries. */
  profileCount: Scalars['Int']['output'];
  /** Arranging is refused until the profile is filled: the console asks for it first. */
  profileMissing: Scalars['Boolean']['output'];
  subjectId: Scalars['ID']['output'];
};

export type OfflinePlanCardVersion =
  | 'v1'
  | 'v2';

/** Whether a plan's child has checked in at the centre today (spec 001 §7 judgeCheckIn). */
export type OfflinePlanCheckIn = {
  __typename?: 'OfflinePlanCheckIn';
  checkedIn: Scalars['Boolean']['output'];
  checkedInAt?: Maybe<Scalars['String']['output']>;
  checkedOutAt?: Maybe<Scalars['String']['output']>;
  /** The centre's day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
};

/** A course adjustment (spec 001 §4 'Session card'): repeats are not offered for V4. */
export type OfflinePlanCourseAdjustment =
  | 'Calming'
  | 'RepeatLastOne'
  | 'RepeatLastTwo';

export type OfflinePlanFeedbackInput = {
  feedbacks: Array<OfflinePlanAnswerInput>;
  forGuardian?: InputMaybe<Scalars['Boolean']['input']>;
  num: Scalars['Int']['input'];
  planId: Scalars['ID']['input'];
  planItemId: Scalars['ID']['input'];
};

/** A property of a program's feedback form, as the shared form engine reads it. */
export type OfflinePlanFeedbackProperty = {
  __typename?: 'OfflinePlanFeedbackProperty';
  displayName: ContentLocalisedTitle;
  /** The type's settings as JSON text. */
  extraProperties: Scalars['String']['output'];
  /** Session and Personal properties are the staff's, Guardian the guardian's. */
  formKind: FeedbackFormKind;
  /** What an answer names (programFeedbackPropertyId). */
  id: Scalars['ID']['output'];
  isRequired: Scalars['Boolean']['output'];
  sortOrder: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

/** A feedback record (spec 001 §2 screen 5). */
export type OfflinePlanFeedbackRecord = {
  __typename?: 'OfflinePlanFeedbackRecord';
  createdByName?: Maybe<Scalars['String']['output']>;
  creationTime: Scalars['String']['output'];
  feedbackProperties: Array<OfflinePlanFeedbackProperty>;
  feedbacks: Array<OfflinePlanAnswer>;
  forGuardian: Scalars['Boolean']['output'];
  hasDone?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  itemId: Scalars['ID']['output'];
  num: Scalars['Int']['output'];
  programTitle: Scalars['String']['output'];
};

export type OfflinePlanFeedbackRecordPage = {
  __typename?: 'OfflinePlanFeedbackRecordPage';
  items: Array<OfflinePlanFeedbackRecord>;
  totalCount: Scalars['Int']['output'];
};

/** A training activity of a session (spec 001 §3 'Plan item'). */
export type OfflinePlanItem = {
  __typename?: 'OfflinePlanItem';
  doneTime?: Maybe<Scalars['String']['output']>;
  feedbackProperties: Array<OfflinePlanFeedbackProperty>;
  feedbacks: Array<OfflinePlanAnswer>;
  guardianFeedbacks: Array<OfflinePlanAnswer>;
  /** null: no record; true: feedback submitted; false: marked not started. */
  hasDone?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  isAdjustment: Scalars['Boolean']['output'];
  /** The caller may answer it or mark it not started now. */
  isEdit: Scalars['Boolean']['output'];
  num: Scalars['Int']['output'];
  operate?: Maybe<OfflinePlanOperate>;
  position: Scalars['Int']['output'];
  trainingProgram: OfflinePlanProgram;
};

export type OfflinePlanListPage = {
  __typename?: 'OfflinePlanListPage';
  items: Array<OfflinePlanListRow>;
  totalCount: Scalars['Int']['output'];
};

/** A row of the centre's training plan list: the plan and whose it is. */
export type OfflinePlanListRow = {
  __typename?: 'OfflinePlanListRow';
  plan: OfflinePlanSummary;
  subjectName: Scalars['String']['output'];
};

/** Which plans the training plan list shows: Open is None or Started. */
export type OfflinePlanListStatus =
  | 'Closed'
  | 'Finished'
  | 'None'
  | 'Open'
  | 'ReportedReady'
  | 'Started';

/** Where the sessions happen (the card's online or offline tag, and which quota they use). */
export type OfflinePlanMode =
  | 'Offline'
  | 'Online';

/** An activity's punch output (001 §3 numPunchOutput). */
export type OfflinePlanNumPunchOutput = {
  __typename?: 'OfflinePlanNumPunchOutput';
  audioRecordPunch: OfflinePlanAudioRecordPunch;
  /** How many feedback submissions the activity has (staff and guardian). */
  feedbacks: Scalars['Int']['output'];
  hasDone?: Maybe<Scalars['Boolean']['output']>;
};

/** A difficulty adjustment (spec 001 §3 operate): +1 or -1 level. */
export type OfflinePlanOperate =
  | 'Decrease'
  | 'Increase';

export type OfflinePlanPage = {
  __typename?: 'OfflinePlanPage';
  items: Array<OfflinePlanSummary>;
  totalCount: Scalars['Int']['output'];
};

export type OfflinePlanProgram = {
  __typename?: 'OfflinePlanProgram';
  code: Scalars['String']['output'];
  /** The item's level, L1 to L20. */
  difficulty: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  maxDifficulty: Scalars['Int']['output'];
  minDifficulty: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** What a punch records (user_offline_plan_punches.kind): the session's check-in, or its audio punch. */
export type OfflinePlanPunchKind =
  | 'Audio'
  | 'Session';

/** A stored punch (POST punch, punchForNum): stored once per plan, session and kind; a retry answers it again. */
export type OfflinePlanPunchRecord = {
  __typename?: 'OfflinePlanPunchRecord';
  /** The programme codes (Session) or track codes (Audio) the punch covers. */
  codes: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: OfflinePlanPunchKind;
  num: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  punchedAt: Scalars['String']['output'];
};

/** A punch target (001 §3): how many there are and the codes already finished. */
export type OfflinePlanPunchTarget = {
  __typename?: 'OfflinePlanPunchTarget';
  realFinishedCodes: Array<Scalars['String']['output']>;
  targetCount: Scalars['Int']['output'];
};

/** A plan's punch targets; timesSetting says whether the centre is warned before ending (hfs1.timesSetting). */
export type OfflinePlanPunchTargets = {
  __typename?: 'OfflinePlanPunchTargets';
  /** The course-music tracks of the sessions so far (session:code), finished when heard to the end. */
  audioTarget: OfflinePlanPunchTarget;
  programTarget: OfflinePlanPunchTarget;
  timesSetting: Scalars['Boolean']['output'];
};

export type OfflinePlanQuota = {
  __typename?: 'OfflinePlanQuota';
  /** Sessions left; null is unlimited. */
  remaining?: Maybe<Scalars['Int']['output']>;
  status: OfflinePlanQuotaStatus;
};

/** What the plan's current session would take from the child's session quota (spec 001 §7 beforeStart). */
export type OfflinePlanQuotaCheck = {
  __typename?: 'OfflinePlanQuotaCheck';
  id: Scalars['ID']['output'];
  mode: OfflinePlanMode;
  num: Scalars['Int']['output'];
  /** Null in a centre without hfs1.timesSetting: no quota warnings there (spec 001 §4). */
  quota?: Maybe<OfflinePlanQuota>;
  subjectId: Scalars['ID']['output'];
};

export type OfflinePlanQuotaStatus =
  /** 1 to 5 sessions left (spec 001 §9). */
  | 'Low'
  /** No session quota of the plan's mode is set for the child. */
  | 'NotSet'
  | 'Ok'
  /** The child's sessions of that mode are used up. */
  | 'UsedUp';

/** A plan's closing report (ReportedReady), or none yet, with its facts. */
export type OfflinePlanReport = {
  __typename?: 'OfflinePlanReport';
  facts: OfflinePlanReportFacts;
  planId: Scalars['ID']['output'];
  report?: Maybe<OfflinePlanReportText>;
  status: OfflinePlanStatus;
};

/** The plan's facts the server counts for its closing report. */
export type OfflinePlanReportFacts = {
  __typename?: 'OfflinePlanReportFacts';
  absent: Scalars['Int']['output'];
  attended: Scalars['Int']['output'];
  endedAt?: Maybe<Scalars['String']['output']>;
  feedbackCount: Scalars['Int']['output'];
  levelsDown: Scalars['Int']['output'];
  levelsUp: Scalars['Int']['output'];
  sessionsDelivered: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['String']['output']>;
  totalSessions: Scalars['Int']['output'];
  validFrom?: Maybe<Scalars['String']['output']>;
  validUntil?: Maybe<Scalars['String']['output']>;
};

export type OfflinePlanReportInput = {
  progress?: InputMaybe<Scalars['String']['input']>;
  recommendations?: InputMaybe<Scalars['String']['input']>;
  summary: Scalars['String']['input'];
};

/** What the coach wrote at the end of the training period. */
export type OfflinePlanReportText = {
  __typename?: 'OfflinePlanReportText';
  progress: Scalars['String']['output'];
  recommendations: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  writtenAt: Scalars['String']['output'];
  writtenBy?: Maybe<Scalars['String']['output']>;
};

/** A session of the plan as delivered (or still to come). */
export type OfflinePlanSession = {
  __typename?: 'OfflinePlanSession';
  attendance?: Maybe<OfflinePlanAttendance>;
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** The template's rules give this session music. */
  hasMusic: Scalars['Boolean']['output'];
  interviewAt?: Maybe<Scalars['String']['output']>;
  interviewRequired: Scalars['Boolean']['output'];
  /** The rules' level for the session. */
  level: Scalars['Int']['output'];
  num: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['String']['output']>;
};

/** A session's check-in (GET forNumPunch): whether it is punched, and what the punch waits for. */
export type OfflinePlanSessionPunch = {
  __typename?: 'OfflinePlanSessionPunch';
  /** A v1 card's session with course music: the check-in waits for the audio punch. */
  audioRequired: Scalars['Boolean']['output'];
  /** Every activity answered or marked not started, and the audio punch if the session needs it. */
  canPunch: Scalars['Boolean']['output'];
  cardVersion: OfflinePlanCardVersion;
  items: Array<OfflinePlanSessionPunchItem>;
  num: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  punched: Scalars['Boolean']['output'];
  punchedAt?: Maybe<Scalars['String']['output']>;
};

export type OfflinePlanSessionPunchItem = {
  __typename?: 'OfflinePlanSessionPunchItem';
  /** null: no record; true: feedback submitted; false: marked not started. */
  hasDone?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  numPunchOutput: OfflinePlanNumPunchOutput;
  programCode: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A static activity of a plan's session (spec 001 §3 nonePlaybook): no training program, ticked done by staff. */
export type OfflinePlanStatic = {
  __typename?: 'OfflinePlanStatic';
  doneTime?: Maybe<Scalars['String']['output']>;
  /** null not yet, true done. */
  hasDone?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  /** The caller may tick it now (write policy, bound child, the current session open). */
  isEdit: Scalars['Boolean']['output'];
  /** The caller's language's name. */
  name: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameZh: Scalars['String']['output'];
  num: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
};

/** Spec 001 §3 'Plan progress'. */
export type OfflinePlanStatus =
  | 'Closed'
  | 'Finished'
  | 'None'
  | 'ReportedReady'
  | 'Started';

/** Where the plan stands after a step. */
export type OfflinePlanStep = {
  __typename?: 'OfflinePlanStep';
  canNext: Scalars['Boolean']['output'];
  /** After finishing a session: what the centre's HFS contract paid for it, in fen (null: nothing priced it). */
  chargedFen?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  interviewPending: Scalars['Boolean']['output'];
  /** After finishing a session: a parent interview is now required. */
  interviewRequired?: Maybe<Scalars['Boolean']['output']>;
  isDeleted: Scalars['Boolean']['output'];
  /** After finishing a session: it was the last. */
  lastSession?: Maybe<Scalars['Boolean']['output']>;
  num: Scalars['Int']['output'];
  /** After finishing a session: sessions left on the child's quota (null: unlimited or none kept). */
  remainingSessions?: Maybe<Scalars['Int']['output']>;
  status: OfflinePlanStatus;
  totalNum: Scalars['Int']['output'];
};

/** A child's offline plan as the plan list shows it (spec 001 §3 'User offline plan'). */
export type OfflinePlanSummary = {
  __typename?: 'OfflinePlanSummary';
  /** The current session is finished; the next waits to be activated. */
  canNext: Scalars['Boolean']['output'];
  /** The session card's layout (001 §2 screen 2): v1 has the sound-therapy record with its audio punch. */
  cardVersion: OfflinePlanCardVersion;
  coachName?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  creationTime: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  endedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ilsVersion: IlsVersion;
  interviewPending: Scalars['Boolean']['output'];
  isDeleted: Scalars['Boolean']['output'];
  isTry: Scalars['Boolean']['output'];
  mode: OfflinePlanMode;
  /** The current session. */
  num: Scalars['Int']['output'];
  /** The caller may activate the next session now. */
  showNextClass: Scalars['Boolean']['output'];
  startedAt?: Maybe<Scalars['String']['output']>;
  status: OfflinePlanStatus;
  subjectId: Scalars['ID']['output'];
  totalNum: Scalars['Int']['output'];
  validFrom?: Maybe<Scalars['String']['output']>;
  validUntil?: Maybe<Scalars['String']['output']>;
  validity: OfflinePlanValidity;
};

/** Spec 001 §3 'Trial check': tryCount 500 or more is unlimited. */
export type OfflinePlanTrialCheck = {
  __typename?: 'OfflinePlanTrialCheck';
  needTry: Scalars['Boolean']['output'];
  tryCount: Scalars['Int']['output'];
};

/** Spec 001 §3: the plan's validity on the centre's day. */
export type OfflinePlanValidity =
  | 'Active'
  | 'Expired'
  | 'NotStart';

/** A use of a contract (a Consumption entry of the ledger): the order lists of spec 002 §2. */
export type Order = {
  __typename?: 'Order';
  /** Yuan, two decimals. */
  amount: Scalars['Float']['output'];
  childName?: Maybe<Scalars['String']['output']>;
  contractId: Scalars['ID']['output'];
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  freeTimes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  operatorName?: Maybe<Scalars['String']['output']>;
  remark: Scalars['String']['output'];
  resourceName?: Maybe<Scalars['String']['output']>;
  tenantId: Scalars['ID']['output'];
  tenantName: Scalars['String']['output'];
  usageKind: ContractUsageKind;
};

/** Days are ISO dates (YYYY-MM-DD) in the tenant's calendar, both included; tenantId includes the tenants below it. */
export type OrderFilter = {
  endTime?: InputMaybe<Scalars['String']['input']>;
  startTime?: InputMaybe<Scalars['String']['input']>;
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  usageKind?: InputMaybe<ContractUsageKind>;
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  totalCount: Scalars['Int']['output'];
};

export type ProfileInput = {
  /** YYYY-MM-DD; null clears it. */
  birthday?: InputMaybe<Scalars['String']['input']>;
  /** Unknown, Male, Female or Others. */
  gender: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** The before-close check of a project switch (spec 002 §4, §8). */
export type ProjectCloseCheck = {
  __typename?: 'ProjectCloseCheck';
  canClose: Scalars['Boolean']['output'];
  /** The caller is told to contact the project manager instead. */
  contactProjectManager: Scalars['Boolean']['output'];
  /** Subordinate tenants that still have the project open, when the caller is shown the list. */
  openSubordinates: Array<TenantRef>;
};

export type ProjectSwitchOperation =
  | 'Close'
  | 'Open';

/** Spec 002 §3 'Switch history'. */
export type ProjectSwitchRecord = {
  __typename?: 'ProjectSwitchRecord';
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  operateType: ProjectSwitchOperation;
  operatorName: Scalars['String']['output'];
};

/** What a QR code encodes: the address a phone opens, with a signed token that runs out. */
export type QrCode = {
  __typename?: 'QrCode';
  /** The text to encode: PUBLIC_URL/m/<page>?tenantId=..&t=<signed token>. */
  content: Scalars['String']['output'];
  /** ISO 8601: when the token stops being accepted (assessment report 30 days, test preview 40 s). */
  expiresAt: Scalars['String']['output'];
  kind: QrCodeKind;
  tenantId: Scalars['ID']['output'];
};

/** The QR codes of spec 000 §7, named after the last segment of their REST path. */
export type QrCodeKind =
  | 'ApplyTraining'
  | 'CoachConsole'
  | 'IncreaseTraffic'
  | 'ParentConsole'
  | 'ParentVideoSupervision'
  | 'RegisterPersonalCoach'
  | 'TrainingFeedback'
  | 'TrainingModule'
  | 'assessmentReport'
  | 'grant'
  | 'preview'
  | 'tenant';

export type Query = {
  __typename?: 'Query';
  /** GET checkTokenAndUser: refused with ErrorActiveLink, Identity.UserAlreadyInRole or Business:UserAlreadyActive. */
  accountLink: AccountLink;
  /** The signed-in user's profile, contacts, CVs and centre memberships. */
  accountSettings: AccountSettings;
  /** A child of any centre, for the role named admin in management mode (GET /api/rocket/user/subjectInfo). */
  adminSubjectDetail: SubjectDetail;
  /** Areas a centre may be put under. */
  areaOptions: Array<TenantRef>;
  assessmentQrCode: AssessmentQrCode;
  /** The centre's assessment quota entries, newest first. */
  assessmentQuotas: AssessmentQuotaPage;
  assessmentReport: AssessmentReport;
  /** The library; with subjectId, the transfer list with the child's remaining times (maxResultCount 100). */
  assessments: AssessmentPage;
  /** Music record (userAudioPunch) of a child in a plan: one row per session with finished tracks. */
  audioPunches: Array<AudioPunch>;
  /** The centre's assessments, by child name and status. */
  centreAssessments: UserAssessmentPage;
  /** The current centre's check-ins of a day (YYYY-MM-DD; today by default). */
  checkIns: CheckInDay;
  childAssessmentQuotas: Array<ChildAssessmentQuota>;
  /** A child's assessments, newest first. */
  childAssessments: UserAssessmentPage;
  /** The tenants right below one (a centre's child institutions). */
  childInstitutions: TenantPage;
  /** One child's session quota records. */
  childSessionQuotas: Array<SessionQuota>;
  /** Reported client errors, newest first: the role named admin only. */
  clientErrors: ClientErrorPage;
  /** GET coachCourseCostList: the period's charges summed per coach (every coach, not paged). */
  coachSessionCosts: Array<CoachSessionCost>;
  contentBrainMusic: ContentBrainMusic;
  contentBrainMusicList: ContentBrainMusicPage;
  contentClassPlan: ContentClassPlan;
  /** The program categories a class plan may be filed under (GET /trainingPlanV2/categories). */
  contentClassPlanCategories: Array<ContentClassPlanCategory>;
  contentClassPlanHistory: Array<ContentHistoryEntry>;
  contentClassPlans: ContentClassPlanPage;
  /** Every property of one form the caller may see, in the form's order (the editor's preview). */
  contentFeedbackForm: Array<ContentFeedbackProperty>;
  /** Page sizes 6, 12, 18 or 24; search matches the title in any language or the type. */
  contentFeedbackProperties: ContentFeedbackPropertyPage;
  contentMaterials: ContentNamedPartPage;
  /** GET idtMusicCategory. */
  contentMusicCategories: Array<ContentMusicCategoryName>;
  /** Every change of a programme, oldest first (editors only). */
  contentMusicHistory: Array<ContentHistoryEntry>;
  contentMusicPlan: ContentMusicPlan;
  /** Music plans in the library's order; search matches the code or either name; page sizes 6, 12, 18 or 24. */
  contentMusicPlans: ContentMusicPlanPage;
  /** POST queryTags: tags by name in either language, or by id, at most 100. */
  contentMusicTags: Array<ContentMusicTag>;
  contentOfflinePlan: ContentOfflinePlan;
  /** Every change of a template, its rules included, oldest first (editors only). */
  contentOfflinePlanHistory: Array<ContentHistoryEntry>;
  /** Templates of one kind in the library's order; search matches code or either name; page sizes 6, 12, 18 or 24. */
  contentOfflinePlans: ContentOfflinePlanPage;
  /** Every change of a training part, oldest first (editors only). */
  contentPartHistory: Array<ContentHistoryEntry>;
  /** Training programs to pick for a session (the library's program list, searched). */
  contentPlanPrograms: ContentPlanProgramPage;
  contentProgramCategories: ContentProgramCategoryPage;
  /** A short-lived address of a program's video or image (GET /api/rocket/File/PlayAuth). */
  contentProgramPlayAuth: ContentProgramPlayAuth;
  contentReminderTemplate: ContentReminderTemplate;
  /** Every change of a template, oldest first (editors only). */
  contentReminderTemplateHistory: Array<ContentHistoryEntry>;
  /** Reminder templates in the library's order; search matches either name; page sizes 6, 12, 18 or 24. */
  contentReminderTemplates: ContentReminderTemplatePage;
  contentTag: ContentTag;
  /** Every change of a tag, oldest first (editors only). */
  contentTagHistory: Array<ContentHistoryEntry>;
  /** Tags in the library's order; search matches either name; page sizes 6, 12, 18 or 24. */
  contentTags: ContentTagPage;
  contentTrack: ContentTrack;
  /** Every change of a track, oldest first (editors only). */
  contentTrackHistory: Array<ContentHistoryEntry>;
  /** A short-lived address of the track's audio for the browser's player. */
  contentTrackPlayUrl: ContentTrackPlayUrl;
  /** Tracks in the library's order; search matches the code, the course code or either name; page sizes 6, 12, 18 or 24. */
  contentTracks: ContentTrackPage;
  contentTrainingProgram: ContentTrainingProgram;
  /** Every change of a program, oldest first (editors only). */
  contentTrainingProgramHistory: Array<ContentHistoryEntry>;
  /** Programs in the library's order; search matches the code, a title or a subtitle; page sizes 6, 12, 18 or 24. */
  contentTrainingPrograms: ContentTrainingProgramPage;
  contentTrainingTargets: ContentNamedPartPage;
  contractFiles: ContractFileRecordPage;
  contractProfile: ContractProfile;
  /** The reminders sent for a tenant's line, newest first. */
  contractReminderHistory: ContractReminderPage;
  /** True when the authenticate header unlocks the line (or the caller needs no unlock); a 412 error otherwise. */
  contractUnlockCheck: Scalars['Boolean']['output'];
  /** The key indicators of the given lines (hfs, vrat) of a tenant; a line the caller may not read is left out. */
  contractWarnings: Array<ContractWarningIndicator>;
  /** The session's course music for the child (planKind OFFLINE: the child's offline plan; GROUP: the class's group plan). */
  courseMusic: CourseMusic;
  /** The programme a plan's sessions play, and the ones it may play instead (the plan's read policy). */
  courseMusicPlan: CourseMusicPlan;
  /** A tenant's deposits, newest first: its own, or a child's for the tenant above (and the platform administrator). */
  deposits: DepositPage;
  /** Enterprises an area may be put under. */
  enterpriseOptions: Array<TenantRef>;
  group: Group;
  /** Bound children of the age stage that a group may take (never the masked '***'), by name. */
  groupCandidates: GroupChildPage;
  /** A child's attendance and answers at a session; the current one without num (forChildPunch). */
  groupChildPunch: GroupChildPunch;
  /** The group's children, by name. */
  groupChildren: GroupChildPage;
  groupClassBeforeStart: GroupClassBeforeStart;
  /** A session's activities; the current one without num. */
  groupCourseDetail: GroupCourseDetail;
  /** Every session of a plan (groupCourseList). */
  groupCourses: GroupCoursePage;
  /**
   * Feedback records newest first, 10 a page (planPunchHistory, planItemPunchHistory,
   * userPunchHistory, punchHistory): the drawer's overall tab reads kind Activity over every
   * session, the activity tab kind Activity at a num, the personal tab kind Personal at a num and
   * subjectId, the parent tab kind Guardian.
   */
  groupFeedbackRecords: GroupFeedbackRecordPage;
  /** A group plan (groupTrainingPlanCourse). */
  groupPlan: GroupPlan;
  groupPlanCertificateState: GroupPlanCertificateState;
  groupPlanChildStatus: GroupPlanChildStatus;
  /** The class's children and their attendance at a session; the current one without num (childList). */
  groupPlanChildren: GroupPlanChildPage;
  /** A session's children; the current session without num. */
  groupPlanInterviewsNeed: GroupPlanInterviewsNeed;
  /** A class's plans, the open one first (groupCurrentPlanList). */
  groupPlansOfGroup: GroupPlanPage;
  /** A session's activities and the class's answers; the current session without num (forPunch). */
  groupPunchSession: GroupPunchSession;
  /** The centre's groups, newest first; filter is part of the name. */
  groups: GroupPage;
  guardian: GuardianDetail;
  /** One page of the centre's guardians, newest first; filter is part of the name or phone number. */
  guardians: GuardianPage;
  /** What the catalogue still offers the contract for a type. */
  hfsAddableResources: Array<HfsAddableResource>;
  hfsBalanceSummary: HfsBalanceSummary;
  hfsContract: HfsContract;
  /** A page of one type of a contract's resources. */
  hfsContractResources: HfsContractResourcePage;
  /** A tenant's HFS contracts, newest first, with what the caller may do. */
  hfsContracts: HfsContractPage;
  hfsDateLimits: HfsDateLimits;
  hfsKeyIndicator: HfsKeyIndicator;
  /** The tenants whose HFS contracts the caller manages. */
  hfsManagedTenants: Array<HfsManagedTenant>;
  hfsMinSellingPriceRecords: HfsOperationRecordPage;
  hfsOperationRecords: HfsOperationRecordPage;
  hfsParentMoney: HfsParentMoney;
  hfsRechargeCeiling: HfsRechargeCeiling;
  hfsRechargeRecords: HfsRechargeRecordPage;
  hfsReminderSettings: HfsReminderSettings;
  hfsUsageRecords: HfsUsageRecordPage;
  /** The interface language stored for the user: zh-CN or en-US. */
  language: Scalars['String']['output'];
  /** Play history of a plan (first listening of each track per session and child); subjectId narrows it to one child. */
  listeningHistory: Array<ListeningHistoryItem>;
  /** Who is listening now in the current centre (heartbeat within 30 s), most recent first. */
  listeningNow: Array<ListeningNow>;
  me: CurrentUser;
  /** The side menu: filtered by permission, front-permission flag and tenant features. */
  menu: Menu;
  /** Whether the child has a valid FAS test for starting the plan (planId: the child's plan). */
  musicFasValidity: MusicFasValidity;
  musicOperationalData: MusicOperationalData;
  musicOverallIndicators: MusicOverallIndicators;
  /** One programme (GET idtMusic/musicPlanDetail/{userPlanId}). */
  musicPlanDetail: MusicProgramme;
  musicPlanUsageRecord: MusicPlanUsagePage;
  /**
   * The played details of a plan item's course music (idtMusicPlayedDetails): userPlanItemId is an
   * offline or group plan item's id, or (ours) a plan's id with num. subjectId narrows a group plan
   * to one child.
   */
  musicPlayedDetails: MusicPlayedDetails;
  /** The latest playlist of the child's plan; refused (Business:MusicPlaylistNotFound) before the first start. */
  musicPlaylist: MusicPlaylist;
  /** The programme's progress before editing (code, count, order); refused when the child has none of the type. */
  musicProgrammeProgress: MusicProgramme;
  musicTrackPlaybackRecord: MusicTrackPlaybackPage;
  /** The caller's unread counts in the current centre. */
  notificationUnreadCount: NotificationUnreadCount;
  /** The caller's notifications in the current centre, newest first; isRead and type narrow the list. */
  notifications: NotificationPage;
  offlinePlan: OfflinePlan;
  /** GET punchForAudio: a session's course music with isPunched, and its audio punch. */
  offlinePlanAudioPunch: OfflinePlanAudioPunch;
  offlinePlanBeforeCreate: OfflinePlanBeforeCreate;
  /** Finishing a session asks it, so that attendance agrees with the front desk. */
  offlinePlanCheckIn: OfflinePlanCheckIn;
  /** Feedback records newest first; load more by 10. */
  offlinePlanFeedbackRecords: OfflinePlanFeedbackRecordPage;
  /** The centre's plans and their progress (the training plan list), last changed first; 6, 12, 18 or 24 a page. */
  offlinePlanList: OfflinePlanListPage;
  /** GET forPunch: the programmes of the sessions so far, and those with feedback. */
  offlinePlanPunchTargets: OfflinePlanPunchTargets;
  /** Starting a plan or ending a class asks it first, to warn of a quota not set, low or used up. */
  offlinePlanQuotaCheck: OfflinePlanQuotaCheck;
  offlinePlanReport: OfflinePlanReport;
  /** GET forNumPunch: a session's check-in (the current session without num). */
  offlinePlanSessionPunch: OfflinePlanSessionPunch;
  /** GET nonePlaybook: the static activities of the plan's session `num`. */
  offlinePlanStatics: Array<OfflinePlanStatic>;
  offlinePlanTrialCheck: OfflinePlanTrialCheck;
  /** A child's plans, newest first, 6 a page (spec 001 §9). */
  offlinePlans: OfflinePlanPage;
  /** Orders of a line in reach of the caller, newest first (Excel: REST excelDownload / orderListExcel). */
  orders: OrderPage;
  /** GET /api/business/calendar/linkTrainingCalendarList/{planId}: a child's plan's or a class's group plan's courses, by start. */
  planCalendar: Array<CalendarEvent>;
  /** A plan's music feedback, session by session (one child with subjectId, else every child). */
  planMusicRecords: Array<MusicFeedback>;
  projectCloseCheck: ProjectCloseCheck;
  /** Newest first. */
  projectSwitchRecords: Array<ProjectSwitchRecord>;
  /** One QR code, for the current tenant unless tenantId names another (only the role named admin may). */
  qrCode: QrCode;
  /** Several QR codes of the current tenant at once (the top bar's list). */
  qrCodes: Array<QrCode>;
  quotaAssessments: Array<QuotaAssessment>;
  quotaSettings: QuotaSettings;
  /**
   * What the system sent, newest first (management menu setting/mail): the role named admin only, in
   * demo mode only (otherwise the error Business:MessageLogOff).
   */
  sentMessages: SentMessagePage;
  /** GET tenantCourseCostList: the charged sessions of the period (YYYY-MM-DD, inclusive, this month by default), newest first. */
  sessionCosts: SessionCostPage;
  sessionDeliveryMethods: Array<SessionDeliveryMethod>;
  /** Changes of one record, or of every record of one child, newest first. */
  sessionQuotaChanges: SessionQuotaChangePage;
  /** The centre's session quota records, newest first; filter is part of the child's name. */
  sessionQuotas: SessionQuotaPage;
  staffDetail: StaffDetail;
  /** GET /api/business/user/staffList: the centre's active staff, by name. */
  staffList: Array<StaffPick>;
  /** GET /api/business/user/{id}: a colleague's account and place in this centre. */
  staffMember: StaffMember;
  /** The centre's staff, newest first; filter on name, user name, e-mail or phone. */
  staffMembers: StaffPage;
  /** GET /api/business/user/{id}/profile. */
  staffProfile: StaffProfile;
  /** The centre roles a member can be given. */
  staffRoles: Array<StaffRole>;
  subjectArchive: SubjectArchive;
  /** A child's class sessions, the newest first. */
  subjectClassSessions: SubjectClassSessionPage;
  /** A child of the current centre (POST /api/business/subject/getSubjectInfo). */
  subjectDetail: SubjectDetail;
  /** The child's music programmes (GET idtMusic/subjectFasPlanDetail). */
  subjectFasPlanDetail: SubjectFasPlanDetail;
  subjectFormOptions: SubjectFormOptions;
  /** The staff linked to a child of the current centre. */
  subjectLinkedStaff: Array<SubjectLinkedStaff>;
  /** Whether the centre already has a child with exactly this (trimmed) name. */
  subjectNameTaken: Scalars['Boolean']['output'];
  /** The centres a child of the current centre is granted to. */
  subjectTenants: Array<SubjectTenantGrant>;
  /** One page of the current centre's children, newest first, narrowed by the filters given. */
  subjects: SubjectPage;
  /** Each coach's day (a centre's admins and senior coaches), or each centre counted (an enterprise or area). */
  supervisorBoard: SupervisorBoard;
  /** GET /api/business/user/supervisorList: the centre's senior coaches and administrators. */
  supervisorList: Array<StaffPick>;
  tenant: Tenant;
  /** The types and parents the dialog may offer; with id, for editing that tenant. */
  tenantEditOptions: TenantEditOptions;
  /** A tenant's feature and front-permission names (the platform role named admin only). */
  tenantFeatures: Array<Scalars['String']['output']>;
  tenantQrLink: TenantQrLink;
  /** The tenants the caller manages, newest first: types and part of the name filter them. */
  tenants: TenantPage;
  /** The centre's test locations, newest first; enabled: true for the add-test form. */
  testLocations: TestLocationPage;
  /** The centre's test requests, newest first (the first slice of the VRAT list). */
  testRequests: TestRequestPage;
  trainerCertificateState: TrainerCertificateState;
  /** The exercises of the child's active Exercise plan of a type (Online: the online exercise list), 10 a page. */
  trainingPlanExercises: TrainingPlanExercisePage;
  trainingPlanInfo: TrainingPlanInfo;
  /** A plan's clock-in records, newest day first, 10 a page (spec 001 §9). */
  trainingPlanPunches: TrainingPlanPunchPage;
  /** Every plan of the child the caller may read, newest first. */
  trainingPlans: Array<TrainingPlan>;
  userAssessment: UserAssessmentDetail;
  /** POST getUserCalendar: courses starting from `from` to `to` (YYYY-MM-DD, both included); with Business.Calendar.ReadOther everyone's or executorId's, otherwise the reader's own. */
  userCalendar: Array<CalendarEvent>;
  vratBalanceSummary: VratBalanceSummary;
  vratContract: VratContractDetail;
  vratContracts: VratContractPage;
  vratCostOverview: VratCostOverview;
  vratDateLimits: VratDateLimits;
  vratKeyIndicator: VratKeyIndicator;
  /** The tenants right below the caller's (for the administrator, the tops of the trees) with their VRAT contracts in brief. */
  vratManagedTenants: Array<VratManagedTenant>;
  vratParentMoney: VratParentMoney;
  vratReminderSettings: VratReminderSettings;
};


export type QueryAccountLinkArgs = {
  token: Scalars['String']['input'];
};


export type QueryAdminSubjectDetailArgs = {
  id: Scalars['ID']['input'];
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAreaOptionsArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAssessmentQrCodeArgs = {
  assessmentId?: InputMaybe<Scalars['ID']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  userAssessmentId: Scalars['ID']['input'];
};


export type QueryAssessmentQuotasArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  tagId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAssessmentReportArgs = {
  userAssessmentId: Scalars['ID']['input'];
};


export type QueryAssessmentsArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  subjectId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAudioPunchesArgs = {
  planId: Scalars['ID']['input'];
  planKind: ListeningPlanKind;
  subjectId: Scalars['ID']['input'];
};


export type QueryCentreAssessmentsArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  status?: InputMaybe<UserAssessmentStatus>;
};


export type QueryCheckInsArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryChildAssessmentQuotasArgs = {
  childId: Scalars['ID']['input'];
};


export type QueryChildAssessmentsArgs = {
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  subjectId: Scalars['ID']['input'];
};


export type QueryChildInstitutionsArgs = {
  tenantId: Scalars['ID']['input'];
};


export type QueryChildSessionQuotasArgs = {
  childId: Scalars['ID']['input'];
};


export type QueryClientErrorsArgs = {
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryCoachSessionCostsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryContentBrainMusicArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentBrainMusicListArgs = {
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContentClassPlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentClassPlanHistoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentClassPlansArgs = {
  contentStatus?: InputMaybe<ContentStatus>;
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContentFeedbackFormArgs = {
  formKind: FeedbackFormKind;
};


export type QueryContentFeedbackPropertiesArgs = {
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContentMaterialsArgs = {
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContentMusicHistoryArgs = {
  id: Scalars['ID']['input'];
  kind: ContentMusicKind;
};


export type QueryContentMusicPlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentMusicPlansArgs = {
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContentMusicTagsArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  maxResultCount?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryContentOfflinePlanArgs = {
  id: Scalars['ID']['input'];
  version: IlsVersion;
};


export type QueryContentOfflinePlanHistoryArgs = {
  id: Scalars['ID']['input'];
  version: IlsVersion;
};


export type QueryContentOfflinePlansArgs = {
  contentStatus?: InputMaybe<ContentStatus>;
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
  version: IlsVersion;
};


export type QueryContentPartHistoryArgs = {
  id: Scalars['ID']['input'];
  kind: ContentPartKind;
};


export type QueryContentPlanProgramsArgs = {
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContentProgramCategoriesArgs = {
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContentProgramPlayAuthArgs = {
  vid: Scalars['ID']['input'];
};


export type QueryContentReminderTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentReminderTemplateHistoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentReminderTemplatesArgs = {
  contentStatus?: InputMaybe<ContentStatus>;
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContentTagArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentTagHistoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentTagsArgs = {
  contentStatus?: InputMaybe<ContentStatus>;
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContentTrackArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentTrackHistoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentTrackPlayUrlArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentTracksArgs = {
  contentStatus?: InputMaybe<ContentStatus>;
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContentTrainingProgramArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentTrainingProgramHistoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentTrainingProgramsArgs = {
  contentStatus?: InputMaybe<ContentStatus>;
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContentTrainingTargetsArgs = {
  maxResultCount?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QueryContractFilesArgs = {
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  tenantId: Scalars['ID']['input'];
};


export type QueryContractReminderHistoryArgs = {
  line: Scalars['String']['input'];
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  tenantId: Scalars['ID']['input'];
};


export type QueryContractUnlockCheckArgs = {
  line: ContractLine;
};


export type QueryContractWarningsArgs = {
  lines: Array<Scalars['String']['input']>;
  tenantId: Scalars['ID']['input'];
};


export type QueryCourseMusicArgs = {
  num: Scalars['Int']['input'];
  planId: Scalars['ID']['input'];
  planKind: ListeningPlanKind;
  subjectId: Scalars['ID']['input'];
};


export type QueryCourseMusicPlanArgs = {
  planId: Scalars['ID']['input'];
  planKind: CoursePlanKind;
};


export type QueryDepositsArgs = {
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  tenantId: Scalars['ID']['input'];
};


export type QueryEnterpriseOptionsArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupCandidatesArgs = {
  ageStage: GroupAgeStage;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryGroupChildPunchArgs = {
  groupTrainingPlanId: Scalars['ID']['input'];
  num?: InputMaybe<Scalars['Int']['input']>;
  subjectId: Scalars['ID']['input'];
};


export type QueryGroupChildrenArgs = {
  groupId: Scalars['ID']['input'];
};


export type QueryGroupClassBeforeStartArgs = {
  groupTrainingPlanId: Scalars['ID']['input'];
};


export type QueryGroupCourseDetailArgs = {
  groupTrainingPlanId: Scalars['ID']['input'];
  num?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGroupCoursesArgs = {
  groupTrainingPlanId: Scalars['ID']['input'];
};


export type QueryGroupFeedbackRecordsArgs = {
  groupTrainingPlanId: Scalars['ID']['input'];
  itemId?: InputMaybe<Scalars['ID']['input']>;
  kind: GroupFeedbackKind;
  maxResultCount?: Scalars['Int']['input'];
  num?: InputMaybe<Scalars['Int']['input']>;
  skipCount?: Scalars['Int']['input'];
  subjectId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGroupPlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupPlanCertificateStateArgs = {
  groupTrainingPlanId: Scalars['ID']['input'];
};


export type QueryGroupPlanChildStatusArgs = {
  groupTrainingPlanId: Scalars['ID']['input'];
};


export type QueryGroupPlanChildrenArgs = {
  groupTrainingPlanId: Scalars['ID']['input'];
  num?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGroupPlanInterviewsNeedArgs = {
  groupTrainingPlanId: Scalars['ID']['input'];
  num?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGroupPlansOfGroupArgs = {
  groupId: Scalars['ID']['input'];
};


export type QueryGroupPunchSessionArgs = {
  groupTrainingPlanId: Scalars['ID']['input'];
  num?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGroupsArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryGuardianArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGuardiansArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryHfsAddableResourcesArgs = {
  contractId: Scalars['ID']['input'];
  filter?: InputMaybe<Scalars['String']['input']>;
  type: HfsResourceType;
};


export type QueryHfsBalanceSummaryArgs = {
  tenantId: Scalars['ID']['input'];
};


export type QueryHfsContractArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHfsContractResourcesArgs = {
  contractId: Scalars['ID']['input'];
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  type: HfsResourceType;
};


export type QueryHfsContractsArgs = {
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  states?: InputMaybe<Array<ContractState>>;
  tenantId: Scalars['ID']['input'];
};


export type QueryHfsDateLimitsArgs = {
  tenantId: Scalars['ID']['input'];
};


export type QueryHfsKeyIndicatorArgs = {
  tenantId: Scalars['ID']['input'];
};


export type QueryHfsMinSellingPriceRecordsArgs = {
  contractId: Scalars['ID']['input'];
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryHfsOperationRecordsArgs = {
  contractId: Scalars['ID']['input'];
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryHfsParentMoneyArgs = {
  tenantId: Scalars['ID']['input'];
};


export type QueryHfsRechargeCeilingArgs = {
  contractId: Scalars['ID']['input'];
};


export type QueryHfsRechargeRecordsArgs = {
  contractId: Scalars['ID']['input'];
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryHfsReminderSettingsArgs = {
  tenantId: Scalars['ID']['input'];
};


export type QueryHfsUsageRecordsArgs = {
  contractId: Scalars['ID']['input'];
  kind: ContractUsageKind;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryListeningHistoryArgs = {
  planId: Scalars['ID']['input'];
  planKind: ListeningPlanKind;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMusicFasValidityArgs = {
  planId: Scalars['ID']['input'];
  subjectId: Scalars['ID']['input'];
};


export type QueryMusicOperationalDataArgs = {
  filter?: InputMaybe<MusicStatisticFilter>;
};


export type QueryMusicOverallIndicatorsArgs = {
  filter?: InputMaybe<MusicStatisticFilter>;
};


export type QueryMusicPlanDetailArgs = {
  userPlanId: Scalars['ID']['input'];
};


export type QueryMusicPlanUsageRecordArgs = {
  filter?: InputMaybe<MusicStatisticFilter>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryMusicPlayedDetailsArgs = {
  num?: InputMaybe<Scalars['Int']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  userPlanItemId: Scalars['ID']['input'];
};


export type QueryMusicPlaylistArgs = {
  planId: Scalars['ID']['input'];
  subjectId: Scalars['ID']['input'];
};


export type QueryMusicProgrammeProgressArgs = {
  musicType: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryMusicTrackPlaybackRecordArgs = {
  filter?: InputMaybe<MusicStatisticFilter>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryNotificationsArgs = {
  isRead?: InputMaybe<Scalars['Boolean']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  type?: InputMaybe<NotificationType>;
};


export type QueryOfflinePlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOfflinePlanAudioPunchArgs = {
  id: Scalars['ID']['input'];
  num: Scalars['Int']['input'];
};


export type QueryOfflinePlanBeforeCreateArgs = {
  subjectId: Scalars['ID']['input'];
};


export type QueryOfflinePlanCheckInArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOfflinePlanFeedbackRecordsArgs = {
  maxResultCount?: Scalars['Int']['input'];
  planId: Scalars['ID']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryOfflinePlanListArgs = {
  coachId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  status?: InputMaybe<OfflinePlanListStatus>;
};


export type QueryOfflinePlanPunchTargetsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOfflinePlanQuotaCheckArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOfflinePlanReportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOfflinePlanSessionPunchArgs = {
  id: Scalars['ID']['input'];
  num?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOfflinePlanStaticsArgs = {
  num: Scalars['Int']['input'];
  planId: Scalars['ID']['input'];
};


export type QueryOfflinePlanTrialCheckArgs = {
  ilsVersion: IlsVersion;
  templateId: Scalars['ID']['input'];
};


export type QueryOfflinePlansArgs = {
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  subjectId: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
  line: ContractLine;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryPlanCalendarArgs = {
  planId: Scalars['ID']['input'];
};


export type QueryPlanMusicRecordsArgs = {
  planKind: ListeningPlanKind;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  userPlanId: Scalars['ID']['input'];
};


export type QueryProjectCloseCheckArgs = {
  project: TenantProject;
  tenantId: Scalars['ID']['input'];
};


export type QueryProjectSwitchRecordsArgs = {
  project: TenantProject;
  tenantId: Scalars['ID']['input'];
};


export type QueryQrCodeArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  kind: QrCodeKind;
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryQrCodesArgs = {
  kinds: Array<QrCodeKind>;
};


export type QuerySentMessagesArgs = {
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QuerySessionCostsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: InputMaybe<Scalars['Int']['input']>;
  skipCount?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySessionQuotaChangesArgs = {
  childId?: InputMaybe<Scalars['ID']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  recordId?: InputMaybe<Scalars['ID']['input']>;
  skipCount?: Scalars['Int']['input'];
};


export type QuerySessionQuotasArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  state?: InputMaybe<QuotaState>;
  type?: InputMaybe<SessionType>;
};


export type QueryStaffDetailArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryStaffMemberArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryStaffMembersArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  roleName?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStaffProfileArgs = {
  userId: Scalars['ID']['input'];
};


export type QuerySubjectArchiveArgs = {
  from?: ArchiveSource;
  section?: ArchiveSection;
  subjectId: Scalars['ID']['input'];
};


export type QuerySubjectClassSessionsArgs = {
  maxResultCount?: InputMaybe<Scalars['Int']['input']>;
  skipCount?: InputMaybe<Scalars['Int']['input']>;
  subjectId: Scalars['ID']['input'];
};


export type QuerySubjectDetailArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySubjectFasPlanDetailArgs = {
  userId: Scalars['ID']['input'];
};


export type QuerySubjectLinkedStaffArgs = {
  subjectId: Scalars['ID']['input'];
};


export type QuerySubjectNameTakenArgs = {
  name: Scalars['String']['input'];
};


export type QuerySubjectTenantsArgs = {
  subjectId: Scalars['ID']['input'];
};


export type QuerySubjectsArgs = {
  coachName?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  isCheckIn?: InputMaybe<Scalars['Boolean']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  outpatientNumber?: InputMaybe<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  school?: InputMaybe<Scalars['String']['input']>;
  skipCount?: Scalars['Int']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySupervisorBoardArgs = {
  coachId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTenantArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTenantEditOptionsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTenantFeaturesArgs = {
  tenantId: Scalars['ID']['input'];
};


export type QueryTenantQrLinkArgs = {
  tenantId: Scalars['ID']['input'];
};


export type QueryTenantsArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
  skipCount?: Scalars['Int']['input'];
  types?: InputMaybe<Array<TenantType>>;
};


export type QueryTestLocationsArgs = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryTestRequestsArgs = {
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
};


export type QueryTrainerCertificateStateArgs = {
  planId: Scalars['ID']['input'];
  planKind: CoursePlanKind;
};


export type QueryTrainingPlanExercisesArgs = {
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  subjectId: Scalars['ID']['input'];
  type: ExerciseType;
};


export type QueryTrainingPlanInfoArgs = {
  subjectId: Scalars['ID']['input'];
  type: TrainingPlanType;
};


export type QueryTrainingPlanPunchesArgs = {
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  subjectId: Scalars['ID']['input'];
  userTrainingPlanId: Scalars['ID']['input'];
};


export type QueryTrainingPlansArgs = {
  subjectId: Scalars['ID']['input'];
};


export type QueryUserAssessmentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserCalendarArgs = {
  executorId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryVratBalanceSummaryArgs = {
  tenantId: Scalars['ID']['input'];
};


export type QueryVratContractArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVratContractsArgs = {
  maxResultCount?: Scalars['Int']['input'];
  skipCount?: Scalars['Int']['input'];
  states?: InputMaybe<Array<ContractState>>;
  tenantId: Scalars['ID']['input'];
};


export type QueryVratDateLimitsArgs = {
  tenantId: Scalars['ID']['input'];
};


export type QueryVratKeyIndicatorArgs = {
  tenantId: Scalars['ID']['input'];
};


export type QueryVratParentMoneyArgs = {
  contractId?: InputMaybe<Scalars['ID']['input']>;
  tenantId: Scalars['ID']['input'];
};


export type QueryVratReminderSettingsArgs = {
  tenantId: Scalars['ID']['input'];
};

/** An assessment the add-assessment-count dialog offers. */
export type QuotaAssessment = {
  __typename?: 'QuotaAssessment';
  name: Scalars['String']['output'];
  tagId: Scalars['ID']['output'];
};

/** Which limits a session quota has: None (neither), Time (dates), Quantity (a count), QuantityAndTime (both). Fixed once submitted. */
export type QuotaBillingMethod =
  | 'None'
  | 'Quantity'
  | 'QuantityAndTime'
  | 'Time';

/** What happened to a session quota record. */
export type QuotaChangeKind =
  | 'Add'
  | 'Disable'
  | 'Edit'
  | 'Renewal'
  | 'Return'
  | 'Usage';

/** What the caller may do on the user usage configuration page. */
export type QuotaSettings = {
  __typename?: 'QuotaSettings';
  billingMethods: Array<QuotaBillingMethod>;
  canWrite: Scalars['Boolean']['output'];
  /** The centre has hfs1.timesSetting: quotas are binding and warned about. */
  timesSetting: Scalars['Boolean']['output'];
  types: Array<SessionType>;
};

export type QuotaState =
  | 'Disabled'
  | 'InEffect';

export type RegisterCodeSent = {
  __typename?: 'RegisterCodeSent';
  /** 'Code sent', in the reader's language. */
  message: Scalars['String']['output'];
  /** Seconds before another code may go to this guardian. */
  secondsUntilResend: Scalars['Int']['output'];
};

/** Spec 002 §3 'Reminder contact'. */
export type RemindMessageType =
  | 'email'
  | 'sms'
  | 'systemNotice';

/** How a reminder goes: the messenger's SMS and e-mail, and the console's notifications. */
export type ReminderChannel =
  | 'email'
  | 'notification'
  | 'sms';

/** The events a reminder template is for (forms/reminder-templates.ts). */
export type ReminderEvent =
  | 'AssessmentDue'
  | 'FeedbackOverdue'
  | 'ParentInterviewDue'
  | 'PlanExpiring'
  | 'SessionMissed'
  | 'SessionTomorrow';

/** A CV file of the signed-in user (spec 000 §3 'User profile': resumes). */
export type Resume = {
  __typename?: 'Resume';
  contentType: Scalars['String']['output'];
  creationTime: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  size: Scalars['Int']['output'];
  /** REST path of the file; GET with the bearer token answers it inline (PDF, images). */
  url: Scalars['String']['output'];
};

export type Role = {
  __typename?: 'Role';
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** An e-mail or SMS the system sent, as the demo's message log kept it (demo mode only). */
export type SentMessage = {
  __typename?: 'SentMessage';
  body: Scalars['String']['output'];
  channel: SentMessageChannel;
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Sent to someone other than the reader: its codes and link tokens are masked (••••••). */
  masked: Scalars['Boolean']['output'];
  /** The e-mail address, or the phone number as +<country code> <number>. */
  recipient: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  /** Which transport handled it: store (kept only) or a real one. */
  transport: Scalars['String']['output'];
};

/** How a message went out. */
export type SentMessageChannel =
  | 'email'
  | 'sms';

export type SentMessagePage = {
  __typename?: 'SentMessagePage';
  items: Array<SentMessage>;
  totalCount: Scalars['Int']['output'];
};

/** One delivered session charged to the centre's HFS contract (spec 001 §7 tenantCourseCostList; issue 19 item 6). */
export type SessionCost = {
  __typename?: 'SessionCost';
  /** Empty for a class's session. */
  childName: Scalars['String']['output'];
  coachName?: Maybe<Scalars['String']['output']>;
  /** A class's session (issue 20): its class's name; null for a child's session. */
  groupName?: Maybe<Scalars['String']['output']>;
  /** The ledger entry's id. */
  id: Scalars['ID']['output'];
  /** Yuan with two decimals, as the ledger entry charged it. */
  money: Scalars['Float']['output'];
  /** The session's number in its plan. */
  num?: Maybe<Scalars['Int']['output']>;
  planId?: Maybe<Scalars['ID']['output']>;
  /** The plan's name in the caller's language. */
  planName: Scalars['String']['output'];
  /** When it was charged (ISO instant). */
  time: Scalars['String']['output'];
};

export type SessionCostPage = {
  __typename?: 'SessionCostPage';
  items: Array<SessionCost>;
  totalCount: Scalars['Int']['output'];
};

export type SessionDeliveryMethod = {
  __typename?: 'SessionDeliveryMethod';
  /** In the reader's language. */
  name: Scalars['String']['output'];
  value: SessionType;
};

/** A child's session quota record (spec 001 §3 'Session quota record'). */
export type SessionQuota = {
  __typename?: 'SessionQuota';
  billingMethod: QuotaBillingMethod;
  childId: Scalars['ID']['output'];
  childName: Scalars['String']['output'];
  /** Sessions signed; null: unlimited. */
  classHours?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  creatorName?: Maybe<Scalars['String']['output']>;
  endTime?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Sessions left; null: unlimited. The console shows above 500 as unlimited and 0 as none yet (001 §9). */
  remainingHours?: Maybe<Scalars['Int']['output']>;
  remark: Scalars['String']['output'];
  /** YYYY-MM-DD; null: no time limit. */
  startTime?: Maybe<Scalars['String']['output']>;
  state: QuotaState;
  type: SessionType;
  usedHours: Scalars['Int']['output'];
};

/** One change of a session quota record (adventRecords): who, when, how many sessions. */
export type SessionQuotaChange = {
  __typename?: 'SessionQuotaChange';
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  /** What else changed, as JSON (an edit's before and after). */
  details: Scalars['String']['output'];
  /** Sessions added (Add, Renewal, Edit's difference) or used (Usage). */
  hours: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  kind: QuotaChangeKind;
  /** The plan's session number, for a usage by a plan. */
  num?: Maybe<Scalars['Int']['output']>;
  operatorName?: Maybe<Scalars['String']['output']>;
  planId?: Maybe<Scalars['ID']['output']>;
  recordId: Scalars['ID']['output'];
  type: SessionType;
};

export type SessionQuotaChangePage = {
  __typename?: 'SessionQuotaChangePage';
  items: Array<SessionQuotaChange>;
  totalCount: Scalars['Int']['output'];
};

/** The add-sessions dialog (spec 001 §5 'Add sessions'); the limits the billing method lacks are ignored. */
export type SessionQuotaInput = {
  billingMethod?: InputMaybe<QuotaBillingMethod>;
  childId?: InputMaybe<Scalars['ID']['input']>;
  classHours?: InputMaybe<Scalars['Int']['input']>;
  endTime?: InputMaybe<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  startTime?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<SessionType>;
};

export type SessionQuotaPage = {
  __typename?: 'SessionQuotaPage';
  items: Array<SessionQuota>;
  totalCount: Scalars['Int']['output'];
};

export type SessionQuotaRenewalInput = {
  /** Sessions to add (a limited count). */
  classHours?: InputMaybe<Scalars['Int']['input']>;
  /** A later end date (a limited time). */
  endTime?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** How a session is delivered (spec 001 §3 'Session quota record' type; classDeliveryMethod). */
export type SessionType =
  | 'HomeBased'
  | 'Offline'
  | 'Online';

export type StaffDetail = {
  __typename?: 'StaffDetail';
  history: Array<StaffHistoryEntry>;
  staff: StaffMember;
};

/** One recorded change of a member: who did it and when. */
export type StaffHistoryEntry = {
  __typename?: 'StaffHistoryEntry';
  actorName: Scalars['String']['output'];
  creationTime: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  previousRoles?: Maybe<Array<Scalars['String']['output']>>;
  roles?: Maybe<Array<Scalars['String']['output']>>;
  state?: Maybe<Scalars['String']['output']>;
  /** StaffInvited, StaffInvitationResent, StaffUpdated, StaffRolesChanged, StaffFrozen, StaffUnfrozen, StaffActivated, StaffEmailChangeRequested, StaffEmailChanged. */
  type: Scalars['String']['output'];
};

export type StaffInput = {
  countryCode?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  gender: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  roleNames: Array<Scalars['String']['input']>;
};

export type StaffInvitation = {
  __typename?: 'StaffInvitation';
  email: Scalars['String']['output'];
  /** ISO 8601. */
  expiresAt: Scalars['String']['output'];
};

/** A staff member of the current centre (spec 000 §3 'Centre membership', §7 'Staff and users'). */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** ISO 8601: when the person accepted; null while invited. */
  activationTime?: Maybe<Scalars['String']['output']>;
  countryCode?: Maybe<Scalars['String']['output']>;
  /** ISO 8601: when the place was created (the invitation). */
  creationTime: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Unknown, Male, Female or Others. */
  gender: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  isActivated: Scalars['Boolean']['output'];
  membershipId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Whether this centre may change the name, e-mail, phone and gender: only for an account it invited that nobody registered and no other centre invited. A request to an existing account shows only the invited address until accepted, and its id is then the membership's. */
  profileEditable: Scalars['Boolean']['output'];
  roles: Array<StaffRole>;
  /** Invited (the activation link is not used yet), Effective or Frozen. */
  state: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

/** A member's place in the centre (spec 000 §3 'Centre membership'). */
export type StaffMembership = {
  __typename?: 'StaffMembership';
  /** ISO 8601; null while invited. */
  activationTime?: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  /** The centre's name. */
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  roles: Array<StaffRole>;
  /** Invited, Effective or Frozen. */
  state: Scalars['String']['output'];
};

export type StaffPage = {
  __typename?: 'StaffPage';
  items: Array<StaffMember>;
  totalCount: Scalars['Int']['output'];
};

/** A colleague in a picker: active members only. */
export type StaffPick = {
  __typename?: 'StaffPick';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  roles: Array<StaffRole>;
};

/** A colleague's user profile (spec 000 §3 'User profile') with their place in this centre. */
export type StaffProfile = {
  __typename?: 'StaffProfile';
  /** YYYY-MM-DD, or null when unset. */
  birthday?: Maybe<Scalars['String']['output']>;
  /** Children of this centre, not cancelled, whose coach the member is. */
  coachedSubjectCount: Scalars['Int']['output'];
  countryCode?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  gender: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  membership: StaffMembership;
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  roles: Array<StaffRole>;
  userName: Scalars['String']['output'];
};

/** A centre role with its name in the caller's language (spec 000 §6). */
export type StaffRole = {
  __typename?: 'StaffRole';
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A child trained or assessed in a centre (spec 000 §3 'Subject'). */
export type Subject = {
  __typename?: 'Subject';
  birthDay: Scalars['String']['output'];
  coachNames: Array<Scalars['String']['output']>;
  /** The coaches assigned to the child. */
  coaches: Array<SubjectCoach>;
  gender: Scalars['String']['output'];
  gradeName?: Maybe<Scalars['String']['output']>;
  guardianNames: Array<Scalars['String']['output']>;
  /** The child's guardians, each with their role for the child in the reader's language. */
  guardians: Array<SubjectGuardian>;
  id: Scalars['ID']['output'];
  /** Checked in today and not checked out yet. */
  isCheckedIn: Scalars['Boolean']['output'];
  /** The child's music plan that 'start music' starts (the latest one not Finished); null when it has none. */
  musicPlanId?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  outpatientNumber?: Maybe<Scalars['String']['output']>;
  remark?: Maybe<Scalars['String']['output']>;
  schoolName?: Maybe<Scalars['String']['output']>;
  /** Bind, Unbind or Logout (spec 000 §4 'Subject binding'). */
  status: Scalars['String']['output'];
};

/** A child's archives as the archives page reads them: every section's count and one section's entries. */
export type SubjectArchive = {
  __typename?: 'SubjectArchive';
  /** The caller may add, edit and delete entries (the child is bound to the centre). */
  canWrite: Scalars['Boolean']['output'];
  /** Every section, in the page's order. */
  counts: Array<ArchiveSectionCount>;
  /** The section's entries, newest first (the day, then when entered). */
  entries: Array<ArchiveEntry>;
  section: ArchiveSection;
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
};

/** A class session a child was marked at (userCourseRecord). */
export type SubjectClassSession = {
  __typename?: 'SubjectClassSession';
  attendance: GroupAttendance;
  endedAt?: Maybe<Scalars['String']['output']>;
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  groupTrainingPlanId: Scalars['ID']['output'];
  num: Scalars['Int']['output'];
  /** The class plan's name in the caller's language. */
  planName: Scalars['String']['output'];
  /** ISO 8601: when the class started and ended (null while it runs). */
  startedAt: Scalars['String']['output'];
  totalNum: Scalars['Int']['output'];
};

export type SubjectClassSessionPage = {
  __typename?: 'SubjectClassSessionPage';
  items: Array<SubjectClassSession>;
  totalCount: Scalars['Int']['output'];
};

export type SubjectCoach = {
  __typename?: 'SubjectCoach';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Spec 000 §3 'Subject-detail response'. Group training plans do not exist yet: their lists are empty. */
export type SubjectDetail = {
  __typename?: 'SubjectDetail';
  groups: Array<SubjectGroup>;
  info: SubjectInfo;
  userMusics: Array<SubjectMusic>;
};

/** subjectFasPlanDetail: the child's programmes, its FAS result and whether both archive questionnaires are filled. */
export type SubjectFasPlanDetail = {
  __typename?: 'SubjectFasPlanDetail';
  archiveComplete: Scalars['Boolean']['output'];
  fas: MusicFasExistence;
  items: Array<MusicProgramme>;
  userId: Scalars['ID']['output'];
};

/** What the add-subject and add-guardian forms offer to choose from. */
export type SubjectFormOptions = {
  __typename?: 'SubjectFormOptions';
  avaliableGuardianRoles: Array<GuardianRole>;
  coaches: Array<CentreCoach>;
};

/** A class (group) the child belongs to. */
export type SubjectGroup = {
  __typename?: 'SubjectGroup';
  groupTrainingPlans: Array<SubjectGroupTrainingPlan>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A group training plan as the card shows it (spec 000 §3). */
export type SubjectGroupTrainingPlan = {
  __typename?: 'SubjectGroupTrainingPlan';
  currentNum: Scalars['Int']['output'];
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type SubjectGuardian = {
  __typename?: 'SubjectGuardian';
  id: Scalars['ID']['output'];
  /** The guardian's account was cancelled: no child can be added to it. */
  isCancelled: Scalars['Boolean']['output'];
  nickName: Scalars['String']['output'];
  /** Mother, Father, ... in the reader's language. */
  roleDisplayName: Scalars['String']['output'];
};

/** Spec 000 §3 'Subject', with what the subject card and subject info card show. */
export type SubjectInfo = {
  __typename?: 'SubjectInfo';
  /** Whole years on the centre's day. */
  age: Scalars['Int']['output'];
  /** PreSchool or GradeOrTeenSchool. */
  ageStage: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  birthDay: Scalars['String']['output'];
  city?: Maybe<Scalars['String']['output']>;
  className?: Maybe<Scalars['String']['output']>;
  coachNames: Array<Scalars['String']['output']>;
  dominantHand?: Maybe<Scalars['String']['output']>;
  gender: Scalars['String']['output'];
  gradeName?: Maybe<Scalars['String']['output']>;
  guardians: Array<SubjectInfoGuardian>;
  id: Scalars['ID']['output'];
  isBind: Scalars['Boolean']['output'];
  isLogout: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  outpatientNumber?: Maybe<Scalars['String']['output']>;
  /** The guardians' roles for the child in the reader's language. */
  relationshipLocale?: Maybe<Scalars['String']['output']>;
  remark?: Maybe<Scalars['String']['output']>;
  schoolName?: Maybe<Scalars['String']['output']>;
  schoolNature?: Maybe<Scalars['String']['output']>;
  /** The statistics band: 0-3, 3-5.5, 5.5-13, 13-18 or 18+. */
  stage: Scalars['String']['output'];
  /** Bind, Unbind (no longer authorized) or Logout (cancelled). */
  status: Scalars['String']['output'];
  tenantId: Scalars['ID']['output'];
  /** The centres the child's record comes from. */
  tenantNames: Array<Scalars['String']['output']>;
};

/** A guardian of the child, as the subject card shows them. */
export type SubjectInfoGuardian = {
  __typename?: 'SubjectInfoGuardian';
  id: Scalars['ID']['output'];
  nickName: Scalars['String']['output'];
  /** The role in the reader's language (roleDefinition.displayName). */
  roleDisplayName: Scalars['String']['output'];
  /** The role's name as stored (Mother, Father, ...). */
  roleName: Scalars['String']['output'];
  /** The guardian's authorization of the centre for this child: Bind or Unbind. */
  state: Scalars['String']['output'];
};

/** A member of staff who works with the child, with their roles in this centre. */
export type SubjectLinkedStaff = {
  __typename?: 'SubjectLinkedStaff';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  roleDisplayNames: Array<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

/** A class HFS music code with its session number. */
export type SubjectMusic = {
  __typename?: 'SubjectMusic';
  code: Scalars['String']['output'];
  musicCourseNum: Scalars['Int']['output'];
};

export type SubjectPage = {
  __typename?: 'SubjectPage';
  items: Array<Subject>;
  totalCount: Scalars['Int']['output'];
};

/** A centre the child is granted to. */
export type SubjectTenantGrant = {
  __typename?: 'SubjectTenantGrant';
  /** ISO 8601. */
  grantTime: Scalars['String']['output'];
  status: Scalars['String']['output'];
  tenantId: Scalars['ID']['output'];
  tenantName: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The current centre's events the user may see: first those after `after` (missed while away), then live.
   * `after` is a cursor; an event id (as sent before cursors) is still taken, resuming from that event.
   * With `tenantId` of another tenant, one the caller manages (the platform admin: any; a manager:
   * those below its own tenant), its facts a manager follows (ContractChanged), live only: resuming
   * with `after` answers RefetchRequired instead of a replay. A tenant not managed ends it (403).
   */
  events: DomainEvent;
};


export type SubscriptionEventsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** The supervisor's live board (issue 19 item 8). */
export type SupervisorBoard = {
  __typename?: 'SupervisorBoard';
  centres: Array<SupervisorBoardCentre>;
  coaches: Array<SupervisorBoardCoach>;
  /** The centre's day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
};

/** A centre below an enterprise or area, counted. */
export type SupervisorBoardCentre = {
  __typename?: 'SupervisorBoardCentre';
  /** Class sessions of group plans ended today. */
  classesDone: Scalars['Int']['output'];
  /** Class sessions of group plans running now. */
  classesNow: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  endingSoon: Scalars['Int']['output'];
  feedbackOwed: Scalars['Int']['output'];
  inProgress: Scalars['Int']['output'];
  lateFeedback: Scalars['Int']['output'];
  lowQuota: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  tenantId: Scalars['ID']['output'];
};

/** One coach's day at the centre. */
export type SupervisorBoardCoach = {
  __typename?: 'SupervisorBoardCoach';
  /** Class sessions of group plans this person started, ended today. */
  classesDone: Scalars['Int']['output'];
  /** Class sessions of group plans this person started, running now (started, not ended). */
  classesNow: Scalars['Int']['output'];
  coachId?: Maybe<Scalars['ID']['output']>;
  coachName?: Maybe<Scalars['String']['output']>;
  /** Sessions finished today. */
  delivered: Scalars['Int']['output'];
  endingSoon: Array<SupervisorBoardEnding>;
  feedbackOwed: Array<SupervisorBoardOwed>;
  inProgress: Array<SupervisorBoardSession>;
  lowQuota: Array<SupervisorBoardLowQuota>;
};

export type SupervisorBoardEnding = {
  __typename?: 'SupervisorBoardEnding';
  num: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
  totalNum: Scalars['Int']['output'];
  validUntil?: Maybe<Scalars['String']['output']>;
};

export type SupervisorBoardLowQuota = {
  __typename?: 'SupervisorBoardLowQuota';
  planId: Scalars['ID']['output'];
  remaining: Scalars['Int']['output'];
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
};

export type SupervisorBoardOwed = {
  __typename?: 'SupervisorBoardOwed';
  /** Minutes past the session's hour. */
  lateMinutes: Scalars['Int']['output'];
  num: Scalars['Int']['output'];
  openItems: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  /** When the session began (ISO 8601). */
  since: Scalars['String']['output'];
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
};

/** A child on the supervisor board, with the plan to open. */
export type SupervisorBoardSession = {
  __typename?: 'SupervisorBoardSession';
  num: Scalars['Int']['output'];
  /** Items of the session still without feedback. */
  openItems: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  /** ISO 8601. */
  startedAt: Scalars['String']['output'];
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
  totalNum: Scalars['Int']['output'];
};

export type SystemNoticePublished = {
  __typename?: 'SystemNoticePublished';
  id: Scalars['ID']['output'];
  /** How many users received it. */
  recipientCount: Scalars['Int']['output'];
};

/** A tenant as the administration lists show it (spec 002 §3 Tenant). Amounts in yuan. */
export type Tenant = {
  __typename?: 'Tenant';
  area?: Maybe<Scalars['String']['output']>;
  childCount: Scalars['Int']['output'];
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  hfsReminderAmount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** The logo's address, or null. */
  logo?: Maybe<Scalars['String']['output']>;
  parentTenant?: Maybe<TenantRef>;
  projectStatus: Array<TenantProjectStatus>;
  state: TenantState;
  type: TenantType;
  vratReminderAmount: Scalars['Float']['output'];
  vratReminderTimes: Scalars['Int']['output'];
};

/** What the create/edit dialog may offer the caller. */
export type TenantEditOptions = {
  __typename?: 'TenantEditOptions';
  parents: Array<TenantRef>;
  tenant?: Maybe<Tenant>;
  types: Array<TenantTypeRule>;
};

export type TenantFreezeOperation =
  | 'Freeze'
  | 'Unfreeze';

/** The create/edit dialog (POST and PUT /api/business/tenant/simple). */
export type TenantInput = {
  area?: InputMaybe<Scalars['String']['input']>;
  displayName: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  parentTenant?: InputMaybe<Scalars['ID']['input']>;
  type: TenantType;
};

/** A node of the tenant tree (canChangeList). */
export type TenantNode = {
  __typename?: 'TenantNode';
  children: Array<TenantNode>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  type: TenantType;
};

export type TenantPage = {
  __typename?: 'TenantPage';
  items: Array<Tenant>;
  totalCount: Scalars['Int']['output'];
};

/** The two product lines a tenant's project switches open and close (tenant features hfs and vrat). */
export type TenantProject =
  | 'hfs'
  | 'vrat';

/** One project switch of a tenant (spec 002 §3 Tenant 'projectStatus'). */
export type TenantProjectStatus = {
  __typename?: 'TenantProjectStatus';
  /** The caller may toggle it; otherwise they are told to contact the project manager. */
  mayToggle: Scalars['Boolean']['output'];
  name: TenantProject;
  status: Scalars['Boolean']['output'];
};

export type TenantQrLink = {
  __typename?: 'TenantQrLink';
  content: Scalars['String']['output'];
  /** ISO 8601. */
  expiresAt: Scalars['String']['output'];
};

/** A tenant as a picker or a parent column shows it. */
export type TenantRef = {
  __typename?: 'TenantRef';
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  type: TenantType;
};

/** Whether a tenant is in service; a frozen centre's users are refused (Business:CenterStateInvalid). */
export type TenantState =
  | 'Effective'
  | 'Frozen';

/** The kinds of tenant (spec 000 §6), with the agent variants of enterprise and area. */
export type TenantType =
  | 'Area'
  | 'AreaAgent'
  | 'Center'
  | 'Enterprise'
  | 'EnterpriseAgent';

/** A type the caller may give a tenant, with the parent types it may hang under (null: the top of the tree). */
export type TenantTypeRule = {
  __typename?: 'TenantTypeRule';
  parentTypes: Array<Maybe<TenantType>>;
  type: TenantType;
};

/** Where a centre runs VRAT tests (spec 001 §3 'Test location'). */
export type TestLocation = {
  __typename?: 'TestLocation';
  /** 86, 972, 52 or 1. */
  countryCode: Scalars['String']['output'];
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isEnabled: Scalars['Boolean']['output'];
  /** The address. */
  location?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  tenantId: Scalars['ID']['output'];
};

/** A location as the form sends it; the server checks it (name required, e-mail, country code). */
export type TestLocationInput = {
  countryCode?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  isEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type TestLocationPage = {
  __typename?: 'TestLocationPage';
  items: Array<TestLocation>;
  totalCount: Scalars['Int']['output'];
};

/** A VRAT test asked for a child from the subject list ('add a test'). */
export type TestRequest = {
  __typename?: 'TestRequest';
  /** ISO 8601. */
  creationTime: Scalars['String']['output'];
  /** BeforeSchool, 1 to 12 or NotAttendingSchool. */
  grade: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  locationId: Scalars['ID']['output'];
  locationName: Scalars['String']['output'];
  requestedByName: Scalars['String']['output'];
  /** Requested until the test is taken. */
  status: Scalars['String']['output'];
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
};

export type TestRequestPage = {
  __typename?: 'TestRequestPage';
  items: Array<TestRequest>;
  totalCount: Scalars['Int']['output'];
};

/** The caller's certificate state before delivering a session of the plan. */
export type TrainerCertificateState = {
  __typename?: 'TrainerCertificateState';
  /** The credential that state is about; null when the caller holds none in this centre. */
  certificate?: Maybe<TrainerCredential>;
  /** Now: InEffect only within the credential's start and end; NotIssued when the caller holds none. */
  certificateStatus: CertificateStatus;
  planId: Scalars['ID']['output'];
  planKind: CoursePlanKind;
};

/** A trainer's credential (certificate) in the centre (spec 002 §3). */
export type TrainerCredential = {
  __typename?: 'TrainerCredential';
  certificateId: Scalars['ID']['output'];
  certifier: Scalars['String']['output'];
  creationTime: Scalars['String']['output'];
  credentialsCode: Scalars['String']['output'];
  /** ISO 8601. */
  endTime: Scalars['String']['output'];
  /** As recorded; TrainerCertificateState.certificateStatus is what it means now. */
  recordedStatus: CertificateStatus;
  /** ISO 8601. */
  startTime: Scalars['String']['output'];
  trainingModule: Scalars['String']['output'];
};

/** A child's clock-in plan (spec 001 §3 'Clock-in plan'). */
export type TrainingPlan = {
  __typename?: 'TrainingPlan';
  activatedByName?: Maybe<Scalars['String']['output']>;
  clockedInToday: Scalars['Boolean']['output'];
  /** The current streak: consecutive days up to today, or up to yesterday while today is still open. */
  continueDayCount: Scalars['Int']['output'];
  /** ISO 8601: when the plan was activated. */
  creationTime: Scalars['String']['output'];
  /** ISO 8601. */
  endedAt?: Maybe<Scalars['String']['output']>;
  exercises: Array<TrainingPlanExercise>;
  /** Days clocked in since the plan began. */
  finishedDayCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** YYYY-MM-DD. */
  lastClockInDay?: Maybe<Scalars['String']['output']>;
  /** What the centre asks of the family. */
  remark: Scalars['String']['output'];
  state: TrainingPlanState;
  subjectId: Scalars['ID']['output'];
  type: TrainingPlanType;
};

/** One exercise of an Exercise plan. */
export type TrainingPlanExercise = {
  __typename?: 'TrainingPlanExercise';
  id: Scalars['ID']['output'];
  /** Minutes a day. */
  minutes: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  type: ExerciseType;
};

export type TrainingPlanExerciseInput = {
  minutes: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  type: ExerciseType;
};

export type TrainingPlanExercisePage = {
  __typename?: 'TrainingPlanExercisePage';
  items: Array<TrainingPlanExercise>;
  totalCount: Scalars['Int']['output'];
};

/** A child's active plan of a kind (null when none), as the tab reads it (POST trainingPlan/userInfo). */
export type TrainingPlanInfo = {
  __typename?: 'TrainingPlanInfo';
  /** The caller may activate, clock in and end (the write policy, and the child still bound). */
  canWrite: Scalars['Boolean']['output'];
  /** The earliest day the active plan still takes a clock-in for: its first day, at most six days back. */
  earliestClockInDay?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<TrainingPlan>;
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
  /** The centre's today (YYYY-MM-DD). */
  today: Scalars['String']['output'];
  type: TrainingPlanType;
};

/** One clock-in: the plan was done on day (the centre's calendar). */
export type TrainingPlanPunch = {
  __typename?: 'TrainingPlanPunch';
  /** ISO 8601: when it was recorded. */
  creationTime: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  day: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  recordedByName?: Maybe<Scalars['String']['output']>;
  remark: Scalars['String']['output'];
};

export type TrainingPlanPunchPage = {
  __typename?: 'TrainingPlanPunchPage';
  items: Array<TrainingPlanPunch>;
  totalCount: Scalars['Int']['output'];
};

export type TrainingPlanState =
  | 'Active'
  | 'Ended';

/** A home-training (clock-in) plan's kind: the subject detail's sleep, nutrition and sport tabs (spec 000 §2). */
export type TrainingPlanType =
  | 'Exercise'
  | 'Nutrition'
  | 'Sleep';

/** The section and the author stay as they were. */
export type UpdateArchiveEntryInput = {
  content: Scalars['String']['input'];
  recordedOn: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** A child's assessment (spec 001 §3 HFS report: tenantId, id, finishTime, needPay, status). */
export type UserAssessment = {
  __typename?: 'UserAssessment';
  assessment: UserAssessmentAssessment;
  creationTime: Scalars['String']['output'];
  creatorName?: Maybe<Scalars['String']['output']>;
  finishTime?: Maybe<Scalars['String']['output']>;
  finishedPage: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  needPay: Scalars['Boolean']['output'];
  /** The offline plan whose 'arrange assessment' made it. */
  planId?: Maybe<Scalars['ID']['output']>;
  /** ISO 8601. */
  sentTime?: Maybe<Scalars['String']['output']>;
  status: UserAssessmentStatus;
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
  tenantId: Scalars['ID']['output'];
};

/** The assessment a child's assessment is of (the HFS report's assessment.title). */
export type UserAssessmentAssessment = {
  __typename?: 'UserAssessmentAssessment';
  id: Scalars['ID']['output'];
  kind: AssessmentKind;
  tagId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A child's assessment with its questionnaires and the answers so far. */
export type UserAssessmentDetail = {
  __typename?: 'UserAssessmentDetail';
  /** Question id to the chosen option's id, as JSON. */
  answers: Scalars['String']['output'];
  assessment: UserAssessment;
  questionnaires: Array<AssessmentQuestionnaire>;
};

export type UserAssessmentPage = {
  __typename?: 'UserAssessmentPage';
  items: Array<UserAssessment>;
  totalCount: Scalars['Int']['output'];
};

/** A child's assessment status (machines/user-assessment.machine.ts); the spec names ReportedReady. */
export type UserAssessmentStatus =
  | 'Answering'
  | 'Created'
  | 'ReportedReady'
  | 'SentToGuardian';

/** Spec 002 §3 'VRAT balance summary'. */
export type VratBalanceSummary = {
  __typename?: 'VratBalanceSummary';
  /** Only for the balance-view profile. */
  balance?: Maybe<Scalars['Float']['output']>;
  /** Tests the Active balance buys; only for the balance-view profile. */
  balanceEqualTimes?: Maybe<Scalars['Int']['output']>;
  cumulativeConsumption: Scalars['Float']['output'];
  cumulativeRecharge: Scalars['Float']['output'];
  currentEndTime?: Maybe<Scalars['String']['output']>;
  /** Money left on stopped contracts. */
  deactivateBalance: Scalars['Float']['output'];
  parentLatestContract?: Maybe<VratParentContract>;
};

/** Spec 002 §3 'VRAT contract'. Money is yuan with two decimals; dates are YYYY-MM-DD in the tenant's calendar. */
export type VratContract = {
  __typename?: 'VratContract';
  /** What the contract was given: recharges less deductions. */
  amount: Scalars['Float']['output'];
  /** Only for the platform administrator (spec 002 §6). */
  balance?: Maybe<Scalars['Float']['output']>;
  /** What the parent contract sells one test at: this tenant's purchase price. */
  buyPrice?: Maybe<Scalars['Float']['output']>;
  consumeAmount: Scalars['Float']['output'];
  creationTime: Scalars['String']['output'];
  cumulativeAllocation: Scalars['Float']['output'];
  cumulativeAllocationFreeTimes: Scalars['Int']['output'];
  endTime: Scalars['String']['output'];
  freeTimes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  parentContractId?: Maybe<Scalars['ID']['output']>;
  remark: Scalars['String']['output'];
  setSellingPrice: Scalars['Boolean']['output'];
  startTime: Scalars['String']['output'];
  state: ContractState;
  status: ContractStatus;
  /** Only for the platform administrator (spec 002 §6). ISO 8601. */
  stopTime?: Maybe<Scalars['String']['output']>;
  tenantId: Scalars['ID']['output'];
  /** The price of one test to this tenant (its selling price to the centre below). */
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

/** What the caller may do with a tenant's VRAT contracts (spec 002 §6 contract-type profiles). */
export type VratContractCaller = {
  __typename?: 'VratContractCaller';
  manages: Scalars['Boolean']['output'];
  /** Spec 002 §4: non-admin, non-area callers whose own tenant has no parent, as the server decides. */
  mayChangeUnitPrice: Scalars['Boolean']['output'];
  /** Spec 002 §6: the system-notice reminder contact is offered to CenterAdmin and Admin. */
  mayUseSystemNotice: Scalars['Boolean']['output'];
  needsVerification: Scalars['Boolean']['output'];
  /** sellingPrice, purchasePrice or unitPrice. */
  priceLabel: Scalars['String']['output'];
  profile: Scalars['String']['output'];
  seesBalanceAndStopTime: Scalars['Boolean']['output'];
};

export type VratContractDetail = {
  __typename?: 'VratContractDetail';
  contract: VratContract;
  operateRecords: Array<VratOperateRecord>;
  records: Array<VratMoneyRecord>;
};

export type VratContractEditInput = {
  endTime: Scalars['String']['input'];
  remark?: Scalars['String']['input'];
  startTime: Scalars['String']['input'];
  unitPrice: Scalars['Float']['input'];
};

export type VratContractInput = {
  endTime: Scalars['String']['input'];
  remark?: Scalars['String']['input'];
  startTime: Scalars['String']['input'];
  tenantId: Scalars['ID']['input'];
  unitPrice: Scalars['Float']['input'];
};

export type VratContractPage = {
  __typename?: 'VratContractPage';
  caller: VratContractCaller;
  hasParentTenant: Scalars['Boolean']['output'];
  items: Array<VratContract>;
  tenantName: Scalars['String']['output'];
  today: Scalars['String']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Spec 002 §3 'VRAT balance summary' of the current tenant's own VRAT contracts; money in yuan. */
export type VratCostOverview = {
  __typename?: 'VratCostOverview';
  balance: Scalars['Float']['output'];
  /** floor(balance / unit price) of the active contract. */
  balanceEqualTimes?: Maybe<Scalars['Int']['output']>;
  cumulativeConsumption: Scalars['Float']['output'];
  cumulativeRecharge: Scalars['Float']['output'];
  /** The active contract's last day (ISO date). */
  currentEndTime?: Maybe<Scalars['String']['output']>;
  deactivateBalance: Scalars['Float']['output'];
  freeTimes: Scalars['Int']['output'];
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

/** The days a new or renewed VRAT contract may not take (spec 002 §5). */
export type VratDateLimits = {
  __typename?: 'VratDateLimits';
  parentEndTime?: Maybe<Scalars['String']['output']>;
  /** Other contracts that count (NotEnable, NotActive, Active). */
  taken: Array<VratDateRange>;
  today: Scalars['String']['output'];
};

export type VratDateRange = {
  __typename?: 'VratDateRange';
  endTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  startTime: Scalars['String']['output'];
};

export type VratDeleteResult = {
  __typename?: 'VratDeleteResult';
  id: Scalars['ID']['output'];
  /** What went back to the parent contract. */
  returnedAmount: Scalars['Float']['output'];
  returnedFreeTimes: Scalars['Int']['output'];
};

export type VratKeyIndicator = {
  __typename?: 'VratKeyIndicator';
  days?: Maybe<Scalars['Int']['output']>;
  reminderAmount: Scalars['Float']['output'];
  reminderTimes: Scalars['Int']['output'];
  show: Scalars['Boolean']['output'];
  times?: Maybe<Scalars['Int']['output']>;
};

/** A tenant whose VRAT contracts the caller manages. */
export type VratManagedTenant = {
  __typename?: 'VratManagedTenant';
  activeEndTime?: Maybe<Scalars['String']['output']>;
  contractCount: Scalars['Int']['output'];
  tenantId: Scalars['ID']['output'];
  tenantName: Scalars['String']['output'];
  tenantType: Scalars['String']['output'];
};

/** Spec 002 §3 Records: a recharge (positive) or a deduction (negative), with the free tests it moved. */
export type VratMoneyRecord = {
  __typename?: 'VratMoneyRecord';
  creationTime: Scalars['String']['output'];
  freeTimes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  money: Scalars['Float']['output'];
  remark: Scalars['String']['output'];
};

/** Spec 002 §3 OperateRecords: Create, Edit, Enable, ReEnable, Stop, Renewal, UnitPriceChange, BuyPriceChange, Delete. */
export type VratOperateRecord = {
  __typename?: 'VratOperateRecord';
  creationTime: Scalars['String']['output'];
  endTime?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  operateName: Scalars['String']['output'];
  operateType: Scalars['String']['output'];
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

/** The parent tenant's latest Active VRAT contract, which a child's contracts draw on. */
export type VratParentContract = {
  __typename?: 'VratParentContract';
  amount: Scalars['Float']['output'];
  balance: Scalars['Float']['output'];
  endTime: Scalars['String']['output'];
  freeTimes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

export type VratParentMoney = {
  __typename?: 'VratParentMoney';
  parentLatestContract?: Maybe<VratParentContract>;
  /** Spec 002 §5: floor(parent amount / buy price) × selling price, for the contract asked about. */
  rechargeMaximum?: Maybe<Scalars['Float']['output']>;
  required: Scalars['Boolean']['output'];
};

export type VratRechargeInput = {
  contractId: Scalars['ID']['input'];
  freeTimes?: Scalars['Int']['input'];
  isRecharge: Scalars['Boolean']['input'];
  /** Negative, or isRecharge false, deducts. */
  money: Scalars['Float']['input'];
  remark?: Scalars['String']['input'];
  /** Who is told of this recharge or deduction. */
  remindContacts?: InputMaybe<Array<VratRemindContactInput>>;
};

export type VratRemindContact = {
  __typename?: 'VratRemindContact';
  /** An e-mail address, a mobile number, or (systemNotice) a user id. */
  contact: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  messageType: RemindMessageType;
};

export type VratRemindContactInput = {
  contact: Scalars['String']['input'];
  messageType: RemindMessageType;
};

/** Spec 002 §3 'Reminder settings' of the VRAT line. */
export type VratReminderSettings = {
  __typename?: 'VratReminderSettings';
  caller: VratContractCaller;
  /** Spec 002 §3 'Reminder contact': who the tenant's VRAT reminders and recharge notices go to. */
  contacts: Array<VratRemindContact>;
  reminderAmount: Scalars['Float']['output'];
  reminderAmountOn?: Maybe<Scalars['Boolean']['output']>;
  /** -20 means off (spec 002 §9). */
  reminderTimes: Scalars['Int']['output'];
  reminderTimesNextAllowTime?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountActivation: ResolverTypeWrapper<AccountActivation>;
  AccountLink: ResolverTypeWrapper<AccountLink>;
  AccountSettings: ResolverTypeWrapper<AccountSettings>;
  ActivateTrainingPlanInput: ActivateTrainingPlanInput;
  AddArchiveEntryInput: AddArchiveEntryInput;
  AddChildToGuardianInput: AddChildToGuardianInput;
  AddGuardianInput: AddGuardianInput;
  AddGuardianResult: ResolverTypeWrapper<AddGuardianResult>;
  AddSubjectsInput: AddSubjectsInput;
  ArchiveEntry: ResolverTypeWrapper<ArchiveEntry>;
  ArchiveSection: ArchiveSection;
  ArchiveSectionCount: ResolverTypeWrapper<ArchiveSectionCount>;
  ArchiveSource: ArchiveSource;
  ArrangeCourseInput: ArrangeCourseInput;
  ArrangeOfflinePlanInput: ArrangeOfflinePlanInput;
  Assessment: ResolverTypeWrapper<Assessment>;
  AssessmentAnswerInput: AssessmentAnswerInput;
  AssessmentKind: AssessmentKind;
  AssessmentOption: ResolverTypeWrapper<AssessmentOption>;
  AssessmentPage: ResolverTypeWrapper<AssessmentPage>;
  AssessmentQrCode: ResolverTypeWrapper<AssessmentQrCode>;
  AssessmentQuestion: ResolverTypeWrapper<AssessmentQuestion>;
  AssessmentQuestionnaire: ResolverTypeWrapper<AssessmentQuestionnaire>;
  AssessmentQuota: ResolverTypeWrapper<AssessmentQuota>;
  AssessmentQuotaInput: AssessmentQuotaInput;
  AssessmentQuotaPage: ResolverTypeWrapper<AssessmentQuotaPage>;
  AssessmentReport: ResolverTypeWrapper<AssessmentReport>;
  AssessmentReportScore: ResolverTypeWrapper<AssessmentReportScore>;
  AudioPunch: ResolverTypeWrapper<AudioPunch>;
  AudioTrackAnswer: ResolverTypeWrapper<AudioTrackAnswer>;
  AudioTrackInput: AudioTrackInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BrainAudioType: BrainAudioType;
  BrainMusicOption: ResolverTypeWrapper<BrainMusicOption>;
  CalendarCourseType: CalendarCourseType;
  CalendarEvent: ResolverTypeWrapper<CalendarEvent>;
  CalendarRepeatUnit: CalendarRepeatUnit;
  CenterMembership: ResolverTypeWrapper<CenterMembership>;
  CentreCoach: ResolverTypeWrapper<CentreCoach>;
  CertificateStatus: CertificateStatus;
  CheckIn: ResolverTypeWrapper<CheckIn>;
  CheckInChange: ResolverTypeWrapper<CheckInChange>;
  CheckInDay: ResolverTypeWrapper<CheckInDay>;
  ChildAssessmentQuota: ResolverTypeWrapper<ChildAssessmentQuota>;
  ClientError: ResolverTypeWrapper<ClientError>;
  ClientErrorInput: ClientErrorInput;
  ClientErrorPage: ResolverTypeWrapper<ClientErrorPage>;
  ClockInTrainingPlanInput: ClockInTrainingPlanInput;
  CoachSessionCost: ResolverTypeWrapper<CoachSessionCost>;
  CodeSent: ResolverTypeWrapper<CodeSent>;
  ContentAction: ContentAction;
  ContentBrainMusic: ResolverTypeWrapper<ContentBrainMusic>;
  ContentBrainMusicInput: ContentBrainMusicInput;
  ContentBrainMusicPage: ResolverTypeWrapper<ContentBrainMusicPage>;
  ContentChange: ResolverTypeWrapper<ContentChange>;
  ContentClassPlan: ResolverTypeWrapper<ContentClassPlan>;
  ContentClassPlanCategory: ResolverTypeWrapper<ContentClassPlanCategory>;
  ContentClassPlanInput: ContentClassPlanInput;
  ContentClassPlanPage: ResolverTypeWrapper<ContentClassPlanPage>;
  ContentFeedbackProperty: ResolverTypeWrapper<ContentFeedbackProperty>;
  ContentFeedbackPropertyInput: ContentFeedbackPropertyInput;
  ContentFeedbackPropertyPage: ResolverTypeWrapper<ContentFeedbackPropertyPage>;
  ContentHistoryEntry: ResolverTypeWrapper<ContentHistoryEntry>;
  ContentLocalisedTitle: ResolverTypeWrapper<ContentLocalisedTitle>;
  ContentLocalisedTitleInput: ContentLocalisedTitleInput;
  ContentMusicCategoryName: ResolverTypeWrapper<ContentMusicCategoryName>;
  ContentMusicKind: ContentMusicKind;
  ContentMusicPlan: ResolverTypeWrapper<ContentMusicPlan>;
  ContentMusicPlanInput: ContentMusicPlanInput;
  ContentMusicPlanPage: ResolverTypeWrapper<ContentMusicPlanPage>;
  ContentMusicSession: ResolverTypeWrapper<ContentMusicSession>;
  ContentMusicSessionInput: ContentMusicSessionInput;
  ContentMusicTag: ResolverTypeWrapper<ContentMusicTag>;
  ContentMusicTrackRef: ResolverTypeWrapper<ContentMusicTrackRef>;
  ContentNamedPart: ResolverTypeWrapper<ContentNamedPart>;
  ContentNamedPartInput: ContentNamedPartInput;
  ContentNamedPartPage: ResolverTypeWrapper<ContentNamedPartPage>;
  ContentOfflinePlan: ResolverTypeWrapper<ContentOfflinePlan>;
  ContentOfflinePlanInput: ContentOfflinePlanInput;
  ContentOfflinePlanPage: ResolverTypeWrapper<ContentOfflinePlanPage>;
  ContentOfflinePlanSession: ResolverTypeWrapper<ContentOfflinePlanSession>;
  ContentOfflinePlanSessionInput: ContentOfflinePlanSessionInput;
  ContentPartKind: ContentPartKind;
  ContentPlanDifficultyRule: ResolverTypeWrapper<ContentPlanDifficultyRule>;
  ContentPlanDifficultyRuleInput: ContentPlanDifficultyRuleInput;
  ContentPlanDifficultyStep: ResolverTypeWrapper<ContentPlanDifficultyStep>;
  ContentPlanDifficultyStepInput: ContentPlanDifficultyStepInput;
  ContentPlanInterviewRule: ResolverTypeWrapper<ContentPlanInterviewRule>;
  ContentPlanInterviewRuleInput: ContentPlanInterviewRuleInput;
  ContentPlanProgram: ResolverTypeWrapper<ContentPlanProgram>;
  ContentPlanProgramPage: ResolverTypeWrapper<ContentPlanProgramPage>;
  ContentPlanRules: ResolverTypeWrapper<ContentPlanRules>;
  ContentPlanRulesInput: ContentPlanRulesInput;
  ContentPlanSession: ResolverTypeWrapper<ContentPlanSession>;
  ContentPlanSessionInput: ContentPlanSessionInput;
  ContentPlanTrialRule: ResolverTypeWrapper<ContentPlanTrialRule>;
  ContentPlanTrialRuleInput: ContentPlanTrialRuleInput;
  ContentProgramCategory: ResolverTypeWrapper<ContentProgramCategory>;
  ContentProgramCategoryInput: ContentProgramCategoryInput;
  ContentProgramCategoryPage: ResolverTypeWrapper<ContentProgramCategoryPage>;
  ContentProgramCategoryRef: ResolverTypeWrapper<ContentProgramCategoryRef>;
  ContentProgramFeedbackProperty: ResolverTypeWrapper<ContentProgramFeedbackProperty>;
  ContentProgramMaterial: ResolverTypeWrapper<ContentProgramMaterial>;
  ContentProgramMaterialInput: ContentProgramMaterialInput;
  ContentProgramMedia: ResolverTypeWrapper<ContentProgramMedia>;
  ContentProgramPlayAuth: ResolverTypeWrapper<ContentProgramPlayAuth>;
  ContentProgramTarget: ResolverTypeWrapper<ContentProgramTarget>;
  ContentReminderTemplate: ResolverTypeWrapper<ContentReminderTemplate>;
  ContentReminderTemplateInput: ContentReminderTemplateInput;
  ContentReminderTemplatePage: ResolverTypeWrapper<ContentReminderTemplatePage>;
  ContentStaticActivity: ResolverTypeWrapper<ContentStaticActivity>;
  ContentStaticActivityInput: ContentStaticActivityInput;
  ContentStatus: ContentStatus;
  ContentTag: ResolverTypeWrapper<ContentTag>;
  ContentTagInput: ContentTagInput;
  ContentTagPage: ResolverTypeWrapper<ContentTagPage>;
  ContentTrack: ResolverTypeWrapper<ContentTrack>;
  ContentTrackAudio: ResolverTypeWrapper<ContentTrackAudio>;
  ContentTrackInput: ContentTrackInput;
  ContentTrackPage: ResolverTypeWrapper<ContentTrackPage>;
  ContentTrackPlayUrl: ResolverTypeWrapper<ContentTrackPlayUrl>;
  ContentTrainingProgram: ResolverTypeWrapper<ContentTrainingProgram>;
  ContentTrainingProgramInput: ContentTrainingProgramInput;
  ContentTrainingProgramPage: ResolverTypeWrapper<ContentTrainingProgramPage>;
  ContractCodeSent: ResolverTypeWrapper<ContractCodeSent>;
  ContractFile: ResolverTypeWrapper<ContractFile>;
  ContractFileRecord: ResolverTypeWrapper<ContractFileRecord>;
  ContractFileRecordPage: ResolverTypeWrapper<ContractFileRecordPage>;
  ContractLine: ContractLine;
  ContractProfile: ResolverTypeWrapper<ContractProfile>;
  ContractReminderChannels: ResolverTypeWrapper<ContractReminderChannels>;
  ContractReminderPage: ResolverTypeWrapper<ContractReminderPage>;
  ContractReminderSent: ResolverTypeWrapper<ContractReminderSent>;
  ContractState: ContractState;
  ContractStatus: ContractStatus;
  ContractUnlock: ResolverTypeWrapper<ContractUnlock>;
  ContractUsageKind: ContractUsageKind;
  ContractWarningIndicator: ResolverTypeWrapper<ContractWarningIndicator>;
  CourseMusic: ResolverTypeWrapper<CourseMusic>;
  CourseMusicPlan: ResolverTypeWrapper<CourseMusicPlan>;
  CourseMusicPlanInput: CourseMusicPlanInput;
  CourseMusicTrack: ResolverTypeWrapper<CourseMusicTrack>;
  CoursePlanKind: CoursePlanKind;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  Deposit: ResolverTypeWrapper<Deposit>;
  DepositInput: DepositInput;
  DepositPage: ResolverTypeWrapper<DepositPage>;
  DomainEvent: ResolverTypeWrapper<DomainEvent>;
  EditCourseInput: EditCourseInput;
  ExerciseType: ExerciseType;
  FeedbackFormKind: FeedbackFormKind;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FreezeOperate: FreezeOperate;
  Group: ResolverTypeWrapper<Group>;
  GroupAgeStage: GroupAgeStage;
  GroupAttendance: GroupAttendance;
  GroupAttendanceInput: GroupAttendanceInput;
  GroupChild: ResolverTypeWrapper<GroupChild>;
  GroupChildPage: ResolverTypeWrapper<GroupChildPage>;
  GroupChildPunch: ResolverTypeWrapper<GroupChildPunch>;
  GroupChildPunchItem: ResolverTypeWrapper<GroupChildPunchItem>;
  GroupClassBeforeStart: ResolverTypeWrapper<GroupClassBeforeStart>;
  GroupClassChargeStatus: GroupClassChargeStatus;
  GroupClassChildQuota: ResolverTypeWrapper<GroupClassChildQuota>;
  GroupClassQuota: ResolverTypeWrapper<GroupClassQuota>;
  GroupClassQuotaStatus: GroupClassQuotaStatus;
  GroupClassState: GroupClassState;
  GroupCourse: ResolverTypeWrapper<GroupCourse>;
  GroupCourseDetail: ResolverTypeWrapper<GroupCourseDetail>;
  GroupCourseItem: ResolverTypeWrapper<GroupCourseItem>;
  GroupCoursePage: ResolverTypeWrapper<GroupCoursePage>;
  GroupCourseProgram: ResolverTypeWrapper<GroupCourseProgram>;
  GroupCourseStatus: GroupCourseStatus;
  GroupDifficultyOperate: GroupDifficultyOperate;
  GroupFeedbackInput: GroupFeedbackInput;
  GroupFeedbackKind: GroupFeedbackKind;
  GroupFeedbackRecord: ResolverTypeWrapper<GroupFeedbackRecord>;
  GroupFeedbackRecordPage: ResolverTypeWrapper<GroupFeedbackRecordPage>;
  GroupInput: GroupInput;
  GroupMember: ResolverTypeWrapper<GroupMember>;
  GroupPage: ResolverTypeWrapper<GroupPage>;
  GroupPlan: ResolverTypeWrapper<GroupPlan>;
  GroupPlanCertificateState: ResolverTypeWrapper<GroupPlanCertificateState>;
  GroupPlanChild: ResolverTypeWrapper<GroupPlanChild>;
  GroupPlanChildPage: ResolverTypeWrapper<GroupPlanChildPage>;
  GroupPlanChildStatus: ResolverTypeWrapper<GroupPlanChildStatus>;
  GroupPlanCourseConflict: ResolverTypeWrapper<GroupPlanCourseConflict>;
  GroupPlanInterviewChild: ResolverTypeWrapper<GroupPlanInterviewChild>;
  GroupPlanInterviewsNeed: ResolverTypeWrapper<GroupPlanInterviewsNeed>;
  GroupPlanJoinedChild: ResolverTypeWrapper<GroupPlanJoinedChild>;
  GroupPlanLeftChild: ResolverTypeWrapper<GroupPlanLeftChild>;
  GroupPlanPage: ResolverTypeWrapper<GroupPlanPage>;
  GroupPlanRunRefusal: GroupPlanRunRefusal;
  GroupPlanStatus: GroupPlanStatus;
  GroupPlanTrainingPlan: ResolverTypeWrapper<GroupPlanTrainingPlan>;
  GroupPunchItem: ResolverTypeWrapper<GroupPunchItem>;
  GroupPunchSession: ResolverTypeWrapper<GroupPunchSession>;
  GroupType: GroupType;
  Guardian: ResolverTypeWrapper<Guardian>;
  GuardianChild: ResolverTypeWrapper<GuardianChild>;
  GuardianDetail: ResolverTypeWrapper<GuardianDetail>;
  GuardianDetailChild: ResolverTypeWrapper<GuardianDetailChild>;
  GuardianLink: ResolverTypeWrapper<GuardianLink>;
  GuardianPage: ResolverTypeWrapper<GuardianPage>;
  GuardianRole: ResolverTypeWrapper<GuardianRole>;
  HfsAddableResource: ResolverTypeWrapper<HfsAddableResource>;
  HfsBalanceSummary: ResolverTypeWrapper<HfsBalanceSummary>;
  HfsBuyPriceRecord: ResolverTypeWrapper<HfsBuyPriceRecord>;
  HfsClassKind: HfsClassKind;
  HfsClassPrice: ResolverTypeWrapper<HfsClassPrice>;
  HfsClassPriceInput: HfsClassPriceInput;
  HfsContract: ResolverTypeWrapper<HfsContract>;
  HfsContractCaller: ResolverTypeWrapper<HfsContractCaller>;
  HfsContractEditInput: HfsContractEditInput;
  HfsContractInput: HfsContractInput;
  HfsContractPage: ResolverTypeWrapper<HfsContractPage>;
  HfsContractResource: ResolverTypeWrapper<HfsContractResource>;
  HfsContractResourcePage: ResolverTypeWrapper<HfsContractResourcePage>;
  HfsDateLimits: ResolverTypeWrapper<HfsDateLimits>;
  HfsDateRange: ResolverTypeWrapper<HfsDateRange>;
  HfsDeleteResult: ResolverTypeWrapper<HfsDeleteResult>;
  HfsKeyIndicator: ResolverTypeWrapper<HfsKeyIndicator>;
  HfsManagedTenant: ResolverTypeWrapper<HfsManagedTenant>;
  HfsNewResourceInput: HfsNewResourceInput;
  HfsOperationRecord: ResolverTypeWrapper<HfsOperationRecord>;
  HfsOperationRecordPage: ResolverTypeWrapper<HfsOperationRecordPage>;
  HfsParentContract: ResolverTypeWrapper<HfsParentContract>;
  HfsParentMoney: ResolverTypeWrapper<HfsParentMoney>;
  HfsPlatform: HfsPlatform;
  HfsRechargeCeiling: ResolverTypeWrapper<HfsRechargeCeiling>;
  HfsRechargeInput: HfsRechargeInput;
  HfsRechargeRecord: ResolverTypeWrapper<HfsRechargeRecord>;
  HfsRechargeRecordPage: ResolverTypeWrapper<HfsRechargeRecordPage>;
  HfsRemindContact: ResolverTypeWrapper<HfsRemindContact>;
  HfsRemindContactInput: HfsRemindContactInput;
  HfsReminderSettings: ResolverTypeWrapper<HfsReminderSettings>;
  HfsResourcePriceInput: HfsResourcePriceInput;
  HfsResourceType: HfsResourceType;
  HfsUsageRecord: ResolverTypeWrapper<HfsUsageRecord>;
  HfsUsageRecordPage: ResolverTypeWrapper<HfsUsageRecordPage>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IlsVersion: IlsVersion;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ListeningHistoryItem: ResolverTypeWrapper<ListeningHistoryItem>;
  ListeningNow: ResolverTypeWrapper<ListeningNow>;
  ListeningPlanKind: ListeningPlanKind;
  MembershipState: MembershipState;
  Menu: ResolverTypeWrapper<Menu>;
  MenuGroup: ResolverTypeWrapper<MenuGroup>;
  MenuItem: ResolverTypeWrapper<MenuItem>;
  MusicCategory: MusicCategory;
  MusicFasExistence: ResolverTypeWrapper<MusicFasExistence>;
  MusicFasValidity: ResolverTypeWrapper<MusicFasValidity>;
  MusicFeedback: ResolverTypeWrapper<MusicFeedback>;
  MusicFeedbackInput: MusicFeedbackInput;
  MusicOperationalData: ResolverTypeWrapper<MusicOperationalData>;
  MusicOperationalDay: ResolverTypeWrapper<MusicOperationalDay>;
  MusicOverallIndicators: ResolverTypeWrapper<MusicOverallIndicators>;
  MusicPlanUsage: ResolverTypeWrapper<MusicPlanUsage>;
  MusicPlanUsagePage: ResolverTypeWrapper<MusicPlanUsagePage>;
  MusicPlayedDetail: ResolverTypeWrapper<MusicPlayedDetail>;
  MusicPlayedDetails: ResolverTypeWrapper<MusicPlayedDetails>;
  MusicPlaylist: ResolverTypeWrapper<MusicPlaylist>;
  MusicProgramme: ResolverTypeWrapper<MusicProgramme>;
  MusicStart: ResolverTypeWrapper<MusicStart>;
  MusicStatisticFilter: MusicStatisticFilter;
  MusicStatisticProgrammeKind: MusicStatisticProgrammeKind;
  MusicTrackPlayback: ResolverTypeWrapper<MusicTrackPlayback>;
  MusicTrackPlaybackPage: ResolverTypeWrapper<MusicTrackPlaybackPage>;
  MusicType: MusicType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewSubjectInput: NewSubjectInput;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationExtraProperties: ResolverTypeWrapper<NotificationExtraProperties>;
  NotificationPage: ResolverTypeWrapper<NotificationPage>;
  NotificationType: NotificationType;
  NotificationUnreadCount: ResolverTypeWrapper<NotificationUnreadCount>;
  OfflinePlan: ResolverTypeWrapper<OfflinePlan>;
  OfflinePlanAnswer: ResolverTypeWrapper<OfflinePlanAnswer>;
  OfflinePlanAnswerInput: OfflinePlanAnswerInput;
  OfflinePlanAttendance: OfflinePlanAttendance;
  OfflinePlanAudioPunch: ResolverTypeWrapper<OfflinePlanAudioPunch>;
  OfflinePlanAudioPunchTrack: ResolverTypeWrapper<OfflinePlanAudioPunchTrack>;
  OfflinePlanAudioRecordPunch: ResolverTypeWrapper<OfflinePlanAudioRecordPunch>;
  OfflinePlanBeforeCreate: ResolverTypeWrapper<OfflinePlanBeforeCreate>;
  OfflinePlanCardVersion: OfflinePlanCardVersion;
  OfflinePlanCheckIn: ResolverTypeWrapper<OfflinePlanCheckIn>;
  OfflinePlanCourseAdjustment: OfflinePlanCourseAdjustment;
  OfflinePlanFeedbackInput: OfflinePlanFeedbackInput;
  OfflinePlanFeedbackProperty: ResolverTypeWrapper<OfflinePlanFeedbackProperty>;
  OfflinePlanFeedbackRecord: ResolverTypeWrapper<OfflinePlanFeedbackRecord>;
  OfflinePlanFeedbackRecordPage: ResolverTypeWrapper<OfflinePlanFeedbackRecordPage>;
  OfflinePlanItem: ResolverTypeWrapper<OfflinePlanItem>;
  OfflinePlanListPage: ResolverTypeWrapper<OfflinePlanListPage>;
  OfflinePlanListRow: ResolverTypeWrapper<OfflinePlanListRow>;
  OfflinePlanListStatus: OfflinePlanListStatus;
  OfflinePlanMode: OfflinePlanMode;
  OfflinePlanNumPunchOutput: ResolverTypeWrapper<OfflinePlanNumPunchOutput>;
  OfflinePlanOperate: OfflinePlanOperate;
  OfflinePlanPage: ResolverTypeWrapper<OfflinePlanPage>;
  OfflinePlanProgram: ResolverTypeWrapper<OfflinePlanProgram>;
  OfflinePlanPunchKind: OfflinePlanPunchKind;
  OfflinePlanPunchRecord: ResolverTypeWrapper<OfflinePlanPunchRecord>;
  OfflinePlanPunchTarget: ResolverTypeWrapper<OfflinePlanPunchTarget>;
  OfflinePlanPunchTargets: ResolverTypeWrapper<OfflinePlanPunchTargets>;
  OfflinePlanQuota: ResolverTypeWrapper<OfflinePlanQuota>;
  OfflinePlanQuotaCheck: ResolverTypeWrapper<OfflinePlanQuotaCheck>;
  OfflinePlanQuotaStatus: OfflinePlanQuotaStatus;
  OfflinePlanReport: ResolverTypeWrapper<OfflinePlanReport>;
  OfflinePlanReportFacts: ResolverTypeWrapper<OfflinePlanReportFacts>;
  OfflinePlanReportInput: OfflinePlanReportInput;
  OfflinePlanReportText: ResolverTypeWrapper<OfflinePlanReportText>;
  OfflinePlanSession: ResolverTypeWrapper<OfflinePlanSession>;
  OfflinePlanSessionPunch: ResolverTypeWrapper<OfflinePlanSessionPunch>;
  OfflinePlanSessionPunchItem: ResolverTypeWrapper<OfflinePlanSessionPunchItem>;
  OfflinePlanStatic: ResolverTypeWrapper<OfflinePlanStatic>;
  OfflinePlanStatus: OfflinePlanStatus;
  OfflinePlanStep: ResolverTypeWrapper<OfflinePlanStep>;
  OfflinePlanSummary: ResolverTypeWrapper<OfflinePlanSummary>;
  OfflinePlanTrialCheck: ResolverTypeWrapper<OfflinePlanTrialCheck>;
  OfflinePlanValidity: OfflinePlanValidity;
  Order: ResolverTypeWrapper<Order>;
  OrderFilter: OrderFilter;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  ProfileInput: ProfileInput;
  ProjectCloseCheck: ResolverTypeWrapper<ProjectCloseCheck>;
  ProjectSwitchOperation: ProjectSwitchOperation;
  ProjectSwitchRecord: ResolverTypeWrapper<ProjectSwitchRecord>;
  QrCode: ResolverTypeWrapper<QrCode>;
  QrCodeKind: QrCodeKind;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuotaAssessment: ResolverTypeWrapper<QuotaAssessment>;
  QuotaBillingMethod: QuotaBillingMethod;
  QuotaChangeKind: QuotaChangeKind;
  QuotaSettings: ResolverTypeWrapper<QuotaSettings>;
  QuotaState: QuotaState;
  RegisterCodeSent: ResolverTypeWrapper<RegisterCodeSent>;
  RemindMessageType: RemindMessageType;
  ReminderChannel: ReminderChannel;
  ReminderEvent: ReminderEvent;
  Resume: ResolverTypeWrapper<Resume>;
  Role: ResolverTypeWrapper<Role>;
  SentMessage: ResolverTypeWrapper<SentMessage>;
  SentMessageChannel: SentMessageChannel;
  SentMessagePage: ResolverTypeWrapper<SentMessagePage>;
  SessionCost: ResolverTypeWrapper<SessionCost>;
  SessionCostPage: ResolverTypeWrapper<SessionCostPage>;
  SessionDeliveryMethod: ResolverTypeWrapper<SessionDeliveryMethod>;
  SessionQuota: ResolverTypeWrapper<SessionQuota>;
  SessionQuotaChange: ResolverTypeWrapper<SessionQuotaChange>;
  SessionQuotaChangePage: ResolverTypeWrapper<SessionQuotaChangePage>;
  SessionQuotaInput: SessionQuotaInput;
  SessionQuotaPage: ResolverTypeWrapper<SessionQuotaPage>;
  SessionQuotaRenewalInput: SessionQuotaRenewalInput;
  SessionType: SessionType;
  StaffDetail: ResolverTypeWrapper<StaffDetail>;
  StaffHistoryEntry: ResolverTypeWrapper<StaffHistoryEntry>;
  StaffInput: StaffInput;
  StaffInvitation: ResolverTypeWrapper<StaffInvitation>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  StaffMembership: ResolverTypeWrapper<StaffMembership>;
  StaffPage: ResolverTypeWrapper<StaffPage>;
  StaffPick: ResolverTypeWrapper<StaffPick>;
  StaffProfile: ResolverTypeWrapper<StaffProfile>;
  StaffRole: ResolverTypeWrapper<StaffRole>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subject: ResolverTypeWrapper<Subject>;
  SubjectArchive: ResolverTypeWrapper<SubjectArchive>;
  SubjectClassSession: ResolverTypeWrapper<SubjectClassSession>;
  SubjectClassSessionPage: ResolverTypeWrapper<SubjectClassSessionPage>;
  SubjectCoach: ResolverTypeWrapper<SubjectCoach>;
  SubjectDetail: ResolverTypeWrapper<SubjectDetail>;
  SubjectFasPlanDetail: ResolverTypeWrapper<SubjectFasPlanDetail>;
  SubjectFormOptions: ResolverTypeWrapper<SubjectFormOptions>;
  SubjectGroup: ResolverTypeWrapper<SubjectGroup>;
  SubjectGroupTrainingPlan: ResolverTypeWrapper<SubjectGroupTrainingPlan>;
  SubjectGuardian: ResolverTypeWrapper<SubjectGuardian>;
  SubjectInfo: ResolverTypeWrapper<SubjectInfo>;
  SubjectInfoGuardian: ResolverTypeWrapper<SubjectInfoGuardian>;
  SubjectLinkedStaff: ResolverTypeWrapper<SubjectLinkedStaff>;
  SubjectMusic: ResolverTypeWrapper<SubjectMusic>;
  SubjectPage: ResolverTypeWrapper<SubjectPage>;
  SubjectTenantGrant: ResolverTypeWrapper<SubjectTenantGrant>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupervisorBoard: ResolverTypeWrapper<SupervisorBoard>;
  SupervisorBoardCentre: ResolverTypeWrapper<SupervisorBoardCentre>;
  SupervisorBoardCoach: ResolverTypeWrapper<SupervisorBoardCoach>;
  SupervisorBoardEnding: ResolverTypeWrapper<SupervisorBoardEnding>;
  SupervisorBoardLowQuota: ResolverTypeWrapper<SupervisorBoardLowQuota>;
  SupervisorBoardOwed: ResolverTypeWrapper<SupervisorBoardOwed>;
  SupervisorBoardSession: ResolverTypeWrapper<SupervisorBoardSession>;
  SystemNoticePublished: ResolverTypeWrapper<SystemNoticePublished>;
  Tenant: ResolverTypeWrapper<Tenant>;
  TenantEditOptions: ResolverTypeWrapper<TenantEditOptions>;
  TenantFreezeOperation: TenantFreezeOperation;
  TenantInput: TenantInput;
  TenantNode: ResolverTypeWrapper<TenantNode>;
  TenantPage: ResolverTypeWrapper<TenantPage>;
  TenantProject: TenantProject;
  TenantProjectStatus: ResolverTypeWrapper<TenantProjectStatus>;
  TenantQrLink: ResolverTypeWrapper<TenantQrLink>;
  TenantRef: ResolverTypeWrapper<TenantRef>;
  TenantState: TenantState;
  TenantType: TenantType;
  TenantTypeRule: ResolverTypeWrapper<TenantTypeRule>;
  TestLocation: ResolverTypeWrapper<TestLocation>;
  TestLocationInput: TestLocationInput;
  TestLocationPage: ResolverTypeWrapper<TestLocationPage>;
  TestRequest: ResolverTypeWrapper<TestRequest>;
  TestRequestPage: ResolverTypeWrapper<TestRequestPage>;
  TrainerCertificateState: ResolverTypeWrapper<TrainerCertificateState>;
  TrainerCredential: ResolverTypeWrapper<TrainerCredential>;
  TrainingPlan: ResolverTypeWrapper<TrainingPlan>;
  TrainingPlanExercise: ResolverTypeWrapper<TrainingPlanExercise>;
  TrainingPlanExerciseInput: TrainingPlanExerciseInput;
  TrainingPlanExercisePage: ResolverTypeWrapper<TrainingPlanExercisePage>;
  TrainingPlanInfo: ResolverTypeWrapper<TrainingPlanInfo>;
  TrainingPlanPunch: ResolverTypeWrapper<TrainingPlanPunch>;
  TrainingPlanPunchPage: ResolverTypeWrapper<TrainingPlanPunchPage>;
  TrainingPlanState: TrainingPlanState;
  TrainingPlanType: TrainingPlanType;
  UpdateArchiveEntryInput: UpdateArchiveEntryInput;
  UserAssessment: ResolverTypeWrapper<UserAssessment>;
  UserAssessmentAssessment: ResolverTypeWrapper<UserAssessmentAssessment>;
  UserAssessmentDetail: ResolverTypeWrapper<UserAssessmentDetail>;
  UserAssessmentPage: ResolverTypeWrapper<UserAssessmentPage>;
  UserAssessmentStatus: UserAssessmentStatus;
  VratBalanceSummary: ResolverTypeWrapper<VratBalanceSummary>;
  VratContract: ResolverTypeWrapper<VratContract>;
  VratContractCaller: ResolverTypeWrapper<VratContractCaller>;
  VratContractDetail: ResolverTypeWrapper<VratContractDetail>;
  VratContractEditInput: VratContractEditInput;
  VratContractInput: VratContractInput;
  VratContractPage: ResolverTypeWrapper<VratContractPage>;
  VratCostOverview: ResolverTypeWrapper<VratCostOverview>;
  VratDateLimits: ResolverTypeWrapper<VratDateLimits>;
  VratDateRange: ResolverTypeWrapper<VratDateRange>;
  VratDeleteResult: ResolverTypeWrapper<VratDeleteResult>;
  VratKeyIndicator: ResolverTypeWrapper<VratKeyIndicator>;
  VratManagedTenant: ResolverTypeWrapper<VratManagedTenant>;
  VratMoneyRecord: ResolverTypeWrapper<VratMoneyRecord>;
  VratOperateRecord: ResolverTypeWrapper<VratOperateRecord>;
  VratParentContract: ResolverTypeWrapper<VratParentContract>;
  VratParentMoney: ResolverTypeWrapper<VratParentMoney>;
  VratRechargeInput: VratRechargeInput;
  VratRemindContact: ResolverTypeWrapper<VratRemindContact>;
  VratRemindContactInput: VratRemindContactInput;
  VratReminderSettings: ResolverTypeWrapper<VratReminderSettings>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountActivation: AccountActivation;
  AccountLink: AccountLink;
  AccountSettings: AccountSettings;
  ActivateTrainingPlanInput: ActivateTrainingPlanInput;
  AddArchiveEntryInput: AddArchiveEntryInput;
  AddChildToGuardianInput: AddChildToGuardianInput;
  AddGuardianInput: AddGuardianInput;
  AddGuardianResult: AddGuardianResult;
  AddSubjectsInput: AddSubjectsInput;
  ArchiveEntry: ArchiveEntry;
  ArchiveSectionCount: ArchiveSectionCount;
  ArrangeCourseInput: ArrangeCourseInput;
  ArrangeOfflinePlanInput: ArrangeOfflinePlanInput;
  Assessment: Assessment;
  AssessmentAnswerInput: AssessmentAnswerInput;
  AssessmentOption: AssessmentOption;
  AssessmentPage: AssessmentPage;
  AssessmentQrCode: AssessmentQrCode;
  AssessmentQuestion: AssessmentQuestion;
  AssessmentQuestionnaire: AssessmentQuestionnaire;
  AssessmentQuota: AssessmentQuota;
  AssessmentQuotaInput: AssessmentQuotaInput;
  AssessmentQuotaPage: AssessmentQuotaPage;
  AssessmentReport: AssessmentReport;
  AssessmentReportScore: AssessmentReportScore;
  AudioPunch: AudioPunch;
  AudioTrackAnswer: AudioTrackAnswer;
  AudioTrackInput: AudioTrackInput;
  Boolean: Scalars['Boolean']['output'];
  BrainMusicOption: BrainMusicOption;
  CalendarEvent: CalendarEvent;
  CenterMembership: CenterMembership;
  CentreCoach: CentreCoach;
  CheckIn: CheckIn;
  CheckInChange: CheckInChange;
  CheckInDay: CheckInDay;
  ChildAssessmentQuota: ChildAssessmentQuota;
  ClientError: ClientError;
  ClientErrorInput: ClientErrorInput;
  ClientErrorPage: ClientErrorPage;
  ClockInTrainingPlanInput: ClockInTrainingPlanInput;
  CoachSessionCost: CoachSessionCost;
  CodeSent: CodeSent;
  ContentBrainMusic: ContentBrainMusic;
  ContentBrainMusicInput: ContentBrainMusicInput;
  ContentBrainMusicPage: ContentBrainMusicPage;
  ContentChange: ContentChange;
  ContentClassPlan: ContentClassPlan;
  ContentClassPlanCategory: ContentClassPlanCategory;
  ContentClassPlanInput: ContentClassPlanInput;
  ContentClassPlanPage: ContentClassPlanPage;
  ContentFeedbackProperty: ContentFeedbackProperty;
  ContentFeedbackPropertyInput: ContentFeedbackPropertyInput;
  ContentFeedbackPropertyPage: ContentFeedbackPropertyPage;
  ContentHistoryEntry: ContentHistoryEntry;
  ContentLocalisedTitle: ContentLocalisedTitle;
  ContentLocalisedTitleInput: ContentLocalisedTitleInput;
  ContentMusicCategoryName: ContentMusicCategoryName;
  ContentMusicPlan: ContentMusicPlan;
  ContentMusicPlanInput: ContentMusicPlanInput;
  ContentMusicPlanPage: ContentMusicPlanPage;
  ContentMusicSession: ContentMusicSession;
  ContentMusicSessionInput: ContentMusicSessionInput;
  ContentMusicTag: ContentMusicTag;
  ContentMusicTrackRef: ContentMusicTrackRef;
  ContentNamedPart: ContentNamedPart;
  ContentNamedPartInput: ContentNamedPartInput;
  ContentNamedPartPage: ContentNamedPartPage;
  ContentOfflinePlan: ContentOfflinePlan;
  ContentOfflinePlanInput: ContentOfflinePlanInput;
  ContentOfflinePlanPage: ContentOfflinePlanPage;
  ContentOfflinePlanSession: ContentOfflinePlanSession;
  ContentOfflinePlanSessionInput: ContentOfflinePlanSessionInput;
  ContentPlanDifficultyRule: ContentPlanDifficultyRule;
  ContentPlanDifficultyRuleInput: ContentPlanDifficultyRuleInput;
  ContentPlanDifficultyStep: ContentPlanDifficultyStep;
  ContentPlanDifficultyStepInput: ContentPlanDifficultyStepInput;
  ContentPlanInterviewRule: ContentPlanInterviewRule;
  ContentPlanInterviewRuleInput: ContentPlanInterviewRuleInput;
  ContentPlanProgram: ContentPlanProgram;
  ContentPlanProgramPage: ContentPlanProgramPage;
  ContentPlanRules: ContentPlanRules;
  ContentPlanRulesInput: ContentPlanRulesInput;
  ContentPlanSession: ContentPlanSession;
  ContentPlanSessionInput: ContentPlanSessionInput;
  ContentPlanTrialRule: ContentPlanTrialRule;
  ContentPlanTrialRuleInput: ContentPlanTrialRuleInput;
  ContentProgramCategory: ContentProgramCategory;
  ContentProgramCategoryInput: ContentProgramCategoryInput;
  ContentProgramCategoryPage: ContentProgramCategoryPage;
  ContentProgramCategoryRef: ContentProgramCategoryRef;
  ContentProgramFeedbackProperty: ContentProgramFeedbackProperty;
  ContentProgramMaterial: ContentProgramMaterial;
  ContentProgramMaterialInput: ContentProgramMaterialInput;
  ContentProgramMedia: ContentProgramMedia;
  ContentProgramPlayAuth: ContentProgramPlayAuth;
  ContentProgramTarget: ContentProgramTarget;
  ContentReminderTemplate: ContentReminderTemplate;
  ContentReminderTemplateInput: ContentReminderTemplateInput;
  ContentReminderTemplatePage: ContentReminderTemplatePage;
  ContentStaticActivity: ContentStaticActivity;
  ContentStaticActivityInput: ContentStaticActivityInput;
  ContentTag: ContentTag;
  ContentTagInput: ContentTagInput;
  ContentTagPage: ContentTagPage;
  ContentTrack: ContentTrack;
  ContentTrackAudio: ContentTrackAudio;
  ContentTrackInput: ContentTrackInput;
  ContentTrackPage: ContentTrackPage;
  ContentTrackPlayUrl: ContentTrackPlayUrl;
  ContentTrainingProgram: ContentTrainingProgram;
  ContentTrainingProgramInput: ContentTrainingProgramInput;
  ContentTrainingProgramPage: ContentTrainingProgramPage;
  ContractCodeSent: ContractCodeSent;
  ContractFile: ContractFile;
  ContractFileRecord: ContractFileRecord;
  ContractFileRecordPage: ContractFileRecordPage;
  ContractProfile: ContractProfile;
  ContractReminderChannels: ContractReminderChannels;
  ContractReminderPage: ContractReminderPage;
  ContractReminderSent: ContractReminderSent;
  ContractUnlock: ContractUnlock;
  ContractWarningIndicator: ContractWarningIndicator;
  CourseMusic: CourseMusic;
  CourseMusicPlan: CourseMusicPlan;
  CourseMusicPlanInput: CourseMusicPlanInput;
  CourseMusicTrack: CourseMusicTrack;
  CurrentUser: CurrentUser;
  Deposit: Deposit;
  DepositInput: DepositInput;
  DepositPage: DepositPage;
  DomainEvent: DomainEvent;
  EditCourseInput: EditCourseInput;
  Float: Scalars['Float']['output'];
  Group: Group;
  GroupAttendanceInput: GroupAttendanceInput;
  GroupChild: GroupChild;
  GroupChildPage: GroupChildPage;
  GroupChildPunch: GroupChildPunch;
  GroupChildPunchItem: GroupChildPunchItem;
  GroupClassBeforeStart: GroupClassBeforeStart;
  GroupClassChildQuota: GroupClassChildQuota;
  GroupClassQuota: GroupClassQuota;
  GroupCourse: GroupCourse;
  GroupCourseDetail: GroupCourseDetail;
  GroupCourseItem: GroupCourseItem;
  GroupCoursePage: GroupCoursePage;
  GroupCourseProgram: GroupCourseProgram;
  GroupFeedbackInput: GroupFeedbackInput;
  GroupFeedbackRecord: GroupFeedbackRecord;
  GroupFeedbackRecordPage: GroupFeedbackRecordPage;
  GroupInput: GroupInput;
  GroupMember: GroupMember;
  GroupPage: GroupPage;
  GroupPlan: GroupPlan;
  GroupPlanCertificateState: GroupPlanCertificateState;
  GroupPlanChild: GroupPlanChild;
  GroupPlanChildPage: GroupPlanChildPage;
  GroupPlanChildStatus: GroupPlanChildStatus;
  GroupPlanCourseConflict: GroupPlanCourseConflict;
  GroupPlanInterviewChild: GroupPlanInterviewChild;
  GroupPlanInterviewsNeed: GroupPlanInterviewsNeed;
  GroupPlanJoinedChild: GroupPlanJoinedChild;
  GroupPlanLeftChild: GroupPlanLeftChild;
  GroupPlanPage: GroupPlanPage;
  GroupPlanTrainingPlan: GroupPlanTrainingPlan;
  GroupPunchItem: GroupPunchItem;
  GroupPunchSession: GroupPunchSession;
  Guardian: Guardian;
  GuardianChild: GuardianChild;
  GuardianDetail: GuardianDetail;
  GuardianDetailChild: GuardianDetailChild;
  GuardianLink: GuardianLink;
  GuardianPage: GuardianPage;
  GuardianRole: GuardianRole;
  HfsAddableResource: HfsAddableResource;
  HfsBalanceSummary: HfsBalanceSummary;
  HfsBuyPriceRecord: HfsBuyPriceRecord;
  HfsClassPrice: HfsClassPrice;
  HfsClassPriceInput: HfsClassPriceInput;
  HfsContract: HfsContract;
  HfsContractCaller: HfsContractCaller;
  HfsContractEditInput: HfsContractEditInput;
  HfsContractInput: HfsContractInput;
  HfsContractPage: HfsContractPage;
  HfsContractResource: HfsContractResource;
  HfsContractResourcePage: HfsContractResourcePage;
  HfsDateLimits: HfsDateLimits;
  HfsDateRange: HfsDateRange;
  HfsDeleteResult: HfsDeleteResult;
  HfsKeyIndicator: HfsKeyIndicator;
  HfsManagedTenant: HfsManagedTenant;
  HfsNewResourceInput: HfsNewResourceInput;
  HfsOperationRecord: HfsOperationRecord;
  HfsOperationRecordPage: HfsOperationRecordPage;
  HfsParentContract: HfsParentContract;
  HfsParentMoney: HfsParentMoney;
  HfsRechargeCeiling: HfsRechargeCeiling;
  HfsRechargeInput: HfsRechargeInput;
  HfsRechargeRecord: HfsRechargeRecord;
  HfsRechargeRecordPage: HfsRechargeRecordPage;
  HfsRemindContact: HfsRemindContact;
  HfsRemindContactInput: HfsRemindContactInput;
  HfsReminderSettings: HfsReminderSettings;
  HfsResourcePriceInput: HfsResourcePriceInput;
  HfsUsageRecord: HfsUsageRecord;
  HfsUsageRecordPage: HfsUsageRecordPage;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ListeningHistoryItem: ListeningHistoryItem;
  ListeningNow: ListeningNow;
  Menu: Menu;
  MenuGroup: MenuGroup;
  MenuItem: MenuItem;
  MusicFasExistence: MusicFasExistence;
  MusicFasValidity: MusicFasValidity;
  MusicFeedback: MusicFeedback;
  MusicFeedbackInput: MusicFeedbackInput;
  MusicOperationalData: MusicOperationalData;
  MusicOperationalDay: MusicOperationalDay;
  MusicOverallIndicators: MusicOverallIndicators;
  MusicPlanUsage: MusicPlanUsage;
  MusicPlanUsagePage: MusicPlanUsagePage;
  MusicPlayedDetail: MusicPlayedDetail;
  MusicPlayedDetails: MusicPlayedDetails;
  MusicPlaylist: MusicPlaylist;
  MusicProgramme: MusicProgramme;
  MusicStart: MusicStart;
  MusicStatisticFilter: MusicStatisticFilter;
  MusicTrackPlayback: MusicTrackPlayback;
  MusicTrackPlaybackPage: MusicTrackPlaybackPage;
  Mutation: Record<PropertyKey, never>;
  NewSubjectInput: NewSubjectInput;
  Notification: Notification;
  NotificationExtraProperties: NotificationExtraProperties;
  NotificationPage: NotificationPage;
  NotificationUnreadCount: NotificationUnreadCount;
  OfflinePlan: OfflinePlan;
  OfflinePlanAnswer: OfflinePlanAnswer;
  OfflinePlanAnswerInput: OfflinePlanAnswerInput;
  OfflinePlanAudioPunch: OfflinePlanAudioPunch;
  OfflinePlanAudioPunchTrack: OfflinePlanAudioPunchTrack;
  OfflinePlanAudioRecordPunch: OfflinePlanAudioRecordPunch;
  OfflinePlanBeforeCreate: OfflinePlanBeforeCreate;
  OfflinePlanCheckIn: OfflinePlanCheckIn;
  OfflinePlanFeedbackInput: OfflinePlanFeedbackInput;
  OfflinePlanFeedbackProperty: OfflinePlanFeedbackProperty;
  OfflinePlanFeedbackRecord: OfflinePlanFeedbackRecord;
  OfflinePlanFeedbackRecordPage: OfflinePlanFeedbackRecordPage;
  OfflinePlanItem: OfflinePlanItem;
  OfflinePlanListPage: OfflinePlanListPage;
  OfflinePlanListRow: OfflinePlanListRow;
  OfflinePlanNumPunchOutput: OfflinePlanNumPunchOutput;
  OfflinePlanPage: OfflinePlanPage;
  OfflinePlanProgram: OfflinePlanProgram;
  OfflinePlanPunchRecord: OfflinePlanPunchRecord;
  OfflinePlanPunchTarget: OfflinePlanPunchTarget;
  OfflinePlanPunchTargets: OfflinePlanPunchTargets;
  OfflinePlanQuota: OfflinePlanQuota;
  OfflinePlanQuotaCheck: OfflinePlanQuotaCheck;
  OfflinePlanReport: OfflinePlanReport;
  OfflinePlanReportFacts: OfflinePlanReportFacts;
  OfflinePlanReportInput: OfflinePlanReportInput;
  OfflinePlanReportText: OfflinePlanReportText;
  OfflinePlanSession: OfflinePlanSession;
  OfflinePlanSessionPunch: OfflinePlanSessionPunch;
  OfflinePlanSessionPunchItem: OfflinePlanSessionPunchItem;
  OfflinePlanStatic: OfflinePlanStatic;
  OfflinePlanStep: OfflinePlanStep;
  OfflinePlanSummary: OfflinePlanSummary;
  OfflinePlanTrialCheck: OfflinePlanTrialCheck;
  Order: Order;
  OrderFilter: OrderFilter;
  OrderPage: OrderPage;
  ProfileInput: ProfileInput;
  ProjectCloseCheck: ProjectCloseCheck;
  ProjectSwitchRecord: ProjectSwitchRecord;
  QrCode: QrCode;
  Query: Record<PropertyKey, never>;
  QuotaAssessment: QuotaAssessment;
  QuotaSettings: QuotaSettings;
  RegisterCodeSent: RegisterCodeSent;
  Resume: Resume;
  Role: Role;
  SentMessage: SentMessage;
  SentMessagePage: SentMessagePage;
  SessionCost: SessionCost;
  SessionCostPage: SessionCostPage;
  SessionDeliveryMethod: SessionDeliveryMethod;
  SessionQuota: SessionQuota;
  SessionQuotaChange: SessionQuotaChange;
  SessionQuotaChangePage: SessionQuotaChangePage;
  SessionQuotaInput: SessionQuotaInput;
  SessionQuotaPage: SessionQuotaPage;
  SessionQuotaRenewalInput: SessionQuotaRenewalInput;
  StaffDetail: StaffDetail;
  StaffHistoryEntry: StaffHistoryEntry;
  StaffInput: StaffInput;
  StaffInvitation: StaffInvitation;
  StaffMember: StaffMember;
  StaffMembership: StaffMembership;
  StaffPage: StaffPage;
  StaffPick: StaffPick;
  StaffProfile: StaffProfile;
  StaffRole: StaffRole;
  String: Scalars['String']['output'];
  Subject: Subject;
  SubjectArchive: SubjectArchive;
  SubjectClassSession: SubjectClassSession;
  SubjectClassSessionPage: SubjectClassSessionPage;
  SubjectCoach: SubjectCoach;
  SubjectDetail: SubjectDetail;
  SubjectFasPlanDetail: SubjectFasPlanDetail;
  SubjectFormOptions: SubjectFormOptions;
  SubjectGroup: SubjectGroup;
  SubjectGroupTrainingPlan: SubjectGroupTrainingPlan;
  SubjectGuardian: SubjectGuardian;
  SubjectInfo: SubjectInfo;
  SubjectInfoGuardian: SubjectInfoGuardian;
  SubjectLinkedStaff: SubjectLinkedStaff;
  SubjectMusic: SubjectMusic;
  SubjectPage: SubjectPage;
  SubjectTenantGrant: SubjectTenantGrant;
  Subscription: Record<PropertyKey, never>;
  SupervisorBoard: SupervisorBoard;
  SupervisorBoardCentre: SupervisorBoardCentre;
  SupervisorBoardCoach: SupervisorBoardCoach;
  SupervisorBoardEnding: SupervisorBoardEnding;
  SupervisorBoardLowQuota: SupervisorBoardLowQuota;
  SupervisorBoardOwed: SupervisorBoardOwed;
  SupervisorBoardSession: SupervisorBoardSession;
  SystemNoticePublished: SystemNoticePublished;
  Tenant: Tenant;
  TenantEditOptions: TenantEditOptions;
  TenantInput: TenantInput;
  TenantNode: TenantNode;
  TenantPage: TenantPage;
  TenantProjectStatus: TenantProjectStatus;
  TenantQrLink: TenantQrLink;
  TenantRef: TenantRef;
  TenantTypeRule: TenantTypeRule;
  TestLocation: TestLocation;
  TestLocationInput: TestLocationInput;
  TestLocationPage: TestLocationPage;
  TestRequest: TestRequest;
  TestRequestPage: TestRequestPage;
  TrainerCertificateState: TrainerCertificateState;
  TrainerCredential: TrainerCredential;
  TrainingPlan: TrainingPlan;
  TrainingPlanExercise: TrainingPlanExercise;
  TrainingPlanExerciseInput: TrainingPlanExerciseInput;
  TrainingPlanExercisePage: TrainingPlanExercisePage;
  TrainingPlanInfo: TrainingPlanInfo;
  TrainingPlanPunch: TrainingPlanPunch;
  TrainingPlanPunchPage: TrainingPlanPunchPage;
  UpdateArchiveEntryInput: UpdateArchiveEntryInput;
  UserAssessment: UserAssessment;
  UserAssessmentAssessment: UserAssessmentAssessment;
  UserAssessmentDetail: UserAssessmentDetail;
  UserAssessmentPage: UserAssessmentPage;
  VratBalanceSummary: VratBalanceSummary;
  VratContract: VratContract;
  VratContractCaller: VratContractCaller;
  VratContractDetail: VratContractDetail;
  VratContractEditInput: VratContractEditInput;
  VratContractInput: VratContractInput;
  VratContractPage: VratContractPage;
  VratCostOverview: VratCostOverview;
  VratDateLimits: VratDateLimits;
  VratDateRange: VratDateRange;
  VratDeleteResult: VratDeleteResult;
  VratKeyIndicator: VratKeyIndicator;
  VratManagedTenant: VratManagedTenant;
  VratMoneyRecord: VratMoneyRecord;
  VratOperateRecord: VratOperateRecord;
  VratParentContract: VratParentContract;
  VratParentMoney: VratParentMoney;
  VratRechargeInput: VratRechargeInput;
  VratRemindContact: VratRemindContact;
  VratRemindContactInput: VratRemindContactInput;
  VratReminderSettings: VratReminderSettings;
};

export type AccountActivationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountActivation'] = ResolversParentTypes['AccountActivation']> = {
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountLink'] = ResolversParentTypes['AccountLink']> = {
  culture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountSettings'] = ResolversParentTypes['AccountSettings']> = {
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canEditAccountInfo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canFreezeMemberships?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  centerList?: Resolver<Array<ResolversTypes['CenterMembership']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resumes?: Resolver<Array<ResolversTypes['Resume']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddGuardianResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddGuardianResult'] = ResolversParentTypes['AddGuardianResult']> = {
  guardianId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['Subject']>, ParentType, ContextType>;
};

export type ArchiveEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArchiveEntry'] = ResolversParentTypes['ArchiveEntry']> = {
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['ArchiveSection'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArchiveSectionCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArchiveSectionCount'] = ResolversParentTypes['ArchiveSectionCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['ArchiveSection'], ParentType, ContextType>;
};

export type AssessmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Assessment'] = ResolversParentTypes['Assessment']> = {
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AssessmentKind'], ParentType, ContextType>;
  needPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainingTimes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssessmentOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssessmentOption'] = ResolversParentTypes['AssessmentOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssessmentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssessmentPage'] = ResolversParentTypes['AssessmentPage']> = {
  items?: Resolver<Array<ResolversTypes['Assessment']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AssessmentQrCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssessmentQrCode'] = ResolversParentTypes['AssessmentQrCode']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssessmentQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssessmentQuestion'] = ResolversParentTypes['AssessmentQuestion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['AssessmentOption']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssessmentQuestionnaireResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssessmentQuestionnaire'] = ResolversParentTypes['AssessmentQuestionnaire']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['AssessmentQuestion']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssessmentQuotaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssessmentQuota'] = ResolversParentTypes['AssessmentQuota']> = {
  assessmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creatorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remainingTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  times?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AssessmentQuotaPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssessmentQuotaPage'] = ResolversParentTypes['AssessmentQuotaPage']> = {
  items?: Resolver<Array<ResolversTypes['AssessmentQuota']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AssessmentReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssessmentReport'] = ResolversParentTypes['AssessmentReport']> = {
  assessment?: Resolver<ResolversTypes['UserAssessment'], ParentType, ContextType>;
  maxScore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionnaires?: Resolver<Array<ResolversTypes['AssessmentReportScore']>, ParentType, ContextType>;
  totalScore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AssessmentReportScoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssessmentReportScore'] = ResolversParentTypes['AssessmentReportScore']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxScore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AudioPunchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AudioPunch'] = ResolversParentTypes['AudioPunch']> = {
  listenedList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudioTrackAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AudioTrackAnswer'] = ResolversParentTypes['AudioTrackAnswer']> = {
  canListen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cannotListenReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playSessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BrainMusicOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrainMusicOption'] = ResolversParentTypes['BrainMusicOption']> = {
  audioType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CalendarEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarEvent'] = ResolversParentTypes['CalendarEvent']> = {
  calendarEventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  courseType?: Resolver<ResolversTypes['CalendarCourseType'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  executorBeforeHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  executorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  executorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupTrainingPlanId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parentBeforeHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentSMS?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  periodIntervalNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  periodIntervalUnit?: Resolver<Maybe<ResolversTypes['CalendarRepeatUnit']>, ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seriesId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  trainerSMS?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userTrainingPlanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CenterMembershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CenterMembership'] = ResolversParentTypes['CenterMembership']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MembershipState'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TenantType'], ParentType, ContextType>;
};

export type CentreCoachResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CentreCoach'] = ResolversParentTypes['CentreCoach']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckInResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckIn'] = ResolversParentTypes['CheckIn']> = {
  checkInTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOutTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkedInByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outpatientNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckInChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckInChange'] = ResolversParentTypes['CheckInChange']> = {
  checkInTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOutTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CheckInDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckInDay'] = ResolversParentTypes['CheckInDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CheckIn']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChildAssessmentQuotaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChildAssessmentQuota'] = ResolversParentTypes['ChildAssessmentQuota']> = {
  assessmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainingTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  times?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClientErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientError'] = ResolversParentTypes['ClientError']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contextTenantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tenantName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientErrorPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientErrorPage'] = ResolversParentTypes['ClientErrorPage']> = {
  items?: Resolver<Array<ResolversTypes['ClientError']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CoachSessionCostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoachSessionCost'] = ResolversParentTypes['CoachSessionCost']> = {
  coachId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  coachName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CodeSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CodeSent'] = ResolversParentTypes['CodeSent']> = {
  secondsUntilResend?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentBrainMusicResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentBrainMusic'] = ResolversParentTypes['ContentBrainMusic']> = {
  audioType?: Resolver<ResolversTypes['BrainAudioType'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ContentStatus']>, ParentType, ContextType>;
  sessionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['ContentMusicSession']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentBrainMusicPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentBrainMusicPage'] = ResolversParentTypes['ContentBrainMusicPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentBrainMusic']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentChange'] = ResolversParentTypes['ContentChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentClassPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentClassPlan'] = ResolversParentTypes['ContentClassPlan']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupTypes?: Resolver<Array<ResolversTypes['GroupType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ContentStatus']>, ParentType, ContextType>;
  rules?: Resolver<ResolversTypes['ContentPlanRules'], ParentType, ContextType>;
  sessionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['ContentPlanSession']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentClassPlanCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentClassPlanCategory'] = ResolversParentTypes['ContentClassPlanCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentClassPlanPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentClassPlanPage'] = ResolversParentTypes['ContentClassPlanPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentClassPlan']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentFeedbackPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentFeedbackProperty'] = ResolversParentTypes['ContentFeedbackProperty']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['ContentLocalisedTitle'], ParentType, ContextType>;
  extraProperties?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formKind?: Resolver<ResolversTypes['FeedbackFormKind'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ContentStatus']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentFeedbackPropertyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentFeedbackPropertyPage'] = ResolversParentTypes['ContentFeedbackPropertyPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentFeedbackProperty']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentHistoryEntry'] = ResolversParentTypes['ContentHistoryEntry']> = {
  action?: Resolver<ResolversTypes['ContentAction'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['ContentChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentLocalisedTitleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentLocalisedTitle'] = ResolversParentTypes['ContentLocalisedTitle']> = {
  default?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  en?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zh?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentMusicCategoryNameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentMusicCategoryName'] = ResolversParentTypes['ContentMusicCategoryName']> = {
  id?: Resolver<ResolversTypes['MusicCategory'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentMusicPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentMusicPlan'] = ResolversParentTypes['ContentMusicPlan']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['MusicCategory'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  musicType?: Resolver<ResolversTypes['MusicType'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ContentStatus']>, ParentType, ContextType>;
  sessionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['ContentMusicSession']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ContentMusicTag']>, ParentType, ContextType>;
};

export type ContentMusicPlanPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentMusicPlanPage'] = ResolversParentTypes['ContentMusicPlanPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentMusicPlan']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentMusicSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentMusicSession'] = ResolversParentTypes['ContentMusicSession']> = {
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tracks?: Resolver<Array<ResolversTypes['ContentMusicTrackRef']>, ParentType, ContextType>;
};

export type ContentMusicTagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentMusicTag'] = ResolversParentTypes['ContentMusicTag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentMusicTrackRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentMusicTrackRef'] = ResolversParentTypes['ContentMusicTrackRef']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  courseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hasAudio?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentNamedPartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentNamedPart'] = ResolversParentTypes['ContentNamedPart']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  descriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ContentStatus']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentNamedPartPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentNamedPartPage'] = ResolversParentTypes['ContentNamedPartPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentNamedPart']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentOfflinePlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentOfflinePlan'] = ResolversParentTypes['ContentOfflinePlan']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ilsVersion?: Resolver<ResolversTypes['IlsVersion'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ContentStatus']>, ParentType, ContextType>;
  rules?: Resolver<ResolversTypes['ContentPlanRules'], ParentType, ContextType>;
  sessionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['ContentOfflinePlanSession']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentOfflinePlanPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentOfflinePlanPage'] = ResolversParentTypes['ContentOfflinePlanPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentOfflinePlan']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentOfflinePlanSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentOfflinePlanSession'] = ResolversParentTypes['ContentOfflinePlanSession']> = {
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['ContentPlanProgram']>, ParentType, ContextType>;
  staticActivities?: Resolver<Array<ResolversTypes['ContentStaticActivity']>, ParentType, ContextType>;
};

export type ContentPlanDifficultyRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPlanDifficultyRule'] = ResolversParentTypes['ContentPlanDifficultyRule']> = {
  startLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['ContentPlanDifficultyStep']>, ParentType, ContextType>;
};

export type ContentPlanDifficultyStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPlanDifficultyStep'] = ResolversParentTypes['ContentPlanDifficultyStep']> = {
  change?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromSession?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toSession?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentPlanInterviewRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPlanInterviewRule'] = ResolversParentTypes['ContentPlanInterviewRule']> = {
  afterSessions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  every?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ContentPlanProgramResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPlanProgram'] = ResolversParentTypes['ContentPlanProgram']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  titleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentPlanProgramPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPlanProgramPage'] = ResolversParentTypes['ContentPlanProgramPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentPlanProgram']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentPlanRulesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPlanRules'] = ResolversParentTypes['ContentPlanRules']> = {
  difficulty?: Resolver<ResolversTypes['ContentPlanDifficultyRule'], ParentType, ContextType>;
  musicSessions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  parentInterview?: Resolver<ResolversTypes['ContentPlanInterviewRule'], ParentType, ContextType>;
  trial?: Resolver<ResolversTypes['ContentPlanTrialRule'], ParentType, ContextType>;
};

export type ContentPlanSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPlanSession'] = ResolversParentTypes['ContentPlanSession']> = {
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['ContentPlanProgram']>, ParentType, ContextType>;
};

export type ContentPlanTrialRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPlanTrialRule'] = ResolversParentTypes['ContentPlanTrialRule']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ContentProgramCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentProgramCategory'] = ResolversParentTypes['ContentProgramCategory']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categoryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ContentStatus']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentProgramCategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentProgramCategoryPage'] = ResolversParentTypes['ContentProgramCategoryPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentProgramCategory']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentProgramCategoryRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentProgramCategoryRef'] = ResolversParentTypes['ContentProgramCategoryRef']> = {
  categoryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentProgramFeedbackPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentProgramFeedbackProperty'] = ResolversParentTypes['ContentProgramFeedbackProperty']> = {
  displayName?: Resolver<ResolversTypes['ContentLocalisedTitle'], ParentType, ContextType>;
  extraProperties?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formKind?: Resolver<ResolversTypes['FeedbackFormKind'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  programFeedbackPropertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentProgramMaterialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentProgramMaterial'] = ResolversParentTypes['ContentProgramMaterial']> = {
  descriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requiredCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentProgramMediaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentProgramMedia'] = ResolversParentTypes['ContentProgramMedia']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentProgramPlayAuthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentProgramPlayAuth'] = ResolversParentTypes['ContentProgramPlayAuth']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playAuth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContentProgramTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentProgramTarget'] = ResolversParentTypes['ContentProgramTarget']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentReminderTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentReminderTemplate'] = ResolversParentTypes['ContentReminderTemplate']> = {
  bodyEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['ReminderChannel']>, ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['ReminderEvent'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ContentStatus']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjectEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentReminderTemplatePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentReminderTemplatePage'] = ResolversParentTypes['ContentReminderTemplatePage']> = {
  items?: Resolver<Array<ResolversTypes['ContentReminderTemplate']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentStaticActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentStaticActivity'] = ResolversParentTypes['ContentStaticActivity']> = {
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentTagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentTag'] = ResolversParentTypes['ContentTag']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ContentStatus']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentTagPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentTagPage'] = ResolversParentTypes['ContentTagPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentTag']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentTrackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentTrack'] = ResolversParentTypes['ContentTrack']> = {
  audio?: Resolver<Maybe<ResolversTypes['ContentTrackAudio']>, ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  courseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ContentStatus']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentTrackAudioResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentTrackAudio'] = ResolversParentTypes['ContentTrackAudio']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentTrackPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentTrackPage'] = ResolversParentTypes['ContentTrackPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentTrack']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentTrackPlayUrlResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentTrackPlayUrl'] = ResolversParentTypes['ContentTrackPlayUrl']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentTrainingProgramResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentTrainingProgram'] = ResolversParentTypes['ContentTrainingProgram']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ContentProgramCategoryRef']>, ParentType, ContextType>;
  categoryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentStatus?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  contentZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  difficulty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  difficulty2?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feedbackProperties?: Resolver<Array<ResolversTypes['ContentProgramFeedbackProperty']>, ParentType, ContextType>;
  groupTeachingEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupTeachingZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ContentProgramMedia']>, ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  materials?: Resolver<Array<ResolversTypes['ContentProgramMaterial']>, ParentType, ContextType>;
  maxDifficulty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDifficulty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ContentStatus']>, ParentType, ContextType>;
  possibleDifficultiesEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  possibleDifficultiesZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  precautionsEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  precautionsZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subTitleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subTitleZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targets?: Resolver<Array<ResolversTypes['ContentProgramTarget']>, ParentType, ContextType>;
  titleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['ContentProgramMedia']>, ParentType, ContextType>;
};

export type ContentTrainingProgramPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentTrainingProgramPage'] = ResolversParentTypes['ContentTrainingProgramPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentTrainingProgram']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContractCodeSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractCodeSent'] = ResolversParentTypes['ContractCodeSent']> = {
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondsUntilResend?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContractFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractFile'] = ResolversParentTypes['ContractFile']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractFileRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractFileRecord'] = ResolversParentTypes['ContractFileRecord']> = {
  contracts?: Resolver<Array<ResolversTypes['ContractFile']>, ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContractFileRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractFileRecordPage'] = ResolversParentTypes['ContractFileRecordPage']> = {
  items?: Resolver<Array<ResolversTypes['ContractFileRecord']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContractProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractProfile'] = ResolversParentTypes['ContractProfile']> = {
  mayDeductHfs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needsVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reloadsParentPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resendSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seesBalanceAndStopTime?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unlockPeriodSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContractReminderChannelsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractReminderChannels'] = ResolversParentTypes['ContractReminderChannels']> = {
  email?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  systemNotice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContractReminderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractReminderPage'] = ResolversParentTypes['ContractReminderPage']> = {
  items?: Resolver<Array<ResolversTypes['ContractReminderSent']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContractReminderSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractReminderSent'] = ResolversParentTypes['ContractReminderSent']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  channels?: Resolver<ResolversTypes['ContractReminderChannels'], ParentType, ContextType>;
  contractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractUnlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractUnlock'] = ResolversParentTypes['ContractUnlock']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractWarningIndicatorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractWarningIndicator'] = ResolversParentTypes['ContractWarningIndicator']> = {
  days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reminderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reminderTimes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  show?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  times?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CourseMusicResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CourseMusic'] = ResolversParentTypes['CourseMusic']> = {
  audioType?: Resolver<Maybe<ResolversTypes['BrainAudioType']>, ParentType, ContextType>;
  canListen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cannotListenReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planKind?: Resolver<ResolversTypes['ListeningPlanKind'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tracks?: Resolver<Array<ResolversTypes['CourseMusicTrack']>, ParentType, ContextType>;
};

export type CourseMusicPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CourseMusicPlan'] = ResolversParentTypes['CourseMusicPlan']> = {
  brainMusic?: Resolver<Maybe<ResolversTypes['BrainMusicOption']>, ParentType, ContextType>;
  ended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listened?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['BrainMusicOption']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planKind?: Resolver<ResolversTypes['CoursePlanKind'], ParentType, ContextType>;
};

export type CourseMusicTrackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CourseMusicTrack'] = ResolversParentTypes['CourseMusicTrack']> = {
  boneConductionVolume?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isFinished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrentUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = {
  adminRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  canChangeList?: Resolver<Array<ResolversTypes['TenantNode']>, ParentType, ContextType>;
  centerList?: Resolver<Array<ResolversTypes['CenterMembership']>, ParentType, ContextType>;
  currentTenant?: Resolver<Maybe<ResolversTypes['TenantNode']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grantedPermissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  landingRoute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantPermissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DepositResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Deposit'] = ResolversParentTypes['Deposit']> = {
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DepositPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositPage'] = ResolversParentTypes['DepositPage']> = {
  items?: Resolver<Array<ResolversTypes['Deposit']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DomainEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DomainEvent'] = ResolversParentTypes['DomainEvent']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  ageStage?: Resolver<ResolversTypes['GroupAgeStage'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['GroupMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['GroupType'], ParentType, ContextType>;
};

export type GroupChildResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupChild'] = ResolversParentTypes['GroupChild']> = {
  ageStage?: Resolver<ResolversTypes['GroupAgeStage'], ParentType, ContextType>;
  birthDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outpatientNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupChildPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupChildPage'] = ResolversParentTypes['GroupChildPage']> = {
  items?: Resolver<Array<ResolversTypes['GroupChild']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupChildPunchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupChildPunch'] = ResolversParentTypes['GroupChildPunch']> = {
  attendance?: Resolver<Maybe<ResolversTypes['GroupAttendance']>, ParentType, ContextType>;
  isEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GroupChildPunchItem']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupChildPunchItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupChildPunchItem'] = ResolversParentTypes['GroupChildPunchItem']> = {
  feedbackProperties?: Resolver<Array<ResolversTypes['OfflinePlanFeedbackProperty']>, ParentType, ContextType>;
  feedbacks?: Resolver<Array<ResolversTypes['OfflinePlanAnswer']>, ParentType, ContextType>;
  guardianFeedbacks?: Resolver<Array<ResolversTypes['OfflinePlanAnswer']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  trainingProgram?: Resolver<ResolversTypes['GroupCourseProgram'], ParentType, ContextType>;
};

export type GroupClassBeforeStartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupClassBeforeStart'] = ResolversParentTypes['GroupClassBeforeStart']> = {
  charge?: Resolver<ResolversTypes['GroupClassChargeStatus'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GroupClassChildQuota']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timesSetting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupClassChildQuotaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupClassChildQuota'] = ResolversParentTypes['GroupClassChildQuota']> = {
  quota?: Resolver<Maybe<ResolversTypes['GroupClassQuota']>, ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupClassQuotaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupClassQuota'] = ResolversParentTypes['GroupClassQuota']> = {
  remaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupClassQuotaStatus'], ParentType, ContextType>;
};

export type GroupCourseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupCourse'] = ResolversParentTypes['GroupCourse']> = {
  absent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  courseEndedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courseStartedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupCourseStatus'], ParentType, ContextType>;
};

export type GroupCourseDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupCourseDetail'] = ResolversParentTypes['GroupCourseDetail']> = {
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GroupCourseItem']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupCourseItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupCourseItem'] = ResolversParentTypes['GroupCourseItem']> = {
  difficulty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trainingProgram?: Resolver<ResolversTypes['GroupCourseProgram'], ParentType, ContextType>;
};

export type GroupCoursePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupCoursePage'] = ResolversParentTypes['GroupCoursePage']> = {
  items?: Resolver<Array<ResolversTypes['GroupCourse']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupCourseProgramResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupCourseProgram'] = ResolversParentTypes['GroupCourseProgram']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupFeedbackRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupFeedbackRecord'] = ResolversParentTypes['GroupFeedbackRecord']> = {
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedbackProperties?: Resolver<Array<ResolversTypes['OfflinePlanFeedbackProperty']>, ParentType, ContextType>;
  feedbacks?: Resolver<Array<ResolversTypes['OfflinePlanAnswer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GroupFeedbackKind'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GroupFeedbackRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupFeedbackRecordPage'] = ResolversParentTypes['GroupFeedbackRecordPage']> = {
  items?: Resolver<Array<ResolversTypes['GroupFeedbackRecord']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupMember'] = ResolversParentTypes['GroupMember']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPage'] = ResolversParentTypes['GroupPage']> = {
  items?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlan'] = ResolversParentTypes['GroupPlan']> = {
  canWrite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  classState?: Resolver<ResolversTypes['GroupClassState'], ParentType, ContextType>;
  courseOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  difficulty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initDifficulty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupPlanStatus'], ParentType, ContextType>;
  totalNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trainingPlanV2?: Resolver<ResolversTypes['GroupPlanTrainingPlan'], ParentType, ContextType>;
};

export type GroupPlanCertificateStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlanCertificateState'] = ResolversParentTypes['GroupPlanCertificateState']> = {
  canRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certificationChecked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groupTrainingPlanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['GroupPlanRunRefusal']>, ParentType, ContextType>;
};

export type GroupPlanChildResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlanChild'] = ResolversParentTypes['GroupPlanChild']> = {
  attendance?: Resolver<Maybe<ResolversTypes['GroupAttendance']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupPlanChildPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlanChildPage'] = ResolversParentTypes['GroupPlanChildPage']> = {
  items?: Resolver<Array<ResolversTypes['GroupPlanChild']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupPlanChildStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlanChildStatus'] = ResolversParentTypes['GroupPlanChildStatus']> = {
  conflicts?: Resolver<Array<ResolversTypes['GroupPlanCourseConflict']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joined?: Resolver<Array<ResolversTypes['GroupPlanJoinedChild']>, ParentType, ContextType>;
  left?: Resolver<Array<ResolversTypes['GroupPlanLeftChild']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GroupPlanCourseConflictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlanCourseConflict'] = ResolversParentTypes['GroupPlanCourseConflict']> = {
  clashCourseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clashEndTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clashStartTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupPlanInterviewChildResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlanInterviewChild'] = ResolversParentTypes['GroupPlanInterviewChild']> = {
  attendance?: Resolver<Maybe<ResolversTypes['GroupAttendance']>, ParentType, ContextType>;
  need?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupPlanInterviewsNeedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlanInterviewsNeed'] = ResolversParentTypes['GroupPlanInterviewsNeed']> = {
  groupTrainingPlanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interviewSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GroupPlanInterviewChild']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupPlanJoinedChildResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlanJoinedChild'] = ResolversParentTypes['GroupPlanJoinedChild']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupPlanLeftChildResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlanLeftChild'] = ResolversParentTypes['GroupPlanLeftChild']> = {
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupPlanPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlanPage'] = ResolversParentTypes['GroupPlanPage']> = {
  items?: Resolver<Array<ResolversTypes['GroupPlan']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupPlanTrainingPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPlanTrainingPlan'] = ResolversParentTypes['GroupPlanTrainingPlan']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type GroupPunchItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPunchItem'] = ResolversParentTypes['GroupPunchItem']> = {
  difficulty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  doneTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedbackProperties?: Resolver<Array<ResolversTypes['OfflinePlanFeedbackProperty']>, ParentType, ContextType>;
  feedbacks?: Resolver<Array<ResolversTypes['OfflinePlanAnswer']>, ParentType, ContextType>;
  hasDone?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trainingProgram?: Resolver<ResolversTypes['GroupCourseProgram'], ParentType, ContextType>;
};

export type GroupPunchSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPunchSession'] = ResolversParentTypes['GroupPunchSession']> = {
  allDone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groupTrainingPlanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GroupPunchItem']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GuardianResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Guardian'] = ResolversParentTypes['Guardian']> = {
  cancellationTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['GuardianChild']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuardianChildResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuardianChild'] = ResolversParentTypes['GuardianChild']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleDisplayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuardianDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuardianDetail'] = ResolversParentTypes['GuardianDetail']> = {
  cancellationTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['GuardianDetailChild']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registerCodeSentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GuardianDetailChildResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuardianDetailChild'] = ResolversParentTypes['GuardianDetailChild']> = {
  birthDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['GuardianLink']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outpatientNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleDisplayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuardianLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuardianLink'] = ResolversParentTypes['GuardianLink']> = {
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  guardianId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GuardianPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuardianPage'] = ResolversParentTypes['GuardianPage']> = {
  items?: Resolver<Array<ResolversTypes['Guardian']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GuardianRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuardianRole'] = ResolversParentTypes['GuardianRole']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HfsAddableResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsAddableResource'] = ResolversParentTypes['HfsAddableResource']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lessonCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HfsBalanceSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsBalanceSummary'] = ResolversParentTypes['HfsBalanceSummary']> = {
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cumulativeConsumption?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cumulativeRecharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  notActive?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  parentLatestContract?: Resolver<Maybe<ResolversTypes['HfsParentContract']>, ParentType, ContextType>;
  reminderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HfsBuyPriceRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsBuyPriceRecord'] = ResolversParentTypes['HfsBuyPriceRecord']> = {
  operateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['HfsPlatform']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  resourceType?: Resolver<Maybe<ResolversTypes['HfsClassKind']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HfsClassPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsClassPrice'] = ResolversParentTypes['HfsClassPrice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['HfsPlatform'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['HfsClassKind'], ParentType, ContextType>;
};

export type HfsContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsContract'] = ResolversParentTypes['HfsContract']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  consumeAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cumulativeAllocation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minSellPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  parentContractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  recharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reminderAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  setSellingPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ContractState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  stopTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HfsContractCallerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsContractCaller'] = ResolversParentTypes['HfsContractCaller']> = {
  manages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mayDeduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mayUseSystemNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needsVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seesBalanceAndStopTime?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HfsContractPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsContractPage'] = ResolversParentTypes['HfsContractPage']> = {
  caller?: Resolver<ResolversTypes['HfsContractCaller'], ParentType, ContextType>;
  hasParentTenant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['HfsContract']>, ParentType, ContextType>;
  tenantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HfsContractResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsContractResource'] = ResolversParentTypes['HfsContractResource']> = {
  buyPriceRecords?: Resolver<Array<ResolversTypes['HfsBuyPriceRecord']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isInContract?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['HfsClassPrice']>, ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['HfsResourceType'], ParentType, ContextType>;
};

export type HfsContractResourcePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsContractResourcePage'] = ResolversParentTypes['HfsContractResourcePage']> = {
  items?: Resolver<Array<ResolversTypes['HfsContractResource']>, ParentType, ContextType>;
  mayEditPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HfsDateLimitsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsDateLimits'] = ResolversParentTypes['HfsDateLimits']> = {
  parentEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taken?: Resolver<Array<ResolversTypes['HfsDateRange']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HfsDateRangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsDateRange'] = ResolversParentTypes['HfsDateRange']> = {
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HfsDeleteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsDeleteResult'] = ResolversParentTypes['HfsDeleteResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  returnedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HfsKeyIndicatorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsKeyIndicator'] = ResolversParentTypes['HfsKeyIndicator']> = {
  currentEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reminderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  show?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HfsManagedTenantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsManagedTenant'] = ResolversParentTypes['HfsManagedTenant']> = {
  activeEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HfsOperationRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsOperationRecord'] = ResolversParentTypes['HfsOperationRecord']> = {
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minSellingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  operateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operateType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HfsOperationRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsOperationRecordPage'] = ResolversParentTypes['HfsOperationRecordPage']> = {
  items?: Resolver<Array<ResolversTypes['HfsOperationRecord']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HfsParentContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsParentContract'] = ResolversParentTypes['HfsParentContract']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HfsParentMoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsParentMoney'] = ResolversParentTypes['HfsParentMoney']> = {
  parentLatestContract?: Resolver<Maybe<ResolversTypes['HfsParentContract']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HfsRechargeCeilingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsRechargeCeiling'] = ResolversParentTypes['HfsRechargeCeiling']> = {
  buyingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ceiling?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minSellingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  parentBalance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type HfsRechargeRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsRechargeRecord'] = ResolversParentTypes['HfsRechargeRecord']> = {
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  operateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HfsRechargeRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsRechargeRecordPage'] = ResolversParentTypes['HfsRechargeRecordPage']> = {
  items?: Resolver<Array<ResolversTypes['HfsRechargeRecord']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HfsRemindContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsRemindContact'] = ResolversParentTypes['HfsRemindContact']> = {
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageType?: Resolver<ResolversTypes['RemindMessageType'], ParentType, ContextType>;
};

export type HfsReminderSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsReminderSettings'] = ResolversParentTypes['HfsReminderSettings']> = {
  caller?: Resolver<ResolversTypes['HfsContractCaller'], ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['HfsRemindContact']>, ParentType, ContextType>;
  reminderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HfsUsageRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsUsageRecord'] = ResolversParentTypes['HfsUsageRecord']> = {
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HfsUsageRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HfsUsageRecordPage'] = ResolversParentTypes['HfsUsageRecordPage']> = {
  items?: Resolver<Array<ResolversTypes['HfsUsageRecord']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ListeningHistoryItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListeningHistoryItem'] = ResolversParentTypes['ListeningHistoryItem']> = {
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isFinished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackTitleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackTitleZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListeningNowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListeningNow'] = ResolversParentTypes['ListeningNow']> = {
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastProgressAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planKind?: Resolver<ResolversTypes['ListeningPlanKind'], ParentType, ContextType>;
  playSessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackTitleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackTitleZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  groups?: Resolver<Array<ResolversTypes['MenuGroup']>, ParentType, ContextType>;
  tenantType?: Resolver<Maybe<ResolversTypes['TenantType']>, ParentType, ContextType>;
  vcat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MenuGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuGroup'] = ResolversParentTypes['MenuGroup']> = {
  items?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MusicFasExistenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicFasExistence'] = ResolversParentTypes['MusicFasExistence']> = {
  hasFas?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reportedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tagNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MusicFasValidityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicFasValidity'] = ResolversParentTypes['MusicFasValidity']> = {
  isFasValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  playedTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tagNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MusicFeedbackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicFeedback'] = ResolversParentTypes['MusicFeedback']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listenedList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  notListenedList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planKind?: Resolver<ResolversTypes['ListeningPlanKind'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userPlanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MusicOperationalDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicOperationalData'] = ResolversParentTypes['MusicOperationalData']> = {
  days?: Resolver<Array<ResolversTypes['MusicOperationalDay']>, ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MusicOperationalDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicOperationalDay'] = ResolversParentTypes['MusicOperationalDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listenedMinutes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  listenerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MusicOverallIndicatorsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicOverallIndicators'] = ResolversParentTypes['MusicOverallIndicators']> = {
  centreCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completionRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listenedMinutes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  listenerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newProgrammeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programmeChildCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackListenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MusicPlanUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicPlanUsage'] = ResolversParentTypes['MusicPlanUsage']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MusicStatisticProgrammeKind'], ParentType, ContextType>;
  listenerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newInRange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programmeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  trackListenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MusicPlanUsagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicPlanUsagePage'] = ResolversParentTypes['MusicPlanUsagePage']> = {
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['MusicPlanUsage']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MusicPlayedDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicPlayedDetail'] = ResolversParentTypes['MusicPlayedDetail']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  firstListeningTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFinished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastListeningTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timesPlayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  titleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MusicPlayedDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicPlayedDetails'] = ResolversParentTypes['MusicPlayedDetails']> = {
  items?: Resolver<Array<ResolversTypes['MusicPlayedDetail']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planKind?: Resolver<ResolversTypes['ListeningPlanKind'], ParentType, ContextType>;
};

export type MusicPlaylistResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicPlaylist'] = ResolversParentTypes['MusicPlaylist']> = {
  courseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fasReportedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outpatientNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playedTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MusicProgrammeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicProgramme'] = ResolversParentTypes['MusicProgramme']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastModificationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  musicType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planNameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planNameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MusicStartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicStart'] = ResolversParentTypes['MusicStart']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MusicTrackPlaybackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicTrackPlayback'] = ResolversParentTypes['MusicTrackPlayback']> = {
  courseCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listenedMinutes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  listenerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nameEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameZh?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackListenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MusicTrackPlaybackPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MusicTrackPlaybackPage'] = ResolversParentTypes['MusicTrackPlaybackPage']> = {
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['MusicTrackPlayback']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateAccount?: Resolver<ResolversTypes['AccountActivation'], ParentType, ContextType, RequireFields<MutationActivateAccountArgs, 'token'>>;
  activateNewEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationActivateNewEmailArgs, 'token'>>;
  activateNextOfflinePlanSession?: Resolver<ResolversTypes['OfflinePlanStep'], ParentType, ContextType, RequireFields<MutationActivateNextOfflinePlanSessionArgs, 'id'>>;
  activateTrainingPlan?: Resolver<ResolversTypes['TrainingPlan'], ParentType, ContextType, RequireFields<MutationActivateTrainingPlanArgs, 'input'>>;
  addArchiveEntry?: Resolver<ResolversTypes['ArchiveEntry'], ParentType, ContextType, RequireFields<MutationAddArchiveEntryArgs, 'input'>>;
  addAssessmentQuota?: Resolver<ResolversTypes['AssessmentQuota'], ParentType, ContextType, RequireFields<MutationAddAssessmentQuotaArgs, 'input'>>;
  addChildToGuardian?: Resolver<Array<ResolversTypes['Subject']>, ParentType, ContextType, RequireFields<MutationAddChildToGuardianArgs, 'input'>>;
  addGuardian?: Resolver<ResolversTypes['AddGuardianResult'], ParentType, ContextType, RequireFields<MutationAddGuardianArgs, 'input'>>;
  addHfsPlanV2Resources?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAddHfsPlanV2ResourcesArgs, 'contractId' | 'prices' | 'resourceIds'>>;
  addHfsResources?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAddHfsResourcesArgs, 'contractId' | 'resources' | 'type'>>;
  addSessionQuota?: Resolver<ResolversTypes['SessionQuota'], ParentType, ContextType, RequireFields<MutationAddSessionQuotaArgs, 'input'>>;
  addSubjects?: Resolver<Array<ResolversTypes['Subject']>, ParentType, ContextType, RequireFields<MutationAddSubjectsArgs, 'input'>>;
  adjustGroupPlanDifficulty?: Resolver<ResolversTypes['GroupPlan'], ParentType, ContextType, RequireFields<MutationAdjustGroupPlanDifficultyArgs, 'id' | 'operate'>>;
  adjustOfflinePlanCourse?: Resolver<ResolversTypes['OfflinePlanStep'], ParentType, ContextType, RequireFields<MutationAdjustOfflinePlanCourseArgs, 'id' | 'kind'>>;
  adjustOfflinePlanDifficulty?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationAdjustOfflinePlanDifficultyArgs, 'operate' | 'planItemId'>>;
  arrangeCourse?: Resolver<Array<ResolversTypes['CalendarEvent']>, ParentType, ContextType, RequireFields<MutationArrangeCourseArgs, 'input'>>;
  arrangeOfflinePlan?: Resolver<ResolversTypes['OfflinePlanStep'], ParentType, ContextType, RequireFields<MutationArrangeOfflinePlanArgs, 'input'>>;
  arrangePlanAssessment?: Resolver<Array<ResolversTypes['UserAssessment']>, ParentType, ContextType, RequireFields<MutationArrangePlanAssessmentArgs, 'assessmentIds' | 'planId'>>;
  assignSubjectCoaches?: Resolver<ResolversTypes['Subject'], ParentType, ContextType, RequireFields<MutationAssignSubjectCoachesArgs, 'coachUserIds' | 'subjectId'>>;
  attachContentTrainingProgramVideo?: Resolver<ResolversTypes['ContentTrainingProgram'], ParentType, ContextType, RequireFields<MutationAttachContentTrainingProgramVideoArgs, 'id' | 'vid'>>;
  cancelCourse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelCourseArgs, 'id'>>;
  cancelGuardian?: Resolver<ResolversTypes['GuardianDetail'], ParentType, ContextType, RequireFields<MutationCancelGuardianArgs, 'guardianId'>>;
  changeAssessmentStatus?: Resolver<ResolversTypes['Assessment'], ParentType, ContextType, RequireFields<MutationChangeAssessmentStatusArgs, 'contentStatus' | 'id'>>;
  changeContentClassPlanStatus?: Resolver<ResolversTypes['ContentClassPlan'], ParentType, ContextType, RequireFields<MutationChangeContentClassPlanStatusArgs, 'contentStatus' | 'id'>>;
  changeContentMusicStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeContentMusicStatusArgs, 'contentStatus' | 'id' | 'kind'>>;
  changeContentOfflinePlanStatus?: Resolver<ResolversTypes['ContentOfflinePlan'], ParentType, ContextType, RequireFields<MutationChangeContentOfflinePlanStatusArgs, 'contentStatus' | 'id' | 'version'>>;
  changeContentPartStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeContentPartStatusArgs, 'contentStatus' | 'id' | 'kind'>>;
  changeContentReminderTemplateStatus?: Resolver<ResolversTypes['ContentReminderTemplate'], ParentType, ContextType, RequireFields<MutationChangeContentReminderTemplateStatusArgs, 'contentStatus' | 'id'>>;
  changeContentTagStatus?: Resolver<ResolversTypes['ContentTag'], ParentType, ContextType, RequireFields<MutationChangeContentTagStatusArgs, 'contentStatus' | 'id'>>;
  changeContentTrackStatus?: Resolver<ResolversTypes['ContentTrack'], ParentType, ContextType, RequireFields<MutationChangeContentTrackStatusArgs, 'contentStatus' | 'id'>>;
  changeContentTrainingProgramStatus?: Resolver<ResolversTypes['ContentTrainingProgram'], ParentType, ContextType, RequireFields<MutationChangeContentTrainingProgramStatusArgs, 'contentStatus' | 'id'>>;
  changeEmail?: Resolver<ResolversTypes['AccountSettings'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'code' | 'email'>>;
  changeOfflinePlanMode?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationChangeOfflinePlanModeArgs, 'id' | 'mode'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  changePhoneNumber?: Resolver<ResolversTypes['AccountSettings'], ParentType, ContextType, RequireFields<MutationChangePhoneNumberArgs, 'code' | 'countryCode' | 'phone'>>;
  changeStaffRoles?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationChangeStaffRolesArgs, 'roleNames' | 'userId'>>;
  changeTenantEmail?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType, RequireFields<MutationChangeTenantEmailArgs, 'email' | 'tenantId'>>;
  checkContractCode?: Resolver<ResolversTypes['ContractUnlock'], ParentType, ContextType, RequireFields<MutationCheckContractCodeArgs, 'code' | 'line'>>;
  checkIn?: Resolver<ResolversTypes['CheckInChange'], ParentType, ContextType, RequireFields<MutationCheckInArgs, 'subjectId'>>;
  checkOut?: Resolver<ResolversTypes['CheckInChange'], ParentType, ContextType, RequireFields<MutationCheckOutArgs, 'subjectId'>>;
  chooseTenant?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType, RequireFields<MutationChooseTenantArgs, 'tenantId'>>;
  clockInTrainingPlan?: Resolver<ResolversTypes['TrainingPlan'], ParentType, ContextType, RequireFields<MutationClockInTrainingPlanArgs, 'input'>>;
  closeOfflinePlan?: Resolver<ResolversTypes['OfflinePlanReport'], ParentType, ContextType, RequireFields<MutationCloseOfflinePlanArgs, 'id'>>;
  closeProject?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType, RequireFields<MutationCloseProjectArgs, 'project' | 'tenantId'>>;
  continueGroupClass?: Resolver<ResolversTypes['GroupPlan'], ParentType, ContextType, RequireFields<MutationContinueGroupClassArgs, 'id'>>;
  createContentBrainMusic?: Resolver<ResolversTypes['ContentBrainMusic'], ParentType, ContextType, RequireFields<MutationCreateContentBrainMusicArgs, 'input'>>;
  createContentClassPlan?: Resolver<ResolversTypes['ContentClassPlan'], ParentType, ContextType, RequireFields<MutationCreateContentClassPlanArgs, 'input'>>;
  createContentFeedbackProperty?: Resolver<ResolversTypes['ContentFeedbackProperty'], ParentType, ContextType, RequireFields<MutationCreateContentFeedbackPropertyArgs, 'input'>>;
  createContentMaterial?: Resolver<ResolversTypes['ContentNamedPart'], ParentType, ContextType, RequireFields<MutationCreateContentMaterialArgs, 'input'>>;
  createContentMusicPlan?: Resolver<ResolversTypes['ContentMusicPlan'], ParentType, ContextType, RequireFields<MutationCreateContentMusicPlanArgs, 'input'>>;
  createContentOfflinePlan?: Resolver<ResolversTypes['ContentOfflinePlan'], ParentType, ContextType, RequireFields<MutationCreateContentOfflinePlanArgs, 'input' | 'version'>>;
  createContentProgramCategory?: Resolver<ResolversTypes['ContentProgramCategory'], ParentType, ContextType, RequireFields<MutationCreateContentProgramCategoryArgs, 'input'>>;
  createContentReminderTemplate?: Resolver<ResolversTypes['ContentReminderTemplate'], ParentType, ContextType, RequireFields<MutationCreateContentReminderTemplateArgs, 'input'>>;
  createContentTag?: Resolver<ResolversTypes['ContentTag'], ParentType, ContextType, RequireFields<MutationCreateContentTagArgs, 'input'>>;
  createContentTrack?: Resolver<ResolversTypes['ContentTrack'], ParentType, ContextType, RequireFields<MutationCreateContentTrackArgs, 'input'>>;
  createContentTrainingProgram?: Resolver<ResolversTypes['ContentTrainingProgram'], ParentType, ContextType, RequireFields<MutationCreateContentTrainingProgramArgs, 'input'>>;
  createContentTrainingTarget?: Resolver<ResolversTypes['ContentNamedPart'], ParentType, ContextType, RequireFields<MutationCreateContentTrainingTargetArgs, 'input'>>;
  createDeposits?: Resolver<Array<ResolversTypes['Deposit']>, ParentType, ContextType, RequireFields<MutationCreateDepositsArgs, 'earnestMonies' | 'tenantId'>>;
  createGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'input'>>;
  createGroupPlan?: Resolver<ResolversTypes['GroupPlan'], ParentType, ContextType, RequireFields<MutationCreateGroupPlanArgs, 'groupId'>>;
  createHfsContract?: Resolver<ResolversTypes['HfsContract'], ParentType, ContextType, RequireFields<MutationCreateHfsContractArgs, 'input'>>;
  createTenant?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType, RequireFields<MutationCreateTenantArgs, 'input'>>;
  createTestLocation?: Resolver<ResolversTypes['TestLocation'], ParentType, ContextType, RequireFields<MutationCreateTestLocationArgs, 'input'>>;
  createUserAssessments?: Resolver<Array<ResolversTypes['UserAssessment']>, ParentType, ContextType, RequireFields<MutationCreateUserAssessmentsArgs, 'assessmentIds' | 'subjectId'>>;
  createVratContract?: Resolver<ResolversTypes['VratContract'], ParentType, ContextType, RequireFields<MutationCreateVratContractArgs, 'input'>>;
  deleteArchiveEntry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteArchiveEntryArgs, 'id'>>;
  deleteContentClassPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContentClassPlanArgs, 'id'>>;
  deleteContentMusic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContentMusicArgs, 'id' | 'kind'>>;
  deleteContentOfflinePlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContentOfflinePlanArgs, 'id' | 'version'>>;
  deleteContentPart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContentPartArgs, 'id' | 'kind'>>;
  deleteContentReminderTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContentReminderTemplateArgs, 'id'>>;
  deleteContentTag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContentTagArgs, 'id'>>;
  deleteContentTrack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContentTrackArgs, 'id'>>;
  deleteContentTrainingProgram?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContentTrainingProgramArgs, 'id'>>;
  deleteContractFiles?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContractFilesArgs, 'id' | 'tenantId'>>;
  deleteDeposit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDepositArgs, 'id' | 'tenantId'>>;
  deleteHfsContract?: Resolver<ResolversTypes['HfsDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteHfsContractArgs, 'id'>>;
  deleteHfsRechargeRecord?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteHfsRechargeRecordArgs, 'contractId' | 'id'>>;
  deleteHfsResource?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteHfsResourceArgs, 'id'>>;
  deletePicture?: Resolver<ResolversTypes['AccountSettings'], ParentType, ContextType>;
  deleteResume?: Resolver<Array<ResolversTypes['Resume']>, ParentType, ContextType, RequireFields<MutationDeleteResumeArgs, 'id'>>;
  deleteSessionQuota?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSessionQuotaArgs, 'id'>>;
  deleteTenant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTenantArgs, 'id'>>;
  deleteTestLocation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTestLocationArgs, 'id'>>;
  deleteVratContract?: Resolver<ResolversTypes['VratDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteVratContractArgs, 'id'>>;
  disableSessionQuota?: Resolver<ResolversTypes['SessionQuota'], ParentType, ContextType, RequireFields<MutationDisableSessionQuotaArgs, 'id'>>;
  editCourse?: Resolver<ResolversTypes['CalendarEvent'], ParentType, ContextType, RequireFields<MutationEditCourseArgs, 'input'>>;
  editHfsRechargeRemark?: Resolver<ResolversTypes['HfsRechargeRecord'], ParentType, ContextType, RequireFields<MutationEditHfsRechargeRemarkArgs, 'id' | 'remark'>>;
  enableHfsContract?: Resolver<ResolversTypes['HfsContract'], ParentType, ContextType, RequireFields<MutationEnableHfsContractArgs, 'id'>>;
  enableVratContract?: Resolver<ResolversTypes['VratContract'], ParentType, ContextType, RequireFields<MutationEnableVratContractArgs, 'id'>>;
  endGroupClass?: Resolver<ResolversTypes['GroupPlan'], ParentType, ContextType, RequireFields<MutationEndGroupClassArgs, 'id'>>;
  endGroupCourse?: Resolver<ResolversTypes['GroupPlan'], ParentType, ContextType, RequireFields<MutationEndGroupCourseArgs, 'id'>>;
  endGroupPlan?: Resolver<ResolversTypes['GroupPlan'], ParentType, ContextType, RequireFields<MutationEndGroupPlanArgs, 'id'>>;
  endOfflinePlan?: Resolver<ResolversTypes['OfflinePlanStep'], ParentType, ContextType, RequireFields<MutationEndOfflinePlanArgs, 'id'>>;
  endTrainingPlan?: Resolver<ResolversTypes['TrainingPlan'], ParentType, ContextType, RequireFields<MutationEndTrainingPlanArgs, 'id'>>;
  extendOfflinePlan?: Resolver<ResolversTypes['OfflinePlanStep'], ParentType, ContextType, RequireFields<MutationExtendOfflinePlanArgs, 'count' | 'id'>>;
  finishAudioTrack?: Resolver<ResolversTypes['AudioTrackAnswer'], ParentType, ContextType, RequireFields<MutationFinishAudioTrackArgs, 'input'>>;
  finishOfflinePlanSession?: Resolver<ResolversTypes['OfflinePlanStep'], ParentType, ContextType, RequireFields<MutationFinishOfflinePlanSessionArgs, 'id' | 'num'>>;
  freezeMembership?: Resolver<ResolversTypes['MembershipState'], ParentType, ContextType, RequireFields<MutationFreezeMembershipArgs, 'operate' | 'tenantId' | 'userId'>>;
  freezeStaff?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationFreezeStaffArgs, 'operate' | 'tenantId' | 'userId'>>;
  freezeTenant?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType, RequireFields<MutationFreezeTenantArgs, 'id' | 'operate'>>;
  inviteStaff?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationInviteStaffArgs, 'input'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<MutationMarkAllNotificationsReadArgs>>;
  markGroupAttendance?: Resolver<ResolversTypes['GroupPlan'], ParentType, ContextType, RequireFields<MutationMarkGroupAttendanceArgs, 'children' | 'id' | 'num'>>;
  markNotificationRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  markOfflinePlanItemNotStarted?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationMarkOfflinePlanItemNotStartedArgs, 'planItemId'>>;
  moveAssessment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMoveAssessmentArgs, 'id' | 'newSortOrder'>>;
  moveContentClassPlan?: Resolver<ResolversTypes['ContentClassPlan'], ParentType, ContextType, RequireFields<MutationMoveContentClassPlanArgs, 'id' | 'newSortOrder'>>;
  moveContentMusic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMoveContentMusicArgs, 'id' | 'kind' | 'newSortOrder'>>;
  moveContentOfflinePlan?: Resolver<ResolversTypes['ContentOfflinePlan'], ParentType, ContextType, RequireFields<MutationMoveContentOfflinePlanArgs, 'id' | 'newSortOrder' | 'version'>>;
  moveContentPart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMoveContentPartArgs, 'id' | 'kind' | 'newSortOrder'>>;
  moveContentReminderTemplate?: Resolver<ResolversTypes['ContentReminderTemplate'], ParentType, ContextType, RequireFields<MutationMoveContentReminderTemplateArgs, 'id' | 'newSortOrder'>>;
  moveContentTag?: Resolver<ResolversTypes['ContentTag'], ParentType, ContextType, RequireFields<MutationMoveContentTagArgs, 'id' | 'newSortOrder'>>;
  moveContentTrack?: Resolver<ResolversTypes['ContentTrack'], ParentType, ContextType, RequireFields<MutationMoveContentTrackArgs, 'id' | 'newSortOrder'>>;
  moveContentTrainingProgram?: Resolver<ResolversTypes['ContentTrainingProgram'], ParentType, ContextType, RequireFields<MutationMoveContentTrainingProgramArgs, 'id' | 'newSortOrder'>>;
  obtainAssessmentReport?: Resolver<ResolversTypes['UserAssessment'], ParentType, ContextType, RequireFields<MutationObtainAssessmentReportArgs, 'userAssessmentId'>>;
  openProject?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType, RequireFields<MutationOpenProjectArgs, 'project' | 'tenantId'>>;
  pauseAudioTrack?: Resolver<ResolversTypes['AudioTrackAnswer'], ParentType, ContextType, RequireFields<MutationPauseAudioTrackArgs, 'input'>>;
  progressAudioTrack?: Resolver<ResolversTypes['AudioTrackAnswer'], ParentType, ContextType, RequireFields<MutationProgressAudioTrackArgs, 'input'>>;
  publishSystemNotice?: Resolver<ResolversTypes['SystemNoticePublished'], ParentType, ContextType, RequireFields<MutationPublishSystemNoticeArgs, 'icon' | 'summary' | 'title'>>;
  punchOfflinePlanAudio?: Resolver<ResolversTypes['OfflinePlanAudioPunch'], ParentType, ContextType, RequireFields<MutationPunchOfflinePlanAudioArgs, 'id' | 'num'>>;
  punchOfflinePlanSession?: Resolver<ResolversTypes['OfflinePlanPunchRecord'], ParentType, ContextType, RequireFields<MutationPunchOfflinePlanSessionArgs, 'id'>>;
  reEnableHfsContract?: Resolver<ResolversTypes['HfsContract'], ParentType, ContextType, RequireFields<MutationReEnableHfsContractArgs, 'id'>>;
  reEnableVratContract?: Resolver<ResolversTypes['VratContract'], ParentType, ContextType, RequireFields<MutationReEnableVratContractArgs, 'id'>>;
  rechargeHfsContract?: Resolver<ResolversTypes['HfsContract'], ParentType, ContextType, RequireFields<MutationRechargeHfsContractArgs, 'input'>>;
  rechargeVratContract?: Resolver<ResolversTypes['VratContract'], ParentType, ContextType, RequireFields<MutationRechargeVratContractArgs, 'input'>>;
  recordMusicState?: Resolver<ResolversTypes['MusicFeedback'], ParentType, ContextType, RequireFields<MutationRecordMusicStateArgs, 'input'>>;
  recordOfflinePlanInterview?: Resolver<ResolversTypes['OfflinePlanStep'], ParentType, ContextType, RequireFields<MutationRecordOfflinePlanInterviewArgs, 'id'>>;
  registerPersonalCoachQrCode?: Resolver<ResolversTypes['QrCode'], ParentType, ContextType, Partial<MutationRegisterPersonalCoachQrCodeArgs>>;
  removeStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveStaffArgs, 'userId'>>;
  renewHfsContract?: Resolver<ResolversTypes['HfsContract'], ParentType, ContextType, RequireFields<MutationRenewHfsContractArgs, 'contractId' | 'endTime'>>;
  renewSessionQuota?: Resolver<ResolversTypes['SessionQuota'], ParentType, ContextType, RequireFields<MutationRenewSessionQuotaArgs, 'input'>>;
  renewVratContract?: Resolver<ResolversTypes['VratContract'], ParentType, ContextType, RequireFields<MutationRenewVratContractArgs, 'contractId' | 'endTime'>>;
  reportClientError?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationReportClientErrorArgs, 'input'>>;
  requestTest?: Resolver<ResolversTypes['TestRequest'], ParentType, ContextType, RequireFields<MutationRequestTestArgs, 'grade' | 'locationId' | 'subjectId'>>;
  resendStaffInvitation?: Resolver<ResolversTypes['StaffInvitation'], ParentType, ContextType, RequireFields<MutationResendStaffInvitationArgs, 'userId'>>;
  restartGroupPlan?: Resolver<ResolversTypes['GroupPlan'], ParentType, ContextType, RequireFields<MutationRestartGroupPlanArgs, 'id'>>;
  restartOfflinePlan?: Resolver<ResolversTypes['OfflinePlanStep'], ParentType, ContextType, RequireFields<MutationRestartOfflinePlanArgs, 'id'>>;
  saveGroupChildren?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationSaveGroupChildrenArgs, 'childIds' | 'groupId'>>;
  sendContractCode?: Resolver<ResolversTypes['ContractCodeSent'], ParentType, ContextType, RequireFields<MutationSendContractCodeArgs, 'line'>>;
  sendEmailCode?: Resolver<ResolversTypes['CodeSent'], ParentType, ContextType, RequireFields<MutationSendEmailCodeArgs, 'email'>>;
  sendEmailToTenant?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSendEmailToTenantArgs, 'tenantId'>>;
  sendGuardianRegisterCode?: Resolver<ResolversTypes['RegisterCodeSent'], ParentType, ContextType, RequireFields<MutationSendGuardianRegisterCodeArgs, 'guardianId'>>;
  sendPhoneCode?: Resolver<ResolversTypes['CodeSent'], ParentType, ContextType, RequireFields<MutationSendPhoneCodeArgs, 'countryCode' | 'phone'>>;
  sendUserAssessments?: Resolver<Array<ResolversTypes['UserAssessment']>, ParentType, ContextType, RequireFields<MutationSendUserAssessmentsArgs, 'send' | 'userAssessmentIds'>>;
  setContentClassPlanRules?: Resolver<ResolversTypes['ContentClassPlan'], ParentType, ContextType, RequireFields<MutationSetContentClassPlanRulesArgs, 'id' | 'rules'>>;
  setContentOfflinePlanRules?: Resolver<ResolversTypes['ContentOfflinePlan'], ParentType, ContextType, RequireFields<MutationSetContentOfflinePlanRulesArgs, 'id' | 'rules' | 'version'>>;
  setContentTrackDuration?: Resolver<ResolversTypes['ContentTrack'], ParentType, ContextType, RequireFields<MutationSetContentTrackDurationArgs, 'duration' | 'id'>>;
  setCourseMusicPlan?: Resolver<ResolversTypes['CourseMusicPlan'], ParentType, ContextType, RequireFields<MutationSetCourseMusicPlanArgs, 'input'>>;
  setGuardianAuthorization?: Resolver<ResolversTypes['GuardianDetail'], ParentType, ContextType, RequireFields<MutationSetGuardianAuthorizationArgs, 'authorized' | 'guardianId' | 'subjectId'>>;
  setHfsPlanV2Prices?: Resolver<ResolversTypes['HfsContractResource'], ParentType, ContextType, RequireFields<MutationSetHfsPlanV2PricesArgs, 'contractId' | 'prices' | 'resourceId'>>;
  setHfsRemindContacts?: Resolver<ResolversTypes['HfsReminderSettings'], ParentType, ContextType, RequireFields<MutationSetHfsRemindContactsArgs, 'contacts' | 'tenantId'>>;
  setHfsReminderAmount?: Resolver<ResolversTypes['HfsReminderSettings'], ParentType, ContextType, RequireFields<MutationSetHfsReminderAmountArgs, 'amount' | 'tenantId'>>;
  setHfsResourcePrice?: Resolver<ResolversTypes['HfsContractResource'], ParentType, ContextType, RequireFields<MutationSetHfsResourcePriceArgs, 'id' | 'price'>>;
  setHfsResourcePrices?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSetHfsResourcePricesArgs, 'resources'>>;
  setHfsSellPrice?: Resolver<ResolversTypes['HfsContract'], ParentType, ContextType, RequireFields<MutationSetHfsSellPriceArgs, 'contractId' | 'minSellPrice' | 'setSellingPrice'>>;
  setLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSetLanguageArgs, 'language'>>;
  setTenantFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationSetTenantFeaturesArgs, 'names' | 'tenantId'>>;
  setTenantReminderAmounts?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType, RequireFields<MutationSetTenantReminderAmountsArgs, 'id'>>;
  setVratRemindContacts?: Resolver<ResolversTypes['VratReminderSettings'], ParentType, ContextType, RequireFields<MutationSetVratRemindContactsArgs, 'contacts' | 'tenantId'>>;
  setVratReminderAmount?: Resolver<ResolversTypes['VratReminderSettings'], ParentType, ContextType, RequireFields<MutationSetVratReminderAmountArgs, 'amount' | 'tenantId'>>;
  setVratReminderTimes?: Resolver<ResolversTypes['VratReminderSettings'], ParentType, ContextType, RequireFields<MutationSetVratReminderTimesArgs, 'reminderTimes' | 'tenantId'>>;
  setVratUnitPrice?: Resolver<ResolversTypes['VratContract'], ParentType, ContextType, RequireFields<MutationSetVratUnitPriceArgs, 'id' | 'unitPrice'>>;
  startAudioTrack?: Resolver<ResolversTypes['AudioTrackAnswer'], ParentType, ContextType, RequireFields<MutationStartAudioTrackArgs, 'input'>>;
  startGroupClass?: Resolver<ResolversTypes['GroupPlan'], ParentType, ContextType, RequireFields<MutationStartGroupClassArgs, 'id'>>;
  startGroupCourse?: Resolver<ResolversTypes['GroupPlan'], ParentType, ContextType, RequireFields<MutationStartGroupCourseArgs, 'id'>>;
  startMusicPlan?: Resolver<ResolversTypes['MusicStart'], ParentType, ContextType, RequireFields<MutationStartMusicPlanArgs, 'planId' | 'subjectId'>>;
  startOfflinePlan?: Resolver<ResolversTypes['OfflinePlanStep'], ParentType, ContextType, RequireFields<MutationStartOfflinePlanArgs, 'id'>>;
  stopAudioTrack?: Resolver<ResolversTypes['AudioTrackAnswer'], ParentType, ContextType, RequireFields<MutationStopAudioTrackArgs, 'input'>>;
  stopHfsContract?: Resolver<ResolversTypes['HfsContract'], ParentType, ContextType, RequireFields<MutationStopHfsContractArgs, 'id'>>;
  stopVratContract?: Resolver<ResolversTypes['VratContract'], ParentType, ContextType, RequireFields<MutationStopVratContractArgs, 'id'>>;
  submitAssessmentAnswers?: Resolver<ResolversTypes['UserAssessment'], ParentType, ContextType, RequireFields<MutationSubmitAssessmentAnswersArgs, 'answers' | 'finishedPage' | 'id' | 'isComplete'>>;
  submitGroupFeedback?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationSubmitGroupFeedbackArgs, 'input'>>;
  submitMusicProgramme?: Resolver<ResolversTypes['MusicProgramme'], ParentType, ContextType, RequireFields<MutationSubmitMusicProgrammeArgs, 'edit' | 'musicType' | 'userId'>>;
  submitOfflinePlanFeedback?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationSubmitOfflinePlanFeedbackArgs, 'input'>>;
  suspendOfflinePlan?: Resolver<ResolversTypes['OfflinePlanStep'], ParentType, ContextType, RequireFields<MutationSuspendOfflinePlanArgs, 'id'>>;
  tickOfflinePlanStatic?: Resolver<ResolversTypes['OfflinePlanStatic'], ParentType, ContextType, RequireFields<MutationTickOfflinePlanStaticArgs, 'hasDone' | 'id' | 'planId'>>;
  updateArchiveEntry?: Resolver<ResolversTypes['ArchiveEntry'], ParentType, ContextType, RequireFields<MutationUpdateArchiveEntryArgs, 'id' | 'input'>>;
  updateContentBrainMusic?: Resolver<ResolversTypes['ContentBrainMusic'], ParentType, ContextType, RequireFields<MutationUpdateContentBrainMusicArgs, 'id' | 'input'>>;
  updateContentClassPlan?: Resolver<ResolversTypes['ContentClassPlan'], ParentType, ContextType, RequireFields<MutationUpdateContentClassPlanArgs, 'id' | 'input'>>;
  updateContentFeedbackProperty?: Resolver<ResolversTypes['ContentFeedbackProperty'], ParentType, ContextType, RequireFields<MutationUpdateContentFeedbackPropertyArgs, 'id' | 'input'>>;
  updateContentMaterial?: Resolver<ResolversTypes['ContentNamedPart'], ParentType, ContextType, RequireFields<MutationUpdateContentMaterialArgs, 'id' | 'input'>>;
  updateContentMusicPlan?: Resolver<ResolversTypes['ContentMusicPlan'], ParentType, ContextType, RequireFields<MutationUpdateContentMusicPlanArgs, 'id' | 'input'>>;
  updateContentOfflinePlan?: Resolver<ResolversTypes['ContentOfflinePlan'], ParentType, ContextType, RequireFields<MutationUpdateContentOfflinePlanArgs, 'id' | 'input' | 'version'>>;
  updateContentProgramCategory?: Resolver<ResolversTypes['ContentProgramCategory'], ParentType, ContextType, RequireFields<MutationUpdateContentProgramCategoryArgs, 'id' | 'input'>>;
  updateContentReminderTemplate?: Resolver<ResolversTypes['ContentReminderTemplate'], ParentType, ContextType, RequireFields<MutationUpdateContentReminderTemplateArgs, 'id' | 'input'>>;
  updateContentTag?: Resolver<ResolversTypes['ContentTag'], ParentType, ContextType, RequireFields<MutationUpdateContentTagArgs, 'id' | 'input'>>;
  updateContentTrack?: Resolver<ResolversTypes['ContentTrack'], ParentType, ContextType, RequireFields<MutationUpdateContentTrackArgs, 'id' | 'input'>>;
  updateContentTrainingProgram?: Resolver<ResolversTypes['ContentTrainingProgram'], ParentType, ContextType, RequireFields<MutationUpdateContentTrainingProgramArgs, 'id' | 'input'>>;
  updateContentTrainingTarget?: Resolver<ResolversTypes['ContentNamedPart'], ParentType, ContextType, RequireFields<MutationUpdateContentTrainingTargetArgs, 'id' | 'input'>>;
  updateDeposit?: Resolver<ResolversTypes['Deposit'], ParentType, ContextType, RequireFields<MutationUpdateDepositArgs, 'id' | 'input' | 'tenantId'>>;
  updateGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationUpdateGroupArgs, 'id' | 'input'>>;
  updateHfsContract?: Resolver<ResolversTypes['HfsContract'], ParentType, ContextType, RequireFields<MutationUpdateHfsContractArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['AccountSettings'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateSessionQuota?: Resolver<ResolversTypes['SessionQuota'], ParentType, ContextType, RequireFields<MutationUpdateSessionQuotaArgs, 'id' | 'input'>>;
  updateStaff?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationUpdateStaffArgs, 'input' | 'userId'>>;
  updateSubjectOutpatientNumber?: Resolver<ResolversTypes['Subject'], ParentType, ContextType, RequireFields<MutationUpdateSubjectOutpatientNumberArgs, 'id'>>;
  updateSubjectRemark?: Resolver<ResolversTypes['Subject'], ParentType, ContextType, RequireFields<MutationUpdateSubjectRemarkArgs, 'id'>>;
  updateTenant?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType, RequireFields<MutationUpdateTenantArgs, 'id' | 'input'>>;
  updateTestLocation?: Resolver<ResolversTypes['TestLocation'], ParentType, ContextType, RequireFields<MutationUpdateTestLocationArgs, 'id' | 'input'>>;
  updateVratContract?: Resolver<ResolversTypes['VratContract'], ParentType, ContextType, RequireFields<MutationUpdateVratContractArgs, 'id' | 'input'>>;
  useSessionQuota?: Resolver<ResolversTypes['SessionQuota'], ParentType, ContextType, RequireFields<MutationUseSessionQuotaArgs, 'hours' | 'id'>>;
  writeOfflinePlanReport?: Resolver<ResolversTypes['OfflinePlanReport'], ParentType, ContextType, RequireFields<MutationWriteOfflinePlanReportArgs, 'id' | 'input'>>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extraProperties?: Resolver<ResolversTypes['NotificationExtraProperties'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationExtraPropertiesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationExtraProperties'] = ResolversParentTypes['NotificationExtraProperties']> = {
  Desc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assessmentTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guardianId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  guardianName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  num?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  planName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectId?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  subjectName?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationUnreadCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationUnreadCount'] = ResolversParentTypes['NotificationUnreadCount']> = {
  unreadSystemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadUserCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfflinePlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlan'] = ResolversParentTypes['OfflinePlan']> = {
  canWrite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nonePlaybook?: Resolver<Array<ResolversTypes['OfflinePlanStatic']>, ParentType, ContextType>;
  planItems?: Resolver<Array<ResolversTypes['OfflinePlanItem']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['OfflinePlanSession']>, ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['OfflinePlanSummary'], ParentType, ContextType>;
};

export type OfflinePlanAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanAnswer'] = ResolversParentTypes['OfflinePlanAnswer']> = {
  programFeedbackPropertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  valueJson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfflinePlanAudioPunchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanAudioPunch'] = ResolversParentTypes['OfflinePlanAudioPunch']> = {
  canPunch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cardVersion?: Resolver<ResolversTypes['OfflinePlanCardVersion'], ParentType, ContextType>;
  listenedList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  punched?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  punchedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tracks?: Resolver<Array<ResolversTypes['OfflinePlanAudioPunchTrack']>, ParentType, ContextType>;
};

export type OfflinePlanAudioPunchTrackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanAudioPunchTrack'] = ResolversParentTypes['OfflinePlanAudioPunchTrack']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPunched?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listened?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  titleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfflinePlanAudioRecordPunchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanAudioRecordPunch'] = ResolversParentTypes['OfflinePlanAudioRecordPunch']> = {
  listenedList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  punched?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OfflinePlanBeforeCreateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanBeforeCreate'] = ResolversParentTypes['OfflinePlanBeforeCreate']> = {
  canArrange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSkipArchive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  diagnosticInformationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openPlanId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  profileCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profileMissing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OfflinePlanCheckInResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanCheckIn'] = ResolversParentTypes['OfflinePlanCheckIn']> = {
  checkedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkedInAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkedOutAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfflinePlanFeedbackPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanFeedbackProperty'] = ResolversParentTypes['OfflinePlanFeedbackProperty']> = {
  displayName?: Resolver<ResolversTypes['ContentLocalisedTitle'], ParentType, ContextType>;
  extraProperties?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formKind?: Resolver<ResolversTypes['FeedbackFormKind'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfflinePlanFeedbackRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanFeedbackRecord'] = ResolversParentTypes['OfflinePlanFeedbackRecord']> = {
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedbackProperties?: Resolver<Array<ResolversTypes['OfflinePlanFeedbackProperty']>, ParentType, ContextType>;
  feedbacks?: Resolver<Array<ResolversTypes['OfflinePlanAnswer']>, ParentType, ContextType>;
  forGuardian?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasDone?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfflinePlanFeedbackRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanFeedbackRecordPage'] = ResolversParentTypes['OfflinePlanFeedbackRecordPage']> = {
  items?: Resolver<Array<ResolversTypes['OfflinePlanFeedbackRecord']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfflinePlanItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanItem'] = ResolversParentTypes['OfflinePlanItem']> = {
  doneTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedbackProperties?: Resolver<Array<ResolversTypes['OfflinePlanFeedbackProperty']>, ParentType, ContextType>;
  feedbacks?: Resolver<Array<ResolversTypes['OfflinePlanAnswer']>, ParentType, ContextType>;
  guardianFeedbacks?: Resolver<Array<ResolversTypes['OfflinePlanAnswer']>, ParentType, ContextType>;
  hasDone?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdjustment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  operate?: Resolver<Maybe<ResolversTypes['OfflinePlanOperate']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trainingProgram?: Resolver<ResolversTypes['OfflinePlanProgram'], ParentType, ContextType>;
};

export type OfflinePlanListPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanListPage'] = ResolversParentTypes['OfflinePlanListPage']> = {
  items?: Resolver<Array<ResolversTypes['OfflinePlanListRow']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfflinePlanListRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanListRow'] = ResolversParentTypes['OfflinePlanListRow']> = {
  plan?: Resolver<ResolversTypes['OfflinePlanSummary'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfflinePlanNumPunchOutputResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanNumPunchOutput'] = ResolversParentTypes['OfflinePlanNumPunchOutput']> = {
  audioRecordPunch?: Resolver<ResolversTypes['OfflinePlanAudioRecordPunch'], ParentType, ContextType>;
  feedbacks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasDone?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type OfflinePlanPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanPage'] = ResolversParentTypes['OfflinePlanPage']> = {
  items?: Resolver<Array<ResolversTypes['OfflinePlanSummary']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfflinePlanProgramResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanProgram'] = ResolversParentTypes['OfflinePlanProgram']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  difficulty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxDifficulty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDifficulty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfflinePlanPunchRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanPunchRecord'] = ResolversParentTypes['OfflinePlanPunchRecord']> = {
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OfflinePlanPunchKind'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  punchedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfflinePlanPunchTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanPunchTarget'] = ResolversParentTypes['OfflinePlanPunchTarget']> = {
  realFinishedCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  targetCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfflinePlanPunchTargetsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanPunchTargets'] = ResolversParentTypes['OfflinePlanPunchTargets']> = {
  audioTarget?: Resolver<ResolversTypes['OfflinePlanPunchTarget'], ParentType, ContextType>;
  programTarget?: Resolver<ResolversTypes['OfflinePlanPunchTarget'], ParentType, ContextType>;
  timesSetting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OfflinePlanQuotaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanQuota'] = ResolversParentTypes['OfflinePlanQuota']> = {
  remaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OfflinePlanQuotaStatus'], ParentType, ContextType>;
};

export type OfflinePlanQuotaCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanQuotaCheck'] = ResolversParentTypes['OfflinePlanQuotaCheck']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['OfflinePlanMode'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quota?: Resolver<Maybe<ResolversTypes['OfflinePlanQuota']>, ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OfflinePlanReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanReport'] = ResolversParentTypes['OfflinePlanReport']> = {
  facts?: Resolver<ResolversTypes['OfflinePlanReportFacts'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['OfflinePlanReportText']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OfflinePlanStatus'], ParentType, ContextType>;
};

export type OfflinePlanReportFactsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanReportFacts'] = ResolversParentTypes['OfflinePlanReportFacts']> = {
  absent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedbackCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelsDown?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelsUp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionsDelivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfflinePlanReportTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanReportText'] = ResolversParentTypes['OfflinePlanReportText']> = {
  progress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recommendations?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writtenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writtenBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfflinePlanSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanSession'] = ResolversParentTypes['OfflinePlanSession']> = {
  attendance?: Resolver<Maybe<ResolversTypes['OfflinePlanAttendance']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasMusic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interviewAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  interviewRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfflinePlanSessionPunchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanSessionPunch'] = ResolversParentTypes['OfflinePlanSessionPunch']> = {
  audioRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canPunch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cardVersion?: Resolver<ResolversTypes['OfflinePlanCardVersion'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OfflinePlanSessionPunchItem']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  punched?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  punchedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfflinePlanSessionPunchItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanSessionPunchItem'] = ResolversParentTypes['OfflinePlanSessionPunchItem']> = {
  hasDone?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  numPunchOutput?: Resolver<ResolversTypes['OfflinePlanNumPunchOutput'], ParentType, ContextType>;
  programCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfflinePlanStaticResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanStatic'] = ResolversParentTypes['OfflinePlanStatic']> = {
  doneTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasDone?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameZh?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfflinePlanStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanStep'] = ResolversParentTypes['OfflinePlanStep']> = {
  canNext?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chargedFen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interviewPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  interviewRequired?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSession?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainingSessions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OfflinePlanStatus'], ParentType, ContextType>;
  totalNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfflinePlanSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanSummary'] = ResolversParentTypes['OfflinePlanSummary']> = {
  canNext?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cardVersion?: Resolver<ResolversTypes['OfflinePlanCardVersion'], ParentType, ContextType>;
  coachName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ilsVersion?: Resolver<ResolversTypes['IlsVersion'], ParentType, ContextType>;
  interviewPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['OfflinePlanMode'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  showNextClass?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OfflinePlanStatus'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validity?: Resolver<ResolversTypes['OfflinePlanValidity'], ParentType, ContextType>;
};

export type OfflinePlanTrialCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfflinePlanTrialCheck'] = ResolversParentTypes['OfflinePlanTrialCheck']> = {
  needTry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  childName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operatorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageKind?: Resolver<ResolversTypes['ContractUsageKind'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProjectCloseCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectCloseCheck'] = ResolversParentTypes['ProjectCloseCheck']> = {
  canClose?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactProjectManager?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openSubordinates?: Resolver<Array<ResolversTypes['TenantRef']>, ParentType, ContextType>;
};

export type ProjectSwitchRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectSwitchRecord'] = ResolversParentTypes['ProjectSwitchRecord']> = {
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operateType?: Resolver<ResolversTypes['ProjectSwitchOperation'], ParentType, ContextType>;
  operatorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QrCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QrCode'] = ResolversParentTypes['QrCode']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['QrCodeKind'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountLink?: Resolver<ResolversTypes['AccountLink'], ParentType, ContextType, RequireFields<QueryAccountLinkArgs, 'token'>>;
  accountSettings?: Resolver<ResolversTypes['AccountSettings'], ParentType, ContextType>;
  adminSubjectDetail?: Resolver<ResolversTypes['SubjectDetail'], ParentType, ContextType, RequireFields<QueryAdminSubjectDetailArgs, 'id'>>;
  areaOptions?: Resolver<Array<ResolversTypes['TenantRef']>, ParentType, ContextType, Partial<QueryAreaOptionsArgs>>;
  assessmentQrCode?: Resolver<ResolversTypes['AssessmentQrCode'], ParentType, ContextType, RequireFields<QueryAssessmentQrCodeArgs, 'userAssessmentId'>>;
  assessmentQuotas?: Resolver<ResolversTypes['AssessmentQuotaPage'], ParentType, ContextType, RequireFields<QueryAssessmentQuotasArgs, 'maxResultCount' | 'skipCount'>>;
  assessmentReport?: Resolver<ResolversTypes['AssessmentReport'], ParentType, ContextType, RequireFields<QueryAssessmentReportArgs, 'userAssessmentId'>>;
  assessments?: Resolver<ResolversTypes['AssessmentPage'], ParentType, ContextType, RequireFields<QueryAssessmentsArgs, 'maxResultCount' | 'skipCount'>>;
  audioPunches?: Resolver<Array<ResolversTypes['AudioPunch']>, ParentType, ContextType, RequireFields<QueryAudioPunchesArgs, 'planId' | 'planKind' | 'subjectId'>>;
  centreAssessments?: Resolver<ResolversTypes['UserAssessmentPage'], ParentType, ContextType, RequireFields<QueryCentreAssessmentsArgs, 'maxResultCount' | 'skipCount'>>;
  checkIns?: Resolver<ResolversTypes['CheckInDay'], ParentType, ContextType, RequireFields<QueryCheckInsArgs, 'maxResultCount' | 'skipCount'>>;
  childAssessmentQuotas?: Resolver<Array<ResolversTypes['ChildAssessmentQuota']>, ParentType, ContextType, RequireFields<QueryChildAssessmentQuotasArgs, 'childId'>>;
  childAssessments?: Resolver<ResolversTypes['UserAssessmentPage'], ParentType, ContextType, RequireFields<QueryChildAssessmentsArgs, 'maxResultCount' | 'skipCount' | 'subjectId'>>;
  childInstitutions?: Resolver<ResolversTypes['TenantPage'], ParentType, ContextType, RequireFields<QueryChildInstitutionsArgs, 'tenantId'>>;
  childSessionQuotas?: Resolver<Array<ResolversTypes['SessionQuota']>, ParentType, ContextType, RequireFields<QueryChildSessionQuotasArgs, 'childId'>>;
  clientErrors?: Resolver<ResolversTypes['ClientErrorPage'], ParentType, ContextType, RequireFields<QueryClientErrorsArgs, 'maxResultCount' | 'skipCount'>>;
  coachSessionCosts?: Resolver<Array<ResolversTypes['CoachSessionCost']>, ParentType, ContextType, Partial<QueryCoachSessionCostsArgs>>;
  contentBrainMusic?: Resolver<ResolversTypes['ContentBrainMusic'], ParentType, ContextType, RequireFields<QueryContentBrainMusicArgs, 'id'>>;
  contentBrainMusicList?: Resolver<ResolversTypes['ContentBrainMusicPage'], ParentType, ContextType, RequireFields<QueryContentBrainMusicListArgs, 'maxResultCount' | 'skipCount'>>;
  contentClassPlan?: Resolver<ResolversTypes['ContentClassPlan'], ParentType, ContextType, RequireFields<QueryContentClassPlanArgs, 'id'>>;
  contentClassPlanCategories?: Resolver<Array<ResolversTypes['ContentClassPlanCategory']>, ParentType, ContextType>;
  contentClassPlanHistory?: Resolver<Array<ResolversTypes['ContentHistoryEntry']>, ParentType, ContextType, RequireFields<QueryContentClassPlanHistoryArgs, 'id'>>;
  contentClassPlans?: Resolver<ResolversTypes['ContentClassPlanPage'], ParentType, ContextType, RequireFields<QueryContentClassPlansArgs, 'maxResultCount' | 'skipCount'>>;
  contentFeedbackForm?: Resolver<Array<ResolversTypes['ContentFeedbackProperty']>, ParentType, ContextType, RequireFields<QueryContentFeedbackFormArgs, 'formKind'>>;
  contentFeedbackProperties?: Resolver<ResolversTypes['ContentFeedbackPropertyPage'], ParentType, ContextType, RequireFields<QueryContentFeedbackPropertiesArgs, 'maxResultCount' | 'skipCount'>>;
  contentMaterials?: Resolver<ResolversTypes['ContentNamedPartPage'], ParentType, ContextType, RequireFields<QueryContentMaterialsArgs, 'maxResultCount' | 'skipCount'>>;
  contentMusicCategories?: Resolver<Array<ResolversTypes['ContentMusicCategoryName']>, ParentType, ContextType>;
  contentMusicHistory?: Resolver<Array<ResolversTypes['ContentHistoryEntry']>, ParentType, ContextType, RequireFields<QueryContentMusicHistoryArgs, 'id' | 'kind'>>;
  contentMusicPlan?: Resolver<ResolversTypes['ContentMusicPlan'], ParentType, ContextType, RequireFields<QueryContentMusicPlanArgs, 'id'>>;
  contentMusicPlans?: Resolver<ResolversTypes['ContentMusicPlanPage'], ParentType, ContextType, RequireFields<QueryContentMusicPlansArgs, 'maxResultCount' | 'skipCount'>>;
  contentMusicTags?: Resolver<Array<ResolversTypes['ContentMusicTag']>, ParentType, ContextType, Partial<QueryContentMusicTagsArgs>>;
  contentOfflinePlan?: Resolver<ResolversTypes['ContentOfflinePlan'], ParentType, ContextType, RequireFields<QueryContentOfflinePlanArgs, 'id' | 'version'>>;
  contentOfflinePlanHistory?: Resolver<Array<ResolversTypes['ContentHistoryEntry']>, ParentType, ContextType, RequireFields<QueryContentOfflinePlanHistoryArgs, 'id' | 'version'>>;
  contentOfflinePlans?: Resolver<ResolversTypes['ContentOfflinePlanPage'], ParentType, ContextType, RequireFields<QueryContentOfflinePlansArgs, 'maxResultCount' | 'skipCount' | 'version'>>;
  contentPartHistory?: Resolver<Array<ResolversTypes['ContentHistoryEntry']>, ParentType, ContextType, RequireFields<QueryContentPartHistoryArgs, 'id' | 'kind'>>;
  contentPlanPrograms?: Resolver<ResolversTypes['ContentPlanProgramPage'], ParentType, ContextType, RequireFields<QueryContentPlanProgramsArgs, 'maxResultCount' | 'skipCount'>>;
  contentProgramCategories?: Resolver<ResolversTypes['ContentProgramCategoryPage'], ParentType, ContextType, RequireFields<QueryContentProgramCategoriesArgs, 'maxResultCount' | 'skipCount'>>;
  contentProgramPlayAuth?: Resolver<ResolversTypes['ContentProgramPlayAuth'], ParentType, ContextType, RequireFields<QueryContentProgramPlayAuthArgs, 'vid'>>;
  contentReminderTemplate?: Resolver<ResolversTypes['ContentReminderTemplate'], ParentType, ContextType, RequireFields<QueryContentReminderTemplateArgs, 'id'>>;
  contentReminderTemplateHistory?: Resolver<Array<ResolversTypes['ContentHistoryEntry']>, ParentType, ContextType, RequireFields<QueryContentReminderTemplateHistoryArgs, 'id'>>;
  contentReminderTemplates?: Resolver<ResolversTypes['ContentReminderTemplatePage'], ParentType, ContextType, RequireFields<QueryContentReminderTemplatesArgs, 'maxResultCount' | 'skipCount'>>;
  contentTag?: Resolver<ResolversTypes['ContentTag'], ParentType, ContextType, RequireFields<QueryContentTagArgs, 'id'>>;
  contentTagHistory?: Resolver<Array<ResolversTypes['ContentHistoryEntry']>, ParentType, ContextType, RequireFields<QueryContentTagHistoryArgs, 'id'>>;
  contentTags?: Resolver<ResolversTypes['ContentTagPage'], ParentType, ContextType, RequireFields<QueryContentTagsArgs, 'maxResultCount' | 'skipCount'>>;
  contentTrack?: Resolver<ResolversTypes['ContentTrack'], ParentType, ContextType, RequireFields<QueryContentTrackArgs, 'id'>>;
  contentTrackHistory?: Resolver<Array<ResolversTypes['ContentHistoryEntry']>, ParentType, ContextType, RequireFields<QueryContentTrackHistoryArgs, 'id'>>;
  contentTrackPlayUrl?: Resolver<ResolversTypes['ContentTrackPlayUrl'], ParentType, ContextType, RequireFields<QueryContentTrackPlayUrlArgs, 'id'>>;
  contentTracks?: Resolver<ResolversTypes['ContentTrackPage'], ParentType, ContextType, RequireFields<QueryContentTracksArgs, 'maxResultCount' | 'skipCount'>>;
  contentTrainingProgram?: Resolver<ResolversTypes['ContentTrainingProgram'], ParentType, ContextType, RequireFields<QueryContentTrainingProgramArgs, 'id'>>;
  contentTrainingProgramHistory?: Resolver<Array<ResolversTypes['ContentHistoryEntry']>, ParentType, ContextType, RequireFields<QueryContentTrainingProgramHistoryArgs, 'id'>>;
  contentTrainingPrograms?: Resolver<ResolversTypes['ContentTrainingProgramPage'], ParentType, ContextType, RequireFields<QueryContentTrainingProgramsArgs, 'maxResultCount' | 'skipCount'>>;
  contentTrainingTargets?: Resolver<ResolversTypes['ContentNamedPartPage'], ParentType, ContextType, RequireFields<QueryContentTrainingTargetsArgs, 'maxResultCount' | 'skipCount'>>;
  contractFiles?: Resolver<ResolversTypes['ContractFileRecordPage'], ParentType, ContextType, RequireFields<QueryContractFilesArgs, 'maxResultCount' | 'skipCount' | 'tenantId'>>;
  contractProfile?: Resolver<ResolversTypes['ContractProfile'], ParentType, ContextType>;
  contractReminderHistory?: Resolver<ResolversTypes['ContractReminderPage'], ParentType, ContextType, RequireFields<QueryContractReminderHistoryArgs, 'line' | 'maxResultCount' | 'skipCount' | 'tenantId'>>;
  contractUnlockCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryContractUnlockCheckArgs, 'line'>>;
  contractWarnings?: Resolver<Array<ResolversTypes['ContractWarningIndicator']>, ParentType, ContextType, RequireFields<QueryContractWarningsArgs, 'lines' | 'tenantId'>>;
  courseMusic?: Resolver<ResolversTypes['CourseMusic'], ParentType, ContextType, RequireFields<QueryCourseMusicArgs, 'num' | 'planId' | 'planKind' | 'subjectId'>>;
  courseMusicPlan?: Resolver<ResolversTypes['CourseMusicPlan'], ParentType, ContextType, RequireFields<QueryCourseMusicPlanArgs, 'planId' | 'planKind'>>;
  deposits?: Resolver<ResolversTypes['DepositPage'], ParentType, ContextType, RequireFields<QueryDepositsArgs, 'maxResultCount' | 'skipCount' | 'tenantId'>>;
  enterpriseOptions?: Resolver<Array<ResolversTypes['TenantRef']>, ParentType, ContextType, Partial<QueryEnterpriseOptionsArgs>>;
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<QueryGroupArgs, 'id'>>;
  groupCandidates?: Resolver<ResolversTypes['GroupChildPage'], ParentType, ContextType, RequireFields<QueryGroupCandidatesArgs, 'ageStage' | 'maxResultCount' | 'skipCount'>>;
  groupChildPunch?: Resolver<ResolversTypes['GroupChildPunch'], ParentType, ContextType, RequireFields<QueryGroupChildPunchArgs, 'groupTrainingPlanId' | 'subjectId'>>;
  groupChildren?: Resolver<ResolversTypes['GroupChildPage'], ParentType, ContextType, RequireFields<QueryGroupChildrenArgs, 'groupId'>>;
  groupClassBeforeStart?: Resolver<ResolversTypes['GroupClassBeforeStart'], ParentType, ContextType, RequireFields<QueryGroupClassBeforeStartArgs, 'groupTrainingPlanId'>>;
  groupCourseDetail?: Resolver<ResolversTypes['GroupCourseDetail'], ParentType, ContextType, RequireFields<QueryGroupCourseDetailArgs, 'groupTrainingPlanId'>>;
  groupCourses?: Resolver<ResolversTypes['GroupCoursePage'], ParentType, ContextType, RequireFields<QueryGroupCoursesArgs, 'groupTrainingPlanId'>>;
  groupFeedbackRecords?: Resolver<ResolversTypes['GroupFeedbackRecordPage'], ParentType, ContextType, RequireFields<QueryGroupFeedbackRecordsArgs, 'groupTrainingPlanId' | 'kind' | 'maxResultCount' | 'skipCount'>>;
  groupPlan?: Resolver<ResolversTypes['GroupPlan'], ParentType, ContextType, RequireFields<QueryGroupPlanArgs, 'id'>>;
  groupPlanCertificateState?: Resolver<ResolversTypes['GroupPlanCertificateState'], ParentType, ContextType, RequireFields<QueryGroupPlanCertificateStateArgs, 'groupTrainingPlanId'>>;
  groupPlanChildStatus?: Resolver<ResolversTypes['GroupPlanChildStatus'], ParentType, ContextType, RequireFields<QueryGroupPlanChildStatusArgs, 'groupTrainingPlanId'>>;
  groupPlanChildren?: Resolver<ResolversTypes['GroupPlanChildPage'], ParentType, ContextType, RequireFields<QueryGroupPlanChildrenArgs, 'groupTrainingPlanId'>>;
  groupPlanInterviewsNeed?: Resolver<ResolversTypes['GroupPlanInterviewsNeed'], ParentType, ContextType, RequireFields<QueryGroupPlanInterviewsNeedArgs, 'groupTrainingPlanId'>>;
  groupPlansOfGroup?: Resolver<ResolversTypes['GroupPlanPage'], ParentType, ContextType, RequireFields<QueryGroupPlansOfGroupArgs, 'groupId'>>;
  groupPunchSession?: Resolver<ResolversTypes['GroupPunchSession'], ParentType, ContextType, RequireFields<QueryGroupPunchSessionArgs, 'groupTrainingPlanId'>>;
  groups?: Resolver<ResolversTypes['GroupPage'], ParentType, ContextType, RequireFields<QueryGroupsArgs, 'maxResultCount' | 'skipCount'>>;
  guardian?: Resolver<ResolversTypes['GuardianDetail'], ParentType, ContextType, RequireFields<QueryGuardianArgs, 'id'>>;
  guardians?: Resolver<ResolversTypes['GuardianPage'], ParentType, ContextType, RequireFields<QueryGuardiansArgs, 'maxResultCount' | 'skipCount'>>;
  hfsAddableResources?: Resolver<Array<ResolversTypes['HfsAddableResource']>, ParentType, ContextType, RequireFields<QueryHfsAddableResourcesArgs, 'contractId' | 'type'>>;
  hfsBalanceSummary?: Resolver<ResolversTypes['HfsBalanceSummary'], ParentType, ContextType, RequireFields<QueryHfsBalanceSummaryArgs, 'tenantId'>>;
  hfsContract?: Resolver<ResolversTypes['HfsContract'], ParentType, ContextType, RequireFields<QueryHfsContractArgs, 'id'>>;
  hfsContractResources?: Resolver<ResolversTypes['HfsContractResourcePage'], ParentType, ContextType, RequireFields<QueryHfsContractResourcesArgs, 'contractId' | 'maxResultCount' | 'skipCount' | 'type'>>;
  hfsContracts?: Resolver<ResolversTypes['HfsContractPage'], ParentType, ContextType, RequireFields<QueryHfsContractsArgs, 'maxResultCount' | 'skipCount' | 'tenantId'>>;
  hfsDateLimits?: Resolver<ResolversTypes['HfsDateLimits'], ParentType, ContextType, RequireFields<QueryHfsDateLimitsArgs, 'tenantId'>>;
  hfsKeyIndicator?: Resolver<ResolversTypes['HfsKeyIndicator'], ParentType, ContextType, RequireFields<QueryHfsKeyIndicatorArgs, 'tenantId'>>;
  hfsManagedTenants?: Resolver<Array<ResolversTypes['HfsManagedTenant']>, ParentType, ContextType>;
  hfsMinSellingPriceRecords?: Resolver<ResolversTypes['HfsOperationRecordPage'], ParentType, ContextType, RequireFields<QueryHfsMinSellingPriceRecordsArgs, 'contractId' | 'maxResultCount' | 'skipCount'>>;
  hfsOperationRecords?: Resolver<ResolversTypes['HfsOperationRecordPage'], ParentType, ContextType, RequireFields<QueryHfsOperationRecordsArgs, 'contractId' | 'maxResultCount' | 'skipCount'>>;
  hfsParentMoney?: Resolver<ResolversTypes['HfsParentMoney'], ParentType, ContextType, RequireFields<QueryHfsParentMoneyArgs, 'tenantId'>>;
  hfsRechargeCeiling?: Resolver<ResolversTypes['HfsRechargeCeiling'], ParentType, ContextType, RequireFields<QueryHfsRechargeCeilingArgs, 'contractId'>>;
  hfsRechargeRecords?: Resolver<ResolversTypes['HfsRechargeRecordPage'], ParentType, ContextType, RequireFields<QueryHfsRechargeRecordsArgs, 'contractId' | 'maxResultCount' | 'skipCount'>>;
  hfsReminderSettings?: Resolver<ResolversTypes['HfsReminderSettings'], ParentType, ContextType, RequireFields<QueryHfsReminderSettingsArgs, 'tenantId'>>;
  hfsUsageRecords?: Resolver<ResolversTypes['HfsUsageRecordPage'], ParentType, ContextType, RequireFields<QueryHfsUsageRecordsArgs, 'contractId' | 'kind' | 'maxResultCount' | 'skipCount'>>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listeningHistory?: Resolver<Array<ResolversTypes['ListeningHistoryItem']>, ParentType, ContextType, RequireFields<QueryListeningHistoryArgs, 'planId' | 'planKind'>>;
  listeningNow?: Resolver<Array<ResolversTypes['ListeningNow']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType>;
  menu?: Resolver<ResolversTypes['Menu'], ParentType, ContextType>;
  musicFasValidity?: Resolver<ResolversTypes['MusicFasValidity'], ParentType, ContextType, RequireFields<QueryMusicFasValidityArgs, 'planId' | 'subjectId'>>;
  musicOperationalData?: Resolver<ResolversTypes['MusicOperationalData'], ParentType, ContextType, Partial<QueryMusicOperationalDataArgs>>;
  musicOverallIndicators?: Resolver<ResolversTypes['MusicOverallIndicators'], ParentType, ContextType, Partial<QueryMusicOverallIndicatorsArgs>>;
  musicPlanDetail?: Resolver<ResolversTypes['MusicProgramme'], ParentType, ContextType, RequireFields<QueryMusicPlanDetailArgs, 'userPlanId'>>;
  musicPlanUsageRecord?: Resolver<ResolversTypes['MusicPlanUsagePage'], ParentType, ContextType, RequireFields<QueryMusicPlanUsageRecordArgs, 'maxResultCount' | 'skipCount'>>;
  musicPlayedDetails?: Resolver<ResolversTypes['MusicPlayedDetails'], ParentType, ContextType, RequireFields<QueryMusicPlayedDetailsArgs, 'userPlanItemId'>>;
  musicPlaylist?: Resolver<ResolversTypes['MusicPlaylist'], ParentType, ContextType, RequireFields<QueryMusicPlaylistArgs, 'planId' | 'subjectId'>>;
  musicProgrammeProgress?: Resolver<ResolversTypes['MusicProgramme'], ParentType, ContextType, RequireFields<QueryMusicProgrammeProgressArgs, 'musicType' | 'userId'>>;
  musicTrackPlaybackRecord?: Resolver<ResolversTypes['MusicTrackPlaybackPage'], ParentType, ContextType, RequireFields<QueryMusicTrackPlaybackRecordArgs, 'maxResultCount' | 'skipCount'>>;
  notificationUnreadCount?: Resolver<ResolversTypes['NotificationUnreadCount'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'maxResultCount' | 'skipCount'>>;
  offlinePlan?: Resolver<ResolversTypes['OfflinePlan'], ParentType, ContextType, RequireFields<QueryOfflinePlanArgs, 'id'>>;
  offlinePlanAudioPunch?: Resolver<ResolversTypes['OfflinePlanAudioPunch'], ParentType, ContextType, RequireFields<QueryOfflinePlanAudioPunchArgs, 'id' | 'num'>>;
  offlinePlanBeforeCreate?: Resolver<ResolversTypes['OfflinePlanBeforeCreate'], ParentType, ContextType, RequireFields<QueryOfflinePlanBeforeCreateArgs, 'subjectId'>>;
  offlinePlanCheckIn?: Resolver<ResolversTypes['OfflinePlanCheckIn'], ParentType, ContextType, RequireFields<QueryOfflinePlanCheckInArgs, 'id'>>;
  offlinePlanFeedbackRecords?: Resolver<ResolversTypes['OfflinePlanFeedbackRecordPage'], ParentType, ContextType, RequireFields<QueryOfflinePlanFeedbackRecordsArgs, 'maxResultCount' | 'planId' | 'skipCount'>>;
  offlinePlanList?: Resolver<ResolversTypes['OfflinePlanListPage'], ParentType, ContextType, RequireFields<QueryOfflinePlanListArgs, 'maxResultCount' | 'skipCount'>>;
  offlinePlanPunchTargets?: Resolver<ResolversTypes['OfflinePlanPunchTargets'], ParentType, ContextType, RequireFields<QueryOfflinePlanPunchTargetsArgs, 'id'>>;
  offlinePlanQuotaCheck?: Resolver<ResolversTypes['OfflinePlanQuotaCheck'], ParentType, ContextType, RequireFields<QueryOfflinePlanQuotaCheckArgs, 'id'>>;
  offlinePlanReport?: Resolver<ResolversTypes['OfflinePlanReport'], ParentType, ContextType, RequireFields<QueryOfflinePlanReportArgs, 'id'>>;
  offlinePlanSessionPunch?: Resolver<ResolversTypes['OfflinePlanSessionPunch'], ParentType, ContextType, RequireFields<QueryOfflinePlanSessionPunchArgs, 'id'>>;
  offlinePlanStatics?: Resolver<Array<ResolversTypes['OfflinePlanStatic']>, ParentType, ContextType, RequireFields<QueryOfflinePlanStaticsArgs, 'num' | 'planId'>>;
  offlinePlanTrialCheck?: Resolver<ResolversTypes['OfflinePlanTrialCheck'], ParentType, ContextType, RequireFields<QueryOfflinePlanTrialCheckArgs, 'ilsVersion' | 'templateId'>>;
  offlinePlans?: Resolver<ResolversTypes['OfflinePlanPage'], ParentType, ContextType, RequireFields<QueryOfflinePlansArgs, 'maxResultCount' | 'skipCount' | 'subjectId'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'line' | 'maxResultCount' | 'skipCount'>>;
  planCalendar?: Resolver<Array<ResolversTypes['CalendarEvent']>, ParentType, ContextType, RequireFields<QueryPlanCalendarArgs, 'planId'>>;
  planMusicRecords?: Resolver<Array<ResolversTypes['MusicFeedback']>, ParentType, ContextType, RequireFields<QueryPlanMusicRecordsArgs, 'planKind' | 'userPlanId'>>;
  projectCloseCheck?: Resolver<ResolversTypes['ProjectCloseCheck'], ParentType, ContextType, RequireFields<QueryProjectCloseCheckArgs, 'project' | 'tenantId'>>;
  projectSwitchRecords?: Resolver<Array<ResolversTypes['ProjectSwitchRecord']>, ParentType, ContextType, RequireFields<QueryProjectSwitchRecordsArgs, 'project' | 'tenantId'>>;
  qrCode?: Resolver<ResolversTypes['QrCode'], ParentType, ContextType, RequireFields<QueryQrCodeArgs, 'kind'>>;
  qrCodes?: Resolver<Array<ResolversTypes['QrCode']>, ParentType, ContextType, RequireFields<QueryQrCodesArgs, 'kinds'>>;
  quotaAssessments?: Resolver<Array<ResolversTypes['QuotaAssessment']>, ParentType, ContextType>;
  quotaSettings?: Resolver<ResolversTypes['QuotaSettings'], ParentType, ContextType>;
  sentMessages?: Resolver<ResolversTypes['SentMessagePage'], ParentType, ContextType, RequireFields<QuerySentMessagesArgs, 'maxResultCount' | 'skipCount'>>;
  sessionCosts?: Resolver<ResolversTypes['SessionCostPage'], ParentType, ContextType, Partial<QuerySessionCostsArgs>>;
  sessionDeliveryMethods?: Resolver<Array<ResolversTypes['SessionDeliveryMethod']>, ParentType, ContextType>;
  sessionQuotaChanges?: Resolver<ResolversTypes['SessionQuotaChangePage'], ParentType, ContextType, RequireFields<QuerySessionQuotaChangesArgs, 'maxResultCount' | 'skipCount'>>;
  sessionQuotas?: Resolver<ResolversTypes['SessionQuotaPage'], ParentType, ContextType, RequireFields<QuerySessionQuotasArgs, 'maxResultCount' | 'skipCount'>>;
  staffDetail?: Resolver<ResolversTypes['StaffDetail'], ParentType, ContextType, RequireFields<QueryStaffDetailArgs, 'userId'>>;
  staffList?: Resolver<Array<ResolversTypes['StaffPick']>, ParentType, ContextType>;
  staffMember?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<QueryStaffMemberArgs, 'userId'>>;
  staffMembers?: Resolver<ResolversTypes['StaffPage'], ParentType, ContextType, RequireFields<QueryStaffMembersArgs, 'maxResultCount' | 'skipCount'>>;
  staffProfile?: Resolver<ResolversTypes['StaffProfile'], ParentType, ContextType, RequireFields<QueryStaffProfileArgs, 'userId'>>;
  staffRoles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  subjectArchive?: Resolver<ResolversTypes['SubjectArchive'], ParentType, ContextType, RequireFields<QuerySubjectArchiveArgs, 'from' | 'section' | 'subjectId'>>;
  subjectClassSessions?: Resolver<ResolversTypes['SubjectClassSessionPage'], ParentType, ContextType, RequireFields<QuerySubjectClassSessionsArgs, 'subjectId'>>;
  subjectDetail?: Resolver<ResolversTypes['SubjectDetail'], ParentType, ContextType, RequireFields<QuerySubjectDetailArgs, 'id'>>;
  subjectFasPlanDetail?: Resolver<ResolversTypes['SubjectFasPlanDetail'], ParentType, ContextType, RequireFields<QuerySubjectFasPlanDetailArgs, 'userId'>>;
  subjectFormOptions?: Resolver<ResolversTypes['SubjectFormOptions'], ParentType, ContextType>;
  subjectLinkedStaff?: Resolver<Array<ResolversTypes['SubjectLinkedStaff']>, ParentType, ContextType, RequireFields<QuerySubjectLinkedStaffArgs, 'subjectId'>>;
  subjectNameTaken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QuerySubjectNameTakenArgs, 'name'>>;
  subjectTenants?: Resolver<Array<ResolversTypes['SubjectTenantGrant']>, ParentType, ContextType, RequireFields<QuerySubjectTenantsArgs, 'subjectId'>>;
  subjects?: Resolver<ResolversTypes['SubjectPage'], ParentType, ContextType, RequireFields<QuerySubjectsArgs, 'maxResultCount' | 'skipCount'>>;
  supervisorBoard?: Resolver<ResolversTypes['SupervisorBoard'], ParentType, ContextType, Partial<QuerySupervisorBoardArgs>>;
  supervisorList?: Resolver<Array<ResolversTypes['StaffPick']>, ParentType, ContextType>;
  tenant?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType, RequireFields<QueryTenantArgs, 'id'>>;
  tenantEditOptions?: Resolver<ResolversTypes['TenantEditOptions'], ParentType, ContextType, Partial<QueryTenantEditOptionsArgs>>;
  tenantFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryTenantFeaturesArgs, 'tenantId'>>;
  tenantQrLink?: Resolver<ResolversTypes['TenantQrLink'], ParentType, ContextType, RequireFields<QueryTenantQrLinkArgs, 'tenantId'>>;
  tenants?: Resolver<ResolversTypes['TenantPage'], ParentType, ContextType, RequireFields<QueryTenantsArgs, 'maxResultCount' | 'skipCount'>>;
  testLocations?: Resolver<ResolversTypes['TestLocationPage'], ParentType, ContextType, RequireFields<QueryTestLocationsArgs, 'maxResultCount' | 'skipCount'>>;
  testRequests?: Resolver<ResolversTypes['TestRequestPage'], ParentType, ContextType, RequireFields<QueryTestRequestsArgs, 'maxResultCount' | 'skipCount'>>;
  trainerCertificateState?: Resolver<ResolversTypes['TrainerCertificateState'], ParentType, ContextType, RequireFields<QueryTrainerCertificateStateArgs, 'planId' | 'planKind'>>;
  trainingPlanExercises?: Resolver<ResolversTypes['TrainingPlanExercisePage'], ParentType, ContextType, RequireFields<QueryTrainingPlanExercisesArgs, 'maxResultCount' | 'skipCount' | 'subjectId' | 'type'>>;
  trainingPlanInfo?: Resolver<ResolversTypes['TrainingPlanInfo'], ParentType, ContextType, RequireFields<QueryTrainingPlanInfoArgs, 'subjectId' | 'type'>>;
  trainingPlanPunches?: Resolver<ResolversTypes['TrainingPlanPunchPage'], ParentType, ContextType, RequireFields<QueryTrainingPlanPunchesArgs, 'maxResultCount' | 'skipCount' | 'subjectId' | 'userTrainingPlanId'>>;
  trainingPlans?: Resolver<Array<ResolversTypes['TrainingPlan']>, ParentType, ContextType, RequireFields<QueryTrainingPlansArgs, 'subjectId'>>;
  userAssessment?: Resolver<ResolversTypes['UserAssessmentDetail'], ParentType, ContextType, RequireFields<QueryUserAssessmentArgs, 'id'>>;
  userCalendar?: Resolver<Array<ResolversTypes['CalendarEvent']>, ParentType, ContextType, RequireFields<QueryUserCalendarArgs, 'from' | 'to'>>;
  vratBalanceSummary?: Resolver<ResolversTypes['VratBalanceSummary'], ParentType, ContextType, RequireFields<QueryVratBalanceSummaryArgs, 'tenantId'>>;
  vratContract?: Resolver<ResolversTypes['VratContractDetail'], ParentType, ContextType, RequireFields<QueryVratContractArgs, 'id'>>;
  vratContracts?: Resolver<ResolversTypes['VratContractPage'], ParentType, ContextType, RequireFields<QueryVratContractsArgs, 'maxResultCount' | 'skipCount' | 'tenantId'>>;
  vratCostOverview?: Resolver<ResolversTypes['VratCostOverview'], ParentType, ContextType>;
  vratDateLimits?: Resolver<ResolversTypes['VratDateLimits'], ParentType, ContextType, RequireFields<QueryVratDateLimitsArgs, 'tenantId'>>;
  vratKeyIndicator?: Resolver<ResolversTypes['VratKeyIndicator'], ParentType, ContextType, RequireFields<QueryVratKeyIndicatorArgs, 'tenantId'>>;
  vratManagedTenants?: Resolver<Array<ResolversTypes['VratManagedTenant']>, ParentType, ContextType>;
  vratParentMoney?: Resolver<ResolversTypes['VratParentMoney'], ParentType, ContextType, RequireFields<QueryVratParentMoneyArgs, 'tenantId'>>;
  vratReminderSettings?: Resolver<ResolversTypes['VratReminderSettings'], ParentType, ContextType, RequireFields<QueryVratReminderSettingsArgs, 'tenantId'>>;
};

export type QuotaAssessmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuotaAssessment'] = ResolversParentTypes['QuotaAssessment']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QuotaSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuotaSettings'] = ResolversParentTypes['QuotaSettings']> = {
  billingMethods?: Resolver<Array<ResolversTypes['QuotaBillingMethod']>, ParentType, ContextType>;
  canWrite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timesSetting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['SessionType']>, ParentType, ContextType>;
};

export type RegisterCodeSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterCodeSent'] = ResolversParentTypes['RegisterCodeSent']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondsUntilResend?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResumeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Resume'] = ResolversParentTypes['Resume']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SentMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SentMessage'] = ResolversParentTypes['SentMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['SentMessageChannel'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  masked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SentMessagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SentMessagePage'] = ResolversParentTypes['SentMessagePage']> = {
  items?: Resolver<Array<ResolversTypes['SentMessage']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionCostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionCost'] = ResolversParentTypes['SessionCost']> = {
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coachName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  num?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  planId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionCostPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionCostPage'] = ResolversParentTypes['SessionCostPage']> = {
  items?: Resolver<Array<ResolversTypes['SessionCost']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionDeliveryMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionDeliveryMethod'] = ResolversParentTypes['SessionDeliveryMethod']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['SessionType'], ParentType, ContextType>;
};

export type SessionQuotaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionQuota'] = ResolversParentTypes['SessionQuota']> = {
  billingMethod?: Resolver<ResolversTypes['QuotaBillingMethod'], ParentType, ContextType>;
  childId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creatorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remainingHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['QuotaState'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SessionType'], ParentType, ContextType>;
  usedHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionQuotaChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionQuotaChange'] = ResolversParentTypes['SessionQuotaChange']> = {
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['QuotaChangeKind'], ParentType, ContextType>;
  num?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  operatorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SessionType'], ParentType, ContextType>;
};

export type SessionQuotaChangePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionQuotaChangePage'] = ResolversParentTypes['SessionQuotaChangePage']> = {
  items?: Resolver<Array<ResolversTypes['SessionQuotaChange']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionQuotaPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionQuotaPage'] = ResolversParentTypes['SessionQuotaPage']> = {
  items?: Resolver<Array<ResolversTypes['SessionQuota']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffDetail'] = ResolversParentTypes['StaffDetail']> = {
  history?: Resolver<Array<ResolversTypes['StaffHistoryEntry']>, ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType>;
};

export type StaffHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffHistoryEntry'] = ResolversParentTypes['StaffHistoryEntry']> = {
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previousRoles?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  roles?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffInvitation'] = ResolversParentTypes['StaffInvitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  activationTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  membershipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffMembershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMembership'] = ResolversParentTypes['StaffMembership']> = {
  activationTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffPage'] = ResolversParentTypes['StaffPage']> = {
  items?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffPickResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffPick'] = ResolversParentTypes['StaffPick']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
};

export type StaffProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffProfile'] = ResolversParentTypes['StaffProfile']> = {
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coachedSubjectCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  membership?: Resolver<ResolversTypes['StaffMembership'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffRole'] = ResolversParentTypes['StaffRole']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subject'] = ResolversParentTypes['Subject']> = {
  birthDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coachNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  coaches?: Resolver<Array<ResolversTypes['SubjectCoach']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gradeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guardianNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  guardians?: Resolver<Array<ResolversTypes['SubjectGuardian']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCheckedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  musicPlanId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outpatientNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubjectArchiveResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectArchive'] = ResolversParentTypes['SubjectArchive']> = {
  canWrite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  counts?: Resolver<Array<ResolversTypes['ArchiveSectionCount']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['ArchiveEntry']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['ArchiveSection'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubjectClassSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectClassSession'] = ResolversParentTypes['SubjectClassSession']> = {
  attendance?: Resolver<ResolversTypes['GroupAttendance'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupTrainingPlanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubjectClassSessionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectClassSessionPage'] = ResolversParentTypes['SubjectClassSessionPage']> = {
  items?: Resolver<Array<ResolversTypes['SubjectClassSession']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubjectCoachResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectCoach'] = ResolversParentTypes['SubjectCoach']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubjectDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectDetail'] = ResolversParentTypes['SubjectDetail']> = {
  groups?: Resolver<Array<ResolversTypes['SubjectGroup']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['SubjectInfo'], ParentType, ContextType>;
  userMusics?: Resolver<Array<ResolversTypes['SubjectMusic']>, ParentType, ContextType>;
};

export type SubjectFasPlanDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectFasPlanDetail'] = ResolversParentTypes['SubjectFasPlanDetail']> = {
  archiveComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fas?: Resolver<ResolversTypes['MusicFasExistence'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['MusicProgramme']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SubjectFormOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectFormOptions'] = ResolversParentTypes['SubjectFormOptions']> = {
  avaliableGuardianRoles?: Resolver<Array<ResolversTypes['GuardianRole']>, ParentType, ContextType>;
  coaches?: Resolver<Array<ResolversTypes['CentreCoach']>, ParentType, ContextType>;
};

export type SubjectGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectGroup'] = ResolversParentTypes['SubjectGroup']> = {
  groupTrainingPlans?: Resolver<Array<ResolversTypes['SubjectGroupTrainingPlan']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubjectGroupTrainingPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectGroupTrainingPlan'] = ResolversParentTypes['SubjectGroupTrainingPlan']> = {
  currentNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SubjectGuardianResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectGuardian'] = ResolversParentTypes['SubjectGuardian']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nickName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleDisplayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubjectInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectInfo'] = ResolversParentTypes['SubjectInfo']> = {
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ageStage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  birthDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  className?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coachNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dominantHand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gradeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guardians?: Resolver<Array<ResolversTypes['SubjectInfoGuardian']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBind?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLogout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outpatientNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relationshipLocale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolNature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubjectInfoGuardianResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectInfoGuardian'] = ResolversParentTypes['SubjectInfoGuardian']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nickName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleDisplayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubjectLinkedStaffResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectLinkedStaff'] = ResolversParentTypes['SubjectLinkedStaff']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleDisplayNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubjectMusicResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectMusic'] = ResolversParentTypes['SubjectMusic']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  musicCourseNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubjectPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectPage'] = ResolversParentTypes['SubjectPage']> = {
  items?: Resolver<Array<ResolversTypes['Subject']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubjectTenantGrantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubjectTenantGrant'] = ResolversParentTypes['SubjectTenantGrant']> = {
  grantTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  events?: SubscriptionResolver<ResolversTypes['DomainEvent'], "events", ParentType, ContextType, Partial<SubscriptionEventsArgs>>;
};

export type SupervisorBoardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupervisorBoard'] = ResolversParentTypes['SupervisorBoard']> = {
  centres?: Resolver<Array<ResolversTypes['SupervisorBoardCentre']>, ParentType, ContextType>;
  coaches?: Resolver<Array<ResolversTypes['SupervisorBoardCoach']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupervisorBoardCentreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupervisorBoardCentre'] = ResolversParentTypes['SupervisorBoardCentre']> = {
  classesDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classesNow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endingSoon?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feedbackOwed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lateFeedback?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowQuota?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SupervisorBoardCoachResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupervisorBoardCoach'] = ResolversParentTypes['SupervisorBoardCoach']> = {
  classesDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classesNow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coachId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  coachName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endingSoon?: Resolver<Array<ResolversTypes['SupervisorBoardEnding']>, ParentType, ContextType>;
  feedbackOwed?: Resolver<Array<ResolversTypes['SupervisorBoardOwed']>, ParentType, ContextType>;
  inProgress?: Resolver<Array<ResolversTypes['SupervisorBoardSession']>, ParentType, ContextType>;
  lowQuota?: Resolver<Array<ResolversTypes['SupervisorBoardLowQuota']>, ParentType, ContextType>;
};

export type SupervisorBoardEndingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupervisorBoardEnding'] = ResolversParentTypes['SupervisorBoardEnding']> = {
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SupervisorBoardLowQuotaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupervisorBoardLowQuota'] = ResolversParentTypes['SupervisorBoardLowQuota']> = {
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupervisorBoardOwedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupervisorBoardOwed'] = ResolversParentTypes['SupervisorBoardOwed']> = {
  lateMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupervisorBoardSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupervisorBoardSession'] = ResolversParentTypes['SupervisorBoardSession']> = {
  num?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SystemNoticePublishedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SystemNoticePublished'] = ResolversParentTypes['SystemNoticePublished']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TenantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tenant'] = ResolversParentTypes['Tenant']> = {
  area?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  childCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hfsReminderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentTenant?: Resolver<Maybe<ResolversTypes['TenantRef']>, ParentType, ContextType>;
  projectStatus?: Resolver<Array<ResolversTypes['TenantProjectStatus']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TenantState'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TenantType'], ParentType, ContextType>;
  vratReminderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vratReminderTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TenantEditOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TenantEditOptions'] = ResolversParentTypes['TenantEditOptions']> = {
  parents?: Resolver<Array<ResolversTypes['TenantRef']>, ParentType, ContextType>;
  tenant?: Resolver<Maybe<ResolversTypes['Tenant']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['TenantTypeRule']>, ParentType, ContextType>;
};

export type TenantNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TenantNode'] = ResolversParentTypes['TenantNode']> = {
  children?: Resolver<Array<ResolversTypes['TenantNode']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TenantType'], ParentType, ContextType>;
};

export type TenantPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TenantPage'] = ResolversParentTypes['TenantPage']> = {
  items?: Resolver<Array<ResolversTypes['Tenant']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TenantProjectStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TenantProjectStatus'] = ResolversParentTypes['TenantProjectStatus']> = {
  mayToggle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['TenantProject'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TenantQrLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TenantQrLink'] = ResolversParentTypes['TenantQrLink']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TenantRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TenantRef'] = ResolversParentTypes['TenantRef']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TenantType'], ParentType, ContextType>;
};

export type TenantTypeRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TenantTypeRule'] = ResolversParentTypes['TenantTypeRule']> = {
  parentTypes?: Resolver<Array<Maybe<ResolversTypes['TenantType']>>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TenantType'], ParentType, ContextType>;
};

export type TestLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TestLocation'] = ResolversParentTypes['TestLocation']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TestLocationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TestLocationPage'] = ResolversParentTypes['TestLocationPage']> = {
  items?: Resolver<Array<ResolversTypes['TestLocation']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TestRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TestRequest'] = ResolversParentTypes['TestRequest']> = {
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TestRequestPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TestRequestPage'] = ResolversParentTypes['TestRequestPage']> = {
  items?: Resolver<Array<ResolversTypes['TestRequest']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrainerCertificateStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrainerCertificateState'] = ResolversParentTypes['TrainerCertificateState']> = {
  certificate?: Resolver<Maybe<ResolversTypes['TrainerCredential']>, ParentType, ContextType>;
  certificateStatus?: Resolver<ResolversTypes['CertificateStatus'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planKind?: Resolver<ResolversTypes['CoursePlanKind'], ParentType, ContextType>;
};

export type TrainerCredentialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrainerCredential'] = ResolversParentTypes['TrainerCredential']> = {
  certificateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  certifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credentialsCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedStatus?: Resolver<ResolversTypes['CertificateStatus'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trainingModule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrainingPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrainingPlan'] = ResolversParentTypes['TrainingPlan']> = {
  activatedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clockedInToday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  continueDayCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exercises?: Resolver<Array<ResolversTypes['TrainingPlanExercise']>, ParentType, ContextType>;
  finishedDayCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastClockInDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TrainingPlanState'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TrainingPlanType'], ParentType, ContextType>;
};

export type TrainingPlanExerciseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrainingPlanExercise'] = ResolversParentTypes['TrainingPlanExercise']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ExerciseType'], ParentType, ContextType>;
};

export type TrainingPlanExercisePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrainingPlanExercisePage'] = ResolversParentTypes['TrainingPlanExercisePage']> = {
  items?: Resolver<Array<ResolversTypes['TrainingPlanExercise']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrainingPlanInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrainingPlanInfo'] = ResolversParentTypes['TrainingPlanInfo']> = {
  canWrite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  earliestClockInDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['TrainingPlan']>, ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TrainingPlanType'], ParentType, ContextType>;
};

export type TrainingPlanPunchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrainingPlanPunch'] = ResolversParentTypes['TrainingPlanPunch']> = {
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrainingPlanPunchPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrainingPlanPunchPage'] = ResolversParentTypes['TrainingPlanPunchPage']> = {
  items?: Resolver<Array<ResolversTypes['TrainingPlanPunch']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserAssessmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAssessment'] = ResolversParentTypes['UserAssessment']> = {
  assessment?: Resolver<ResolversTypes['UserAssessmentAssessment'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creatorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  needPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  planId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sentTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserAssessmentStatus'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserAssessmentAssessmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAssessmentAssessment'] = ResolversParentTypes['UserAssessmentAssessment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AssessmentKind'], ParentType, ContextType>;
  tagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserAssessmentDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAssessmentDetail'] = ResolversParentTypes['UserAssessmentDetail']> = {
  answers?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assessment?: Resolver<ResolversTypes['UserAssessment'], ParentType, ContextType>;
  questionnaires?: Resolver<Array<ResolversTypes['AssessmentQuestionnaire']>, ParentType, ContextType>;
};

export type UserAssessmentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAssessmentPage'] = ResolversParentTypes['UserAssessmentPage']> = {
  items?: Resolver<Array<ResolversTypes['UserAssessment']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VratBalanceSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratBalanceSummary'] = ResolversParentTypes['VratBalanceSummary']> = {
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  balanceEqualTimes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cumulativeConsumption?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cumulativeRecharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currentEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deactivateBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  parentLatestContract?: Resolver<Maybe<ResolversTypes['VratParentContract']>, ParentType, ContextType>;
};

export type VratContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratContract'] = ResolversParentTypes['VratContract']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  buyPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  consumeAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cumulativeAllocation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cumulativeAllocationFreeTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentContractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setSellingPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ContractState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  stopTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type VratContractCallerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratContractCaller'] = ResolversParentTypes['VratContractCaller']> = {
  manages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mayChangeUnitPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mayUseSystemNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needsVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seesBalanceAndStopTime?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VratContractDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratContractDetail'] = ResolversParentTypes['VratContractDetail']> = {
  contract?: Resolver<ResolversTypes['VratContract'], ParentType, ContextType>;
  operateRecords?: Resolver<Array<ResolversTypes['VratOperateRecord']>, ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['VratMoneyRecord']>, ParentType, ContextType>;
};

export type VratContractPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratContractPage'] = ResolversParentTypes['VratContractPage']> = {
  caller?: Resolver<ResolversTypes['VratContractCaller'], ParentType, ContextType>;
  hasParentTenant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['VratContract']>, ParentType, ContextType>;
  tenantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VratCostOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratCostOverview'] = ResolversParentTypes['VratCostOverview']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balanceEqualTimes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cumulativeConsumption?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cumulativeRecharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currentEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deactivateBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  freeTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type VratDateLimitsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratDateLimits'] = ResolversParentTypes['VratDateLimits']> = {
  parentEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taken?: Resolver<Array<ResolversTypes['VratDateRange']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VratDateRangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratDateRange'] = ResolversParentTypes['VratDateRange']> = {
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VratDeleteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratDeleteResult'] = ResolversParentTypes['VratDeleteResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  returnedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returnedFreeTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VratKeyIndicatorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratKeyIndicator'] = ResolversParentTypes['VratKeyIndicator']> = {
  days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reminderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reminderTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  show?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  times?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type VratManagedTenantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratManagedTenant'] = ResolversParentTypes['VratManagedTenant']> = {
  activeEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VratMoneyRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratMoneyRecord'] = ResolversParentTypes['VratMoneyRecord']> = {
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VratOperateRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratOperateRecord'] = ResolversParentTypes['VratOperateRecord']> = {
  creationTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operateType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type VratParentContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratParentContract'] = ResolversParentTypes['VratParentContract']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type VratParentMoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratParentMoney'] = ResolversParentTypes['VratParentMoney']> = {
  parentLatestContract?: Resolver<Maybe<ResolversTypes['VratParentContract']>, ParentType, ContextType>;
  rechargeMaximum?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VratRemindContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratRemindContact'] = ResolversParentTypes['VratRemindContact']> = {
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageType?: Resolver<ResolversTypes['RemindMessageType'], ParentType, ContextType>;
};

export type VratReminderSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VratReminderSettings'] = ResolversParentTypes['VratReminderSettings']> = {
  caller?: Resolver<ResolversTypes['VratContractCaller'], ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['VratRemindContact']>, ParentType, ContextType>;
  reminderAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reminderAmountOn?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  reminderTimes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reminderTimesNextAllowTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccountActivation?: AccountActivationResolvers<ContextType>;
  AccountLink?: AccountLinkResolvers<ContextType>;
  AccountSettings?: AccountSettingsResolvers<ContextType>;
  AddGuardianResult?: AddGuardianResultResolvers<ContextType>;
  ArchiveEntry?: ArchiveEntryResolvers<ContextType>;
  ArchiveSectionCount?: ArchiveSectionCountResolvers<ContextType>;
  Assessment?: AssessmentResolvers<ContextType>;
  AssessmentOption?: AssessmentOptionResolvers<ContextType>;
  AssessmentPage?: AssessmentPageResolvers<ContextType>;
  AssessmentQrCode?: AssessmentQrCodeResolvers<ContextType>;
  AssessmentQuestion?: AssessmentQuestionResolvers<ContextType>;
  AssessmentQuestionnaire?: AssessmentQuestionnaireResolvers<ContextType>;
  AssessmentQuota?: AssessmentQuotaResolvers<ContextType>;
  AssessmentQuotaPage?: AssessmentQuotaPageResolvers<ContextType>;
  AssessmentReport?: AssessmentReportResolvers<ContextType>;
  AssessmentReportScore?: AssessmentReportScoreResolvers<ContextType>;
  AudioPunch?: AudioPunchResolvers<ContextType>;
  AudioTrackAnswer?: AudioTrackAnswerResolvers<ContextType>;
  BrainMusicOption?: BrainMusicOptionResolvers<ContextType>;
  CalendarEvent?: CalendarEventResolvers<ContextType>;
  CenterMembership?: CenterMembershipResolvers<ContextType>;
  CentreCoach?: CentreCoachResolvers<ContextType>;
  CheckIn?: CheckInResolvers<ContextType>;
  CheckInChange?: CheckInChangeResolvers<ContextType>;
  CheckInDay?: CheckInDayResolvers<ContextType>;
  ChildAssessmentQuota?: ChildAssessmentQuotaResolvers<ContextType>;
  ClientError?: ClientErrorResolvers<ContextType>;
  ClientErrorPage?: ClientErrorPageResolvers<ContextType>;
  CoachSessionCost?: CoachSessionCostResolvers<ContextType>;
  CodeSent?: CodeSentResolvers<ContextType>;
  ContentBrainMusic?: ContentBrainMusicResolvers<ContextType>;
  ContentBrainMusicPage?: ContentBrainMusicPageResolvers<ContextType>;
  ContentChange?: ContentChangeResolvers<ContextType>;
  ContentClassPlan?: ContentClassPlanResolvers<ContextType>;
  ContentClassPlanCategory?: ContentClassPlanCategoryResolvers<ContextType>;
  ContentClassPlanPage?: ContentClassPlanPageResolvers<ContextType>;
  ContentFeedbackProperty?: ContentFeedbackPropertyResolvers<ContextType>;
  ContentFeedbackPropertyPage?: ContentFeedbackPropertyPageResolvers<ContextType>;
  ContentHistoryEntry?: ContentHistoryEntryResolvers<ContextType>;
  ContentLocalisedTitle?: ContentLocalisedTitleResolvers<ContextType>;
  ContentMusicCategoryName?: ContentMusicCategoryNameResolvers<ContextType>;
  ContentMusicPlan?: ContentMusicPlanResolvers<ContextType>;
  ContentMusicPlanPage?: ContentMusicPlanPageResolvers<ContextType>;
  ContentMusicSession?: ContentMusicSessionResolvers<ContextType>;
  ContentMusicTag?: ContentMusicTagResolvers<ContextType>;
  ContentMusicTrackRef?: ContentMusicTrackRefResolvers<ContextType>;
  ContentNamedPart?: ContentNamedPartResolvers<ContextType>;
  ContentNamedPartPage?: ContentNamedPartPageResolvers<ContextType>;
  ContentOfflinePlan?: ContentOfflinePlanResolvers<ContextType>;
  ContentOfflinePlanPage?: ContentOfflinePlanPageResolvers<ContextType>;
  ContentOfflinePlanSession?: ContentOfflinePlanSessionResolvers<ContextType>;
  ContentPlanDifficultyRule?: ContentPlanDifficultyRuleResolvers<ContextType>;
  ContentPlanDifficultyStep?: ContentPlanDifficultyStepResolvers<ContextType>;
  ContentPlanInterviewRule?: ContentPlanInterviewRuleResolvers<ContextType>;
  ContentPlanProgram?: ContentPlanProgramResolvers<ContextType>;
  ContentPlanProgramPage?: ContentPlanProgramPageResolvers<ContextType>;
  ContentPlanRules?: ContentPlanRulesResolvers<ContextType>;
  ContentPlanSession?: ContentPlanSessionResolvers<ContextType>;
  ContentPlanTrialRule?: ContentPlanTrialRuleResolvers<ContextType>;
  ContentProgramCategory?: ContentProgramCategoryResolvers<ContextType>;
  ContentProgramCategoryPage?: ContentProgramCategoryPageResolvers<ContextType>;
  ContentProgramCategoryRef?: ContentProgramCategoryRefResolvers<ContextType>;
  ContentProgramFeedbackProperty?: ContentProgramFeedbackPropertyResolvers<ContextType>;
  ContentProgramMaterial?: ContentProgramMaterialResolvers<ContextType>;
  ContentProgramMedia?: ContentProgramMediaResolvers<ContextType>;
  ContentProgramPlayAuth?: ContentProgramPlayAuthResolvers<ContextType>;
  ContentProgramTarget?: ContentProgramTargetResolvers<ContextType>;
  ContentReminderTemplate?: ContentReminderTemplateResolvers<ContextType>;
  ContentReminderTemplatePage?: ContentReminderTemplatePageResolvers<ContextType>;
  ContentStaticActivity?: ContentStaticActivityResolvers<ContextType>;
  ContentTag?: ContentTagResolvers<ContextType>;
  ContentTagPage?: ContentTagPageResolvers<ContextType>;
  ContentTrack?: ContentTrackResolvers<ContextType>;
  ContentTrackAudio?: ContentTrackAudioResolvers<ContextType>;
  ContentTrackPage?: ContentTrackPageResolvers<ContextType>;
  ContentTrackPlayUrl?: ContentTrackPlayUrlResolvers<ContextType>;
  ContentTrainingProgram?: ContentTrainingProgramResolvers<ContextType>;
  ContentTrainingProgramPage?: ContentTrainingProgramPageResolvers<ContextType>;
  ContractCodeSent?: ContractCodeSentResolvers<ContextType>;
  ContractFile?: ContractFileResolvers<ContextType>;
  ContractFileRecord?: ContractFileRecordResolvers<ContextType>;
  ContractFileRecordPage?: ContractFileRecordPageResolvers<ContextType>;
  ContractProfile?: ContractProfileResolvers<ContextType>;
  ContractReminderChannels?: ContractReminderChannelsResolvers<ContextType>;
  ContractReminderPage?: ContractReminderPageResolvers<ContextType>;
  ContractReminderSent?: ContractReminderSentResolvers<ContextType>;
  ContractUnlock?: ContractUnlockResolvers<ContextType>;
  ContractWarningIndicator?: ContractWarningIndicatorResolvers<ContextType>;
  CourseMusic?: CourseMusicResolvers<ContextType>;
  CourseMusicPlan?: CourseMusicPlanResolvers<ContextType>;
  CourseMusicTrack?: CourseMusicTrackResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  Deposit?: DepositResolvers<ContextType>;
  DepositPage?: DepositPageResolvers<ContextType>;
  DomainEvent?: DomainEventResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupChild?: GroupChildResolvers<ContextType>;
  GroupChildPage?: GroupChildPageResolvers<ContextType>;
  GroupChildPunch?: GroupChildPunchResolvers<ContextType>;
  GroupChildPunchItem?: GroupChildPunchItemResolvers<ContextType>;
  GroupClassBeforeStart?: GroupClassBeforeStartResolvers<ContextType>;
  GroupClassChildQuota?: GroupClassChildQuotaResolvers<ContextType>;
  GroupClassQuota?: GroupClassQuotaResolvers<ContextType>;
  GroupCourse?: GroupCourseResolvers<ContextType>;
  GroupCourseDetail?: GroupCourseDetailResolvers<ContextType>;
  GroupCourseItem?: GroupCourseItemResolvers<ContextType>;
  GroupCoursePage?: GroupCoursePageResolvers<ContextType>;
  GroupCourseProgram?: GroupCourseProgramResolvers<ContextType>;
  GroupFeedbackRecord?: GroupFeedbackRecordResolvers<ContextType>;
  GroupFeedbackRecordPage?: GroupFeedbackRecordPageResolvers<ContextType>;
  GroupMember?: GroupMemberResolvers<ContextType>;
  GroupPage?: GroupPageResolvers<ContextType>;
  GroupPlan?: GroupPlanResolvers<ContextType>;
  GroupPlanCertificateState?: GroupPlanCertificateStateResolvers<ContextType>;
  GroupPlanChild?: GroupPlanChildResolvers<ContextType>;
  GroupPlanChildPage?: GroupPlanChildPageResolvers<ContextType>;
  GroupPlanChildStatus?: GroupPlanChildStatusResolvers<ContextType>;
  GroupPlanCourseConflict?: GroupPlanCourseConflictResolvers<ContextType>;
  GroupPlanInterviewChild?: GroupPlanInterviewChildResolvers<ContextType>;
  GroupPlanInterviewsNeed?: GroupPlanInterviewsNeedResolvers<ContextType>;
  GroupPlanJoinedChild?: GroupPlanJoinedChildResolvers<ContextType>;
  GroupPlanLeftChild?: GroupPlanLeftChildResolvers<ContextType>;
  GroupPlanPage?: GroupPlanPageResolvers<ContextType>;
  GroupPlanTrainingPlan?: GroupPlanTrainingPlanResolvers<ContextType>;
  GroupPunchItem?: GroupPunchItemResolvers<ContextType>;
  GroupPunchSession?: GroupPunchSessionResolvers<ContextType>;
  Guardian?: GuardianResolvers<ContextType>;
  GuardianChild?: GuardianChildResolvers<ContextType>;
  GuardianDetail?: GuardianDetailResolvers<ContextType>;
  GuardianDetailChild?: GuardianDetailChildResolvers<ContextType>;
  GuardianLink?: GuardianLinkResolvers<ContextType>;
  GuardianPage?: GuardianPageResolvers<ContextType>;
  GuardianRole?: GuardianRoleResolvers<ContextType>;
  HfsAddableResource?: HfsAddableResourceResolvers<ContextType>;
  HfsBalanceSummary?: HfsBalanceSummaryResolvers<ContextType>;
  HfsBuyPriceRecord?: HfsBuyPriceRecordResolvers<ContextType>;
  HfsClassPrice?: HfsClassPriceResolvers<ContextType>;
  HfsContract?: HfsContractResolvers<ContextType>;
  HfsContractCaller?: HfsContractCallerResolvers<ContextType>;
  HfsContractPage?: HfsContractPageResolvers<ContextType>;
  HfsContractResource?: HfsContractResourceResolvers<ContextType>;
  HfsContractResourcePage?: HfsContractResourcePageResolvers<ContextType>;
  HfsDateLimits?: HfsDateLimitsResolvers<ContextType>;
  HfsDateRange?: HfsDateRangeResolvers<ContextType>;
  HfsDeleteResult?: HfsDeleteResultResolvers<ContextType>;
  HfsKeyIndicator?: HfsKeyIndicatorResolvers<ContextType>;
  HfsManagedTenant?: HfsManagedTenantResolvers<ContextType>;
  HfsOperationRecord?: HfsOperationRecordResolvers<ContextType>;
  HfsOperationRecordPage?: HfsOperationRecordPageResolvers<ContextType>;
  HfsParentContract?: HfsParentContractResolvers<ContextType>;
  HfsParentMoney?: HfsParentMoneyResolvers<ContextType>;
  HfsRechargeCeiling?: HfsRechargeCeilingResolvers<ContextType>;
  HfsRechargeRecord?: HfsRechargeRecordResolvers<ContextType>;
  HfsRechargeRecordPage?: HfsRechargeRecordPageResolvers<ContextType>;
  HfsRemindContact?: HfsRemindContactResolvers<ContextType>;
  HfsReminderSettings?: HfsReminderSettingsResolvers<ContextType>;
  HfsUsageRecord?: HfsUsageRecordResolvers<ContextType>;
  HfsUsageRecordPage?: HfsUsageRecordPageResolvers<ContextType>;
  ListeningHistoryItem?: ListeningHistoryItemResolvers<ContextType>;
  ListeningNow?: ListeningNowResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MenuGroup?: MenuGroupResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  MusicFasExistence?: MusicFasExistenceResolvers<ContextType>;
  MusicFasValidity?: MusicFasValidityResolvers<ContextType>;
  MusicFeedback?: MusicFeedbackResolvers<ContextType>;
  MusicOperationalData?: MusicOperationalDataResolvers<ContextType>;
  MusicOperationalDay?: MusicOperationalDayResolvers<ContextType>;
  MusicOverallIndicators?: MusicOverallIndicatorsResolvers<ContextType>;
  MusicPlanUsage?: MusicPlanUsageResolvers<ContextType>;
  MusicPlanUsagePage?: MusicPlanUsagePageResolvers<ContextType>;
  MusicPlayedDetail?: MusicPlayedDetailResolvers<ContextType>;
  MusicPlayedDetails?: MusicPlayedDetailsResolvers<ContextType>;
  MusicPlaylist?: MusicPlaylistResolvers<ContextType>;
  MusicProgramme?: MusicProgrammeResolvers<ContextType>;
  MusicStart?: MusicStartResolvers<ContextType>;
  MusicTrackPlayback?: MusicTrackPlaybackResolvers<ContextType>;
  MusicTrackPlaybackPage?: MusicTrackPlaybackPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationExtraProperties?: NotificationExtraPropertiesResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationUnreadCount?: NotificationUnreadCountResolvers<ContextType>;
  OfflinePlan?: OfflinePlanResolvers<ContextType>;
  OfflinePlanAnswer?: OfflinePlanAnswerResolvers<ContextType>;
  OfflinePlanAudioPunch?: OfflinePlanAudioPunchResolvers<ContextType>;
  OfflinePlanAudioPunchTrack?: OfflinePlanAudioPunchTrackResolvers<ContextType>;
  OfflinePlanAudioRecordPunch?: OfflinePlanAudioRecordPunchResolvers<ContextType>;
  OfflinePlanBeforeCreate?: OfflinePlanBeforeCreateResolvers<ContextType>;
  OfflinePlanCheckIn?: OfflinePlanCheckInResolvers<ContextType>;
  OfflinePlanFeedbackProperty?: OfflinePlanFeedbackPropertyResolvers<ContextType>;
  OfflinePlanFeedbackRecord?: OfflinePlanFeedbackRecordResolvers<ContextType>;
  OfflinePlanFeedbackRecordPage?: OfflinePlanFeedbackRecordPageResolvers<ContextType>;
  OfflinePlanItem?: OfflinePlanItemResolvers<ContextType>;
  OfflinePlanListPage?: OfflinePlanListPageResolvers<ContextType>;
  OfflinePlanListRow?: OfflinePlanListRowResolvers<ContextType>;
  OfflinePlanNumPunchOutput?: OfflinePlanNumPunchOutputResolvers<ContextType>;
  OfflinePlanPage?: OfflinePlanPageResolvers<ContextType>;
  OfflinePlanProgram?: OfflinePlanProgramResolvers<ContextType>;
  OfflinePlanPunchRecord?: OfflinePlanPunchRecordResolvers<ContextType>;
  OfflinePlanPunchTarget?: OfflinePlanPunchTargetResolvers<ContextType>;
  OfflinePlanPunchTargets?: OfflinePlanPunchTargetsResolvers<ContextType>;
  OfflinePlanQuota?: OfflinePlanQuotaResolvers<ContextType>;
  OfflinePlanQuotaCheck?: OfflinePlanQuotaCheckResolvers<ContextType>;
  OfflinePlanReport?: OfflinePlanReportResolvers<ContextType>;
  OfflinePlanReportFacts?: OfflinePlanReportFactsResolvers<ContextType>;
  OfflinePlanReportText?: OfflinePlanReportTextResolvers<ContextType>;
  OfflinePlanSession?: OfflinePlanSessionResolvers<ContextType>;
  OfflinePlanSessionPunch?: OfflinePlanSessionPunchResolvers<ContextType>;
  OfflinePlanSessionPunchItem?: OfflinePlanSessionPunchItemResolvers<ContextType>;
  OfflinePlanStatic?: OfflinePlanStaticResolvers<ContextType>;
  OfflinePlanStep?: OfflinePlanStepResolvers<ContextType>;
  OfflinePlanSummary?: OfflinePlanSummaryResolvers<ContextType>;
  OfflinePlanTrialCheck?: OfflinePlanTrialCheckResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  ProjectCloseCheck?: ProjectCloseCheckResolvers<ContextType>;
  ProjectSwitchRecord?: ProjectSwitchRecordResolvers<ContextType>;
  QrCode?: QrCodeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuotaAssessment?: QuotaAssessmentResolvers<ContextType>;
  QuotaSettings?: QuotaSettingsResolvers<ContextType>;
  RegisterCodeSent?: RegisterCodeSentResolvers<ContextType>;
  Resume?: ResumeResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SentMessage?: SentMessageResolvers<ContextType>;
  SentMessagePage?: SentMessagePageResolvers<ContextType>;
  SessionCost?: SessionCostResolvers<ContextType>;
  SessionCostPage?: SessionCostPageResolvers<ContextType>;
  SessionDeliveryMethod?: SessionDeliveryMethodResolvers<ContextType>;
  SessionQuota?: SessionQuotaResolvers<ContextType>;
  SessionQuotaChange?: SessionQuotaChangeResolvers<ContextType>;
  SessionQuotaChangePage?: SessionQuotaChangePageResolvers<ContextType>;
  SessionQuotaPage?: SessionQuotaPageResolvers<ContextType>;
  StaffDetail?: StaffDetailResolvers<ContextType>;
  StaffHistoryEntry?: StaffHistoryEntryResolvers<ContextType>;
  StaffInvitation?: StaffInvitationResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffMembership?: StaffMembershipResolvers<ContextType>;
  StaffPage?: StaffPageResolvers<ContextType>;
  StaffPick?: StaffPickResolvers<ContextType>;
  StaffProfile?: StaffProfileResolvers<ContextType>;
  StaffRole?: StaffRoleResolvers<ContextType>;
  Subject?: SubjectResolvers<ContextType>;
  SubjectArchive?: SubjectArchiveResolvers<ContextType>;
  SubjectClassSession?: SubjectClassSessionResolvers<ContextType>;
  SubjectClassSessionPage?: SubjectClassSessionPageResolvers<ContextType>;
  SubjectCoach?: SubjectCoachResolvers<ContextType>;
  SubjectDetail?: SubjectDetailResolvers<ContextType>;
  SubjectFasPlanDetail?: SubjectFasPlanDetailResolvers<ContextType>;
  SubjectFormOptions?: SubjectFormOptionsResolvers<ContextType>;
  SubjectGroup?: SubjectGroupResolvers<ContextType>;
  SubjectGroupTrainingPlan?: SubjectGroupTrainingPlanResolvers<ContextType>;
  SubjectGuardian?: SubjectGuardianResolvers<ContextType>;
  SubjectInfo?: SubjectInfoResolvers<ContextType>;
  SubjectInfoGuardian?: SubjectInfoGuardianResolvers<ContextType>;
  SubjectLinkedStaff?: SubjectLinkedStaffResolvers<ContextType>;
  SubjectMusic?: SubjectMusicResolvers<ContextType>;
  SubjectPage?: SubjectPageResolvers<ContextType>;
  SubjectTenantGrant?: SubjectTenantGrantResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupervisorBoard?: SupervisorBoardResolvers<ContextType>;
  SupervisorBoardCentre?: SupervisorBoardCentreResolvers<ContextType>;
  SupervisorBoardCoach?: SupervisorBoardCoachResolvers<ContextType>;
  SupervisorBoardEnding?: SupervisorBoardEndingResolvers<ContextType>;
  SupervisorBoardLowQuota?: SupervisorBoardLowQuotaResolvers<ContextType>;
  SupervisorBoardOwed?: SupervisorBoardOwedResolvers<ContextType>;
  SupervisorBoardSession?: SupervisorBoardSessionResolvers<ContextType>;
  SystemNoticePublished?: SystemNoticePublishedResolvers<ContextType>;
  Tenant?: TenantResolvers<ContextType>;
  TenantEditOptions?: TenantEditOptionsResolvers<ContextType>;
  TenantNode?: TenantNodeResolvers<ContextType>;
  TenantPage?: TenantPageResolvers<ContextType>;
  TenantProjectStatus?: TenantProjectStatusResolvers<ContextType>;
  TenantQrLink?: TenantQrLinkResolvers<ContextType>;
  TenantRef?: TenantRefResolvers<ContextType>;
  TenantTypeRule?: TenantTypeRuleResolvers<ContextType>;
  TestLocation?: TestLocationResolvers<ContextType>;
  TestLocationPage?: TestLocationPageResolvers<ContextType>;
  TestRequest?: TestRequestResolvers<ContextType>;
  TestRequestPage?: TestRequestPageResolvers<ContextType>;
  TrainerCertificateState?: TrainerCertificateStateResolvers<ContextType>;
  TrainerCredential?: TrainerCredentialResolvers<ContextType>;
  TrainingPlan?: TrainingPlanResolvers<ContextType>;
  TrainingPlanExercise?: TrainingPlanExerciseResolvers<ContextType>;
  TrainingPlanExercisePage?: TrainingPlanExercisePageResolvers<ContextType>;
  TrainingPlanInfo?: TrainingPlanInfoResolvers<ContextType>;
  TrainingPlanPunch?: TrainingPlanPunchResolvers<ContextType>;
  TrainingPlanPunchPage?: TrainingPlanPunchPageResolvers<ContextType>;
  UserAssessment?: UserAssessmentResolvers<ContextType>;
  UserAssessmentAssessment?: UserAssessmentAssessmentResolvers<ContextType>;
  UserAssessmentDetail?: UserAssessmentDetailResolvers<ContextType>;
  UserAssessmentPage?: UserAssessmentPageResolvers<ContextType>;
  VratBalanceSummary?: VratBalanceSummaryResolvers<ContextType>;
  VratContract?: VratContractResolvers<ContextType>;
  VratContractCaller?: VratContractCallerResolvers<ContextType>;
  VratContractDetail?: VratContractDetailResolvers<ContextType>;
  VratContractPage?: VratContractPageResolvers<ContextType>;
  VratCostOverview?: VratCostOverviewResolvers<ContextType>;
  VratDateLimits?: VratDateLimitsResolvers<ContextType>;
  VratDateRange?: VratDateRangeResolvers<ContextType>;
  VratDeleteResult?: VratDeleteResultResolvers<ContextType>;
  VratKeyIndicator?: VratKeyIndicatorResolvers<ContextType>;
  VratManagedTenant?: VratManagedTenantResolvers<ContextType>;
  VratMoneyRecord?: VratMoneyRecordResolvers<ContextType>;
  VratOperateRecord?: VratOperateRecordResolvers<ContextType>;
  VratParentContract?: VratParentContractResolvers<ContextType>;
  VratParentMoney?: VratParentMoneyResolvers<ContextType>;
  VratRemindContact?: VratRemindContactResolvers<ContextType>;
  VratReminderSettings?: VratReminderSettingsResolvers<ContextType>;
};

