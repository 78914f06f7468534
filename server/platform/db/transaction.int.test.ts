import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE, rowsOf, type OpeningRead } from './database';
import { subjects, tenants } from './schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from './testing';

// db.transaction's opening (BEGIN where the driver allows, the role, the settings and a prepared
// read, in one round trip) and its ending, on each engine.
describe.each(testEngines('sensitive'))('request transactions on %s', (engine) => {
  let test: TestDatabase;
  let sunrise: string;

  const settings = `select current_user as "role", current_setting('app.tenant_id', true) as "tenant",
    current_setting('app.user_id', true) as "user"`;
  const echo = (value: string): OpeningRead => ({
    name: 'transaction_test_echo',
    text: `select $1::text as "value", current_setting('app.user_id', true) as "user"`,
    types: ['text'],
    args: [value],
  });

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    [{ id: sunrise }] = (await test.db.privileged((tx) =>
      tx.insert(tenants).values({ name: 'Sunrise Centre', type: 'Center' }).returning({ id: tenants.id }),
    )) as [{ id: string }];
  });
  afterAll(() => test.dispose());

  it('runs as the application role with the tenant and user set, which end with the transaction', async () => {
    const user = '7f0e2d8e-8d7a-4f53-9a8c-0d8f0a1b2c3d';
    const inside = await test.db.transaction({ tenantId: sunrise, userId: user }, async (tx) =>
      rowsOf(await tx.execute(sql.raw(settings))),
    );
    expect(inside).toEqual([{ role: APP_ROLE, tenant: sunrise, user }]);
    const after = await test.db.privileged(async (tx) => rowsOf<{ role: string }>(await tx.execute(sql.raw(settings))));
    expect(after[0]?.role).not.toBe(APP_ROLE);
    expect(after[0]).toMatchObject({ tenant: '', user: '' });
  });

  it('writes settings and read arguments as literals: quotes and backslashes arrive as sent', async () => {
    const hostile = `x', true); drop table tenants; --\\' \\\\ '' 中`;
    const [inside, read] = await test.db.transaction(
      { tenantId: null, userId: hostile },
      async (tx, rows) => [rowsOf<{ user: string }>(await tx.execute(sql.raw(settings)))[0]?.user, rows] as const,
      echo(hostile),
    );
    expect(inside).toBe(hostile);
    expect(read).toEqual([{ value: hostile, user: hostile }]);
    const count = await test.db.privileged(async (tx) => rowsOf(await tx.execute(sql`select count(*) from tenants`)));
    expect(count).toHaveLength(1);
  });

  it('refuses a value with a NUL character instead of cutting the statement short', async () => {
    await expect(test.db.transaction({ tenantId: null, userId: 'a\0b' }, async () => 1)).rejects.toThrow(/NUL/);
    // The connection it used is fine for the next transaction.
    await expect(test.db.transaction({ tenantId: null, userId: 'a' }, async () => 1)).resolves.toBe(1);
  });

  it('hands the opening read’s rows to the work, on every connection, prepared or not yet', async () => {
    // More at once than the test pool has connections: each connection prepares it once.
    const values = Array.from({ length: 12 }, (_, i) => `value ${i}`);
    const answers = await Promise.all(
      values.map((value) =>
        test.db.transaction({ tenantId: null, userId: `user ${value}` }, async (_tx, rows) => rows, echo(value)),
      ),
    );
    expect(answers).toEqual(values.map((value) => [{ value, user: `user ${value}` }]));
    await expect(test.db.transaction({ tenantId: null, userId: null }, async (_tx, rows) => rows)).resolves.toEqual([]);
  });

  it('rolls back what the work wrote when it throws, and the next transaction starts clean', async () => {
    const name = `Rolled back on ${engine}`;
    const failing = test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) => {
      await tx.insert(subjects).values({ tenantId: sunrise, name, birthday: '2018-03-02' });
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    const rows = await test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) =>
      rowsOf(await tx.execute(sql`select 1 from subjects where name = ${name}`)),
    );
    expect(rows).toEqual([]);
  });

  it('does not report success for a transaction PostgreSQL rolled back at COMMIT', async () => {
    // A statement failed and the work swallowed its error: COMMIT can only roll back, and the
    // caller must hear of it rather than believe its writes were kept.
    const swallowed = test.db.transaction({ tenantId: null, userId: null }, async (tx) => {
      await tx.execute(sql`select 1 / 0`).catch(() => undefined);
      return 'done';
    });
    await expect(swallowed).rejects.toThrow();
    await expect(test.db.transaction({ tenantId: null, userId: null }, async () => 'next')).resolves.toBe('next');
  });
});
