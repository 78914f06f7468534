import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../platform/db/database';
import type { CoursePlanKind } from '../../platform/db/schema/music-listening';
import type { BrainMusicOption } from './course-music-link.schemas';

// The SQL of a plan's course-music link (the row itself is written by music-listening.repository's
// linkCourseMusic). Row-level security hides another centre's plan.

/** The plan as the current centre sees it: its status, or null (none, deleted, another centre's). */
export const planStatus = async (tx: Tx, kind: CoursePlanKind, planId: string): Promise<string | null> => {
  const [row] = rowsOf<{ status: string }>(
    await tx.execute(
      kind === 'OFFLINE'
        ? sql`select status from user_offline_plans where id = ${planId}::uuid and not is_deleted`
        : sql`select status from group_training_plans where id = ${planId}::uuid`,
    ),
  );
  return row?.status ?? null;
};

const optionColumns = sql`b.id, b.code, b.name_zh as "nameZh", b.name_en as "nameEn", b.audio_type as "audioType",
  b.session_count as "sessionCount"`;

/** The programme a plan plays now. */
export const linkedProgramme = async (tx: Tx, kind: CoursePlanKind, planId: string) =>
  rowsOf<BrainMusicOption>(
    await tx.execute(sql`select ${optionColumns} from plan_course_music l
      join content_brain_music b on b.id = l.brain_music_id
      where l.plan_kind = ${kind} and l.plan_id = ${planId}::uuid`),
  )[0] ?? null;

/** The library's Public brain music (what a centre may play), in the library's order. */
export const publicProgrammes = async (tx: Tx) =>
  rowsOf<BrainMusicOption>(
    await tx.execute(sql`select ${optionColumns} from content_brain_music b
      where b.content_status = 'Public' order by b.sort_order, b.code limit 500`),
  );

/** One programme if Public. */
export const publicProgramme = async (tx: Tx, id: string) =>
  rowsOf<BrainMusicOption>(
    await tx.execute(sql`select ${optionColumns} from content_brain_music b
      where b.id = ${id}::uuid and b.content_status = 'Public'`),
  )[0] ?? null;

/** Whether any child of the plan has listened to its course music. */
export const hasListening = async (tx: Tx, kind: CoursePlanKind, planId: string) =>
  rowsOf<{ listened: boolean }>(
    await tx.execute(sql`select exists (select 1 from audio_track_progress
      where plan_kind = ${kind} and plan_id = ${planId}::uuid) as listened`),
  )[0]!.listened;
