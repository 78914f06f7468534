import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPlanRules } from '../../../forms/plan-rules';
import { rowsOf } from '../../platform/db/database';
import {
  classHoursRecords,
  contentOfflinePlanItems,
  contentOfflinePlans,
  contentTrainingPrograms,
} from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { createDiskStorage, filesDirOf } from '../../platform/storage/file-storage';
import { attachDemoTrackAudio } from '../../seed/demo.content-tracks';
import { seedDemoCourseMusic } from '../../seed/demo.music-listening';
import { linkCourseMusic } from '../music-listening/music-listening.service';
import { fillProfile } from '../../testing/archives';
import { insertChild } from '../../testing/children';
import { withoutGrant } from '../../testing/role-grants';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const BASE = '/api/rocket/userOfflinePlan';
const WRITE = 'RocketSystem.UserOfflinePlan.Write';

type AudioView = {
  required: boolean;
  punched: boolean;
  punchedAt: string | null;
  canPunch: boolean;
  cardVersion: string;
  listenedList: string[];
  tracks: { code: string; listened: boolean; isPunched: boolean }[];
};

// The offline plan's punches (spec 001 §7 punch, forNumPunch, punchForNum, punchForAudio,
// audioPunch; §3 numPunchOutput, iLs tracks with isPunched; §4 "v1 also needs the audio punch if
// present"): the audio punch waits for every course-music track heard to the end, ending a v1
// class waits for the audio punch, a retry stores once, another centre's plan is not found.
describe.each(testEngines('sensitive'))('offline plan punches on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  const run = Date.now().toString(36);
  let sunrise = '';
  let harbour = '';
  let template = '';
  let brainMusic = '';

  const admin = (language = 'en-US') => h.as('centeradmin', { language });
  const child = async (name: string) =>
    h.db.privileged(async (tx) => {
      const id = await insertChild(tx, { tenantId: sunrise, name: `${name} ${run}`, years: 8 });
      await tx
        .insert(classHoursRecords)
        .values({ tenantId: sunrise, subjectId: id, type: 'Offline', billingMethod: 'Quantity', classHours: 9 });
      await fillProfile(tx, sunrise, id);
      return id;
    });
  /** A started plan of the template for a fresh child, its course music linked. */
  const startedPlan = async (name: string, cardVersion: 'v1' | 'v2' = 'v1') => {
    const subjectId = await child(name);
    const created = await admin().post(BASE, { subjectId, templateId: template, ilsVersion: 'V3', cardVersion });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: string }>().id;
    expect((await admin().post(`${BASE}/start`, { id })).statusCode).toBe(200);
    await h.db.privileged((tx) => linkCourseMusic(tx, sunrise, 'OFFLINE', id, brainMusic));
    return { id, subjectId };
  };
  const skipItems = async (planId: string) => {
    const plan = (await admin().get(`${BASE}/find?id=${planId}`)).json<{
      num: number;
      planItems: { id: string; num: number }[];
    }>();
    for (const item of plan.planItems.filter((i) => i.num === plan.num))
      expect((await admin().post(`${BASE}/notStarted`, { planItemId: item.id })).statusCode).toBe(200);
  };
  const audio = async (id: string, num = 1) =>
    (await admin().get(`${BASE}/punchForAudio?id=${id}&num=${num}`)).json<AudioView>();
  /** Plays every track of the session to its end, as the music player does. */
  const hearAll = async (plan: { id: string; subjectId: string }, num: number) => {
    for (const { code } of (await audio(plan.id, num)).tracks) {
      const call = { userId: plan.subjectId, userOfflinePlanId: plan.id, num, trackCode: code, platform: 'Web' };
      const start = (await admin().post(`${BASE}/startAudioTrack`, { ...call, progress: 0 })).json();
      expect(start.canListen, JSON.stringify(start)).toBe(true);
      const { tracks } = (
        await admin().get(`${BASE}/userCourseProgress?userId=${plan.subjectId}&userOfflinePlanId=${plan.id}&num=${num}`)
      ).json<{ tracks: { code: string; durationMs: number }[] }>();
      const durationMs = tracks.find((t) => t.code === code)!.durationMs;
      const finish = await admin().post(`${BASE}/finishAudioTrack`, {
        ...call,
        progress: durationMs,
        playSessionId: start.playSessionId,
      });
      expect(finish.statusCode, finish.body).toBe(200);
    }
  };
  const punchRows = async (planId: string) =>
    h.db.privileged(async (tx) =>
      rowsOf<{ kind: string; num: number }>(
        await tx.execute(sql`select kind, num from user_offline_plan_punches where plan_id = ${planId}::uuid`),
      ),
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-punch-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
    await attachDemoTrackAudio(h.db, createDiskStorage(filesDirOf(dataDir)));
    await seedDemoCourseMusic(h.db);
    sunrise = await h.tenant('sunrise');
    harbour = await h.tenant('harbour');
    ({ template, brainMusic } = await h.db.privileged(async (tx) => {
      const [program] = await tx
        .insert(contentTrainingPrograms)
        .values({
          code: `PU-P-${run}`,
          titleZh: '打卡测试项目',
          titleEn: 'Punch test program',
          contentStatus: 'Public',
          difficulty: 3,
          minDifficulty: 1,
          maxDifficulty: 5,
        })
        .returning({ id: contentTrainingPrograms.id });
      const [row] = await tx
        .insert(contentOfflinePlans)
        .values({
          code: `PU-${run}`,
          nameZh: `打卡方案${run}`,
          nameEn: `Punch plan ${run}`,
          sessionCount: 3,
          rules: emptyPlanRules(),
          contentStatus: 'Public',
        })
        .returning({ id: contentOfflinePlans.id });
      await tx
        .insert(contentOfflinePlanItems)
        .values([1, 2, 3].map((session) => ({ planId: row!.id, session, position: 0, programId: program!.id })));
      const [music] = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from content_brain_music where code = 'BM-01'`),
      );
      return { template: row!.id, brainMusic: music!.id };
    }));
  }, 240_000);
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits for every track heard, punches the audio once, and ends a v1 class only after it', async () => {
    const plan = await startedPlan('V1');
    const before = await audio(plan.id);
    expect(before).toMatchObject({ cardVersion: 'v1', required: true, punched: false, canPunch: false });
    expect(before.tracks.length).toBeGreaterThan(0);
    expect(before.tracks.every((t) => !t.listened && !t.isPunched)).toBe(true);
    const n = before.tracks.length;

    // A punch before the tracks are heard is refused, in both languages.
    const early = await admin().post(`${BASE}/audioPunch`, { id: plan.id, num: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('Business:OfflinePlanAudioPunchNotHeard');
    expect(early.json().error.message).toBe(
      n === 1
        ? 'The audio punch needs every track heard to the end: 1 track is not yet.'
        : `The audio punch needs every track heard to the end: ${n} tracks are not yet.`,
    );
    const earlyZh = await admin('zh-CN').post(`${BASE}/audioPunch`, { id: plan.id, num: 1 });
    expect(earlyZh.json().error.message).toBe(`音频打卡需要每首曲目都听完：还有 ${n} 首没有听完。`);

    // Ending the class (and the session's punch) waits for the audio punch.
    await skipItems(plan.id);
    const end = await admin().post(`${BASE}/numDone`, { id: plan.id, num: 1 });
    expect(end.statusCode).toBe(409);
    expect(end.json().error.code).toBe('Business:OfflinePlanAudioPunchFirst');
    expect(end.json().error.message).toMatch(/^Do the audio punch first: \d+ tracks? of this session/);
    const endZh = await admin('zh-CN').post(`${BASE}/numDone`, { id: plan.id, num: 1 });
    expect(endZh.json().error.message).toBe(`请先完成音频打卡：本节课的声音治疗还有 ${n} 首曲目没有听完。`);
    const sessionEarly = await admin().post(`${BASE}/punch`, { id: plan.id });
    expect(sessionEarly.json().error.code).toBe('Business:OfflinePlanAudioPunchFirst');
    const targetsBefore = (await admin().get(`${BASE}/forPunch?id=${plan.id}`)).json();
    expect(targetsBefore.audioTarget).toEqual({ targetCount: n, realFinishedCodes: [] });

    await hearAll(plan, 1);
    const heard = await audio(plan.id);
    expect(heard).toMatchObject({ punched: false, canPunch: true });
    expect(heard.tracks.every((t) => t.listened && !t.isPunched)).toBe(true);
    const targets = (await admin().get(`${BASE}/forPunch?id=${plan.id}`)).json();
    expect(targets.audioTarget.targetCount).toBe(n);
    expect(targets.audioTarget.realFinishedCodes).toHaveLength(n);

    // The audio punch, and its retry: stored once, the same answer.
    const punched = await admin().post(`${BASE}/audioPunch`, { id: plan.id, num: 1 });
    expect(punched.statusCode, punched.body).toBe(200);
    const view = punched.json<AudioView>();
    expect(view).toMatchObject({ punched: true, required: true });
    expect(view.tracks.every((t) => t.isPunched)).toBe(true);
    const retry = await h.as('coach').post(`${BASE}/audioPunch`, { id: plan.id, num: 1 });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<AudioView>().punchedAt).toBe(view.punchedAt);

    // The session's punch (POST, then PUT as a retry): once.
    const session = await admin().post(`${BASE}/punch`, { id: plan.id });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ kind: 'Session', num: 1, codes: [`PU-P-${run}`] });
    const again = await admin().put(`${BASE}/punch`, { id: plan.id });
    expect(again.json().id).toBe(session.json().id);
    const forNum = await admin().put(`${BASE}/punchForNum`, { id: plan.id, num: 1 });
    expect(forNum.json().id).toBe(session.json().id);
    expect((await punchRows(plan.id)).map((r) => r.kind).sort()).toEqual(['Audio', 'Session']);

    const state = (await admin().get(`${BASE}/forNumPunch?id=${plan.id}&num=1`)).json();
    expect(state).toMatchObject({ punched: true, canPunch: false, audioRequired: true, cardVersion: 'v1' });
    expect(state.items[0].numPunchOutput).toMatchObject({
      hasDone: false,
      audioRecordPunch: { punched: true, listenedList: heard.listenedList },
    });

    const done = await admin().post(`${BASE}/numDone`, { id: plan.id, num: 1, attendance: 'Attend' });
    expect(done.statusCode, done.body).toBe(200);
    // A session not reached yet cannot be punched.
    const later = await admin().post(`${BASE}/punchForNum`, { id: plan.id, num: 2 });
    expect(later.statusCode).toBe(409);
    expect(later.json().error.code).toBe('Business:OfflinePlanPunchSessionNotReached');
    expect(later.json().error.message).toBe('Session 2 has not been reached yet (the plan is at session 1).');
  });

  it('the demo has a v1 plan whose session of this week waits for its audio punch', async () => {
    const list = await admin().get(`${BASE}/tenantList?status=Started&maxResultCount=24`);
    const v1 = list
      .json<{ items: { subjectName: string; plan: { id: string; num: number; cardVersion: string } }[] }>()
      // The demo's, not this file's own children.
      .items.filter((r) => r.plan.cardVersion === 'v1' && !r.subjectName.endsWith(run));
    expect(v1.length).toBeGreaterThan(0);
    const { id, num } = v1[0]!.plan;
    expect(await audio(id, num)).toMatchObject({ required: true, punched: false, canPunch: false });
    const plan = (await admin().get(`${BASE}/find?id=${id}`)).json<{
      sessions: { num: number; startedAt: string | null; finishedAt: string | null }[];
    }>();
    const session = plan.sessions.find((s) => s.num === num)!;
    expect(session.finishedAt).toBe(null);
    expect(Date.now() - Date.parse(session.startedAt!)).toBeLessThan(7 * 24 * 3600_000);
  });

  it('stores one punch when two browsers punch at once', async () => {
    const plan = await startedPlan('Twice');
    await hearAll(plan, 1);
    const answers = await Promise.all([
      admin().post(`${BASE}/audioPunch`, { id: plan.id, num: 1 }),
      h.as('coach').post(`${BASE}/audioPunch`, { id: plan.id, num: 1 }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().punchedAt).toBe(answers[1]!.json().punchedAt);
    expect(await punchRows(plan.id)).toHaveLength(1);
  });

  it('a v2 card ends its class without the audio punch; a session punch waits for feedback', async () => {
    const plan = await startedPlan('V2', 'v2');
    expect(await audio(plan.id)).toMatchObject({ cardVersion: 'v2', required: false, punched: false });
    const early = await admin().post(`${BASE}/punch`, { id: plan.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('Business:OfflinePlanFeedbackFirst');
    expect((await admin().get(`${BASE}/forNumPunch?id=${plan.id}`)).json()).toMatchObject({
      canPunch: false,
      audioRequired: false,
    });
    await skipItems(plan.id);
    expect((await admin().get(`${BASE}/forNumPunch?id=${plan.id}`)).json().canPunch).toBe(true);
    const done = await admin().post(`${BASE}/numDone`, { id: plan.id, num: 1 });
    expect(done.statusCode, done.body).toBe(200);
    expect((await admin().post(`${BASE}/punch`, { id: plan.id, num: 1 })).statusCode).toBe(200);
  });

  it('refuses another centre, a reader without the write policy, and bad input', async () => {
    const plan = await startedPlan('Refused');
    const foreign = h.as('multirole', { tenant: harbour });
    for (const answer of [
      await foreign.get(`${BASE}/punchForAudio?id=${plan.id}`),
      await foreign.get(`${BASE}/forNumPunch?id=${plan.id}&num=1`),
      await foreign.post(`${BASE}/audioPunch`, { id: plan.id, num: 1 }),
      await foreign.post(`${BASE}/punch`, { id: plan.id }),
      await foreign.put(`${BASE}/punchForNum`, { id: plan.id, num: 1 }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe('NotFound');
      expect(answer.json().error.message.length).toBeGreaterThan(0);
    }
    await withoutGrant(h, { tenantId: sunrise, roleName: 'coach', permission: WRITE }, async () => {
      expect((await h.as('coach').get(`${BASE}/punchForAudio?id=${plan.id}`)).statusCode).toBe(200);
      const readOnly = await h.as('coach').post(`${BASE}/audioPunch`, { id: plan.id, num: 1 });
      expect(readOnly.statusCode).toBe(403);
    });
    for (const body of [{}, { id: 'x', num: 1 }, { id: plan.id, num: 0 }, { id: plan.id, num: 'one' }]) {
      const bad = await admin().post(`${BASE}/audioPunch`, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBeTruthy();
    }
    expect((await admin().get(`${BASE}/forNumPunch?id=${plan.id}&num=999`)).statusCode).toBe(400);
    expect((await admin().get(`${BASE}/punchForAudio?id=${plan.id}&num=3`)).statusCode).toBe(200);
    expect(await punchRows(plan.id)).toHaveLength(0);
  });
});
