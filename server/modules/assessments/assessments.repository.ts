import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { pageWithTotal, type Paging } from '../../platform/db/paged';
import {
  assessments,
  subjects,
  userAssessments,
  users,
  type UserAssessmentAnswers,
  type UserAssessmentReport,
} from '../../platform/db/schema/index';
import type { ContentStatus } from '../../../machines/content-status.machine';
import type { UserAssessmentStatus } from '../../../machines/user-assessment.machine';

// The library is the platform's (every caller reads it; the service filters by status). User
// assessments are under row-level security: another centre's are simply not found.

export type AssessmentRow = typeof assessments.$inferSelect;

/** The library in its order, limited to `statuses` (a centre: Public). */
export const findLibrary = (tx: Tx, statuses: readonly ContentStatus[], ids?: readonly string[]) =>
  tx
    .select()
    .from(assessments)
    .where(
      and(
        inArray(assessments.contentStatus, [...statuses]),
        ids ? (ids.length === 0 ? sql`false` : inArray(assessments.id, [...ids])) : undefined,
      ),
    )
    .orderBy(asc(assessments.sortOrder), asc(assessments.id));

export const findAssessment = async (tx: Tx, id: string): Promise<AssessmentRow | undefined> => {
  const [row] = await tx.select().from(assessments).where(eq(assessments.id, id));
  return row;
};

export const updateAssessment = (
  tx: Tx,
  id: string,
  values: Partial<Pick<AssessmentRow, 'contentStatus' | 'sortOrder'>> & { updatedBy: string },
) =>
  tx
    .update(assessments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assessments.id, id));

/** Every item's place, for a move: the whole (small) library in order. */
export const libraryOrder = (tx: Tx) =>
  tx
    .select({ id: assessments.id, sortOrder: assessments.sortOrder })
    .from(assessments)
    .orderBy(asc(assessments.sortOrder), asc(assessments.id));

const userAssessmentColumns = {
  id: userAssessments.id,
  tenantId: userAssessments.tenantId,
  subjectId: userAssessments.subjectId,
  subjectName: subjects.name,
  assessmentId: userAssessments.assessmentId,
  planId: userAssessments.planId,
  status: userAssessments.status,
  needPay: userAssessments.needPay,
  answers: userAssessments.answers,
  finishedPage: userAssessments.finishedPage,
  report: userAssessments.report,
  sentAt: userAssessments.sentAt,
  finishTime: userAssessments.finishTime,
  createdAt: userAssessments.createdAt,
  creatorName: users.name,
};

const selectUserAssessments = (tx: Tx) =>
  tx
    .select(userAssessmentColumns)
    .from(userAssessments)
    .innerJoin(subjects, eq(subjects.id, userAssessments.subjectId))
    .leftJoin(users, eq(users.id, userAssessments.createdBy));

export type UserAssessmentRow = Awaited<ReturnType<typeof findUserAssessment>> & {};

export const findUserAssessment = async (tx: Tx, id: string) => {
  const [row] = await selectUserAssessments(tx).where(eq(userAssessments.id, id));
  return row;
};

/** The row, locked for the rest of the transaction: two answers or sendings at once go in turn. */
export const lockUserAssessment = async (tx: Tx, id: string) => {
  await tx.select({ id: userAssessments.id }).from(userAssessments).where(eq(userAssessments.id, id)).for('update');
  return findUserAssessment(tx, id);
};

export type UserAssessmentFilter = {
  subjectId?: string;
  status?: UserAssessmentStatus;
  filter?: string;
};

const userAssessmentWhere = (f: UserAssessmentFilter): SQL | undefined => {
  const name = f.filter?.trim();
  return and(
    f.subjectId ? eq(userAssessments.subjectId, f.subjectId) : undefined,
    f.status ? eq(userAssessments.status, f.status) : undefined,
    name
      ? sql`${userAssessments.subjectId} in (select s.id from subjects s where strpos(lower(s.name), lower(${name})) > 0)`
      : undefined,
  );
};

/** A page of the centre's user assessments, newest first. */
export const findUserAssessmentPage = async (tx: Tx, f: UserAssessmentFilter, page: Paging) => {
  const where = userAssessmentWhere(f);
  const rows = selectUserAssessments(tx)
    .where(where)
    .orderBy(desc(userAssessments.createdAt), desc(userAssessments.id))
    .$dynamic();
  return pageWithTotal(tx, rows, { table: userAssessments, where }, page);
};

export const insertUserAssessment = async (
  tx: Tx,
  values: {
    tenantId: string;
    subjectId: string;
    assessmentId: string;
    planId: string | null;
    needPay: boolean;
    createdBy: string;
  },
) => {
  const [row] = await tx.insert(userAssessments).values(values).returning({ id: userAssessments.id });
  if (!row) throw new Error('the user assessment insert returned no row');
  return row.id;
};

export const updateUserAssessment = (
  tx: Tx,
  id: string,
  values: Partial<{
    status: UserAssessmentStatus;
    needPay: boolean;
    answers: UserAssessmentAnswers;
    finishedPage: number;
    report: UserAssessmentReport;
    sentAt: Date | null;
    finishTime: Date;
    obtainedAt: Date;
  }>,
) =>
  tx
    .update(userAssessments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(userAssessments.id, id));

/** The child as this centre sees it (row-level security), or undefined. */
export const findChild = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ id: subjects.id, name: subjects.name, status: subjects.status })
    .from(subjects)
    .where(eq(subjects.id, id));
  return row;
};
