import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../platform/db/database';
import type { CoursePlanKind, ListeningPlanKind } from '../../platform/db/schema/music-listening';

// All SQL of music listening. Times come from the caller (the app's clock), never now(), so the
// heartbeat and throttle rules follow a test's clock.

export type PlanRow = {
  subjectOk: boolean;
  totalNum: number;
  /** The brain-music programme an offline or group plan plays (its course music), if linked. */
  brainMusicId: string | null;
  audioType: string | null;
  /** A child's music programme: the library's music plan it plays, and the session it is at. */
  musicPlanId: string | null;
  currentOrder: number | null;
};

/** The plan as the current tenant sees it (RLS), whether the child is its child, and its music. */
export const findPlan = async (
  tx: Tx,
  kind: ListeningPlanKind,
  planId: string,
  subjectId: string,
): Promise<PlanRow | null> => {
  if (kind === 'PROGRAMME') {
    const [programme] = rowsOf<{ total_num: number; subject_ok: boolean; plan_id: string; current_order: number }>(
      await tx.execute(sql`select m.session_count as total_num, p.subject_id = ${subjectId}::uuid as subject_ok,
          p.plan_id, p.current_order
        from subject_music_programmes p join content_music_plans m on m.id = p.plan_id
        where p.id = ${planId}::uuid`),
    );
    if (!programme) return null;
    return {
      subjectOk: programme.subject_ok,
      totalNum: programme.total_num,
      brainMusicId: null,
      audioType: null,
      musicPlanId: programme.plan_id,
      currentOrder: programme.current_order,
    };
  }
  const plan =
    kind === 'OFFLINE'
      ? sql`select p.total_num, p.subject_id = ${subjectId}::uuid as subject_ok
              from user_offline_plans p where p.id = ${planId}::uuid and not p.is_deleted`
      : sql`select p.total_num, exists (select 1 from group_members m
                where m.group_id = p.group_id and m.subject_id = ${subjectId}::uuid) as subject_ok
              from group_training_plans p where p.id = ${planId}::uuid`;
  const [row] = rowsOf<{ total_num: number; subject_ok: boolean }>(await tx.execute(plan));
  if (!row) return null;
  const [link] = rowsOf<{ brain_music_id: string; audio_type: string }>(
    await tx.execute(sql`select l.brain_music_id, b.audio_type from plan_course_music l
      join content_brain_music b on b.id = l.brain_music_id
      where l.plan_kind = ${kind} and l.plan_id = ${planId}::uuid`),
  );
  return {
    subjectOk: row.subject_ok,
    totalNum: row.total_num,
    brainMusicId: link?.brain_music_id ?? null,
    audioType: link?.audio_type ?? null,
    musicPlanId: null,
    currentOrder: null,
  };
};

export type SessionTrackRow = {
  id: string;
  code: string;
  courseCode: string;
  nameZh: string;
  nameEn: string;
  durationMs: number;
};

/**
 * The tracks of plan session `num`: the programme's sessions in turn (a 24-session plan plays a
 * 4-session programme six times over, as the demo's listening history assumes), its tracks with
 * audio, in order. Only Public tracks: a centre
 * may play no other (the library withdraws a track by unpublishing it), and a withdrawn track
 * leaves the session instead of failing every call on it.
 */
export const sessionTracks = async (tx: Tx, brainMusicId: string, num: number): Promise<SessionTrackRow[]> =>
  rowsOf<SessionTrackRow>(
    await tx.execute(sql`select t.id, t.code, t.course_code as "courseCode", t.name_zh as "nameZh",
        t.name_en as "nameEn", t.duration_ms as "durationMs"
      from content_brain_music b
      join content_brain_music_tracks s on s.programme_id = b.id
      join content_tracks t on t.id = s.track_id
      where b.id = ${brainMusicId}::uuid and s.session = ((${num}::int - 1) % greatest(b.session_count, 1)) + 1
        and t.audio_storage_key is not null and t.duration_ms is not null and t.content_status = 'Public'
      order by s.position`),
  );

/**
 * The track codes of plan sessions 1..`upTo` in one read (session n plays the programme's session
 * ((n − 1) mod its count) + 1, as sessionTracks), for what counts every session so far at once.
 */
export const sessionsTrackCodes = async (
  tx: Tx,
  brainMusicId: string,
  upTo: number,
): Promise<{ num: number; code: string }[]> =>
  rowsOf<{ num: number; code: string }>(
    await tx.execute(sql`select n.num, t.code
      from content_brain_music b
      cross join generate_series(1, ${upTo}::int) as n(num)
      join content_brain_music_tracks s
        on s.programme_id = b.id and s.session = ((n.num - 1) % greatest(b.session_count, 1)) + 1
      join content_tracks t on t.id = s.track_id
      where b.id = ${brainMusicId}::uuid
        and t.audio_storage_key is not null and t.duration_ms is not null and t.content_status = 'Public'
      order by n.num, s.position`),
  );

/**
 * The tracks of session `num` of a library music plan (a child's FAS or CMSMO programme): its own
 * sessions, no repeat (the programme has as many sessions as the plan). Public tracks with audio.
 */
export const musicPlanSessionTracks = async (tx: Tx, musicPlanId: string, num: number): Promise<SessionTrackRow[]> =>
  rowsOf<SessionTrackRow>(
    await tx.execute(sql`select t.id, t.code, t.course_code as "courseCode", t.name_zh as "nameZh",
        t.name_en as "nameEn", t.duration_ms as "durationMs"
      from content_music_plan_tracks s
      join content_tracks t on t.id = s.track_id
      where s.programme_id = ${musicPlanId}::uuid and s.session = ${num}
        and t.audio_storage_key is not null and t.duration_ms is not null and t.content_status = 'Public'
      order by s.position`),
  );

/** The programme moves on to its next session once session `num`, the one it is at, is heard. */
export const advanceProgrammeOrder = async (tx: Tx, programmeId: string, num: number, now: Date) => {
  await tx.execute(sql`update subject_music_programmes p
      set current_order = p.current_order + 1, updated_at = ${now.toISOString()}::timestamptz
      from content_music_plans m
      where p.id = ${programmeId}::uuid and m.id = p.plan_id and p.current_order = ${num}
        and p.current_order < m.session_count`);
};

export type ProgressRow = { trackCode: string; lastProgress: number; isFinished: boolean };

export type PlanKey = { kind: ListeningPlanKind; planId: string; subjectId: string; num: number };

export const progressOf = async (tx: Tx, key: PlanKey): Promise<ProgressRow[]> =>
  rowsOf<ProgressRow>(
    await tx.execute(sql`select track_code as "trackCode", last_progress as "lastProgress", is_finished as "isFinished"
      from audio_track_progress
      where plan_kind = ${key.kind} and plan_id = ${key.planId}::uuid and subject_id = ${key.subjectId}::uuid
        and num = ${key.num}`),
  );

/** The first listening of a track in a session (a later one leaves the row as it is). */
export const ensureProgress = async (
  tx: Tx,
  tenantId: string,
  key: PlanKey,
  trackCode: string,
  userId: string,
  now: Date,
) => {
  await tx.execute(sql`insert into audio_track_progress
      (tenant_id, subject_id, plan_kind, plan_id, num, track_code, started_at, started_by, updated_at)
    values (${tenantId}::uuid, ${key.subjectId}::uuid, ${key.kind}, ${key.planId}::uuid, ${key.num}, ${trackCode},
      ${now.toISOString()}::timestamptz, ${userId}::uuid, ${now.toISOString()}::timestamptz)
    on conflict (plan_kind, plan_id, subject_id, num, track_code) do nothing`);
};

/** Moves the stored progress forward only; `finish` marks it finished. Answers the stored progress. */
export const advanceProgress = async (
  tx: Tx,
  key: PlanKey,
  trackCode: string,
  progress: number,
  finish: boolean,
  now: Date,
): Promise<number> => {
  const [row] = rowsOf<{ last_progress: number }>(
    await tx.execute(sql`update audio_track_progress set
        last_progress = greatest(last_progress, ${progress}),
        is_finished = is_finished or ${finish},
        finished_at = case when ${finish} and not is_finished then ${now.toISOString()}::timestamptz else finished_at end,
        updated_at = ${now.toISOString()}::timestamptz
      where plan_kind = ${key.kind} and plan_id = ${key.planId}::uuid and subject_id = ${key.subjectId}::uuid
        and num = ${key.num} and track_code = ${trackCode}
      returning last_progress`),
  );
  return row?.last_progress ?? progress;
};

export type PlaySessionRow = {
  id: string;
  subjectId: string;
  planKind: ListeningPlanKind;
  planId: string;
  num: number;
  trackCode: string;
  progress: number;
  ended: boolean;
  paused: boolean;
  lastEventAt: Date | string | null;
};

const sessionColumns = sql`id, subject_id as "subjectId", plan_kind as "planKind", plan_id as "planId", num,
  track_code as "trackCode", progress, ended_at is not null as ended, paused, last_event_at as "lastEventAt"`;

export const findPlaySession = async (tx: Tx, id: string): Promise<PlaySessionRow | null> =>
  rowsOf<PlaySessionRow>(
    await tx.execute(sql`select ${sessionColumns} from audio_play_sessions where id = ${id}::uuid`),
  )[0] ?? null;

/** Ends the open play session of the child and track that went quiet before `staleBefore`. */
export const endStaleSession = async (tx: Tx, subjectId: string, trackCode: string, staleBefore: Date, now: Date) => {
  await tx.execute(sql`update audio_play_sessions set ended_at = ${now.toISOString()}::timestamptz
    where subject_id = ${subjectId}::uuid and track_code = ${trackCode} and ended_at is null
      and last_progress_at < ${staleBefore.toISOString()}::timestamptz`);
};

/** Opens a play session; null when the child already has one open for the track (another tab). */
export const openPlaySession = async (
  tx: Tx,
  tenantId: string,
  key: PlanKey,
  trackCode: string,
  progress: number,
  userId: string,
  now: Date,
): Promise<string | null> => {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into audio_play_sessions
        (tenant_id, subject_id, plan_kind, plan_id, num, track_code, progress, started_at, last_progress_at,
         last_event_at, started_by)
      values (${tenantId}::uuid, ${key.subjectId}::uuid, ${key.kind}, ${key.planId}::uuid, ${key.num}, ${trackCode},
        ${progress}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz, ${userId}::uuid)
      on conflict (subject_id, track_code) where ended_at is null do nothing
      returning id`),
  );
  return row?.id ?? null;
};

/** Records a call of an open play session; `end` closes it; `eventBefore` set: also marks an event written. */
export const touchPlaySession = async (
  tx: Tx,
  id: string,
  progress: number,
  changes: { paused: boolean; end: boolean; eventAt: Date | null },
  now: Date,
) => {
  await tx.execute(sql`update audio_play_sessions set
      progress = greatest(progress, ${progress}),
      paused = ${changes.paused},
      last_progress_at = ${now.toISOString()}::timestamptz,
      last_event_at = coalesce(${changes.eventAt?.toISOString() ?? null}::timestamptz, last_event_at),
      ended_at = case when ${changes.end} then ${now.toISOString()}::timestamptz else ended_at end
    where id = ${id}::uuid and ended_at is null`);
};

export type ListeningNowRow = {
  playSessionId: string;
  subjectId: string;
  subjectName: string;
  planKind: ListeningPlanKind;
  planId: string;
  num: number;
  trackCode: string;
  trackTitleZh: string | null;
  trackTitleEn: string | null;
  durationMs: number | null;
  progress: number;
  since: Date | string;
  lastProgressAt: Date | string;
};

export const listeningNow = async (tx: Tx, aliveAfter: Date): Promise<ListeningNowRow[]> =>
  rowsOf<ListeningNowRow>(
    await tx.execute(sql`select s.id as "playSessionId", s.subject_id as "subjectId", c.name as "subjectName",
        s.plan_kind as "planKind", s.plan_id as "planId", s.num, s.track_code as "trackCode",
        t.name_zh as "trackTitleZh", t.name_en as "trackTitleEn", t.duration_ms as "durationMs",
        s.progress, s.started_at as since, s.last_progress_at as "lastProgressAt"
      from audio_play_sessions s
      join subjects c on c.id = s.subject_id
      left join content_tracks t on lower(t.code) = lower(s.track_code)
      where s.ended_at is null and not s.paused and s.last_progress_at >= ${aliveAfter.toISOString()}::timestamptz
      order by s.last_progress_at desc, s.id
      limit 200`),
  );

export type HistoryRow = {
  subjectId: string;
  subjectName: string;
  num: number;
  trackCode: string;
  trackTitleZh: string | null;
  trackTitleEn: string | null;
  startedAt: Date | string;
  finishedAt: Date | string | null;
  lastProgress: number;
  isFinished: boolean;
};

export const history = async (
  tx: Tx,
  kind: ListeningPlanKind,
  planId: string,
  subjectId: string | undefined,
): Promise<HistoryRow[]> =>
  rowsOf<HistoryRow>(
    await tx.execute(sql`select p.subject_id as "subjectId", c.name as "subjectName", p.num, p.track_code as "trackCode",
        t.name_zh as "trackTitleZh", t.name_en as "trackTitleEn", p.started_at as "startedAt",
        p.finished_at as "finishedAt", p.last_progress as "lastProgress", p.is_finished as "isFinished"
      from audio_track_progress p
      join subjects c on c.id = p.subject_id
      left join content_tracks t on lower(t.code) = lower(p.track_code)
      where p.plan_kind = ${kind} and p.plan_id = ${planId}::uuid
        ${subjectId ? sql`and p.subject_id = ${subjectId}::uuid` : sql``}
      order by p.num, p.started_at, p.track_code
      limit 1000`),
  );

/** Finished tracks of a child in a plan, by session, in the order they were finished. */
export const finishedTracks = async (tx: Tx, kind: ListeningPlanKind, planId: string, subjectId: string) =>
  rowsOf<{ num: number; trackCode: string }>(
    await tx.execute(sql`select num, track_code as "trackCode" from audio_track_progress
      where plan_kind = ${kind} and plan_id = ${planId}::uuid and subject_id = ${subjectId}::uuid and is_finished
      order by num, finished_at, track_code`),
  );

/** Links a plan to a brain-music programme (the seed, tests; the programme dialogs later). */
export const linkCourseMusic = async (
  tx: Tx,
  tenantId: string,
  kind: CoursePlanKind,
  planId: string,
  brainMusicId: string,
) => {
  await tx.execute(sql`insert into plan_course_music (tenant_id, plan_kind, plan_id, brain_music_id)
    values (${tenantId}::uuid, ${kind}, ${planId}::uuid, ${brainMusicId}::uuid)
    on conflict (plan_kind, plan_id) do update set brain_music_id = excluded.brain_music_id`);
};
