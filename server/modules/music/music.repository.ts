import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/database';
import {
  fasResults,
  musicPlans,
  musicPlaylists,
  subjectMusicPlans,
  subjects,
  users,
  type SubjectMusicPlanState,
} from '../../platform/db/schema/index';

// Row-level security keeps every query to the current centre; music_plans is the platform's
// catalogue and is read through a child's plan only.

export const findSubject = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({
      id: subjects.id,
      name: subjects.name,
      outpatientNumber: subjects.outpatientNumber,
      status: subjects.status,
    })
    .from(subjects)
    .where(eq(subjects.id, id));
  return row;
};

const planColumns = {
  id: subjectMusicPlans.id,
  subjectId: subjectMusicPlans.subjectId,
  state: subjectMusicPlans.state,
  playedTime: subjectMusicPlans.playedTime,
  planCode: musicPlans.code,
  planName: musicPlans.name,
  courseCount: musicPlans.courseCount,
};

/** A child's plan with its catalogue entry; `lock` makes concurrent starts of it queue. */
export const findSubjectPlan = async (tx: Tx, id: string, { lock = false } = {}) => {
  const query = tx
    .select(planColumns)
    .from(subjectMusicPlans)
    .innerJoin(musicPlans, eq(musicPlans.id, subjectMusicPlans.musicPlanId))
    .where(eq(subjectMusicPlans.id, id));
  const [row] = lock ? await query.for('update', { of: subjectMusicPlans }) : await query;
  return row;
};

export const setPlanState = (tx: Tx, id: string, state: SubjectMusicPlanState, playedTime: number) =>
  tx.update(subjectMusicPlans).set({ state, playedTime }).where(eq(subjectMusicPlans.id, id));

/** The child's most recent FAS result, valid or not. */
export const findLatestFas = async (tx: Tx, subjectId: string) => {
  const [row] = await tx
    .select({ id: fasResults.id, tagNames: fasResults.tagNames, reportedAt: fasResults.reportedAt })
    .from(fasResults)
    .where(eq(fasResults.subjectId, subjectId))
    .orderBy(desc(fasResults.reportedAt), desc(fasResults.id))
    .limit(1);
  return row;
};

/**
 * The child's startable plan as a column of a query over children: the same choice as
 * findStartablePlans (latest not Finished, ties by id), answered in the row's own query.
 */
export const startablePlanColumn = (subjectId: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select ${subjectMusicPlans.id} from ${subjectMusicPlans}
    where ${subjectMusicPlans.subjectId} = ${subjectId} and ${subjectMusicPlans.state} <> 'Finished'
    order by ${subjectMusicPlans.createdAt} desc, ${subjectMusicPlans.id} desc limit 1)`;

/** Each child's latest plan that is not Finished: the one "start music" starts. */
export const findStartablePlans = (tx: Tx, subjectIds: readonly string[]) =>
  subjectIds.length === 0
    ? Promise.resolve([])
    : tx
        .selectDistinctOn([subjectMusicPlans.subjectId], {
          subjectId: subjectMusicPlans.subjectId,
          planId: subjectMusicPlans.id,
        })
        .from(subjectMusicPlans)
        .where(and(inArray(subjectMusicPlans.subjectId, [...subjectIds]), ne(subjectMusicPlans.state, 'Finished')))
        .orderBy(subjectMusicPlans.subjectId, desc(subjectMusicPlans.createdAt), desc(subjectMusicPlans.id));

export const insertPlaylist = async (
  tx: Tx,
  values: { tenantId: string; subjectMusicPlanId: string; fasResultId: string; tagNames: string[]; startedBy: string },
) => {
  const [row] = await tx
    .insert(musicPlaylists)
    .values(values)
    .returning({ id: musicPlaylists.id, createdAt: musicPlaylists.createdAt });
  if (!row) throw new Error('the playlist insert returned no row');
  return row;
};

/** The plan's most recent playlist, with who generated it and when its FAS report came. */
export const findLatestPlaylist = async (tx: Tx, subjectMusicPlanId: string) => {
  const [row] = await tx
    .select({
      id: musicPlaylists.id,
      tagNames: musicPlaylists.tagNames,
      createdAt: musicPlaylists.createdAt,
      fasReportedAt: fasResults.reportedAt,
      startedByName: users.name,
      startedByUserName: users.userName,
    })
    .from(musicPlaylists)
    .innerJoin(fasResults, eq(fasResults.id, musicPlaylists.fasResultId))
    .innerJoin(users, eq(users.id, musicPlaylists.startedBy))
    .where(eq(musicPlaylists.subjectMusicPlanId, subjectMusicPlanId))
    .orderBy(desc(musicPlaylists.createdAt), desc(musicPlaylists.id))
    .limit(1);
  return row;
};
