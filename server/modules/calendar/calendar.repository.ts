import { and, asc, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  calendarEvents,
  groupMembers,
  groups,
  groupTrainingPlans,
  memberships,
  subjects,
  userOfflinePlans,
  users,
} from '../../platform/db/schema/index';

// Row-level security keeps every query to the current centre: another centre's plan, child,
// trainer or course is simply not found.

export type NewCalendarEvent = typeof calendarEvents.$inferInsert;
export type CalendarEventRow = typeof calendarEvents.$inferSelect;

export const findSubject = async (tx: Tx, id: string) => {
  const [row] = await tx.select({ id: subjects.id, name: subjects.name }).from(subjects).where(eq(subjects.id, id));
  return row;
};

export const findPlan = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({
      id: userOfflinePlans.id,
      subjectId: userOfflinePlans.subjectId,
      status: userOfflinePlans.status,
      isDeleted: userOfflinePlans.isDeleted,
    })
    .from(userOfflinePlans)
    .where(eq(userOfflinePlans.id, id));
  return row;
};

/** A class's group plan with its class (another centre's is not found). */
export const findGroupPlan = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({
      id: groupTrainingPlans.id,
      groupId: groupTrainingPlans.groupId,
      status: groupTrainingPlans.status,
      groupName: groups.name,
    })
    .from(groupTrainingPlans)
    .innerJoin(groups, eq(groups.id, groupTrainingPlans.groupId))
    .where(eq(groupTrainingPlans.id, id));
  return row;
};

/** The children of a class today. */
export const groupMemberIds = async (tx: Tx, groupId: string) =>
  (
    await tx
      .select({ subjectId: groupMembers.subjectId })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(asc(groupMembers.subjectId))
  ).map((r) => r.subjectId);

/** A member of this centre's staff whose place is in effect (accepted and not frozen). */
export const isStaff = async (tx: Tx, tenantId: string, userId: string) => {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.userId, userId),
        eq(memberships.state, 'Effective'),
        sql`${memberships.activatedAt} is not null`,
      ),
    );
  return !!row;
};

/**
 * Serialises every calendar write touching one trainer or one child until the transaction ends,
 * so two arrangements cannot both pass the overlap check. Keys in sorted order: two writers that
 * take the same pair never wait on each other crosswise.
 */
export const lockPeople = async (tx: Tx, ids: readonly string[]) => {
  for (const id of [...new Set(ids)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar:${id}`}))`);
};

/**
 * The first course overlapping [start, end), other than `except`, of this trainer or of any of
 * these children: a child's own plan course, or a course of a class the child is in today.
 */
export const findOverlap = async (
  tx: Tx,
  slot: {
    executorId: string;
    subjectIds: readonly string[];
    /** A class course also meets its own class's other courses, children or none. */
    groupId?: string;
    start: Date;
    end: Date;
    except: readonly string[];
  },
) => {
  const people: SQL[] = [eq(calendarEvents.executorId, slot.executorId)];
  if (slot.groupId) people.push(eq(calendarEvents.groupId, slot.groupId));
  if (slot.subjectIds.length > 0) {
    const children = [...slot.subjectIds];
    people.push(inArray(calendarEvents.subjectId, children));
    people.push(
      inArray(
        calendarEvents.groupId,
        tx
          .select({ groupId: groupMembers.groupId })
          .from(groupMembers)
          .where(inArray(groupMembers.subjectId, children)),
      ),
    );
  }
  const conditions: SQL[] = [
    or(...people)!,
    lt(calendarEvents.startTime, slot.end),
    gt(calendarEvents.endTime, slot.start),
  ];
  for (const id of slot.except) conditions.push(ne(calendarEvents.id, id));
  const [row] = await tx
    .select({
      executorId: calendarEvents.executorId,
      startTime: calendarEvents.startTime,
      endTime: calendarEvents.endTime,
    })
    .from(calendarEvents)
    .where(and(...conditions))
    .orderBy(asc(calendarEvents.startTime))
    .limit(1);
  return row;
};

export const insertEvents = async (tx: Tx, rows: NewCalendarEvent[]) =>
  tx.insert(calendarEvents).values(rows).returning({ id: calendarEvents.id });

export const findEvent = async (tx: Tx, id: string, lock = false) => {
  const query = tx.select().from(calendarEvents).where(eq(calendarEvents.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

export const updateEvent = async (tx: Tx, id: string, values: Partial<NewCalendarEvent>) => {
  await tx
    .update(calendarEvents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(calendarEvents.id, id));
};

export const deleteEvent = async (tx: Tx, id: string) => {
  await tx.delete(calendarEvents).where(eq(calendarEvents.id, id));
};

const listColumns = {
  event: calendarEvents,
  subjectName: subjects.name,
  executorName: users.name,
  planNameZh: sql<string>`coalesce(${userOfflinePlans.nameZh}, ${groupTrainingPlans.nameZh}, '')`,
  planNameEn: sql<string>`coalesce(${userOfflinePlans.nameEn}, ${groupTrainingPlans.nameEn}, '')`,
  groupName: groups.name,
  // The class's children today (a class course reminds and blocks them).
  memberCount: sql<
    number | null
  >`case when ${calendarEvents.groupId} is null then null else (select count(*) from ${groupMembers} where ${groupMembers.groupId} = ${calendarEvents.groupId}) end`.mapWith(
    (v: unknown) => (v === null ? null : Number(v)),
  ),
};

export type CalendarListRow = {
  event: CalendarEventRow;
  /** Null for a class course. */
  subjectName: string | null;
  executorName: string | null;
  planNameZh: string;
  planNameEn: string;
  /** Null for a child's plan course. */
  groupName: string | null;
  memberCount: number | null;
};

const listed = (tx: Tx, where: SQL | undefined): Promise<CalendarListRow[]> =>
  tx
    .select(listColumns)
    .from(calendarEvents)
    .leftJoin(subjects, eq(subjects.id, calendarEvents.subjectId))
    .leftJoin(userOfflinePlans, eq(userOfflinePlans.id, calendarEvents.planId))
    .leftJoin(groupTrainingPlans, eq(groupTrainingPlans.id, calendarEvents.groupPlanId))
    .leftJoin(groups, eq(groups.id, calendarEvents.groupId))
    .leftJoin(users, eq(users.id, calendarEvents.executorId))
    .where(where)
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id));

/** The centre's courses starting in [from, to), one trainer's when `executorId` is given. */
export const findInRange = (tx: Tx, range: { from: Date; to: Date; executorId?: string }) =>
  listed(
    tx,
    and(
      gte(calendarEvents.startTime, range.from),
      lt(calendarEvents.startTime, range.to),
      range.executorId ? eq(calendarEvents.executorId, range.executorId) : undefined,
    ),
  );

export const findOfPlan = (tx: Tx, planId: string) => listed(tx, eq(calendarEvents.planId, planId));

export const findOfGroupPlan = (tx: Tx, groupPlanId: string) => listed(tx, eq(calendarEvents.groupPlanId, groupPlanId));

export const findByIds = (tx: Tx, ids: readonly string[]) => listed(tx, inArray(calendarEvents.id, [...ids]));
