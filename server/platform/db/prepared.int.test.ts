import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './database';
import { executeNamed } from './prepared';
import { tenants } from './schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from './testing';

// executeNamed: a statement prepared once per database session, answering what tx.execute would.
describe.each(testEngines('sensitive'))('named statements on %s', (engine) => {
  let test: TestDatabase;
  let sunrise: string;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    [{ id: sunrise }] = (await test.db.privileged((tx) =>
      tx.insert(tenants).values({ name: 'Sunrise Centre', type: 'Center' }).returning({ id: tenants.id }),
    )) as [{ id: string }];
  });
  afterAll(() => test.dispose());

  const probe = (text: string | null, n: number, json: unknown) =>
    sql`select ${text}::text as "text", ${n}::bigint as "n", ${json}::jsonb as "json",
      '2026-11-27'::date as "day", '2026-11-27 10:00:00+00'::timestamptz as "at",
      (select name from tenants where id = ${sunrise}) as "name"`;

  it('answers the rows tx.execute gives (dates as text), null, quotes and json arriving as sent', async () => {
    const hostile = `x'); drop table tenants; --\\' ''`;
    const [named, unnamed] = await test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) => [
      await executeNamed(tx, 'prepared_test_probe', probe(hostile, -7, { a: "b'c" })),
      rowsOf(await tx.execute(probe(hostile, -7, { a: "b'c" }))),
    ]);
    expect(named).toEqual(unnamed);
    expect(named[0]).toMatchObject({ text: hostile, json: { a: "b'c" }, day: '2026-11-27', name: 'Sunrise Centre' });
    const [withNull] = await test.db.transaction({ tenantId: sunrise, userId: null }, (tx) =>
      executeNamed<{ text: string | null }>(tx, 'prepared_test_probe', probe(null, 1, null)),
    );
    expect(withNull?.text).toBeNull();
  });

  it('prepares a statement once per session and then only executes it', async () => {
    const named = () =>
      test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) => {
        await executeNamed(tx, 'prepared_test_once', sql`select ${sunrise}::uuid as id`);
        return rowsOf<{ name: string }>(
          await tx.execute(sql`select name from pg_prepared_statements where name like 'prepared_test_once_%'`),
        );
      });
    const first = await named();
    expect(first).toHaveLength(1);
    for (let i = 0; i < 7; i++) expect(await named()).toEqual(first);
  });
});
