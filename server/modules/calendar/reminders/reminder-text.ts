import { DateTime } from 'luxon';
import type { ReminderRecipient } from '../../../platform/db/schema/index';
import { translatorFor, type Language } from '../../../platform/i18n';
import type { ReminderCourse } from './calendar-reminders.repository';

// A reminder goes to a phone or an address, not to a console user with a chosen language: it
// carries both, Chinese (the product's) first, as a contract reminder does.

export type ReminderMessage = { subject: string; body: string };

const render = (
  language: Language,
  recipient: ReminderRecipient,
  course: ReminderCourse,
  timeZone: string,
  late: boolean,
): ReminderMessage => {
  const t = translatorFor(language);
  const params = {
    child: course.childName ?? '',
    group: course.groupName ?? '',
    trainer: course.trainerName ?? '',
    time: DateTime.fromJSDate(course.startTime).setZone(timeZone).toFormat('yyyy-MM-dd HH:mm'),
    courseType: t(`calendar:reminder.course-type.${course.courseType}`),
  };
  // A class course names its class, not one child.
  const key = course.groupId ? `class.${recipient}` : recipient;
  const subject = t(`calendar:reminder.${key}.subject`, params);
  const body = t(`calendar:reminder.${key}.body`, params);
  // A late reminder says so, on the sent-messages page as on the phone.
  if (!late) return { subject, body };
  return {
    subject: `${subject} ${t('calendar:reminder.late-tag')}`,
    body: `${body} ${t('calendar:reminder.late')}`,
  };
};

export const reminderMessage = (
  recipient: ReminderRecipient,
  course: ReminderCourse,
  timeZone: string,
  late: boolean,
): ReminderMessage => {
  const zh = render('zh-CN', recipient, course, timeZone, late);
  const en = render('en-US', recipient, course, timeZone, late);
  return { subject: `${zh.subject} / ${en.subject}`, body: `${zh.body}\n\n${en.body}` };
};
