import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../platform/db/database';
import type { CoursePlanKind } from '../../platform/db/schema/music-listening';

// The SQL of the played details (idtMusicPlayedDetails). Row-level security keeps every read to
// the current centre: another centre's item or plan is not found.

export type ItemPlace = { kind: CoursePlanKind; planId: string; num: number; itemId: string };

/** A plan item (an offline plan's or a group plan's activity of one session): its plan and session. */
export const itemPlace = async (tx: Tx, itemId: string): Promise<ItemPlace | null> => {
  const [row] = rowsOf<{ kind: CoursePlanKind; plan_id: string; num: number }>(
    await tx.execute(sql`select 'OFFLINE' as kind, i.plan_id, i.num from user_offline_plan_items i
        join user_offline_plans p on p.id = i.plan_id and not p.is_deleted
        where i.id = ${itemId}::uuid
      union all
      select 'GROUP' as kind, plan_id, num from group_training_plan_items where id = ${itemId}::uuid
      limit 1`),
  );
  return row ? { kind: row.kind, planId: row.plan_id, num: row.num, itemId } : null;
};

/** Ours: a plan's id in place of an item's (the console's music record knows plan and session). */
export const planPlace = async (tx: Tx, planId: string, num: number): Promise<ItemPlace | null> => {
  const [row] = rowsOf<{ kind: CoursePlanKind; total_num: number }>(
    await tx.execute(sql`select 'OFFLINE' as kind, total_num from user_offline_plans
        where id = ${planId}::uuid and not is_deleted
      union all
      select 'GROUP' as kind, total_num from group_training_plans where id = ${planId}::uuid
      limit 1`),
  );
  if (!row || num > row.total_num) return null;
  return { kind: row.kind, planId, num, itemId: planId };
};

/** The plan's children: an offline plan's child, or a group plan's class members (one if asked). */
export const planChildren = async (tx: Tx, place: ItemPlace, userId: string | undefined) =>
  rowsOf<{ id: string; name: string }>(
    await tx.execute(
      place.kind === 'OFFLINE'
        ? sql`select s.id, s.name from user_offline_plans p join subjects s on s.id = p.subject_id
            where p.id = ${place.planId}::uuid ${userId ? sql`and s.id = ${userId}::uuid` : sql``}`
        : sql`select s.id, s.name from group_training_plans p
            join group_members m on m.group_id = p.group_id
            join subjects s on s.id = m.subject_id
            where p.id = ${place.planId}::uuid ${userId ? sql`and s.id = ${userId}::uuid` : sql``}
            order by s.name, s.id`,
    ),
  );

export type ListenedRow = {
  subjectId: string;
  trackCode: string;
  titleZh: string | null;
  titleEn: string | null;
  timesPlayed: number;
  firstAt: Date | string | null;
  lastAt: Date | string | null;
  progress: number;
  isFinished: boolean;
};

/**
 * Per child and track of the session: the play sessions (how many, the first start, the last call)
 * and the progress record (the first listening, how far, finished). The last listening is the
 * latest of a play's last call, the first listening and the finish; not the progress row's
 * updated_at, which a seed or a migration may set without anyone listening.
 */
export const listened = async (tx: Tx, place: ItemPlace): Promise<ListenedRow[]> =>
  rowsOf<ListenedRow>(
    await tx.execute(sql`with plays as (
        select subject_id, lower(track_code) as code, count(*)::int as times,
          min(started_at) as first_at, max(greatest(last_progress_at, coalesce(ended_at, last_progress_at))) as last_at
        from audio_play_sessions
        where plan_kind = ${place.kind} and plan_id = ${place.planId}::uuid and num = ${place.num}
        group by subject_id, lower(track_code)
      ), progress as (
        select subject_id, track_code, last_progress, is_finished, started_at, finished_at
        from audio_track_progress
        where plan_kind = ${place.kind} and plan_id = ${place.planId}::uuid and num = ${place.num}
      )
      select coalesce(r.subject_id, p.subject_id) as "subjectId", coalesce(r.track_code, p.code) as "trackCode",
        t.name_zh as "titleZh", t.name_en as "titleEn",
        coalesce(p.times, 0) as "timesPlayed",
        least(r.started_at, p.first_at) as "firstAt",
        greatest(r.started_at, r.finished_at, p.last_at) as "lastAt",
        coalesce(r.last_progress, 0) as progress, coalesce(r.is_finished, false) as "isFinished"
      from progress r
      full join plays p on p.subject_id = r.subject_id and p.code = lower(r.track_code)
      left join content_tracks t on lower(t.code) = lower(coalesce(r.track_code, p.code))`),
  );
