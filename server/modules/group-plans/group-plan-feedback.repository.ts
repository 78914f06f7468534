import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { CleanEntry } from '../../../forms/feedback-answers';
import { rowsOf, type Tx } from '../../platform/db/database';
import {
  contentTrainingPrograms,
  groupTrainingPlanFeedbacks,
  groupTrainingPlanItems,
  subjects,
  users,
} from '../../platform/db/schema/index';

// The SQL of a class's feedback (group_training_plan_feedbacks). Row-level security keeps every
// statement to the current centre: another centre's item or child is simply not found.

export type FeedbackRow = typeof groupTrainingPlanFeedbacks.$inferSelect;
/** Whose answers a record holds: the class's, a child's, or a child's guardian's. */
export type FeedbackKind = 'Activity' | 'Personal' | 'Guardian';

/** The activity (any plan's, of this centre). */
export const findItem = async (tx: Tx, id: string) => {
  const [row] = await tx.select().from(groupTrainingPlanItems).where(eq(groupTrainingPlanItems.id, id));
  return row;
};

/** The child, if this centre has it. */
export const findSubject = async (tx: Tx, id: string) => {
  const [row] = await tx.select({ id: subjects.id, name: subjects.name }).from(subjects).where(eq(subjects.id, id));
  return row;
};

export const insertFeedbacks = async (tx: Tx, rows: (typeof groupTrainingPlanFeedbacks.$inferInsert)[]) =>
  rows.length === 0 ? [] : tx.insert(groupTrainingPlanFeedbacks).values(rows).returning();

/** The SQL condition of a record kind. */
export const kindCondition = (kind: FeedbackKind): SQL => {
  const f = groupTrainingPlanFeedbacks;
  if (kind === 'Activity') return and(isNull(f.subjectId), eq(f.forGuardian, false))!;
  if (kind === 'Personal') return and(sql`${f.subjectId} is not null`, eq(f.forGuardian, false))!;
  return eq(f.forGuardian, true);
};

export type LatestAnswer = {
  itemId: string;
  subjectId: string | null;
  forGuardian: boolean;
  answers: CleanEntry[];
  creationTime: Date;
};

/**
 * The newest submission per (activity, child, side) at session `num`: the class's (no child),
 * and, with `subjectId`, that child's and their guardian's.
 */
export const latestAnswers = async (tx: Tx, planId: string, num: number, subjectId?: string) => {
  const f = groupTrainingPlanFeedbacks;
  const whose = subjectId === undefined ? sql`${f.subjectId} is null` : sql`${f.subjectId} = ${subjectId}`;
  const rows = rowsOf<Omit<LatestAnswer, 'creationTime'> & { creationTime: string | Date }>(
    await tx.execute(sql`
      select distinct on (${f.itemId}, ${f.subjectId}, ${f.forGuardian})
        ${f.itemId} as "itemId", ${f.subjectId} as "subjectId", ${f.forGuardian} as "forGuardian",
        ${f.answers} as answers, ${f.creationTime} as "creationTime"
      from ${f}
      where ${f.planId} = ${planId} and ${f.num} = ${num} and ${whose}
      order by ${f.itemId}, ${f.subjectId}, ${f.forGuardian}, ${f.creationTime} desc, ${f.id} desc`),
  );
  return rows.map((r) => ({ ...r, creationTime: new Date(r.creationTime) }));
};

/** How many activities of session `num` have no answers of the class yet. */
export const countItemsWithoutClassFeedback = async (tx: Tx, planId: string, num: number) => {
  const i = groupTrainingPlanItems;
  const f = groupTrainingPlanFeedbacks;
  const [row] = await tx
    .select({ value: count() })
    .from(i)
    .where(
      and(
        eq(i.planId, planId),
        eq(i.num, num),
        sql`not exists (select 1 from ${f} where ${f.itemId} = ${i.id} and ${f.subjectId} is null and not ${f.forGuardian})`,
      ),
    );
  return row?.value ?? 0;
};

export type RecordFilter = { planId: string; kind: FeedbackKind; num?: number; itemId?: string; subjectId?: string };

/** A plan's records of one kind, newest first, a page at a time, with their program, child and author. */
export const feedbackRecords = async (tx: Tx, filter: RecordFilter, skipCount: number, maxResultCount: number) => {
  const f = groupTrainingPlanFeedbacks;
  const where = and(
    eq(f.planId, filter.planId),
    kindCondition(filter.kind),
    filter.num === undefined ? undefined : eq(f.num, filter.num),
    filter.itemId === undefined ? undefined : eq(f.itemId, filter.itemId),
    filter.subjectId === undefined ? undefined : eq(f.subjectId, filter.subjectId),
  );
  const [total] = await tx.select({ value: count() }).from(f).where(where);
  const rows = await tx
    .select({
      id: f.id,
      itemId: f.itemId,
      num: f.num,
      subjectId: f.subjectId,
      forGuardian: f.forGuardian,
      answers: f.answers,
      creationTime: f.creationTime,
      createdByName: users.name,
      userName: subjects.name,
      programId: groupTrainingPlanItems.programId,
      titleZh: contentTrainingPrograms.titleZh,
      titleEn: contentTrainingPrograms.titleEn,
    })
    .from(f)
    .innerJoin(groupTrainingPlanItems, eq(groupTrainingPlanItems.id, f.itemId))
    .innerJoin(contentTrainingPrograms, eq(contentTrainingPrograms.id, groupTrainingPlanItems.programId))
    .leftJoin(users, eq(users.id, f.createdBy))
    .leftJoin(subjects, eq(subjects.id, f.subjectId))
    .where(where)
    .orderBy(desc(f.creationTime), desc(f.id))
    .offset(skipCount)
    .limit(maxResultCount);
  return { rows, totalCount: total?.value ?? 0 };
};
