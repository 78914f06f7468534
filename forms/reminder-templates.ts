// Reminder templates (issue 18, spec 000 §7 /system/manage/content/reminder; 002 §7
// /api/rocket/reminderTemplate): the events a reminder is for, the channels it goes by, the named
// placeholders each event allows, and the renderer the editor's preview and the sender share. Pure:
// the server (the kind's checks) and the console (the form and its preview) import it alike.

/** The events the product sends a reminder for, to guardians or to staff. */
export const REMINDER_EVENTS = [
  'SessionTomorrow',
  'SessionMissed',
  'PlanExpiring',
  'ParentInterviewDue',
  'AssessmentDue',
  'FeedbackOverdue',
] as const;
export type ReminderEvent = (typeof REMINDER_EVENTS)[number];

/**
 * How a reminder goes: the messenger's channels (server/platform/messaging: `email`, `sms`) and
 * the console's notification list (server/modules/notifications).
 */
export const REMINDER_CHANNELS = ['sms', 'email', 'notification'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** Every placeholder any event offers. */
export const REMINDER_PLACEHOLDERS = [
  'childName',
  'guardianName',
  'staffName',
  'centreName',
  'centrePhone',
  'sessionName',
  'date',
  'time',
  'planName',
  'expiryDate',
  'daysLeft',
  'assessmentName',
] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];

/** The placeholders a template for each event may use (what the sender knows at that moment). */
export const EVENT_PLACEHOLDERS: Record<ReminderEvent, readonly ReminderPlaceholder[]> = {
  SessionTomorrow: ['childName', 'guardianName', 'centreName', 'centrePhone', 'sessionName', 'date', 'time'],
  SessionMissed: ['childName', 'guardianName', 'centreName', 'centrePhone', 'sessionName', 'date', 'time'],
  PlanExpiring: ['childName', 'guardianName', 'centreName', 'centrePhone', 'planName', 'expiryDate', 'daysLeft'],
  ParentInterviewDue: ['childName', 'guardianName', 'staffName', 'centreName', 'centrePhone', 'date', 'time'],
  AssessmentDue: ['childName', 'guardianName', 'centreName', 'assessmentName', 'date', 'time'],
  FeedbackOverdue: ['staffName', 'childName', 'centreName', 'sessionName', 'date'],
};

/** Sample values the editor's preview fills in, per language. */
export const SAMPLE_VALUES: Record<'zh' | 'en', Record<ReminderPlaceholder, string>> = {
  zh: {
    childName: '王小明',
    guardianName: '王女士',
    staffName: '李老师',
    centreName: '阳光儿童中心',
    centrePhone: '021-5888 6666',
    sessionName: '感统训练',
    date: '2026年12月1日',
    time: '15:30',
    planName: '春季训练计划',
    expiryDate: '2026年12月15日',
    daysLeft: '7',
    assessmentName: '视听整合测试',
  },
  en: {
    childName: 'Tom Wang',
    guardianName: 'Ms Wang',
    staffName: 'Ms Li',
    centreName: 'Sunshine Children Centre',
    centrePhone: '021-5888 6666',
    sessionName: 'Sensory training',
    date: '1 December 2026',
    time: '15:30',
    planName: 'Spring training plan',
    expiryDate: '15 December 2026',
    daysLeft: '7',
    assessmentName: 'Auditory-visual test',
  },
};

/** The longest name, subject and body, in characters (an SMS body of 500 is several messages). */
export const REMINDER_NAME_MAX = 50;
export const REMINDER_SUBJECT_MAX = 100;
export const REMINDER_BODY_MAX = 500;

/** The text fields of a template that may carry placeholders. */
export const REMINDER_TEXT_FIELDS = ['subjectZh', 'subjectEn', 'bodyZh', 'bodyEn'] as const;
export type ReminderTextField = (typeof REMINDER_TEXT_FIELDS)[number];

/** What is wrong with the placeholders of one text: an unknown name, or braces that do not close. */
export type PlaceholderProblem =
  { key: 'placeholder-unknown'; name: string } | { key: 'placeholder-malformed'; text: string };

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names a text uses, in order, each once. */
export const placeholdersIn = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')),
];

/**
 * The first placeholder problem of a text for an event, or null: every `{{name}}` must be one the
 * event allows, and a `{{` or `}}` left over after them is malformed.
 */
export const placeholderProblem = (text: string, event: ReminderEvent): PlaceholderProblem | null => {
  const allowed: readonly string[] = EVENT_PLACEHOLDERS[event];
  for (const name of placeholdersIn(text)) {
    if (!allowed.includes(name)) return { key: 'placeholder-unknown', name };
  }
  const rest = text.replace(PLACEHOLDER, '');
  const stray = /\{\{|\}\}/.exec(rest);
  if (stray) {
    const at = Math.max(0, stray.index - 10);
    return { key: 'placeholder-malformed', text: rest.slice(at, stray.index + 12) };
  }
  return null;
};

/** A text with its placeholders filled in; an unknown one stays as written. */
export const renderReminder = (text: string, values: Partial<Record<string, string>>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

export const isReminderEvent = (value: unknown): value is ReminderEvent =>
  typeof value === 'string' && (REMINDER_EVENTS as readonly string[]).includes(value);

export const isReminderChannel = (value: unknown): value is ReminderChannel =>
  typeof value === 'string' && (REMINDER_CHANNELS as readonly string[]).includes(value);
