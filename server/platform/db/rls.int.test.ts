import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './database';
import { subjects, tenants } from './schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from './testing';

describe.each(testEngines('sensitive'))('row-level security on %s', (engine) => {
  let test: TestDatabase;
  let sunrise: string;
  let harbour: string;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await test.db.privileged(async (tx) => {
      const rows = await tx
        .insert(tenants)
        .values([
          { name: 'Sunrise Centre', type: 'Center' },
          { name: 'Harbour Centre', type: 'Center' },
        ])
        .returning({ id: tenants.id });
      sunrise = rows[0]!.id;
      harbour = rows[1]!.id;
      await tx.insert(subjects).values([
        { tenantId: sunrise, name: '王小明', birthday: '2018-03-02' },
        { tenantId: sunrise, name: 'Lily Chen', birthday: '2017-09-12' },
        { tenantId: harbour, name: 'Tom Harbour', birthday: '2016-01-20' },
      ]);
    });
  });
  afterAll(() => test.dispose());

  it('a query without a tenant filter sees only the current tenant’s children', async () => {
    const names = await test.db.transaction({ tenantId: sunrise, userId: null }, (tx) =>
      tx.select({ name: subjects.name }).from(subjects),
    );
    expect(names.map((r) => r.name).sort()).toEqual(['Lily Chen', '王小明']);
  });

  it('raw SQL is held to the same rule', async () => {
    const rows = await test.db.transaction({ tenantId: harbour, userId: null }, async (tx) =>
      rowsOf<{ name: string }>(await tx.execute(sql`select name from subjects`)),
    );
    expect(rows.map((r) => r.name)).toEqual(['Tom Harbour']);
  });

  it('no tenant at all sees no tenant-owned rows', async () => {
    const rows = await test.db.transaction({ tenantId: null, userId: null }, (tx) => tx.select().from(subjects));
    expect(rows).toEqual([]);
  });

  it('the tenant does not leak into the next transaction on the same connection', async () => {
    await test.db.transaction({ tenantId: sunrise, userId: null }, (tx) => tx.select().from(subjects));
    const rows = await test.db.transaction({ tenantId: null, userId: null }, (tx) => tx.select().from(subjects));
    expect(rows).toEqual([]);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      test.db.transaction({ tenantId: sunrise, userId: null }, (tx) =>
        tx.insert(subjects).values({ tenantId: harbour, name: 'Intruder', birthday: '2019-01-01' }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });

  it('the application role cannot turn row-level security off', async () => {
    // With row_security off, PostgreSQL refuses a query that policies would filter rather than
    // skip the policies (only a role with BYPASSRLS may skip them).
    await expect(
      test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) => {
        await tx.execute(sql`set local row_security = off`);
        return tx.select().from(subjects);
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    const role = await test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) =>
      rowsOf<{ current_user: string; rolbypassrls: boolean; rolsuper: boolean }>(
        await tx.execute(sql`select current_user, rolbypassrls, rolsuper from pg_roles where rolname = current_user`),
      ),
    );
    expect(role).toEqual([{ current_user: 'atrium_app', rolbypassrls: false, rolsuper: false }]);
  });

  it('every table with a tenant_id column has row-level security enabled and forced', async () => {
    const rows = await test.db.privileged(async (tx) =>
      rowsOf<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
        await tx.execute(sql`
          select c.relname, c.relrowsecurity, c.relforcerowsecurity
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
          where n.nspname = 'public' and c.relkind = 'r'`),
      ),
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
  });
});
