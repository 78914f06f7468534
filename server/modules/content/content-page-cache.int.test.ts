import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/database';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { programKind } from './programs/program.kind';
import { programmeWrites } from './programme-writes.testing';

// A list's ids are kept per version of the kind's table beside its count (content-count-cache.ts,
// "pages kept per version"), and its pages read as slices of them. After every kind of write, by
// a request or by a bare statement in another transaction, every page of every list must be
// exactly what the table holds then (the ids, in list order, and the total): searched and not, for
// an editor (every status, and the Trash alone) and a centre (Public only), first, middle, last
// and past the end, each asked twice (the second from what the first kept).
describe.each(testEngines('sensitive'))('content pages kept per version on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  const run = Date.now().toString(36);
  const word = `page${run}`;
  const base = '/api/rocket/trainingProgram';
  const every = ['Unpublish', 'Hide', 'Public', 'Expire', 'Trash'];
  const size = 6;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-content-pages-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const editor = () => h.as('editor');

  type List = { who: 'editor' | 'centeradmin'; statuses: string[]; search: boolean; query: string };
  const lists: List[] = [
    { who: 'editor', statuses: every, search: true, query: `search=${word}` },
    { who: 'editor', statuses: ['Trash'], search: true, query: `search=${word}&contentStatus=Trash` },
    { who: 'centeradmin', statuses: ['Public'], search: true, query: `search=${word}` },
    { who: 'editor', statuses: every, search: false, query: '' },
    { who: 'centeradmin', statuses: ['Public'], search: false, query: '' },
  ];

  /** The list's ids in list order, read from the table itself. */
  const real = async (list: List) =>
    (
      await h.db.privileged(async (tx) =>
        rowsOf<{ id: string }>(
          await tx.execute(sql`select id from content_training_programs
            where content_status in ${list.statuses}
              and (${!list.search} or search_text like ${`%${word}%`})
            order by sort_order, created_at, id`),
        ),
      )
    ).map((r) => r.id);

  const served = async (list: List, skip: number) => {
    const res = await h.as(list.who).get(`${base}?${list.query}&maxResultCount=${size}&skipCount=${skip}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { totalCount: number; items: { id: string }[] };
    return { ids: body.items.map((i) => i.id), total: body.totalCount };
  };

  /** Every list's first, middle, last and past-the-end pages, twice, against the table. */
  const expectExact = async (step: string) => {
    for (const list of lists) {
      const ids = await real(list);
      const last = Math.max(0, Math.ceil(ids.length / size) - 1) * size;
      const skips = [...new Set([0, Math.floor(ids.length / size / 2) * size, last, last + size, last + 10 * size])];
      for (let pass = 0; pass < 2; pass++)
        for (const skip of skips)
          expect(await served(list, skip), `${step}: ${list.who} ${list.query} skip ${skip}, pass ${pass}`).toEqual({
            ids: ids.slice(skip, skip + size),
            total: ids.length,
          });
    }
  };

  const { create, status } = programmeWrites(() => h, { prefix: 'PAGE', run, word });
  const asEditor = async (statement: ReturnType<typeof sql>) =>
    h.db.transaction({ tenantId: null, userId: await h.userId('editor') }, (tx) => tx.execute(statement));

  it('no stale page after a status change, an insert, an edit, a move, a delete or bare statements', async () => {
    await expectExact('at first');
    const ids: string[] = [];
    for (let n = 0; n < 8; n++) ids.push(await create(n));
    await expectExact('eight inserted');

    await status(ids[0]!, 'Public');
    await status(ids[3]!, 'Public');
    await expectExact('two made Public');
    await status(ids[0]!, 'Trash');
    await expectExact('one to the Trash');

    ids.push(await create(8));
    await expectExact('one more inserted');
    const edited = await editor().put(`${base}/${ids[2]}`, {
      code: `PAGE-2-${run}`,
      titleZh: '分页改',
      titleEn: 'Renamed',
      minDifficulty: 1,
      maxDifficulty: 5,
      difficulty: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectExact('one renamed out of the search');

    // A move changes the order, not the matches nor their count.
    const moved = await editor().put(`${base}/move/${ids[7]}?newSortOrder=0`);
    expect(moved.statusCode, moved.body).toBe(200);
    await expectExact('one moved first');

    expect((await editor().delete(`${base}/${ids[0]}`)).statusCode).toBe(204);
    await expectExact('one deleted');

    // Bare statements in transactions of their own, as another process would write.
    await asEditor(sql`insert into content_training_programs
      (code, title_zh, title_en, min_difficulty, max_difficulty, difficulty, content_status, sort_order)
      select 'PAGE-BULK-' || g || ${`-${run}`}, '批量', ${`Bulk ${word}`}, 1, 5, 2, 'Public', g % 3
      from generate_series(1, 7) g`);
    await expectExact('seven inserted by a bare statement');
    await asEditor(sql`update content_training_programs set sort_order = 7 - sort_order
      where code like ${`PAGE-BULK-%-${run}`}`);
    await expectExact('reordered by a bare statement');
    await asEditor(sql`update content_training_programs set content_status = 'Hide'
      where code like ${`PAGE-BULK-%-${run}`} and code not like 'PAGE-BULK-1-%'`);
    await expectExact('hidden by a bare statement');
    await asEditor(sql`delete from content_training_programs where code like ${`PAGE-BULK-%-${run}`}`);
    await expectExact('deleted by a bare statement');
  });

  it('a transaction that writes pages its own rows, and what it kept serves nobody after it rolls back', async () => {
    await expectExact('before');
    const editorId = await h.userId('editor');
    const page = async (tx: Parameters<Parameters<typeof h.db.transaction>[1]>[0], skipCount: number) => {
      const got = await programKind.repository.page(tx, {
        statuses: every as never,
        search: word,
        skipCount,
        maxResultCount: size,
        filters: {},
      });
      return { ids: got.items.map((i) => i.id), total: got.totalCount };
    };
    const own = async (tx: Parameters<Parameters<typeof h.db.transaction>[1]>[0]) =>
      rowsOf<{ id: string }>(
        await tx.execute(sql`select id from content_training_programs where search_text like ${`%${word}%`}
          order by sort_order, created_at, id`),
      ).map((r) => r.id);
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      h.db.transaction({ tenantId: null, userId: editorId }, async (tx) => {
        await page(tx, 0);
        await page(tx, size);
        await tx.execute(sql`insert into content_training_programs
          (code, title_zh, title_en, min_difficulty, max_difficulty, difficulty, content_status, sort_order)
          select 'PAGE-OWN-' || g || ${`-${run}`}, '自己', ${`Own ${word}`}, 1, 5, 2, 'Public', 0
          from generate_series(1, 4) g`);
        const ids = await own(tx);
        // Thrice: the later ones may be answered from what the first kept, under this transaction's version.
        for (let pass = 0; pass < 3; pass++)
          for (const skip of [0, size, ids.length])
            expect(await page(tx, skip), `own rows, skip ${skip}, pass ${pass}`).toEqual({
              ids: ids.slice(skip, skip + size),
              total: ids.length,
            });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await expectExact('after the rollback');
  });
});
