import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './database';
import { createTestDatabase, testEngines, type TestDatabase } from './testing';

// docs/decisions.md "Search under row-level security": as the application role, under the
// tenant policy, the planner must still be able to answer ILIKE from the trigram indexes (which
// it may only when ILIKE's function is LEAKPROOF) and the newest-first order from the list index
// read backwards. Sequential scans are switched off so the plan shows what the planner may use,
// whatever the (empty) table's size. Both engines here migrate as a superuser.
describe.each(testEngines())('the subject list’s indexes under row-level security on %s', (engine) => {
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
});
