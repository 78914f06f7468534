import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../platform/db/database';
import {
  calendarEvents,
  calendarReminders,
  groupMembers,
  groups,
  guardians,
  subjectGuardians,
  subjects,
  users,
  type ReminderRecipient,
  type ReminderStatus,
} from '../../../platform/db/schema/index';

// The reminder jobs' SQL. Every query but dueTenants runs as one centre under row-level security.

export type ReminderJob = typeof calendarReminders.$inferSelect;
export type WantedReminder = { tenantId: string; eventId: string; recipient: ReminderRecipient; dueAt: Date };

/**
 * Writes each wanted job, or moves the one the course already has. A job that has not gone out
 * (pending, or cancelled by a flag turned off) waits again for its new due time; one that went out
 * waits again only when `rearm` (the course moved: the reminder sent named the old time).
 */
export const upsertReminders = async (tx: Tx, rows: readonly WantedReminder[], rearm: boolean) => {
  if (rows.length === 0) return;
  const waitAgain = rearm ? sql`true` : sql`${calendarReminders.status} in ('pending', 'cancelled')`;
  await tx
    .insert(calendarReminders)
    .values([...rows])
    .onConflictDoUpdate({
      target: [calendarReminders.eventId, calendarReminders.recipient],
      set: {
        dueAt: sql`case when ${waitAgain} then excluded.due_at else ${calendarReminders.dueAt} end`,
        status: sql`case when ${waitAgain} then 'pending' else ${calendarReminders.status} end`,
        sentAt: sql`case when ${waitAgain} then null else ${calendarReminders.sentAt} end`,
        attempts: sql`case when ${waitAgain} then 0 else ${calendarReminders.attempts} end`,
        attemptedAt: sql`case when ${waitAgain} then null else ${calendarReminders.attemptedAt} end`,
        updatedAt: sql`now()`,
      },
    });
};

/** Cancels the course's waiting jobs, but for the recipients in `keep`. */
export const cancelPending = async (tx: Tx, eventId: string, keep: readonly ReminderRecipient[] = []) => {
  await tx
    .update(calendarReminders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(calendarReminders.eventId, eventId),
        eq(calendarReminders.status, 'pending'),
        keep.length > 0 ? notInArray(calendarReminders.recipient, [...keep]) : undefined,
      ),
    );
};

export const remindersOf = (tx: Tx, eventIds: readonly string[]) =>
  tx
    .select()
    .from(calendarReminders)
    .where(inArray(calendarReminders.eventId, [...eventIds]))
    .orderBy(asc(calendarReminders.dueAt), asc(calendarReminders.recipient));

/**
 * The centres that have a job due: ids only, read as the owner because no centre's transaction
 * may see another's rows. Everything about a job is then read inside its own centre's transaction.
 */
export const dueTenants = async (db: Database, now: Date): Promise<string[]> =>
  db.privileged(async (tx) =>
    (
      await tx
        .selectDistinct({ tenantId: calendarReminders.tenantId })
        .from(calendarReminders)
        .where(and(eq(calendarReminders.status, 'pending'), lte(calendarReminders.dueAt, now)))
    ).map((r) => r.tenantId),
  );

/**
 * Locks up to `limit` due jobs of the current centre. SKIP LOCKED: a job another sweeper holds is
 * left to it, and once that one commits the job is no longer pending. A job this sweep already
 * tried (`sweepStart`) waits for the next.
 */
export const claimDue = (tx: Tx, now: Date, sweepStart: Date, limit: number) =>
  tx
    .select()
    .from(calendarReminders)
    .where(
      and(
        eq(calendarReminders.status, 'pending'),
        lte(calendarReminders.dueAt, now),
        or(isNull(calendarReminders.attemptedAt), lt(calendarReminders.attemptedAt, sweepStart)),
      ),
    )
    .orderBy(asc(calendarReminders.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });

/** Sets the outcome of a sweep's jobs, one statement per outcome; `attempt` counts a delivery tried. */
export const finishJobs = async (
  tx: Tx,
  ids: readonly string[],
  outcome: { status: ReminderStatus; attemptedAt: Date; sentAt?: Date; attempt: boolean },
) => {
  if (ids.length === 0) return;
  await tx
    .update(calendarReminders)
    .set({
      status: outcome.status,
      attemptedAt: outcome.attemptedAt,
      ...(outcome.sentAt ? { sentAt: outcome.sentAt } : {}),
      ...(outcome.attempt ? { attempts: sql`${calendarReminders.attempts} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(inArray(calendarReminders.id, [...ids]));
};

export type ReminderCourse = {
  id: string;
  startTime: Date;
  courseType: string;
  executorId: string;
  /** The child of a child's plan course; null for a class course. */
  subjectId: string | null;
  childName: string | null;
  /** The class of a class course; null for a child's plan course. */
  groupId: string | null;
  groupName: string | null;
  trainerName: string | null;
};

export const coursesOf = (tx: Tx, ids: readonly string[]): Promise<ReminderCourse[]> =>
  tx
    .select({
      id: calendarEvents.id,
      startTime: calendarEvents.startTime,
      courseType: calendarEvents.courseType,
      executorId: calendarEvents.executorId,
      subjectId: calendarEvents.subjectId,
      childName: subjects.name,
      groupId: calendarEvents.groupId,
      groupName: groups.name,
      trainerName: users.name,
    })
    .from(calendarEvents)
    .leftJoin(subjects, eq(subjects.id, calendarEvents.subjectId))
    .leftJoin(groups, eq(groups.id, calendarEvents.groupId))
    .leftJoin(users, eq(users.id, calendarEvents.executorId))
    .where(inArray(calendarEvents.id, [...ids]));

/** Each class's children at the time of the sweep (a child who left the class is not reminded). */
export const membersOf = async (tx: Tx, groupIds: readonly string[]): Promise<Map<string, string[]>> => {
  const byGroup = new Map<string, string[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await tx
    .select({ groupId: groupMembers.groupId, subjectId: groupMembers.subjectId })
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, [...groupIds]));
  for (const { groupId, subjectId } of rows) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), subjectId]);
  return byGroup;
};

export type Contact = {
  userId: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  email: string | null;
};

export const trainerContacts = async (tx: Tx, ids: readonly string[]): Promise<Map<string, Contact>> => {
  const rows = await tx
    .select({ userId: users.id, countryCode: users.countryCode, phoneNumber: users.phoneNumber, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.userId, r]));
};

/** The guardians bound to each child (a withdrawn authorization or a cancelled account is not). */
export const guardianContacts = async (tx: Tx, subjectIds: readonly string[]): Promise<Map<string, Contact[]>> => {
  const rows = await tx
    .select({
      subjectId: subjectGuardians.subjectId,
      userId: guardians.userId,
      countryCode: guardians.countryCode,
      phoneNumber: guardians.phoneNumber,
      email: guardians.email,
    })
    .from(subjectGuardians)
    .innerJoin(guardians, eq(guardians.id, subjectGuardians.guardianId))
    .where(
      and(
        inArray(subjectGuardians.subjectId, [...subjectIds]),
        eq(subjectGuardians.state, 'Bind'),
        isNull(guardians.cancelledAt),
      ),
    )
    .orderBy(asc(guardians.createdAt));
  const bySubject = new Map<string, Contact[]>();
  for (const { subjectId, ...contact } of rows)
    bySubject.set(subjectId, [...(bySubject.get(subjectId) ?? []), contact]);
  return bySubject;
};
