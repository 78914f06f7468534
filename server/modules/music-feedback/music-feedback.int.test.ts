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

const BASE = '/api/rocket/idtMusic';

describe.each(testEngines('sensitive'))('music feedback on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  let plan: { id: string; subjectId: string };
  let harbourPlan: { id: string; subjectId: string; tenantId: string };
  let group: { id: string; subjectId: string };
  let codes: string[];

  const firstPlan = async (tenantId: string) =>
    h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ id: string; subject_id: string }>(
        await tx.execute(sql`select id, subject_id from user_offline_plans
          where tenant_id = ${tenantId}::uuid and not is_deleted and ils_version = 'V3' order by created_at, id limit 1`),
      );
      return { id: row!.id, subjectId: row!.subject_id };
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-music-feedback-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
    await attachDemoTrackAudio(h.db, createDiskStorage(filesDirOf(dataDir)));
    await seedDemoCourseMusic(h.db);
    const sunrise = await h.tenant('sunrise');
    const harbour = await h.tenant('harbour');
    plan = await firstPlan(sunrise);
    harbourPlan = { ...(await firstPlan(harbour)), tenantId: harbour };
    group = await h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ id: string; subject_id: string }>(
        await tx.execute(sql`select p.id, m.subject_id from group_training_plans p
          join group_members m on m.group_id = p.group_id
          where p.tenant_id = ${sunrise}::uuid order by p.created_at, p.id, m.subject_id limit 1`),
      );
      return { id: row!.id, subjectId: row!.subject_id };
    });
    const music = await h
      .as('centeradmin')
      .get(
        `/api/rocket/userOfflinePlan/userCourseProgress?userId=${plan.subjectId}&userOfflinePlanId=${plan.id}&num=1`,
      );
    codes = music.json().tracks.map((t: { code: string }) => t.code);
  }, 240_000);
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = (language = 'en-US') => h.as('centeradmin', { language });
  const feedback = (listenedList: string[], notListenedList: string[], num = 1) => ({
    userPlanId: plan.id,
    userId: plan.subjectId,
    num,
    listenedList,
    notListenedList,
  });
  const rowCount = async () =>
    h.db.privileged(async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from music_feedbacks where plan_id = ${plan.id}::uuid`),
      ),
    );

  it('stores the in-order feedback once, however often the browser retries, and replaces it on a change', async () => {
    expect(codes.length).toBeGreaterThan(1);
    const first = await admin().post(`${BASE}/recordMusicState`, feedback(codes.slice(0, 1), codes.slice(1)));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      planKind: 'OFFLINE',
      userPlanId: plan.id,
      userId: plan.subjectId,
      num: 1,
      listenedList: codes.slice(0, 1),
      notListenedList: codes.slice(1),
    });
    const retry = await admin().post(`${BASE}/recordMusicState`, feedback(codes.slice(0, 1), codes.slice(1)));
    expect(retry.json()).toEqual(first.json());
    expect((await rowCount())[0]!.n).toBe(1);
    // The not-listened list is the unselected remainder, even when the browser sends only part of it.
    const more = await admin().post(`${BASE}/recordMusicState`, feedback(codes.slice(0, 2), []));
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({
      id: first.json().id,
      listenedList: codes.slice(0, 2),
      notListenedList: codes.slice(2),
    });
    expect((await rowCount())[0]!.n).toBe(1);

    const records = await admin().get(`${BASE}/planMusicRecords?userPlanId=${plan.id}&userId=${plan.subjectId}`);
    expect(records.statusCode).toBe(200);
    expect(records.json().items).toEqual([more.json()]);
  });

  it('refuses a skipped track, tracks out of the session’s order, a repeated track and one not in the session, in both languages', async () => {
    const two: string[] = (
      await admin().get(
        `/api/rocket/userOfflinePlan/userCourseProgress?userId=${plan.subjectId}&userOfflinePlanId=${plan.id}&num=2`,
      )
    )
      .json()
      .tracks.map((t: { code: string }) => t.code);
    expect(two.length).toBeGreaterThan(1);
    const skipped = await admin().post(`${BASE}/recordMusicState`, feedback(two.slice(1, 2), two.slice(0, 1), 2));
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().error).toMatchObject({ code: 'Business:MusicFeedbackOutOfOrder' });
    expect(skipped.json().error.message).toMatch(/Please select in order/);
    const after = await admin('zh-CN').post(
      `${BASE}/recordMusicState`,
      // Both listened, but sent the wrong way round.
      feedback([two[1]!, two[0]!], [], 2),
    );
    expect(after.statusCode).toBe(400);
    expect(after.json().error.message).toMatch(/请按顺序选择/);
    const stranger = await admin().post(`${BASE}/recordMusicState`, feedback(['NOT-A-TRACK'], [], 2));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error).toMatchObject({ code: 'Business:MusicFeedbackTrackNotInSession' });
    expect(stranger.json().error.message).toContain('NOT-A-TRACK');
    const twice = await admin('zh-CN').post(`${BASE}/recordMusicState`, feedback(two.slice(0, 1), two.slice(0, 1), 2));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toContain('重复');
    const rows = await h.db.privileged(async (tx) =>
      rowsOf(await tx.execute(sql`select 1 from music_feedbacks where plan_id = ${plan.id}::uuid and num = 2`)),
    );
    expect(rows).toHaveLength(0);
  });

  it('keeps to the centre: another centre’s plan is not found and its feedback is not seen; a reader cannot write', async () => {
    const other = await admin().post(`${BASE}/recordMusicState`, {
      ...feedback([], []),
      userPlanId: harbourPlan.id,
      userId: harbourPlan.subjectId,
    });
    expect(other.statusCode).toBe(404);
    await h.db.privileged((tx) =>
      tx.execute(sql`insert into music_feedbacks (tenant_id, plan_kind, plan_id, subject_id, num, listened_list, not_listened_list)
        values (${harbourPlan.tenantId}::uuid, 'OFFLINE', ${harbourPlan.id}::uuid, ${harbourPlan.subjectId}::uuid, 1, '{}', '{}')`),
    );
    const seen = await admin().get(`${BASE}/planMusicRecords?userPlanId=${harbourPlan.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().items).toEqual([]);
    const trainer = await h.as('trainer').post(`${BASE}/recordMusicState`, feedback(codes.slice(0, 1), []));
    expect(trainer.statusCode).toBe(403);
  });

  it('records a class member’s music feedback on the group plan', async () => {
    const music = (
      await admin().get(
        `/api/rocket/groupTrainingPlan/userCourseProgress?userId=${group.subjectId}&groupTrainingPlanId=${group.id}&num=1`,
      )
    ).json();
    const groupCodes: string[] = music.tracks.map((t: { code: string }) => t.code);
    const answer = await admin().post(`${BASE}/recordMusicState`, {
      planKind: 'GROUP',
      userPlanId: group.id,
      userId: group.subjectId,
      num: 1,
      listenedList: groupCodes.slice(0, 1),
      notListenedList: groupCodes.slice(1),
    });
    if (groupCodes.length === 0) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatchObject({ code: 'Business:MusicFeedbackNoTracks' });
      return;
    }
    expect(answer.statusCode).toBe(200);
    const records = await admin().get(`${BASE}/planMusicRecords?planKind=GROUP&userPlanId=${group.id}`);
    expect(records.json().items).toMatchObject([{ planKind: 'GROUP', userId: group.subjectId, num: 1 }]);
  });
});
