import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/database';
import { checkIns, subjects, users } from '../../platform/db/schema/index';

// Row-level security keeps every query to the current centre.

export const findSubject = async (tx: Tx, subjectId: string) => {
  const [row] = await tx
    .select({
      id: subjects.id,
      name: subjects.name,
      status: subjects.status,
      outpatientNumber: subjects.outpatientNumber,
    })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  return row;
};

/** Inserts an open check-in; undefined when the child already has one open that day. */
export const insertOpenCheckIn = async (
  tx: Tx,
  values: { tenantId: string; subjectId: string; day: string; userId: string },
) => {
  const [row] = await tx
    .insert(checkIns)
    .values({ tenantId: values.tenantId, subjectId: values.subjectId, day: values.day, checkedInBy: values.userId })
    // The partial unique index (one open check-in per child per day) decides, even under races.
    .onConflictDoNothing()
    .returning({ id: checkIns.id, checkedInAt: checkIns.checkedInAt });
  return row;
};

/** Closes the child's open check-in of that day; undefined when there is none. */
export const closeOpenCheckIn = async (tx: Tx, values: { subjectId: string; day: string; userId: string }) => {
  const [row] = await tx
    .update(checkIns)
    .set({ checkedOutAt: sql`now()`, checkedOutBy: values.userId })
    .where(and(eq(checkIns.subjectId, values.subjectId), eq(checkIns.day, values.day), isNull(checkIns.checkedOutAt)))
    .returning({ id: checkIns.id, checkedInAt: checkIns.checkedInAt, checkedOutAt: checkIns.checkedOutAt });
  return row;
};

/** The name staff know a colleague by (their user name when they gave none). */
export const userName = async (tx: Tx, userId: string): Promise<string> => {
  const [row] = await tx.select({ name: users.name, userName: users.userName }).from(users).where(eq(users.id, userId));
  return row?.name || row?.userName || '';
};

const checkedInByUser = alias(users, 'checked_in_by_user');

export const listCheckIns = async (tx: Tx, query: { day: string; skipCount: number; maxResultCount: number }) => {
  const where = eq(checkIns.day, query.day);
  const [total] = await tx.select({ value: count() }).from(checkIns).where(where);
  const items = await tx
    .select({
      id: checkIns.id,
      subjectId: checkIns.subjectId,
      subjectName: subjects.name,
      outpatientNumber: subjects.outpatientNumber,
      checkInTime: checkIns.checkedInAt,
      checkOutTime: checkIns.checkedOutAt,
      checkedInByName: checkedInByUser.name,
    })
    .from(checkIns)
    .innerJoin(subjects, eq(subjects.id, checkIns.subjectId))
    .innerJoin(checkedInByUser, eq(checkedInByUser.id, checkIns.checkedInBy))
    .where(where)
    .orderBy(desc(checkIns.checkedInAt), desc(checkIns.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { items, totalCount: total?.value ?? 0 };
};
