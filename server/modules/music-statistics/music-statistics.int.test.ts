import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/database';
import { testEngines } from '../../platform/db/testing';
import { boundChildrenOf, tenantIdOf } from '../../testing/demo-data';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { seedDemoMusicStatistics } from '../../seed/demo.music-statistics';

const BASE = '/api/rocket/idtMusicStatistic';
const RANGE = { startTime: '2026-01-10', endTime: '2026-01-12' };

describe.each(testEngines())('music statistics (idtMusicStatistic) on %s', (engine) => {
  let h: ServerHarness;
  const id = { sunrise: '', harbour: '', annex: '', east: '' };
  let plan = '';
  let brainMusicId = '';
  let codes: string[] = [];

  beforeAll(async () => {
    h = await startServerHarness(engine);
    const zone = h.config.timeZone;
    const at = (day: string, hour: number) =>
      DateTime.fromISO(`${day}T${String(hour).padStart(2, '0')}:00`, { zone }).toJSDate();
    for (const key of Object.keys(id) as (keyof typeof id)[]) id[key] = await tenantIdOf(h.db, key);
    const [a, b] = await boundChildrenOf(h.db, 'sunrise', 2);
    const [c] = await boundChildrenOf(h.db, 'harbour', 1);
    await h.db.privileged(async (tx) => {
      await tx.execute(sql`delete from audio_play_sessions`);
      await tx.execute(sql`delete from audio_track_progress`);
      codes = rowsOf<{ code: string }>(
        await tx.execute(sql`select code from content_tracks order by code limit 3`),
      ).map((r) => r.code);
      const [link] = rowsOf<{ plan_id: string; brain_music_id: string }>(
        await tx.execute(sql`select plan_id, brain_music_id from plan_course_music
          where tenant_id = ${id.sunrise}::uuid and plan_kind = 'OFFLINE' order by plan_id limit 1`),
      );
      plan = link!.plan_id;
      brainMusicId = link!.brain_music_id;
      const progress = async (
        tenant: string,
        subject: string,
        code: string,
        started: Date,
        finished: Date | null,
        ms: number,
      ) =>
        tx.execute(sql`insert into audio_track_progress (tenant_id, subject_id, plan_kind, plan_id, num, track_code,
            last_progress, is_finished, started_at, finished_at)
          values (${tenant}::uuid, ${subject}::uuid, 'OFFLINE', ${plan}::uuid, 1, ${code}, ${ms}, ${finished !== null},
            ${started}, ${finished})`);
      const play = async (tenant: string, subject: string, code: string, started: Date) =>
        tx.execute(sql`insert into audio_play_sessions (tenant_id, subject_id, plan_kind, plan_id, num, track_code,
            progress, started_at, last_progress_at, ended_at)
          values (${tenant}::uuid, ${subject}::uuid, 'OFFLINE', ${plan}::uuid, 1, ${code}, 1000, ${started}, ${started}, ${started})`);
      const [t1, t2, t3] = codes as [string, string, string];
      // Sunrise: child a finishes t1 on the 10th and begins t2 on the 11th; b begins t1 on the 11th, finishes it on the 12th.
      await progress(id.sunrise, a!.id, t1, at('2026-01-10', 10), at('2026-01-10', 11), 120_000);
      await progress(id.sunrise, a!.id, t2, at('2026-01-11', 10), null, 60_000);
      await progress(id.sunrise, b!.id, t1, at('2026-01-11', 15), at('2026-01-12', 9), 180_000);
      await play(id.sunrise, a!.id, t1, at('2026-01-10', 10));
      await play(id.sunrise, a!.id, t1, at('2026-01-10', 10));
      await play(id.sunrise, a!.id, t2, at('2026-01-11', 10));
      await play(id.sunrise, b!.id, t1, at('2026-01-11', 15));
      // Outside the range (the 20th): never counted in it.
      await progress(id.sunrise, a!.id, t3, at('2026-01-20', 10), null, 30_000);
      await play(id.sunrise, a!.id, t3, at('2026-01-20', 10));
      // Harbour, a sibling centre: child c finishes t1 on the 10th.
      await progress(id.harbour, c!.id, t1, at('2026-01-10', 9), at('2026-01-10', 10), 120_000);
      await play(id.harbour, c!.id, t1, at('2026-01-10', 9));
      // Annex, a branch centre below Sunrise: its own centre, not Sunrise's.
      await progress(id.annex, c!.id, t2, at('2026-01-10', 9), null, 600_000);
      await play(id.annex, c!.id, t2, at('2026-01-10', 9));
    });
  }, 240_000);
  afterAll(() => h.close());

  const post = (
    path: string,
    body: object,
    user = 'centeradmin',
    options: { tenant?: string; language?: string } = {},
  ) => h.as(user, options).post(`${BASE}/${path}`, body);

  it('counts a centre’s own listening in the range, not its sibling’s, its branch’s or outside days', async () => {
    const res = await post('overallIndicators', RANGE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...RANGE,
      centreCount: 1,
      listenerCount: 2,
      playCount: 4,
      trackListenCount: 3,
      finishedCount: 2,
      completionRate: 0.6667,
      listenedMinutes: 6,
      programmeChildCount: expect.any(Number),
      newProgrammeCount: 0,
    });
    const harbour = await post('overallIndicators', RANGE, 'multirole', { tenant: id.harbour });
    expect(harbour.json()).toMatchObject({ listenerCount: 1, playCount: 1, trackListenCount: 1, listenedMinutes: 2 });
  });

  it('answers every day of the range, zeros included, in the centre’s calendar', async () => {
    const res = await post('operationalData', { startTime: '2026-01-09', endTime: '2026-01-12' });
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toEqual([
      { day: '2026-01-09', listenerCount: 0, playCount: 0, finishedCount: 0, listenedMinutes: 0 },
      { day: '2026-01-10', listenerCount: 1, playCount: 2, finishedCount: 1, listenedMinutes: 2 },
      { day: '2026-01-11', listenerCount: 2, playCount: 2, finishedCount: 0, listenedMinutes: 4 },
      { day: '2026-01-12', listenerCount: 0, playCount: 0, finishedCount: 1, listenedMinutes: 0 },
    ]);
  });

  it('lists tracks by plays and programmes by listening, paged', async () => {
    const tracks = await post('trackPlaybackRecord', { ...RANGE, skipCount: 0, maxResultCount: 10 });
    expect(tracks.statusCode).toBe(200);
    expect(tracks.json().totalCount).toBe(2);
    expect(tracks.json().items[0]).toMatchObject({
      trackCode: codes[0],
      nameEn: expect.any(String),
      playCount: 3,
      listenerCount: 2,
      trackListenCount: 2,
      finishedCount: 2,
      listenedMinutes: 5,
    });
    const second = await post('trackPlaybackRecord', { ...RANGE, skipCount: 1, maxResultCount: 1 });
    expect(second.json().items.map((i: { trackCode: string }) => i.trackCode)).toEqual([codes[1]]);
    const plans = await post('planUsageRecord', RANGE);
    expect(plans.statusCode).toBe(200);
    const course = plans.json().items.find((i: { programmeId: string }) => i.programmeId === brainMusicId);
    expect(course).toMatchObject({ kind: 'CourseMusic', listenerCount: 2, trackListenCount: 3, finishedCount: 2 });
    // The demo's plans were linked after January: in use now, not at the range's end.
    expect(course.usageCount).toBe(0);
    const now = await post('planUsageRecord', {});
    expect(
      now.json().items.find((i: { programmeId: string }) => i.programmeId === brainMusicId).usageCount,
    ).toBeGreaterThan(0);
  });

  it('gives an area the centres below it, one of them on request; refuses a tenant outside its reach', async () => {
    const all = await post('overallIndicators', RANGE, 'area');
    expect(all.json()).toMatchObject({ centreCount: 3, listenerCount: 4, playCount: 6, trackListenCount: 5 });
    const harbour = await post('overallIndicators', { ...RANGE, tenantId: id.harbour }, 'area');
    expect(harbour.json()).toMatchObject({ centreCount: 1, listenerCount: 1, playCount: 1 });
    const enterprise = await post('overallIndicators', RANGE, 'enterprise');
    expect(enterprise.json()).toMatchObject({ centreCount: 3, playCount: 6 });
    const group = await tenantIdOf(h.db, 'group');
    expect((await post('overallIndicators', { ...RANGE, tenantId: group }, 'area')).statusCode).toBe(403);
    const unknown = await post(
      'overallIndicators',
      { ...RANGE, tenantId: '00000000-0000-4000-8000-000000000000' },
      'area',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('gives the platform every centre, or a subtree it picks', async () => {
    const all = await post('overallIndicators', RANGE, 'admin');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ listenerCount: 4, playCount: 6 });
    const sunrise = await post('overallIndicators', { ...RANGE, tenantId: id.sunrise }, 'admin');
    // Sunrise's subtree: Sunrise and its branch.
    expect(sunrise.json()).toMatchObject({ centreCount: 2, playCount: 5 });
  });

  it('refuses a centre user without the analysis menu, a centre asking for another, and a bad range', async () => {
    expect((await post('overallIndicators', RANGE, 'coach')).statusCode).toBe(403);
    expect((await post('overallIndicators', { ...RANGE, tenantId: id.harbour })).statusCode).toBe(403);
    expect((await post('overallIndicators', RANGE, 'editor')).statusCode).toBe(403);
    const reversed = await post(
      'overallIndicators',
      { startTime: '2026-01-12', endTime: '2026-01-10' },
      'centeradmin',
      {
        language: 'zh-CN',
      },
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe('开始日期不能晚于结束日期');
    const long = await post('operationalData', { startTime: '2024-01-01', endTime: '2026-01-10' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('A statistics range may cover at most 366 days');
  });

  it('defaults to the last 30 days up to today', async () => {
    const res = await post('operationalData', {});
    expect(res.json().days).toHaveLength(30);
    expect(res.json().endTime).toBe(DateTime.now().setZone(h.config.timeZone).toISODate());
  });

  it('exports the four parts as a workbook that reads back', async () => {
    const res = await post('excel', RANGE, 'centeradmin', { language: 'en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('Music%20statistics');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Overall indicators',
      'Operational data',
      'Plan usage record',
      'Track playback record',
    ]);
    const overall = book.getWorksheet('Overall indicators')!;
    const values = Object.fromEntries(
      overall.getSheetValues().flatMap((row) => (Array.isArray(row) ? [[row[1], row[2]]] : [])),
    );
    expect(values).toMatchObject({ Listeners: 2, Plays: 4, 'Tracks begun': 3, 'Minutes listened': 6 });
    const days = book.getWorksheet('Operational data')!;
    expect(days.rowCount).toBe(4);
    expect(days.getRow(2).values).toEqual([undefined, '2026/01/10', 1, 2, 1, 2]);
    const tracks = book.getWorksheet('Track playback record')!;
    expect(tracks.getRow(2).getCell(1).value).toBe(codes[0]);
    expect(tracks.getRow(2).getCell(4).value).toBe(3);
    const zh = await post('excel', RANGE, 'centeradmin', { language: 'zh-CN' });
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(zh.rawPayload as unknown as ArrayBuffer);
    expect(zhBook.worksheets[0]!.name).toBe('总体指标');
  });

  // Last: it adds the demo's history to the rows above.
  it('has the demo’s listening history in the last 30 days once seeded, at both centres, nothing open', async () => {
    await seedDemoMusicStatistics(h.db);
    const sunrise = (await post('overallIndicators', {})).json();
    expect(sunrise.playCount).toBeGreaterThan(0);
    expect(sunrise.finishedCount).toBeGreaterThan(0);
    expect((await post('overallIndicators', {}, 'multirole', { tenant: id.harbour })).json().playCount).toBeGreaterThan(
      0,
    );
    const open = await h.db.privileged((tx) =>
      tx.execute(sql`select count(*)::int as n from audio_play_sessions where ended_at is null`),
    );
    expect(rowsOf<{ n: number }>(open)[0]!.n).toBe(0);
  });
});
