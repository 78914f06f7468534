import {
  EVENT_PLACEHOLDERS,
  REMINDER_BODY_MAX,
  REMINDER_CHANNELS,
  REMINDER_EVENTS,
  REMINDER_NAME_MAX,
  REMINDER_SUBJECT_MAX,
  REMINDER_TEXT_FIELDS,
  isReminderChannel,
  isReminderEvent,
  placeholderProblem,
  type ReminderChannel,
} from '../../../../forms/reminder-templates';
import { kindSortOrder, kindText } from '../shared/kind-fields';
import { kindValidationError, type KindProblem } from '../shared/kind-validation-error';
import type { ContentKind } from '../content-kind';
import { reminderRepository, type ReminderRow, type ReminderValuesStored } from './reminder.repository';
import { ReminderBody, ReminderItem, ReminderValues, type ReminderItem as ReminderItemType } from './reminder.schemas';

const NS = 'content-reminders';

/** One refused field of a template: a key of content-reminders' catalogue, the field, its values. */
export type ReminderProblem = KindProblem;

// A parameter written '@key' is itself a catalogue key (the event's name), read in the caller's words.
const words = (t: (key: string) => string, params: ReminderProblem['params'] = {}) =>
  Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('@') ? t(v.slice(1)) : v]),
  );

/**
 * A 400 whose message is the first problem's ("The English body uses {{childAge}}, which a
 * reminder for a session tomorrow cannot fill ..."), each naming its field in the caller's language.
 */
export const reminderValidationError = (problems: readonly ReminderProblem[]) =>
  kindValidationError(NS, problems, words);

/** The template body checked: every problem named by field, placeholders against the event's list. */
export const checkReminder = (body: Record<string, unknown>) => {
  const problems: ReminderProblem[] = [];
  const nameZh = kindText(problems, 'nameZh', body['nameZh'], { required: true, max: REMINDER_NAME_MAX });
  const nameEn = kindText(problems, 'nameEn', body['nameEn'], { required: true, max: REMINDER_NAME_MAX });
  const event = isReminderEvent(body['event']) ? body['event'] : null;
  if (event === null) problems.push({ key: 'one-of', field: 'event', params: { allowed: REMINDER_EVENTS.join(', ') } });
  const given = Array.isArray(body['channels']) ? (body['channels'] as unknown[]) : [];
  const channels = REMINDER_CHANNELS.filter((c) => given.includes(c));
  if (given.length === 0) problems.push({ key: 'channels-required', field: 'channels' });
  else if (!given.every(isReminderChannel))
    problems.push({ key: 'one-of', field: 'channels', params: { allowed: REMINDER_CHANNELS.join(', ') } });
  // An SMS has no subject; an e-mail and a notification need one.
  const needsSubject = channels.some((c: ReminderChannel) => c !== 'sms');
  const subjectZh = kindText(problems, 'subjectZh', body['subjectZh'], {
    required: needsSubject,
    max: REMINDER_SUBJECT_MAX,
  });
  const subjectEn = kindText(problems, 'subjectEn', body['subjectEn'], {
    required: needsSubject,
    max: REMINDER_SUBJECT_MAX,
  });
  const bodyZh = kindText(problems, 'bodyZh', body['bodyZh'], { required: true, max: REMINDER_BODY_MAX });
  const bodyEn = kindText(problems, 'bodyEn', body['bodyEn'], { required: true, max: REMINDER_BODY_MAX });
  const texts = { subjectZh, subjectEn, bodyZh, bodyEn };
  if (event !== null) {
    for (const field of REMINDER_TEXT_FIELDS) {
      if (problems.some((p) => p.field === field)) continue;
      const problem = placeholderProblem(texts[field], event);
      if (problem?.key === 'placeholder-unknown')
        problems.push({
          key: problem.key,
          field,
          params: {
            name: `{{${problem.name}}}`,
            event: `@${NS}:events.${event}`,
            allowed: EVENT_PLACEHOLDERS[event].map((p) => `{{${p}}}`).join(', '),
          },
        });
      else if (problem)
        problems.push({ key: problem.key, field, params: { text: problem.text, example: '{{childName}}' } });
    }
  }
  const sortOrder = kindSortOrder(problems, body['sortOrder']);
  return { values: { nameZh, nameEn, event, channels, ...texts, sortOrder }, problems };
};

// A template's own fields: its item's, and with its sort order the form's and the history's.
const fieldsOf = (row: ReminderRow): ReminderValuesStored => ({
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  event: row.event,
  channels: row.channels,
  subjectZh: row.subjectZh,
  subjectEn: row.subjectEn,
  bodyZh: row.bodyZh,
  bodyEn: row.bodyEn,
});

/** Reminder templates under /api/rocket/reminderTemplate (spec 002 §7). */
export const reminderKind: ContentKind<ReminderValuesStored, ReminderRow, ReminderItemType> = {
  segment: 'reminderTemplate',
  openApiTag: 'Content: reminder templates',
  body: ReminderBody,
  item: ReminderItem,
  values: ReminderValues,
  defaults: {
    nameZh: '',
    nameEn: '',
    event: 'SessionTomorrow',
    channels: ['sms'],
    subjectZh: '',
    subjectEn: '',
    bodyZh: '',
    bodyEn: '',
    sortOrder: 0,
  },
  accept(body) {
    const { values, problems } = checkReminder(body);
    // The template's own messages (its fields, the placeholders): thrown here, in its catalogue.
    if (problems.length > 0) throw reminderValidationError(problems);
    return { values: { ...values, event: values.event ?? 'SessionTomorrow' }, problems: [] };
  },
  valuesOf: (row) => ({ ...fieldsOf(row), sortOrder: row.sortOrder }),
  fieldsOf,
  repository: reminderRepository,
};
