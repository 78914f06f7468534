import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../server/platform/db/database';

/** How large the library is: programs, and offline plan template items naming them. */
export type ContentPopulation = { programs: number; planItems: number };

export type ContentPopulated = { userId: string; centreId: string; programId: string };

/** Sessions per bench template and programs per session: 25 × 4 = 100 items a template. */
const SESSIONS = 25;
const PER_SESSION = 4;

/**
 * Fills a migrated database with a library at scale (issue 18 "Measure"): `programs` training
 * programs (seven in ten Public, the rest spread over the other statuses), each with two of 20
 * targets and two of 20 materials, and offline plan templates of 100 items each until
 * `planItems`, every item a program. Set-based SQL, as the privileged role (the editors-only write
 * policies are for requests).
 */
export const populateContent = async (db: Database, p: ContentPopulation): Promise<ContentPopulated> =>
  db.privileged(async (tx) => {
    await tx.execute(sql`insert into tenants (name, type) values ('Bench Content Centre', 'Center')`);
    await tx.execute(
      sql`insert into users (user_name, password_hash, name) values ('bench.editor', 'x', 'Bench Editor')`,
    );
    await tx.execute(sql`
      insert into content_training_targets (name_zh, name_en, sort_order, content_status)
      select '目标' || g, 'Target ' || g, g, 'Public' from generate_series(1, 20) g`);
    await tx.execute(sql`
      insert into content_materials (name_zh, name_en, sort_order, content_status)
      select '教具' || g, 'Material ' || g, g, 'Public' from generate_series(1, 20) g`);
    // Titles from a few words, so that a search matches a share of the library, not all or one.
    await tx.execute(sql`
      insert into content_training_programs
        (code, title_zh, title_en, sub_title_zh, sub_title_en, difficulty, min_difficulty, max_difficulty,
         content_zh, content_en, sort_order, content_status)
      select 'P' || lpad(g::text, 5, '0'),
        (array['注意力', '工作记忆', '运动协调', '社交'])[1 + g % 4] || '训练 ' || g,
        (array['Attention', 'Working memory', 'Motor', 'Social'])[1 + g % 4] || ' drill ' || g,
        '第' || (1 + g % 20) || '级', 'Level ' || (1 + g % 20),
        1 + g % 20, 1, 20,
        repeat('训练内容。', 20), repeat('What the child does. ', 20),
        g - 1,
        case when g % 10 < 7 then 'Public' when g % 10 = 7 then 'Unpublish' when g % 10 = 8 then 'Hide' else 'Trash' end
      from generate_series(1, ${p.programs}::int) g`);
    await tx.execute(sql`
      with t as (select id, row_number() over (order by sort_order) - 1 as k from content_training_targets),
           pr as (select id, row_number() over (order by sort_order) - 1 as k from content_training_programs)
      insert into content_training_program_targets (program_id, target_id, sort_order)
      select pr.id, t.id, s from pr, generate_series(0, 1) s join t on true where t.k = (pr.k + s * 7) % 20`);
    await tx.execute(sql`
      with m as (select id, row_number() over (order by sort_order) - 1 as k from content_materials),
           pr as (select id, row_number() over (order by sort_order) - 1 as k from content_training_programs)
      insert into content_training_program_materials (program_id, material_id, required_count, sort_order)
      select pr.id, m.id, 1 + s, s from pr, generate_series(0, 1) s join m on true where m.k = (pr.k + s * 3) % 20`);
    const templates = Math.ceil(p.planItems / (SESSIONS * PER_SESSION));
    await tx.execute(sql`
      insert into content_offline_plans (code, name_zh, name_en, session_count, sort_order, content_status)
      select 'T' || g, '方案' || g, 'Plan ' || g, ${SESSIONS}::int, g - 1, 'Public'
      from generate_series(1, ${templates}::int) g`);
    await tx.execute(sql`
      with pl as (select id, row_number() over (order by sort_order) - 1 as k from content_offline_plans),
           pr as (select id, row_number() over (order by sort_order) - 1 as k from content_training_programs),
           n as (select count(*) as c from content_training_programs)
      insert into content_offline_plan_items (plan_id, session, position, program_id)
      select pl.id, s, q, pr.id
      from pl, generate_series(1, ${SESSIONS}::int) s, generate_series(0, ${PER_SESSION - 1}::int) q, n, pr
      where pr.k = (pl.k * 997 + s * ${PER_SESSION} + q) % n.c
        and pl.k * ${SESSIONS * PER_SESSION} + (s - 1) * ${PER_SESSION} + q < ${p.planItems}::int`);
    const [ids] = rowsOf<{ user_id: string; centre_id: string; program_id: string }>(
      await tx.execute(sql`
        select (select id from users where user_name = 'bench.editor') as user_id,
               (select id from tenants where name = 'Bench Content Centre') as centre_id,
               (select id from content_training_programs where code = 'P04201') as program_id`),
    );
    if (!ids) throw new Error('the bench library was not written');
    return { userId: ids.user_id, centreId: ids.centre_id, programId: ids.program_id };
  });
