import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/database';
import { testEngines } from '../../platform/db/testing';
import { createDiskStorage, filesDirOf } from '../../platform/storage/file-storage';
import { attachDemoTrackAudio } from '../../seed/demo.content-tracks';
import { seedDemoCourseMusic } from '../../seed/demo.music-listening';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const PATH = '/api/rocket/idtMusicPlayedDetails';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Detail = {
  userId: string;
  code: string;
  titleEn: string;
  inSession: boolean;
  timesPlayed: number;
  firstListeningTime: string | null;
  lastListeningTime: string | null;
  progress: number;
  isFinished: boolean;
};

describe.each(testEngines())('music played details (idtMusicPlayedDetails) on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  const offline = { planId: '', itemId: '', subjectId: '', num: 0, tenantId: '' };
  const group = { planId: '', itemId: '', num: 0, members: [] as string[] };
  let harbourItem = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-played-details-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
    await attachDemoTrackAudio(h.db, createDiskStorage(filesDirOf(dataDir)));
    await seedDemoCourseMusic(h.db);
    // The tenants first: PGlite's one connection cannot answer a lookup inside the privileged transaction.
    const sunrise = await h.tenant('sunrise');
    const harbour = await h.tenant('harbour');
    await h.db.privileged(async (tx) => {
      const [o] = rowsOf<{ plan_id: string; item_id: string; subject_id: string; num: number }>(
        await tx.execute(sql`select p.id as plan_id, i.id as item_id, p.subject_id, i.num from user_offline_plans p
          join user_offline_plan_items i on i.plan_id = p.id
          join plan_course_music l on l.plan_kind = 'OFFLINE' and l.plan_id = p.id
          where p.tenant_id = ${sunrise}::uuid and not p.is_deleted and p.ils_version = 'V3'
          order by p.created_at, p.id, i.num, i.position limit 1`),
      );
      Object.assign(offline, { planId: o!.plan_id, itemId: o!.item_id, subjectId: o!.subject_id, num: o!.num });
      offline.tenantId = sunrise;
      const [g] = rowsOf<{ plan_id: string; item_id: string; num: number }>(
        await tx.execute(sql`select p.id as plan_id, i.id as item_id, i.num from group_training_plans p
          join group_training_plan_items i on i.plan_id = p.id
          join plan_course_music l on l.plan_kind = 'GROUP' and l.plan_id = p.id
          where p.tenant_id = ${sunrise}::uuid
            and (select count(*) from group_members m where m.group_id = p.group_id) >= 2
          order by p.created_at, p.id, i.num, i.position limit 1`),
      );
      Object.assign(group, { planId: g!.plan_id, itemId: g!.item_id, num: g!.num });
      group.members = rowsOf<{ subject_id: string }>(
        await tx.execute(sql`select m.subject_id from group_training_plans p join group_members m on m.group_id = p.group_id
          where p.id = ${group.planId}::uuid`),
      ).map((r) => r.subject_id);
      const [hb] = rowsOf<{ id: string }>(
        await tx.execute(sql`select i.id from user_offline_plan_items i join user_offline_plans p on p.id = i.plan_id
          where p.tenant_id = ${harbour}::uuid order by i.id limit 1`),
      );
      harbourItem = hb!.id;
      await tx.execute(sql`delete from audio_play_sessions
        where plan_id in (${offline.planId}::uuid, ${group.planId}::uuid)`);
      await tx.execute(sql`delete from audio_track_progress
        where plan_id in (${offline.planId}::uuid, ${group.planId}::uuid)`);
    });
  }, 240_000);
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (path: string, user = 'centeradmin', language = 'en-US') => h.as(user, { language }).get(path);

  /** Two plays of a track by a child (the second resumed it), the progress it reached. */
  const listen = async (
    kind: 'OFFLINE' | 'GROUP',
    planId: string,
    subjectId: string,
    num: number,
    code: string,
    finished: boolean,
  ) =>
    h.db.privileged(async (tx) => {
      await tx.execute(sql`insert into audio_play_sessions (tenant_id, subject_id, plan_kind, plan_id, num, track_code,
          progress, started_at, last_progress_at, ended_at)
        values (${offline.tenantId}::uuid, ${subjectId}::uuid, ${kind}, ${planId}::uuid, ${num}, ${code}, 30000,
            '2026-01-10T02:00:00Z', '2026-01-10T02:00:30Z', '2026-01-10T02:00:30Z'),
          (${offline.tenantId}::uuid, ${subjectId}::uuid, ${kind}, ${planId}::uuid, ${num}, ${code}, 90000,
            '2026-01-11T03:00:00Z', '2026-01-11T03:01:00Z', '2026-01-11T03:01:30Z')`);
      await tx.execute(sql`insert into audio_track_progress (tenant_id, subject_id, plan_kind, plan_id, num, track_code,
          last_progress, is_finished, started_at, finished_at, updated_at)
        values (${offline.tenantId}::uuid, ${subjectId}::uuid, ${kind}, ${planId}::uuid, ${num}, ${code}, 90000,
          ${finished}, '2026-01-10T02:00:00Z', ${finished ? '2026-01-11T03:01:30Z' : null}, '2026-01-11T03:01:30Z')`);
    });

  it('lists an offline item’s course music in order, each track’s plays, first and last listening, progress', async () => {
    const before = await get(`${PATH}/${offline.itemId}`);
    expect(before.statusCode, before.body).toBe(200);
    const tracks = before.json().items as Detail[];
    expect(before.json()).toMatchObject({ planKind: 'OFFLINE', planId: offline.planId, num: offline.num });
    expect(tracks.length).toBeGreaterThan(0);
    expect(tracks.every((t) => t.userId === offline.subjectId && t.timesPlayed === 0 && !t.isFinished)).toBe(true);
    expect(tracks[0]).toMatchObject({ firstListeningTime: null, lastListeningTime: null, inSession: true });

    await listen('OFFLINE', offline.planId, offline.subjectId, offline.num, tracks[0]!.code, true);
    const after = (await get(`${PATH}/${offline.itemId}`)).json().items as Detail[];
    expect(after.map((t) => t.code)).toEqual(tracks.map((t) => t.code));
    expect(after[0]).toMatchObject({
      timesPlayed: 2,
      firstListeningTime: '2026-01-10T02:00:00.000Z',
      lastListeningTime: '2026-01-11T03:01:30.000Z',
      progress: 90000,
      isFinished: true,
    });
    expect(after.slice(1).every((t) => t.timesPlayed === 0)).toBe(true);
    // The progress row's updated_at is not a listening: a later one (a backfill) leaves the last listening alone.
    await h.db.privileged((tx) =>
      tx.execute(sql`update audio_track_progress set updated_at = '2026-06-01T00:00:00Z'
        where plan_id = ${offline.planId}::uuid and num = ${offline.num}`),
    );
    const later = (await get(`${PATH}/${offline.itemId}`)).json().items as Detail[];
    expect(later[0]!.lastListeningTime).toBe('2026-01-11T03:01:30.000Z');
  });

  it('keeps a listened track that left the session, after the session’s own', async () => {
    await listen('OFFLINE', offline.planId, offline.subjectId, offline.num, 'NOT-IN-SESSION-1', false);
    const items = (await get(`${PATH}/${offline.itemId}`)).json().items as Detail[];
    expect(items.at(-1)).toMatchObject({
      code: 'NOT-IN-SESSION-1',
      titleEn: 'NOT-IN-SESSION-1',
      inSession: false,
      timesPlayed: 2,
      isFinished: false,
    });
  });

  it('lists every child of a group item, or the one asked for; a child outside the class is 404', async () => {
    const all = await get(`${PATH}/${group.itemId}`);
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json().items as Detail[];
    expect(all.json()).toMatchObject({ planKind: 'GROUP', planId: group.planId, num: group.num });
    expect(new Set(items.map((i) => i.userId))).toEqual(new Set(group.members));
    const [first] = items;
    await listen('GROUP', group.planId, first!.userId, group.num, first!.code, false);
    const one = await get(`${PATH}/${group.itemId}?userId=${first!.userId}`);
    const mine = one.json().items as Detail[];
    expect(new Set(mine.map((i) => i.userId))).toEqual(new Set([first!.userId]));
    expect(mine[0]).toMatchObject({ code: first!.code, timesPlayed: 2, progress: 90000, isFinished: false });
    const outsider = await get(`${PATH}/${group.itemId}?userId=${offline.subjectId}`);
    if (!group.members.includes(offline.subjectId)) expect(outsider.statusCode).toBe(404);
  });

  it('answers for a plan’s id and session (ours), the same as for its item', async () => {
    const byPlan = await get(`${PATH}/${offline.planId}?num=${offline.num}`);
    expect(byPlan.statusCode, byPlan.body).toBe(200);
    const byItem = await get(`${PATH}/${offline.itemId}`);
    expect(byPlan.json().items).toEqual(byItem.json().items);
    // A plan's id without the session, or past its last session: not found.
    expect((await get(`${PATH}/${offline.planId}`)).statusCode).toBe(404);
    expect((await get(`${PATH}/${offline.planId}?num=200`)).statusCode).toBe(404);
  });

  it('hides another centre’s item and an unknown one (404 in the error shape, both languages)', async () => {
    const harbour = await get(`${PATH}/${harbourItem}`);
    expect(harbour.statusCode).toBe(404);
    expect(harbour.json()).toMatchObject({ error: { code: 'NotFound', message: 'The plan item was not found.' } });
    const zh = await get(`${PATH}/${UNKNOWN}`, 'centeradmin', 'zh-CN');
    expect(zh.statusCode).toBe(404);
    expect(zh.json().error.message).toBe('未找到该计划项目。');
    expect((await get(`${PATH}/not-a-uuid`)).statusCode).toBe(400);
    expect((await get(`${PATH}/${offline.itemId}?num=0`)).statusCode).toBe(400);
  });
});
