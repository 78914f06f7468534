import {
  EVENT_PLACEHOLDERS,
  REMINDER_BODY_MAX,
  REMINDER_CHANNELS,
  REMINDER_NAME_MAX,
  REMINDER_SUBJECT_MAX,
  REMINDER_TEXT_FIELDS,
  placeholderProblem,
} from '../../../../forms/reminder-templates';
import type {
  ContentReminderFieldsFragment,
  ContentReminderTemplateInput,
  ReminderChannel,
  ReminderEvent,
} from '../../../generated/graphql';

/** The largest sort order the server accepts. */
export const MAX_SORT_ORDER = 1_000_000;

export type ReminderFormValues = {
  nameZh: string;
  nameEn: string;
  event: ReminderEvent;
  channels: ReminderChannel[];
  subjectZh: string;
  subjectEn: string;
  bodyZh: string;
  bodyEn: string;
  sortOrder: string;
};

export const EMPTY_REMINDER: ReminderFormValues = {
  nameZh: '',
  nameEn: '',
  event: 'SessionTomorrow',
  channels: ['sms'],
  subjectZh: '',
  subjectEn: '',
  bodyZh: '',
  bodyEn: '',
  sortOrder: '',
};

export const formValuesOf = (r: ContentReminderFieldsFragment): ReminderFormValues => ({
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  event: r.event,
  channels: [...r.channels],
  subjectZh: r.subjectZh,
  subjectEn: r.subjectEn,
  bodyZh: r.bodyZh,
  bodyEn: r.bodyEn,
  sortOrder: String(r.sortOrder),
});

/** One field's problem: a key of content-reminders' form messages and its values. */
export type ReminderProblem = { key: string; params?: Record<string, string | number> };

/** What the form refuses before sending; the server checks the same (forms/reminder-templates.ts). */
export const reminderProblems = (
  values: ReminderFormValues,
): Partial<Record<keyof ReminderFormValues, ReminderProblem>> => {
  const problems: Partial<Record<keyof ReminderFormValues, ReminderProblem>> = {};
  const text = (field: keyof ReminderFormValues, required: boolean, max: number) => {
    const value = String(values[field]).trim();
    if (required && value === '') problems[field] = { key: 'required' };
    else if ([...value].length > max) problems[field] = { key: 'too-long', params: { max } };
  };
  text('nameZh', true, REMINDER_NAME_MAX);
  text('nameEn', true, REMINDER_NAME_MAX);
  if (values.channels.length === 0) problems.channels = { key: 'channels-required' };
  const needsSubject = values.channels.some((c) => c !== 'sms');
  text('subjectZh', needsSubject, REMINDER_SUBJECT_MAX);
  text('subjectEn', needsSubject, REMINDER_SUBJECT_MAX);
  text('bodyZh', true, REMINDER_BODY_MAX);
  text('bodyEn', true, REMINDER_BODY_MAX);
  for (const field of REMINDER_TEXT_FIELDS) {
    if (problems[field]) continue;
    const problem = placeholderProblem(values[field], values.event);
    if (problem?.key === 'placeholder-unknown')
      problems[field] = {
        key: problem.key,
        params: { name: `{{${problem.name}}}`, allowed: placeholderList(values.event) },
      };
    else if (problem) problems[field] = { key: problem.key, params: { text: problem.text, example: '{{childName}}' } };
  }
  const order = values.sortOrder.trim();
  if (order !== '' && (!/^\d+$/.test(order) || Number(order) > MAX_SORT_ORDER))
    problems.sortOrder = { key: 'range', params: { max: MAX_SORT_ORDER } };
  return problems;
};

/** The event's placeholders as the editor writes them: {{childName}}, {{centreName}} ... */
export const placeholderList = (event: ReminderEvent) => EVENT_PLACEHOLDERS[event].map((p) => `{{${p}}}`).join(', ');

/** The input the mutations take: texts trimmed, channels in their one order, an empty order last. */
export const inputOf = (values: ReminderFormValues): ContentReminderTemplateInput => ({
  nameZh: values.nameZh.trim(),
  nameEn: values.nameEn.trim(),
  event: values.event,
  channels: REMINDER_CHANNELS.filter((c) => values.channels.includes(c)),
  subjectZh: values.subjectZh.trim(),
  subjectEn: values.subjectEn.trim(),
  bodyZh: values.bodyZh.trim(),
  bodyEn: values.bodyEn.trim(),
  sortOrder: values.sortOrder.trim() === '' ? null : Number(values.sortOrder.trim()),
});

/** A template's name in the reader's language. */
export const reminderName = (r: { nameZh: string; nameEn: string }, language: string) =>
  language.startsWith('zh') ? r.nameZh : r.nameEn;
