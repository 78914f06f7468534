import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';

// The demo's listening history (issue 21 item 6), so the music statistics pages have something to
// show on a first start: for every session of the demo's offline plans that was finished, and
// every child present at a group plan's ended class, the course tracks of that session's
// brain-music session, begun on the session's day, most of them finished, each with its play
// session (ended), a few played twice. Only sessions already delivered: the current session of
// every plan is left for the player. The rows follow the plans' own dates, which the plan seeds
// date back from the seed day.
//
// It runs only where the demo's audio is stored (seedDemoData with a file store: a real first
// start), because the history stands for listening to those files; the test databases, which have
// no store, start without listening rows, as the player's tests expect.
export const seedDemoMusicStatistics = async (db: Database) =>
  db.privileged(async (tx) => {
    const tracksOf = (planKind: 'OFFLINE' | 'GROUP') => sql`
      join plan_course_music c on c.plan_kind = ${planKind} and c.plan_id = s.plan_id
      join content_brain_music b on b.id = c.brain_music_id
      join content_brain_music_tracks bt on bt.programme_id = b.id
        and bt.session = ((s.num - 1) % greatest(b.session_count, 1)) + 1
      join content_tracks t on t.id = bt.track_id`;
    const values = sql`
      coalesce(t.duration_ms, 180000) * case when (s.num + bt.position) % 4 = 3 then 1 else 2 end / 2,
      (s.num + bt.position) % 4 <> 3,
      s.started_at + bt.position * interval '4 minutes',
      case when (s.num + bt.position) % 4 = 3 then null
        else s.started_at + bt.position * interval '4 minutes' + coalesce(t.duration_ms, 180000) * interval '1 millisecond' end`;
    await tx.execute(sql`insert into audio_track_progress (tenant_id, subject_id, plan_kind, plan_id, num, track_code,
        last_progress, is_finished, started_at, finished_at)
      select s.tenant_id, p.subject_id, 'OFFLINE', s.plan_id, s.num, t.code, ${values}
      from user_offline_plan_sessions s
      join user_offline_plans p on p.id = s.plan_id
      ${tracksOf('OFFLINE')}
      where s.finished_at is not null and s.num < p.num
      on conflict do nothing`);
    await tx.execute(sql`insert into audio_track_progress (tenant_id, subject_id, plan_kind, plan_id, num, track_code,
        last_progress, is_finished, started_at, finished_at)
      select s.tenant_id, a.subject_id, 'GROUP', s.plan_id, s.num, t.code, ${values}
      from group_training_plan_sessions s
      join group_training_plans p on p.id = s.plan_id
      join group_training_plan_attendance a on a.plan_id = s.plan_id and a.num = s.num and a.attendance = 'Attend'
      ${tracksOf('GROUP')}
      where s.ended_at is not null and s.num < p.num
      on conflict do nothing`);
    // A play session per track begun, and a second for every third session's finished tracks.
    await tx.execute(sql`insert into audio_play_sessions (tenant_id, subject_id, plan_kind, plan_id, num, track_code,
        progress, started_at, last_progress_at, ended_at)
      select r.tenant_id, r.subject_id, r.plan_kind, r.plan_id, r.num, r.track_code, r.last_progress, r.started_at,
        coalesce(r.finished_at, r.started_at + r.last_progress * interval '1 millisecond'),
        coalesce(r.finished_at, r.started_at + r.last_progress * interval '1 millisecond')
      from audio_track_progress r, generate_series(1, case when r.is_finished and r.num % 3 = 0 then 2 else 1 end)`);
  });
