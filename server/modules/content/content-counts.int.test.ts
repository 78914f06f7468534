import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/database';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const STATUSES = ['Unpublish', 'Hide', 'Public', 'Expire', 'Trash'] as const;
type Counts = Record<(typeof STATUSES)[number], number>;

// content_counts (migration 0027) stands in for counting in a list without a search: after every
// kind of write, each list's totalCount must equal a real count of the table, and the kept rows
// must equal the table's own per-status counts.
describe.each(testEngines('sensitive'))('content counts kept by triggers on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-content-counts-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const editor = () => h.as('editor');

  const real = async (table: string) => {
    const rows = await h.db.privileged(async (tx) =>
      rowsOf<{ status: string; n: number | string }>(
        await tx.execute(
          sql`select content_status as status, count(*) as n from ${sql.identifier(table)} group by content_status`,
        ),
      ),
    );
    return Object.fromEntries(STATUSES.map((s) => [s, Number(rows.find((r) => r.status === s)?.n ?? 0)])) as Counts;
  };
  const kept = async (table: string) => {
    const rows = await h.db.privileged(async (tx) =>
      rowsOf<{ status: string; n: number | string }>(
        await tx.execute(sql`select content_status as status, count as n from content_counts where kind = ${table}`),
      ),
    );
    return Object.fromEntries(STATUSES.map((s) => [s, Number(rows.find((r) => r.status === s)?.n ?? 0)])) as Counts;
  };
  const total = async (caller: ReturnType<typeof editor>, url: string) => {
    const res = await caller.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { totalCount: number }).totalCount;
  };

  /** Every list's count, the editor's (all, each status, past the end) and a centre's, against the table. */
  const expectExact = async (table: string, base: string) => {
    const counts = await real(table);
    expect(await kept(table)).toEqual(counts);
    const all = STATUSES.reduce((sum, s) => sum + counts[s], 0);
    expect(await total(editor(), `${base}?maxResultCount=6`)).toBe(all);
    expect(await total(editor(), `${base}?maxResultCount=6&skipCount=100000`)).toBe(all);
    for (const status of STATUSES)
      expect(await total(editor(), `${base}?maxResultCount=6&contentStatus=${status}`), status).toBe(counts[status]);
    expect(await total(h.as('centeradmin'), `${base}?maxResultCount=6`)).toBe(counts.Public);
    return counts;
  };

  const status = async (base: string, id: string, contentStatus: string) => {
    const res = await editor().put(`${base}/contentStatus`, { id, contentStatus });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('training programmes: create, publish, trash, delete, and bulk statements keep every count exact', async () => {
    const table = 'content_training_programs';
    const base = '/api/rocket/trainingProgram';
    const before = await expectExact(table, base);
    const created: string[] = [];
    for (const n of ['a', 'b', 'c']) {
      const res = await editor().post(base, {
        code: `CNT-${n}-${run}`,
        titleZh: `计数${n}`,
        titleEn: `Count ${n}`,
        minDifficulty: 1,
        maxDifficulty: 5,
        difficulty: 2,
      });
      expect(res.statusCode, res.body).toBe(200);
      created.push((res.json() as { id: string }).id);
    }
    expect((await expectExact(table, base)).Unpublish).toBe(before.Unpublish + 3);
    await status(base, created[0]!, 'Public');
    await status(base, created[1]!, 'Hide');
    expect((await expectExact(table, base)).Public).toBe(before.Public + 1);
    // An edit that changes no status writes no count.
    const edited = await editor().put(`${base}/${created[2]}`, {
      code: `CNT-c-${run}`,
      titleZh: '计数改',
      titleEn: 'Count edited',
      minDifficulty: 1,
      maxDifficulty: 5,
      difficulty: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectExact(table, base);
    await status(base, created[2]!, 'Trash');
    expect((await expectExact(table, base)).Trash).toBe(before.Trash + 1);
    expect((await editor().delete(`${base}/${created[2]}`)).statusCode).toBe(204);
    await expectExact(table, base);

    // Statements over many rows, as an editor's request under row-level security.
    const editorId = await h.userId('editor');
    await h.db.transaction({ tenantId: null, userId: editorId }, async (tx) => {
      await tx.execute(sql`insert into content_training_programs
        (code, title_zh, title_en, min_difficulty, max_difficulty, difficulty, content_status)
        select 'CNT-BULK-' || g || ${`-${run}`}, '批量', 'Bulk', 1, 5, 2,
          (array['Unpublish','Hide','Public','Expire','Trash'])[1 + g % 5]
        from generate_series(1, 23) g`);
      await tx.execute(sql`update content_training_programs set content_status = 'Expire'
        where code like ${`CNT-BULK-%-${run}`} and content_status in ('Public', 'Hide')`);
    });
    await expectExact(table, base);
    await h.db.transaction({ tenantId: null, userId: editorId }, async (tx) => {
      await tx.execute(sql`delete from content_training_programs
        where code like ${`CNT-BULK-%-${run}`} and content_status <> 'Unpublish'`);
    });
    await expectExact(table, base);
  });

  it('music tracks keep their counts too, and nobody but an editor writes them', async () => {
    const table = 'content_tracks';
    const base = '/api/rocket/track';
    const before = await expectExact(table, base);
    const res = await editor().post(base, { code: `CNT-T-${run}`, courseCode: 'fas', nameZh: '计数', nameEn: 'Count' });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: string };
    await status(base, id, 'Public');
    expect((await expectExact(table, base)).Public).toBe(before.Public + 1);
    await status(base, id, 'Trash');
    expect((await editor().delete(`${base}/${id}`)).statusCode).toBe(204);
    expect(await expectExact(table, base)).toEqual(before);

    const coach = await h.userId('coach');
    await h.db.transaction({ tenantId: null, userId: coach }, async (tx) => {
      await tx.execute(sql`update content_counts set count = count + 100`);
    });
    await expect(
      h.db.transaction({ tenantId: null, userId: coach }, (tx) =>
        tx.execute(sql`insert into content_counts (kind, content_status, count) values ('x', 'Public', 1)`),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    expect(await expectExact(table, base)).toEqual(before);
  });
});
