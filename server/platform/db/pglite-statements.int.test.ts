import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from './pglite-statements';

// The statements drizzle runs in a request transaction on PGlite, each planned once per session
// (pglite-statements.ts): the same answers and errors as PGlite's own query(), fewer plans.

const raw = (value: string) => value;
// What drizzle's PGlite session asks for: dates and times as PostgreSQL's text.
const DRIZZLE: QueryOptions = { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: raw, [types.DATE]: raw } };

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`create table probe (id int primary key, name text not null, born date, at timestamptz,
    tags text[], doc jsonb, amount numeric, big bigint, ok boolean, picture bytea, ref uuid)`);
});
afterAll(() => pg.close());

const ours = (text: string) =>
  pg.query<{ name: string; statement: string }>(
    `select name, statement from pg_prepared_statements where name like 'atrium_q%' and statement = $1`,
    [text],
  );

describe('statements planned once per PGlite session', () => {
  it('answers the rows, fields and types PGlite’s own query answers, parameters and nulls included', async () => {
    const statements = preparedStatements(pg);
    const insert = `insert into probe values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`;
    const params = [
      1,
      'Ann 安',
      '2019-03-04',
      '2026-11-29T08:00:00.000Z',
      ['a', 'b,c', '"q"'],
      { nested: [1, 'x'] },
      '12.50',
      2n ** 62n,
      true,
      new Uint8Array([0, 1, 255]),
      '4f0c1a57-0000-4000-8000-000000000001',
    ];
    const inserted = await pg.transaction(() => statements.query(insert, params, DRIZZLE));
    await pg.query('delete from probe');
    const theirs = await pg.transaction((tx) => tx.query(insert, params, DRIZZLE));
    expect(inserted).toEqual(theirs);
    // Each value as sent, the timestamp as PostgreSQL writes it (drizzle's parser keeps the text).
    expect(inserted.rows[0]).toEqual(params.with(3, '2026-11-29 08:00:00+00'));

    const select = `select id, name, born, tags from probe where id = $1 or name = $2`;
    for (const options of [DRIZZLE, { rowMode: 'object' } as const, undefined]) {
      const mine = await pg.transaction(() => statements.query(select, [1, null], options));
      const own = await pg.transaction((tx) => tx.query(select, [1, null], options));
      expect(mine).toEqual(own);
    }
    const none = await pg.transaction(() => statements.query(`update probe set name = $1 where id = -1`, ['x']));
    expect(none).toMatchObject({ rows: [], affectedRows: 0 });
  });

  it('parses and plans a statement once, however often it runs', async () => {
    const statements = preparedStatements(pg);
    const text = `select count(*)::int as n from probe where id > $1`;
    for (const bound of [0, 1, 2]) await pg.transaction(() => statements.query(text, [bound]));
    expect((await ours(text)).rows).toHaveLength(1);
  });

  it('closes the least recently used statement past its bound, and prepares it again when it comes back', async () => {
    const statements = preparedStatements(pg, 2);
    const texts = ['select 1 as a', 'select 2 as b', 'select 3 as c'];
    await pg.transaction(async () => {
      for (const text of texts) await statements.query(text);
      // The first one's Close went with the third's first run; this call runs after it.
      await statements.query(texts[1]!);
    });
    expect((await ours(texts[0]!)).rows).toEqual([]);
    expect((await ours(texts[2]!)).rows).toHaveLength(1);
    expect(statements.size()).toBe(2);
    const again = await pg.transaction(() => statements.query(texts[0]!, [], { rowMode: 'object' }));
    expect(again.rows).toEqual([{ a: 1 }]);
  });

  it('throws PostgreSQL’s error with its code and statement, rolls back, and the statement serves the next transaction', async () => {
    const statements = preparedStatements(pg);
    const insert = `insert into probe (id, name) values ($1, $2)`;
    await pg.transaction(() => statements.query(insert, [10, 'first']));
    const refused = await pg
      .transaction(async () => {
        await statements.query(insert, [11, 'kept only if committed']);
        await statements.query(insert, [10, 'again']);
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '23505', query: insert, params: [10, 'again'] });
    expect((await pg.query(`select id from probe where id = 11`)).rows).toEqual([]);
    await pg.transaction(() => statements.query(insert, [11, 'now']));
    expect((await pg.query(`select name from probe where id = 11`)).rows).toEqual([{ name: 'now' }]);
  });

  it('keeps no statement that did not parse', async () => {
    const statements = preparedStatements(pg);
    const broken = `select from where`;
    const error = await pg.transaction(() => statements.query(broken)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '42601' });
    expect(statements.size()).toBe(0);
    expect((await ours(broken)).rows).toEqual([]);
  });

  it('refuses a statement on a transaction that has ended, as PGlite does, instead of running it outside', async () => {
    const statements = preparedStatements(pg);
    let ended: Transaction | undefined;
    await pg.transaction(async (tx) => {
      ended = tx;
      await statements.queryIn(tx)(`select 1`);
    });
    const late = statements.queryIn(ended!)(`insert into probe (id, name) values (99, 'after commit')`);
    await expect(late).rejects.toThrow('Transaction is closed');
    expect((await pg.query(`select id from probe where id = 99`)).rows).toEqual([]);
  });

  it('runs many first uses at once past its bound without closing a statement before it ran', async () => {
    const statements = preparedStatements(pg, 3);
    const answers = await pg.transaction(() =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          statements.query<{ n: number }>(`select ${i}::int as n`, [], { rowMode: 'object' }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(statements.size()).toBe(3);
  });
});
