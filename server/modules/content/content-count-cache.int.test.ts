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

// A search's count is kept per version of the kind's table (content_versions, migration 0047;
// content-count-cache.ts): after every kind of write, by a request or by a bare statement in
// another transaction, each search's totalCount must be a real count of the table, on the first
// page, a later one and past the end, for an editor and for a centre (Public only), although the
// same searches were answered (and their counts kept) just before.
describe.each(testEngines('sensitive'))('content counts kept per version on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  const run = Date.now().toString(36);
  const word = `kept${run}`;
  const base = '/api/rocket/trainingProgram';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-content-kept-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const editor = () => h.as('editor');

  /** The programmes whose title holds the run's word, per status, counted in the table itself. */
  const real = async () => {
    const rows = await h.db.privileged(async (tx) =>
      rowsOf<{ status: string; n: number | string }>(
        await tx.execute(sql`select content_status as status, count(*) as n from content_training_programs
          where title_en ilike ${`%${word}%`} group by content_status`),
      ),
    );
    const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    return { all: rows.reduce((sum, r) => sum + Number(r.n), 0), public: of('Public'), trash: of('Trash') };
  };
  const total = async (caller: ReturnType<typeof editor>, query: string) => {
    const res = await caller.get(`${base}?search=${word}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { totalCount: number; items: unknown[] }).totalCount;
  };

  /** Every search's count, each asked twice (the second from what the first kept), against the table. */
  const expectExact = async () => {
    const counts = await real();
    for (let pass = 0; pass < 2; pass++) {
      expect(await total(editor(), 'maxResultCount=6'), `editor, pass ${pass}`).toBe(counts.all);
      expect(await total(editor(), 'maxResultCount=6&skipCount=6'), `editor page 2, pass ${pass}`).toBe(counts.all);
      expect(await total(editor(), 'maxResultCount=6&skipCount=600'), `editor past the end, pass ${pass}`).toBe(
        counts.all,
      );
      expect(await total(editor(), 'maxResultCount=6&contentStatus=Trash'), `editor's Trash, pass ${pass}`).toBe(
        counts.trash,
      );
      expect(await total(h.as('centeradmin'), 'maxResultCount=6'), `centre, pass ${pass}`).toBe(counts.public);
      expect(await total(h.as('centeradmin'), 'maxResultCount=6&skipCount=600'), `centre past, pass ${pass}`).toBe(
        counts.public,
      );
    }
    return counts;
  };

  const { create, status } = programmeWrites(() => h, { prefix: 'KEPT', run, word });

  it('no stale count after a status change, an insert, an edit, a delete or bare statements', async () => {
    expect(await expectExact()).toEqual({ all: 0, public: 0, trash: 0 });
    const ids: string[] = [];
    for (let n = 0; n < 8; n++) ids.push(await create(n));
    expect((await expectExact()).all).toBe(8);

    // A status change: the centre's count of the search it has just asked moves.
    await status(ids[0]!, 'Public');
    expect((await expectExact()).public).toBe(1);
    await status(ids[1]!, 'Public');
    await status(ids[0]!, 'Trash');
    expect(await expectExact()).toEqual({ all: 8, public: 1, trash: 1 });

    // An insert, and an edit that takes a programme out of the search without changing its status.
    ids.push(await create(8));
    expect((await expectExact()).all).toBe(9);
    const edited = await editor().put(`${base}/${ids[2]}`, {
      code: `KEPT-2-${run}`,
      titleZh: '计数改',
      titleEn: 'Renamed',
      minDifficulty: 1,
      maxDifficulty: 5,
      difficulty: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await expectExact()).all).toBe(8);

    // A delete (from the Trash).
    expect((await editor().delete(`${base}/${ids[0]}`)).statusCode).toBe(204);
    expect(await expectExact()).toEqual({ all: 7, public: 1, trash: 0 });

    // Bare statements in transactions of their own, as another process would write.
    const editorId = await h.userId('editor');
    await h.db.transaction({ tenantId: null, userId: editorId }, (tx) =>
      tx.execute(sql`insert into content_training_programs
        (code, title_zh, title_en, min_difficulty, max_difficulty, difficulty, content_status)
        select 'KEPT-BULK-' || g || ${`-${run}`}, '批量', ${`Bulk ${word}`}, 1, 5, 2, 'Public'
        from generate_series(1, 7) g`),
    );
    expect(await expectExact()).toEqual({ all: 14, public: 8, trash: 0 });
    await h.db.transaction({ tenantId: null, userId: editorId }, (tx) =>
      tx.execute(sql`update content_training_programs set content_status = 'Hide'
        where code like ${`KEPT-BULK-%-${run}`} and code not like ${`KEPT-BULK-1-%`}`),
    );
    expect(await expectExact()).toEqual({ all: 14, public: 2, trash: 0 });
    await h.db.transaction({ tenantId: null, userId: editorId }, (tx) =>
      tx.execute(sql`delete from content_training_programs where code like ${`KEPT-BULK-%-${run}`}`),
    );
    expect(await expectExact()).toEqual({ all: 7, public: 1, trash: 0 });
  });

  it('a transaction that writes counts its own rows, and what it kept serves nobody after it rolls back', async () => {
    const before = await expectExact();
    const editorId = await h.userId('editor');
    const page = (tx: Parameters<Parameters<typeof h.db.transaction>[1]>[0]) =>
      programKind.repository.page(tx, {
        statuses: ['Unpublish', 'Hide', 'Public', 'Expire', 'Trash'],
        search: word,
        skipCount: 0,
        maxResultCount: 6,
        filters: {},
      });
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      h.db.transaction({ tenantId: null, userId: editorId }, async (tx) => {
        expect((await page(tx)).totalCount).toBe(before.all);
        await tx.execute(sql`insert into content_training_programs
          (code, title_zh, title_en, min_difficulty, max_difficulty, difficulty, content_status)
          select 'KEPT-OWN-' || g || ${`-${run}`}, '自己', ${`Own ${word}`}, 1, 5, 2, 'Public'
          from generate_series(1, 3) g`);
        // Twice: the second may be answered from what the first kept, under this transaction's version.
        expect((await page(tx)).totalCount).toBe(before.all + 3);
        expect((await page(tx)).totalCount).toBe(before.all + 3);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await expectExact()).toEqual(before);
  });

  it('a music track search follows a status change too', async () => {
    const trackBase = '/api/rocket/track';
    const ids: string[] = [];
    for (const n of [1, 2]) {
      const res = await editor().post(trackBase, {
        code: `KEPT-T${n}-${run}`,
        courseCode: 'fas',
        nameZh: '计数',
        nameEn: `Track ${word} ${n}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push((res.json() as { id: string }).id);
    }
    const centre = async () => {
      const list = await h.as('centeradmin').get(`${trackBase}?search=${word}&maxResultCount=6`);
      expect(list.statusCode, list.body).toBe(200);
      return (list.json() as { totalCount: number }).totalCount;
    };
    for (const [i, id] of ids.entries()) {
      expect(await centre()).toBe(i);
      expect(await centre()).toBe(i);
      const published = await editor().put(`${trackBase}/contentStatus`, { id, contentStatus: 'Public' });
      expect(published.statusCode, published.body).toBe(200);
    }
    expect(await centre()).toBe(2);
  });
});
