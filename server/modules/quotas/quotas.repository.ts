import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  assessmentTimesRecords,
  catalogueResources,
  classHoursRecordChanges,
  classHoursRecords,
  subjects,
  users,
  type BillingMethod,
  type QuotaChangeKind,
  type QuotaState,
  type SessionType,
} from '../../platform/db/schema/index';

// Row-level security keeps every query to the current centre: another centre's child or record
// is simply not found. The catalogue of assessments is the platform's, shared by every centre.

export type RecordValues = {
  billingMethod: BillingMethod;
  startTime: string | null;
  endTime: string | null;
  classHours: number | null;
  remark: string;
};

const recordColumns = {
  id: classHoursRecords.id,
  subjectId: classHoursRecords.subjectId,
  childName: subjects.name,
  type: classHoursRecords.type,
  billingMethod: classHoursRecords.billingMethod,
  startTime: classHoursRecords.startTime,
  endTime: classHoursRecords.endTime,
  classHours: classHoursRecords.classHours,
  usedHours: classHoursRecords.usedHours,
  state: classHoursRecords.state,
  remark: classHoursRecords.remark,
  creatorName: users.name,
  createdAt: classHoursRecords.createdAt,
};
export type RecordRow = {
  id: string;
  subjectId: string;
  childName: string;
  type: SessionType;
  billingMethod: BillingMethod;
  startTime: string | null;
  endTime: string | null;
  classHours: number | null;
  usedHours: number;
  state: QuotaState;
  remark: string;
  creatorName: string | null;
  createdAt: Date;
};

const selectRecords = (tx: Tx) =>
  tx
    .select(recordColumns)
    .from(classHoursRecords)
    .innerJoin(subjects, eq(subjects.id, classHoursRecords.subjectId))
    .leftJoin(users, eq(users.id, classHoursRecords.createdBy));

const nameHolding = (filter: string | undefined): SQL | undefined => {
  const trimmed = filter?.trim();
  return trimmed ? sql`strpos(lower(${subjects.name}), lower(${trimmed})) > 0` : undefined;
};

export type RecordFilter = { filter?: string; type?: SessionType; state?: QuotaState };

const recordWhere = (query: RecordFilter) =>
  and(
    nameHolding(query.filter),
    query.type ? eq(classHoursRecords.type, query.type) : undefined,
    query.state ? eq(classHoursRecords.state, query.state) : undefined,
  );

export const findRecordPage = async (tx: Tx, query: RecordFilter & { skipCount: number; maxResultCount: number }) => {
  const where = recordWhere(query);
  const [total] = await tx
    .select({ value: count() })
    .from(classHoursRecords)
    .innerJoin(subjects, eq(subjects.id, classHoursRecords.subjectId))
    .where(where);
  const items: RecordRow[] = await selectRecords(tx)
    .where(where)
    .orderBy(desc(classHoursRecords.createdAt), desc(classHoursRecords.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { items, totalCount: total?.value ?? 0 };
};

/** Every record the filter matches, newest first (the Excel export), at most `limit`. */
export const findRecords = (tx: Tx, query: RecordFilter, limit: number): Promise<RecordRow[]> =>
  selectRecords(tx)
    .where(recordWhere(query))
    .orderBy(desc(classHoursRecords.createdAt), desc(classHoursRecords.id))
    .limit(limit);

export const findRecord = async (tx: Tx, id: string): Promise<RecordRow | undefined> => {
  const [row] = await selectRecords(tx).where(eq(classHoursRecords.id, id));
  return row;
};

/** A record locked for the rest of the transaction, so two edits of it run one after the other. */
export const lockRecord = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ id: classHoursRecords.id })
    .from(classHoursRecords)
    .where(eq(classHoursRecords.id, id))
    .for('update');
  return row !== undefined;
};

export const findRecordsOfChild = (tx: Tx, subjectId: string): Promise<RecordRow[]> =>
  selectRecords(tx)
    .where(eq(classHoursRecords.subjectId, subjectId))
    .orderBy(desc(classHoursRecords.createdAt), desc(classHoursRecords.id));

/** The child's in-effect records of `type`, any period (overlap checks, warnings). */
export const findInEffect = (tx: Tx, subjectId: string, type: SessionType): Promise<RecordRow[]> =>
  selectRecords(tx)
    .where(
      and(
        eq(classHoursRecords.subjectId, subjectId),
        eq(classHoursRecords.type, type),
        eq(classHoursRecords.state, 'InEffect'),
      ),
    )
    .orderBy(asc(classHoursRecords.createdAt), asc(classHoursRecords.id));

const validOn = (today: string) =>
  and(
    eq(classHoursRecords.state, 'InEffect'),
    or(isNull(classHoursRecords.startTime), lte(classHoursRecords.startTime, today)),
    or(isNull(classHoursRecords.endTime), sql`${classHoursRecords.endTime} >= ${today}`),
  );

const hasSessionsLeft = or(
  isNull(classHoursRecords.classHours),
  lt(classHoursRecords.usedHours, classHoursRecords.classHours),
);

/**
 * The child's records of `type` that can give a session on `today`: in effect, within their dates,
 * with sessions left. Those ending soonest come first, unlimited counts last, so what would lapse
 * is used before what would not.
 */
export const findUsable = (tx: Tx, subjectId: string, type: SessionType, today: string) =>
  tx
    .select({
      id: classHoursRecords.id,
      classHours: classHoursRecords.classHours,
      usedHours: classHoursRecords.usedHours,
    })
    .from(classHoursRecords)
    .where(
      and(
        eq(classHoursRecords.subjectId, subjectId),
        eq(classHoursRecords.type, type),
        validOn(today),
        hasSessionsLeft,
      ),
    )
    .orderBy(
      sql`${classHoursRecords.classHours} is null`,
      sql`${classHoursRecords.endTime} asc nulls last`,
      asc(classHoursRecords.createdAt),
      asc(classHoursRecords.id),
    );

/**
 * Uses `hours` sessions of the record if it still has them, still valid on `today`: one
 * conditional UPDATE, so however many transactions try at once the count never goes below zero
 * (the loser waits for the row lock, then PostgreSQL re-checks the condition on the new row).
 * Undefined when the record could not give them.
 */
export const takeHours = async (tx: Tx, id: string, hours: number, today: string | null) => {
  const [row] = await tx
    .update(classHoursRecords)
    .set({ usedHours: sql`${classHoursRecords.usedHours} + ${hours}`, updatedAt: new Date() })
    .where(
      and(
        eq(classHoursRecords.id, id),
        eq(classHoursRecords.state, 'InEffect'),
        today ? validOn(today) : undefined,
        or(
          isNull(classHoursRecords.classHours),
          sql`${classHoursRecords.usedHours} + ${hours} <= ${classHoursRecords.classHours}`,
        ),
      ),
    )
    .returning({
      id: classHoursRecords.id,
      classHours: classHoursRecords.classHours,
      usedHours: classHoursRecords.usedHours,
    });
  return row;
};

export const insertRecord = async (
  tx: Tx,
  values: RecordValues & { tenantId: string; subjectId: string; type: SessionType; createdBy: string },
) => {
  const [row] = await tx.insert(classHoursRecords).values(values).returning({ id: classHoursRecords.id });
  if (!row) throw new Error('the quota insert returned no row');
  return row.id;
};

export const updateRecord = async (
  tx: Tx,
  id: string,
  values: Partial<RecordValues> & { state?: QuotaState },
): Promise<boolean> => {
  const rows = await tx
    .update(classHoursRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(classHoursRecords.id, id))
    .returning({ id: classHoursRecords.id });
  return rows.length > 0;
};

export const deleteRecord = async (tx: Tx, id: string) => {
  const rows = await tx
    .delete(classHoursRecords)
    .where(eq(classHoursRecords.id, id))
    .returning({ id: classHoursRecords.id });
  return rows.length > 0;
};

export const insertChange = async (
  tx: Tx,
  change: {
    tenantId: string;
    recordId: string;
    kind: QuotaChangeKind;
    hours: number;
    operatorId: string;
    planId?: string | null;
    groupPlanId?: string | null;
    num?: number | null;
    details?: Record<string, unknown>;
  },
) => {
  await tx.insert(classHoursRecordChanges).values(change);
};

/** How many of the record's changes are usages (a record that was used is not deleted). */
export const countUsages = async (tx: Tx, recordId: string) => {
  const [row] = await tx
    .select({ value: count() })
    .from(classHoursRecordChanges)
    .where(and(eq(classHoursRecordChanges.recordId, recordId), eq(classHoursRecordChanges.kind, 'Usage')));
  return row?.value ?? 0;
};

export const findChangePage = async (
  tx: Tx,
  query: { recordId?: string; subjectId?: string; skipCount: number; maxResultCount: number },
) => {
  const where = and(
    query.recordId ? eq(classHoursRecordChanges.recordId, query.recordId) : undefined,
    query.subjectId ? eq(classHoursRecords.subjectId, query.subjectId) : undefined,
  );
  const [total] = await tx
    .select({ value: count() })
    .from(classHoursRecordChanges)
    .innerJoin(classHoursRecords, eq(classHoursRecords.id, classHoursRecordChanges.recordId))
    .where(where);
  const items = await tx
    .select({
      id: classHoursRecordChanges.id,
      recordId: classHoursRecordChanges.recordId,
      type: classHoursRecords.type,
      kind: classHoursRecordChanges.kind,
      hours: classHoursRecordChanges.hours,
      planId: classHoursRecordChanges.planId,
      groupPlanId: classHoursRecordChanges.groupPlanId,
      num: classHoursRecordChanges.num,
      details: classHoursRecordChanges.details,
      operatorName: users.name,
      createdAt: classHoursRecordChanges.createdAt,
    })
    .from(classHoursRecordChanges)
    .innerJoin(classHoursRecords, eq(classHoursRecords.id, classHoursRecordChanges.recordId))
    .leftJoin(users, eq(users.id, classHoursRecordChanges.operatorId))
    .where(where)
    .orderBy(desc(classHoursRecordChanges.createdAt), desc(classHoursRecordChanges.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { items, totalCount: total?.value ?? 0 };
};

/** The child as this centre sees it (row-level security), or undefined. */
export const findChild = async (tx: Tx, id: string) => {
  const [row] = await tx.select({ id: subjects.id, name: subjects.name }).from(subjects).where(eq(subjects.id, id));
  return row;
};

// Assessment quotas.

/** The platform's assessments (catalogue resources of kind Assessment), by name. */
export const findAssessments = (tx: Tx, ids?: string[]) =>
  tx
    .select({ tagId: catalogueResources.id, name: catalogueResources.displayName })
    .from(catalogueResources)
    .where(
      and(
        eq(catalogueResources.kind, 'Assessment'),
        ids ? (ids.length === 0 ? sql`false` : inArray(catalogueResources.id, ids)) : undefined,
      ),
    )
    .orderBy(asc(catalogueResources.displayName), asc(catalogueResources.id));

const entryWhere = (query: { filter?: string; tagId?: string }) =>
  and(nameHolding(query.filter), query.tagId ? eq(assessmentTimesRecords.tagId, query.tagId) : undefined);

const selectEntries = (tx: Tx) =>
  tx
    .select({
      id: assessmentTimesRecords.id,
      subjectId: assessmentTimesRecords.subjectId,
      childName: subjects.name,
      tagId: assessmentTimesRecords.tagId,
      times: assessmentTimesRecords.times,
      remark: assessmentTimesRecords.remark,
      creatorName: users.name,
      createdAt: assessmentTimesRecords.createdAt,
    })
    .from(assessmentTimesRecords)
    .innerJoin(subjects, eq(subjects.id, assessmentTimesRecords.subjectId))
    .leftJoin(users, eq(users.id, assessmentTimesRecords.createdBy));
export type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

export const findEntryPage = async (
  tx: Tx,
  query: { filter?: string; tagId?: string; skipCount: number; maxResultCount: number },
) => {
  const where = entryWhere(query);
  const [total] = await tx
    .select({ value: count() })
    .from(assessmentTimesRecords)
    .innerJoin(subjects, eq(subjects.id, assessmentTimesRecords.subjectId))
    .where(where);
  const items = await selectEntries(tx)
    .where(where)
    .orderBy(desc(assessmentTimesRecords.createdAt), desc(assessmentTimesRecords.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { items, totalCount: total?.value ?? 0 };
};

export const findEntries = (tx: Tx, query: { filter?: string; tagId?: string }, limit: number) =>
  selectEntries(tx)
    .where(entryWhere(query))
    .orderBy(desc(assessmentTimesRecords.createdAt), desc(assessmentTimesRecords.id))
    .limit(limit);

/** The signed sum of a child's entries per assessment, for the given children. */
export const sumTimes = (tx: Tx, subjectIds: string[]) =>
  subjectIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          subjectId: assessmentTimesRecords.subjectId,
          tagId: assessmentTimesRecords.tagId,
          times: sql<number>`sum(${assessmentTimesRecords.times})::int`,
        })
        .from(assessmentTimesRecords)
        .where(inArray(assessmentTimesRecords.subjectId, subjectIds))
        .groupBy(assessmentTimesRecords.subjectId, assessmentTimesRecords.tagId);

/**
 * Serialises changes of one child's assessment quota (a transaction-scoped advisory lock on the
 * child), so two reductions at once cannot both pass the "not below zero" check.
 */
export const lockChildAssessments = async (tx: Tx, subjectId: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`assessment-times:${subjectId}`}))`);
};

export const insertEntry = async (
  tx: Tx,
  values: { tenantId: string; subjectId: string; tagId: string; times: number; remark: string; createdBy: string },
) => {
  const [row] = await tx.insert(assessmentTimesRecords).values(values).returning({ id: assessmentTimesRecords.id });
  if (!row) throw new Error('the assessment quota insert returned no row');
  return row.id;
};

export const findEntry = async (tx: Tx, id: string) => {
  const [row] = await selectEntries(tx).where(eq(assessmentTimesRecords.id, id));
  return row;
};
