import type { Tx } from '../../../platform/db/database';
import type { ReminderRecipient } from '../../../platform/db/schema/index';
import { cancelPending, upsertReminders, type WantedReminder } from './calendar-reminders.repository';

// Spec 001 §5 "SMS reminders" and §9: a course reminds its trainer (trainerSMS) and the child's
// guardians (parentSMS) executorBeforeHours / parentBeforeHours (24 by default) before it starts.
// The jobs are written in the transaction that writes the course, so neither exists without the other.

export type CourseReminderFields = {
  id: string;
  tenantId: string;
  startTime: Date;
  trainerSms: boolean;
  parentSms: boolean;
  executorBeforeHours: number;
  parentBeforeHours: number;
};

const HOUR = 60 * 60 * 1000;

/**
 * The jobs a course wants. A course arranged less than its hours ahead is due at once (not in the
 * past: a job due before it was written would be taken for one the server missed, and marked late).
 */
export const wantedReminders = (course: CourseReminderFields, now: Date): WantedReminder[] => {
  const due = (hours: number) => new Date(Math.max(course.startTime.getTime() - hours * HOUR, now.getTime()));
  const wanted: WantedReminder[] = [];
  const job = (recipient: ReminderRecipient, hours: number) =>
    wanted.push({ tenantId: course.tenantId, eventId: course.id, recipient, dueAt: due(hours) });
  if (course.trainerSms) job('trainer', course.executorBeforeHours);
  if (course.parentSms) job('guardian', course.parentBeforeHours);
  return wanted;
};

/** Arrange: one job per course and wanted recipient. */
export const scheduleReminders = async (tx: Tx, courses: readonly CourseReminderFields[], now: Date) => {
  await upsertReminders(
    tx,
    courses.flatMap((c) => wantedReminders(c, now)),
    false,
  );
};

/**
 * Edit: the wanted jobs move to the course's new due times, a recipient turned off is cancelled,
 * and when the course moved a reminder already sent goes out again with the new time.
 */
export const rescheduleReminders = async (tx: Tx, course: CourseReminderFields, now: Date, moved: boolean) => {
  const wanted = wantedReminders(course, now);
  await upsertReminders(tx, wanted, moved);
  await cancelPending(
    tx,
    course.id,
    wanted.map((w) => w.recipient),
  );
};

/** Delete: nothing more goes out for the course; what went out stays as history. */
export const cancelReminders = (tx: Tx, eventId: string) => cancelPending(tx, eventId);
