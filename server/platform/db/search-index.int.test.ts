import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './database';
import { createTestDatabase, testEngines, type TestDatabase } from './testing';

// docs/decisions.md "Search under row-level security": as the application role, under the
// tenant policy, the planner must still be able to answer ILIKE from the trigram indexes (which
// it may only when ILIKE's function is LEAKPROOF) and the newest-first order from the list index
// read backwards. Sequential scans are switched off so the plan shows what the planner may use,
// whatever the (empty) table's size. Both engines here migrate as a superuser.
describe.each(testEngines('sensitive'))('the subject list’s indexes under row-level security on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
  });
  afterAll(() => test.dispose());

  const plan = (query: ReturnType<typeof sql>) =>
    test.db.transaction({ tenantId: '00000000-0000-4000-8000-000000000001', userId: null }, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
        .map((row) => Object.values(row).join(''))
        .join('\n');
    });

  it('may answer ILIKE from the trigram indexes: texticlike is LEAKPROOF (migration 0008, as a superuser)', async () => {
    const [row] = await test.db.privileged(async (tx) =>
      rowsOf<{ leakproof: boolean }>(
        await tx.execute(sql`select proleakproof as leakproof from pg_proc where proname = 'texticlike'`),
      ),
    );
    expect(row?.leakproof).toBe(true);
  });

  it('reads the newest children first from the list index, without sorting', async () => {
    const text = await plan(sql`select id from subjects order by created_at desc, id desc limit 12`);
    expect(text).toContain('subjects_tenant_created_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });

  it('answers a search from the centre’s own index entries: trigrams for three characters, the pieces for fewer (migration 0010)', async () => {
    // Enough children of the centre, few of them matching, and statistics: an index beats reading them all.
    await test.db.privileged(async (tx) => {
      await tx.execute(
        sql`insert into tenants (id, name, type) values ('00000000-0000-4000-8000-000000000001', 'Plan Centre', 'Center')`,
      );
      // The suffix table (migration 0013) is not what this test looks at, and keeping it for
      // 20,000 children costs PGlite half a minute.
      await tx.execute(sql`alter table subjects disable trigger subject_search_pieces_insert`);
      await tx.execute(sql`
        insert into subjects (tenant_id, name, birthday, outpatient_number)
        select '00000000-0000-4000-8000-000000000001', (case g % 1000 when 0 then 'Ryan Lee' when 1 then '王小明' else 'Lily Chen' end) || g,
          date '2018-01-01', 'MZ' || g
        from generate_series(1, 20000) g`);
      await tx.execute(sql`alter table subjects enable trigger subject_search_pieces_insert`);
      await tx.execute(sql`analyze subjects`);
    });
    const trigram = await plan(sql`select count(*) from subjects where name ilike '%ryan%'`);
    expect(trigram).toContain('subjects_tenant_name_trgm_idx');
    expect(trigram).toMatch(/Index Cond: \(\(tenant_id = /);
    const short = await plan(
      sql`select count(*) from subjects where subject_search_grams(name, outpatient_number) @> array[lower('王')]`,
    );
    expect(short).toContain('subjects_tenant_search_grams_idx');
    expect(short).toMatch(/Index Cond: \(\(tenant_id = /);
  });

  it('answers a remark search from the centre’s remark index alone, newest first (migration 0011)', async () => {
    // A third of the children with a remark, as in the bench: the remark index is the smaller one.
    await test.db.privileged(async (tx) => {
      await tx.execute(sql`
        update subjects set remark = case when id::text < '2' then 'Prefers MORNINGS' when id::text < '5' then '对声音敏感' end
        where tenant_id = '00000000-0000-4000-8000-000000000001'`);
      await tx.execute(sql`analyze subjects`);
    });
    const remark = await plan(
      sql`select id from subjects where remark_search like lower('%Mornings%') order by created_at desc, id desc limit 12`,
    );
    // Index-only once vacuum has marked the pages all-visible; a fresh table's plan may still read them.
    expect(remark).toMatch(/Index (Only )?Scan Backward using subjects_tenant_remark_created_idx/);
    expect(remark).not.toMatch(/\bSort\b/);
  });
});
