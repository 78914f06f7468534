import { count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { subjects, testLocations, users, vratTestRequests, type TestGrade } from '../../platform/db/schema/index';

// Row-level security keeps every query to the current centre.

export const findSubject = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ id: subjects.id, name: subjects.name, status: subjects.status })
    .from(subjects)
    .where(eq(subjects.id, id));
  return row;
};

export const findLocation = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ id: testLocations.id, name: testLocations.name, isEnabled: testLocations.isEnabled })
    .from(testLocations)
    .where(eq(testLocations.id, id));
  return row;
};

export const insertRequest = async (
  tx: Tx,
  values: { tenantId: string; subjectId: string; locationId: string; grade: TestGrade; requestedBy: string },
) => {
  const [row] = await tx.insert(vratTestRequests).values(values).returning({
    id: vratTestRequests.id,
    status: vratTestRequests.status,
    createdAt: vratTestRequests.createdAt,
  });
  if (!row) throw new Error('the test request insert returned no row');
  return row;
};

/** A test request as the list and the report show it: the child, the location and who asked. */
const requestRows = (tx: Tx) =>
  tx
    .select({
      id: vratTestRequests.id,
      subjectId: vratTestRequests.subjectId,
      subjectName: subjects.name,
      locationId: vratTestRequests.locationId,
      locationName: testLocations.name,
      grade: vratTestRequests.grade,
      status: vratTestRequests.status,
      requestedByName: users.name,
      requestedByUserName: users.userName,
      createdAt: vratTestRequests.createdAt,
    })
    .from(vratTestRequests)
    .innerJoin(subjects, eq(subjects.id, vratTestRequests.subjectId))
    .innerJoin(testLocations, eq(testLocations.id, vratTestRequests.locationId))
    .innerJoin(users, eq(users.id, vratTestRequests.requestedBy));

export const findRequestPage = async (tx: Tx, query: { skipCount: number; maxResultCount: number }) => {
  const [total] = await tx.select({ value: count() }).from(vratTestRequests);
  const items = await requestRows(tx)
    .orderBy(desc(vratTestRequests.createdAt), desc(vratTestRequests.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { items, totalCount: total?.value ?? 0 };
};

/**
 * One test request with what its report shows today, locked until the transaction ends: two
 * charges of the same case queue here, and the second sees what the first did.
 */
export const lockRequest = async (tx: Tx, id: string) => {
  const [locked] = await tx
    .select({ id: vratTestRequests.id })
    .from(vratTestRequests)
    .where(eq(vratTestRequests.id, id))
    .for('update');
  if (!locked) return undefined;
  const [row] = await requestRows(tx).where(eq(vratTestRequests.id, id));
  return row;
};
