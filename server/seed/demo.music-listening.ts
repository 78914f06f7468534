import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';

// The demo's course-music plans (issue 21 item 3): every offline plan and group plan plays a
// brain-music programme, session num → the programme's session num. V4 plans (ilsVersion V4 is
// special) take the bone-conduction programme BM-02, the rest the foundation programme BM-01.
export const seedDemoCourseMusic = async (db: Database) =>
  db.privileged(async (tx) => {
    await tx.execute(sql`insert into plan_course_music (tenant_id, plan_kind, plan_id, brain_music_id)
      select p.tenant_id, 'OFFLINE', p.id, b.id from user_offline_plans p
        join content_brain_music b on b.code = case when p.ils_version = 'V4' then 'BM-02' else 'BM-01' end
      union all
      select g.tenant_id, 'GROUP', g.id, b.id from group_training_plans g
        join content_brain_music b on b.code = 'BM-01'
      on conflict (plan_kind, plan_id) do nothing`);
  });
