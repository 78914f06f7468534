import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../platform/db/database';

// Music statistics read the listening rows (audio_track_progress, audio_play_sessions,
// plan_course_music) and the children's music programmes (subject_music_programmes). Those rows
// are the current tenant's only (row-level security), so every query here reads one centre: the
// service points row-level security at each centre in reach in turn and adds the answers up.

/** The instants a filter's days cover: from the first day's start to the next day after the last. */
export type Span = { from: Date; until: Date; timeZone: string };

const n = (value: unknown) => Number(value ?? 0);

export type CentreIndicators = {
  listenerCount: number;
  playCount: number;
  trackListenCount: number;
  finishedCount: number;
  finishedOfStarted: number;
  listenedMs: number;
  programmeChildCount: number;
  newProgrammeCount: number;
};

export const centreIndicators = async (tx: Tx, span: Span): Promise<CentreIndicators> => {
  const [row] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select
      (select count(distinct subject_id) from audio_track_progress
        where started_at >= ${span.from} and started_at < ${span.until}) as listeners,
      (select count(*) from audio_play_sessions
        where started_at >= ${span.from} and started_at < ${span.until}) as plays,
      (select count(*) from audio_track_progress
        where started_at >= ${span.from} and started_at < ${span.until}) as listens,
      (select count(*) from audio_track_progress
        where is_finished and finished_at >= ${span.from} and finished_at < ${span.until}) as finished,
      (select count(*) from audio_track_progress
        where is_finished and started_at >= ${span.from} and started_at < ${span.until}) as finished_of_started,
      (select coalesce(sum(last_progress), 0) from audio_track_progress
        where started_at >= ${span.from} and started_at < ${span.until}) as listened_ms,
      (select count(distinct subject_id) from subject_music_programmes where created_at < ${span.until}) as programme_children,
      (select count(*) from subject_music_programmes
        where created_at >= ${span.from} and created_at < ${span.until}) as new_programmes`),
  );
  return {
    listenerCount: n(row?.['listeners']),
    playCount: n(row?.['plays']),
    trackListenCount: n(row?.['listens']),
    finishedCount: n(row?.['finished']),
    finishedOfStarted: n(row?.['finished_of_started']),
    listenedMs: n(row?.['listened_ms']),
    programmeChildCount: n(row?.['programme_children']),
    newProgrammeCount: n(row?.['new_programmes']),
  };
};

export type CentreDay = {
  day: string;
  listenerCount: number;
  playCount: number;
  finishedCount: number;
  listenedMs: number;
};

/** The centre's listening per day of the span (days without any are left out). */
export const centreDays = async (tx: Tx, span: Span): Promise<CentreDay[]> => {
  const day = (column: 'started_at' | 'finished_at') =>
    sql`to_char((${sql.raw(column)} at time zone ${span.timeZone}::text), 'YYYY-MM-DD')`;
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`with
      listens as (select ${day('started_at')} as day, subject_id, last_progress
        from audio_track_progress where started_at >= ${span.from} and started_at < ${span.until}),
      plays as (select ${day('started_at')} as day
        from audio_play_sessions where started_at >= ${span.from} and started_at < ${span.until}),
      finishes as (select ${day('finished_at')} as day
        from audio_track_progress where is_finished and finished_at >= ${span.from} and finished_at < ${span.until}),
      days as (select day from listens union select day from plays union select day from finishes)
      select d.day,
        (select count(distinct subject_id) from listens l where l.day = d.day) as listeners,
        (select coalesce(sum(last_progress), 0) from listens l where l.day = d.day) as listened_ms,
        (select count(*) from plays p where p.day = d.day) as plays,
        (select count(*) from finishes f where f.day = d.day) as finished
      from days d order by d.day`),
  );
  return rows.map((row) => ({
    day: String(row['day']),
    listenerCount: n(row['listeners']),
    playCount: n(row['plays']),
    finishedCount: n(row['finished']),
    listenedMs: n(row['listened_ms']),
  }));
};

export type CentreProgrammeUsage = {
  programmeId: string;
  kind: 'CourseMusic' | 'Fas' | 'CmSmo';
  usageCount: number;
  newInRange: number;
  listenerCount: number;
  trackListenCount: number;
  finishedCount: number;
};

/** Per programme the centre uses: its course-music plans and its children's music programmes, with their listening. */
export const centreProgrammeUsage = async (tx: Tx, span: Span): Promise<CentreProgrammeUsage[]> => {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select c.brain_music_id as programme_id, 'CourseMusic' as kind,
        count(*) filter (where c.created_at < ${span.until}) as usage,
        count(*) filter (where c.created_at >= ${span.from} and c.created_at < ${span.until}) as new_in_range,
        coalesce(sum(l.listeners), 0) as listeners, coalesce(sum(l.listens), 0) as listens,
        coalesce(sum(l.finished), 0) as finished
      from plan_course_music c
      left join lateral (
        select count(distinct p.subject_id) as listeners, count(*) as listens,
          count(*) filter (where p.is_finished) as finished
        from audio_track_progress p
        where p.plan_kind = c.plan_kind and p.plan_id = c.plan_id
          and p.started_at >= ${span.from} and p.started_at < ${span.until}
      ) l on true
      group by c.brain_music_id
      union all
      select m.plan_id, m.music_type,
        count(*) filter (where m.created_at < ${span.until}),
        count(*) filter (where m.created_at >= ${span.from} and m.created_at < ${span.until}),
        coalesce(sum(l.listeners), 0), coalesce(sum(l.listens), 0), coalesce(sum(l.finished), 0)
      from subject_music_programmes m
      left join lateral (
        select count(distinct p.subject_id) as listeners, count(*) as listens,
          count(*) filter (where p.is_finished) as finished
        from audio_track_progress p
        where p.plan_kind = 'PROGRAMME' and p.plan_id = m.id
          and p.started_at >= ${span.from} and p.started_at < ${span.until}
      ) l on true
      group by m.plan_id, m.music_type`),
  );
  return rows.map((row) => ({
    programmeId: String(row['programme_id']),
    kind: row['kind'] as CentreProgrammeUsage['kind'],
    usageCount: n(row['usage']),
    newInRange: n(row['new_in_range']),
    listenerCount: n(row['listeners']),
    trackListenCount: n(row['listens']),
    finishedCount: n(row['finished']),
  }));
};

export type CentreTrackPlayback = {
  trackCode: string;
  playCount: number;
  listenerCount: number;
  trackListenCount: number;
  finishedCount: number;
  listenedMs: number;
};

/** Per track code the centre's children listened to in the span. */
export const centreTrackPlayback = async (tx: Tx, span: Span): Promise<CentreTrackPlayback[]> => {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`with
      listens as (select track_code, count(distinct subject_id) as listeners, count(*) as listens,
          count(*) filter (where is_finished) as finished, coalesce(sum(last_progress), 0) as listened_ms
        from audio_track_progress where started_at >= ${span.from} and started_at < ${span.until}
        group by track_code),
      plays as (select track_code, count(*) as plays from audio_play_sessions
        where started_at >= ${span.from} and started_at < ${span.until} group by track_code)
      select coalesce(l.track_code, p.track_code) as track_code, coalesce(p.plays, 0) as plays,
        coalesce(l.listeners, 0) as listeners, coalesce(l.listens, 0) as listens,
        coalesce(l.finished, 0) as finished, coalesce(l.listened_ms, 0) as listened_ms
      from listens l full join plays p on p.track_code = l.track_code`),
  );
  return rows.map((row) => ({
    trackCode: String(row['track_code']),
    playCount: n(row['plays']),
    listenerCount: n(row['listeners']),
    trackListenCount: n(row['listens']),
    finishedCount: n(row['finished']),
    listenedMs: n(row['listened_ms']),
  }));
};

/** The library's names of programmes (brain music and music plans) by id. */
export const programmeNames = async (tx: Tx, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, { code: string; nameZh: string; nameEn: string }>();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{ id: string; code: string; name_zh: string; name_en: string }>(
    await tx.execute(sql`select id, code, name_zh, name_en from content_brain_music where id in (${list})
      union all select id, code, name_zh, name_en from content_music_plans where id in (${list})`),
  );
  return new Map(rows.map((r) => [r.id, { code: r.code, nameZh: r.name_zh, nameEn: r.name_en }]));
};

/** The library's tracks by code (codes are unique case-insensitively). */
export const trackNames = async (tx: Tx, codes: readonly string[]) => {
  if (codes.length === 0) return new Map<string, { nameZh: string; nameEn: string; courseCode: string }>();
  const list = sql.join(
    codes.map((code) => sql`${code.toLowerCase()}`),
    sql`, `,
  );
  const rows = rowsOf<{ code: string; name_zh: string; name_en: string; course_code: string }>(
    await tx.execute(
      sql`select code, name_zh, name_en, course_code from content_tracks where lower(code) in (${list})`,
    ),
  );
  return new Map(
    rows.map((r) => [r.code.toLowerCase(), { nameZh: r.name_zh, nameEn: r.name_en, courseCode: r.course_code }]),
  );
};

/** Does the tenant exist, and is it `root` or below it (root null: any)? */
export const tenantPlace = async (tx: Tx, tenantId: string, root: string | null) => {
  const [row] = rowsOf<{ found: boolean; inside: boolean }>(
    await tx.execute(sql`select exists (select 1 from tenants where id = ${tenantId}::uuid) as found,
      ${root === null ? sql`true` : sql`exists (select 1 from tenant_closure where ancestor_id = ${root}::uuid and descendant_id = ${tenantId}::uuid)`} as inside`),
  );
  return { found: Boolean(row?.found), inside: Boolean(row?.inside) };
};

/** The centres at or below `root` (null: every centre), in name order. */
export const centresBelow = async (tx: Tx, root: string | null): Promise<string[]> =>
  rowsOf<{ id: string }>(
    await tx.execute(
      root === null
        ? sql`select id from tenants where type = 'Center' order by name, id`
        : sql`select t.id from tenant_closure c join tenants t on t.id = c.descendant_id
            where c.ancestor_id = ${root}::uuid and t.type = 'Center' order by t.name, t.id`,
    ),
  ).map((r) => r.id);
