import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../platform/db/database';
import type { CoursePlanKind } from '../../platform/db/schema/music-listening';

export type MusicFeedbackRow = {
  id: string;
  planKind: CoursePlanKind;
  userPlanId: string;
  userId: string;
  num: number;
  listenedList: string[];
  notListenedList: string[];
  creationTime: string;
  lastModificationTime: string;
};

const COLUMNS = sql`id, plan_kind as "planKind", plan_id as "userPlanId", subject_id as "userId", num,
  listened_list as "listenedList", not_listened_list as "notListenedList",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "creationTime",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastModificationTime"`;

const textArray = (codes: readonly string[]) =>
  codes.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`;

export type FeedbackKey = { kind: CoursePlanKind; planId: string; subjectId: string; num: number };

/**
 * One row per plan, session and child: a retry of the same feedback leaves the row as it was (its
 * modification time too); a different one replaces the lists.
 */
export const upsertFeedback = async (
  tx: Tx,
  tenantId: string,
  userId: string,
  key: FeedbackKey,
  listened: readonly string[],
  notListened: readonly string[],
): Promise<MusicFeedbackRow> => {
  await tx.execute(sql`insert into music_feedbacks
      (tenant_id, plan_kind, plan_id, subject_id, num, listened_list, not_listened_list, created_by, updated_by)
    values (${tenantId}::uuid, ${key.kind}, ${key.planId}::uuid, ${key.subjectId}::uuid, ${key.num},
      ${textArray(listened)}, ${textArray(notListened)}, ${userId}::uuid, ${userId}::uuid)
    on conflict (plan_kind, plan_id, subject_id, num) do update
      set listened_list = excluded.listened_list, not_listened_list = excluded.not_listened_list,
        updated_at = now(), updated_by = excluded.updated_by
      where music_feedbacks.listened_list is distinct from excluded.listened_list
        or music_feedbacks.not_listened_list is distinct from excluded.not_listened_list`);
  const [row] = rowsOf<MusicFeedbackRow>(
    await tx.execute(sql`select ${COLUMNS} from music_feedbacks
      where plan_kind = ${key.kind} and plan_id = ${key.planId}::uuid and subject_id = ${key.subjectId}::uuid
        and num = ${key.num}`),
  );
  return row!;
};

export const feedbacksOf = async (
  tx: Tx,
  kind: CoursePlanKind,
  planId: string,
  subjectId: string | undefined,
): Promise<MusicFeedbackRow[]> =>
  rowsOf<MusicFeedbackRow>(
    await tx.execute(sql`select ${COLUMNS} from music_feedbacks
      where plan_kind = ${kind} and plan_id = ${planId}::uuid
        ${subjectId ? sql`and subject_id = ${subjectId}::uuid` : sql``}
      order by num, subject_id`),
  );
