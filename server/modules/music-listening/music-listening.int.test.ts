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

const OFFLINE = '/api/rocket/userOfflinePlan';
const GROUP = '/api/rocket/groupTrainingPlan';

describe.each(testEngines('sensitive'))('music listening on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  let plan: { id: string; subjectId: string };
  let harbourPlan: { id: string; subjectId: string };
  let group: { id: string; subjectId: string };

  const firstPlan = async (tenantId: string) =>
    h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ id: string; subject_id: string }>(
        await tx.execute(sql`select id, subject_id from user_offline_plans
          where tenant_id = ${tenantId}::uuid and not is_deleted and ils_version = 'V3' order by created_at, id limit 1`),
      );
      return { id: row!.id, subjectId: row!.subject_id };
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-listening-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
    await attachDemoTrackAudio(h.db, createDiskStorage(filesDirOf(dataDir)));
    await seedDemoCourseMusic(h.db);
    plan = await firstPlan(await h.tenant('sunrise'));
    harbourPlan = await firstPlan(await h.tenant('harbour'));
    const sunrise = await h.tenant('sunrise');
    group = await h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ id: string; subject_id: string }>(
        await tx.execute(sql`select p.id, m.subject_id from group_training_plans p
          join group_members m on m.group_id = p.group_id
          where p.tenant_id = ${sunrise}::uuid order by p.created_at, p.id, m.subject_id limit 1`),
      );
      return { id: row!.id, subjectId: row!.subject_id };
    });
  }, 240_000);
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = (language = 'en-US') => h.as('centeradmin', { language });
  const body = (num: number, trackCode: string, progress: number, playSessionId?: string) => ({
    userId: plan.subjectId,
    userOfflinePlanId: plan.id,
    num,
    trackCode,
    progress,
    platform: 'Web',
    ...(playSessionId ? { playSessionId } : {}),
  });
  const course = async (num: number, language = 'en-US') =>
    admin(language).get(
      `${OFFLINE}/userCourseProgress?userId=${plan.subjectId}&userOfflinePlanId=${plan.id}&num=${num}`,
    );
  const events = async (type: string, playSessionId: string) =>
    h.db.privileged(async (tx) =>
      rowsOf<{ payload: { progress: number } }>(
        await tx.execute(sql`select payload from domain_events
          where type = ${type} and payload->>'playSessionId' = ${playSessionId} order by id`),
      ),
    );

  it('answers the session course music: the programme session tracks in order with signed play URLs', async () => {
    const answer = await course(1);
    expect(answer.statusCode).toBe(200);
    const music = answer.json();
    // BM-01 session 1 (rotating FAS-001, CMSMO-001, FAS-002 by 4).
    expect(music.tracks.length).toBeGreaterThan(0);
    expect(music).toMatchObject({ canListen: true, cannotListenReason: null, audioType: 'BrainAudio', num: 1 });
    const [first] = music.tracks;
    expect(first).toMatchObject({ lastProgress: 0, isFinished: false, boneConductionVolume: null });
    const audio = await h.anonymous().get(first.playUrl, { headers: { range: 'bytes=0-11' } });
    expect(audio.statusCode).toBe(206);
  });

  it('leaves a withdrawn (unpublished) track out of the session: a V4 plan plays BM-02 without FAS-003', async () => {
    // The tenant first: PGlite's one connection cannot answer a lookup inside the privileged transaction.
    const sunrise = await h.tenant('sunrise');
    const v4 = await h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ id: string; subject_id: string }>(
        await tx.execute(sql`select p.id, p.subject_id from user_offline_plans p
          where p.tenant_id = ${sunrise}::uuid and not p.is_deleted and p.ils_version = 'V4'
          order by p.created_at, p.id limit 1`),
      );
      return row!;
    });
    // BM-02 rotates CMSMO-002 and FAS-003 (Unpublish in the demo library) through its sessions.
    for (const num of [1, 2]) {
      const answer = await admin().get(
        `${OFFLINE}/userCourseProgress?userId=${v4.subject_id}&userOfflinePlanId=${v4.id}&num=${num}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const codes = answer.json().tracks.map((track: { code: string }) => track.code);
      expect(codes).not.toContain('FAS-003');
      expect(answer.json().audioType).toBe('BoneConduction');
    }
  });

  it('plays a track: start, progress forward only, refusing beyond the length and unknown sessions', async () => {
    const { tracks } = (await course(2)).json();
    const code = tracks[0].code as string;
    const length = tracks[0].durationMs as number;
    const start = await admin().post(`${OFFLINE}/startAudioTrack`, body(2, code, 0));
    expect(start.statusCode).toBe(200);
    const { playSessionId } = start.json();
    expect(start.json()).toMatchObject({ canListen: true, cannotListenReason: null, lastProgress: 0 });

    const progress = (ms: number, id = playSessionId) =>
      admin().put(`${OFFLINE}/progressAudioTrack`, body(2, code, ms, id));
    expect((await progress(3000)).json()).toMatchObject({ canListen: true, playSessionId, lastProgress: 3000 });
    // A retry of the same progress records once; a lower one keeps the stored one.
    expect((await progress(3000)).json().lastProgress).toBe(3000);
    expect((await progress(1000)).json().lastProgress).toBe(3000);
    // Throttled: the start counts as this interval's event; once 15 s have passed, one progress event.
    expect(await events('ListeningProgress', playSessionId)).toHaveLength(0);
    await h.db.privileged((tx) =>
      tx.execute(sql`update audio_play_sessions set last_event_at = last_event_at - interval '16 seconds'
        where id = ${playSessionId}::uuid`),
    );
    expect((await progress(3000)).json().lastProgress).toBe(3000);
    expect((await progress(3500)).json().lastProgress).toBe(3500);
    expect((await progress(3600)).json().lastProgress).toBe(3600);
    expect(await events('ListeningProgress', playSessionId)).toHaveLength(1);
    expect(await events('ListeningStarted', playSessionId)).toHaveLength(1);

    const beyond = await progress(length + 1);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error).toMatchObject({ code: 'Business:ListeningProgressBeyondTrack' });
    const unknown = await progress(4000, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('Business:PlaySessionNotFound');
    const noSession = await admin().put(`${OFFLINE}/progressAudioTrack`, body(2, code, 4000));
    expect(noSession.statusCode).toBe(404);

    // Resume: the course music shows where the child stopped.
    const again = (await course(2)).json().tracks[0];
    expect(again).toMatchObject({ lastProgress: 3600, isFinished: false });

    // Listening now: this child, until two intervals pass without a call.
    const now = (await admin().get('/api/rocket/audioTrack/listeningNow')).json().items;
    expect(now).toContainEqual(
      expect.objectContaining({ playSessionId, subjectId: plan.subjectId, progress: 3600, num: 2 }),
    );
    // A pause leaves "listening now" at once, with one ListeningStopped (a retried pause adds none);
    // the next progress call resumes it.
    const pause = () => admin().post(`${OFFLINE}/pauseAudioTrack`, body(2, code, 3600, playSessionId));
    expect((await pause()).statusCode).toBe(200);
    expect((await pause()).statusCode).toBe(200);
    expect(await events('ListeningStopped', playSessionId)).toHaveLength(1);
    const paused = (await admin().get('/api/rocket/audioTrack/listeningNow')).json().items;
    expect(paused.map((item: { playSessionId: string }) => item.playSessionId)).not.toContain(playSessionId);
    expect((await progress(3700)).json()).toMatchObject({ canListen: true, lastProgress: 3700 });
    const resumed = (await admin().get('/api/rocket/audioTrack/listeningNow')).json().items;
    expect(resumed.map((item: { playSessionId: string }) => item.playSessionId)).toContain(playSessionId);
    await h.db.privileged((tx) =>
      tx.execute(sql`update audio_play_sessions set last_progress_at = last_progress_at - interval '31 seconds'
        where id = ${playSessionId}::uuid`),
    );
    const later = (await admin().get('/api/rocket/audioTrack/listeningNow')).json().items;
    expect(later.map((item: { playSessionId: string }) => item.playSessionId)).not.toContain(playSessionId);

    // The quiet session no longer blocks a new start, and the old one is ended.
    const restart = await admin().post(`${OFFLINE}/startAudioTrack`, body(2, code, 3000));
    expect(restart.json()).toMatchObject({ canListen: true, lastProgress: 3700 });
    expect(restart.json().playSessionId).not.toBe(playSessionId);
    expect((await progress(5000)).json()).toMatchObject({ canListen: false });
    await admin().post(`${OFFLINE}/stopAudioTrack`, body(2, code, 3500, restart.json().playSessionId));
  });

  it('gives one play session per child and track: two tabs starting at once, one listens', async () => {
    const { tracks } = (await course(3)).json();
    const code = tracks[0].code as string;
    const answers = await Promise.all([
      admin().post(`${OFFLINE}/startAudioTrack`, body(3, code, 0)),
      admin('zh-CN').post(`${OFFLINE}/startAudioTrack`, body(3, code, 0)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [listening, refused] = [answers.find((a) => a.json().canListen), answers.find((a) => !a.json().canListen)];
    expect(listening).toBeDefined();
    expect(refused).toBeDefined();
    expect(refused!.json().cannotListenReason).toMatch(/another page|其他页面/);
    expect(refused!.json().playSessionId).toBeNull();
    await admin().post(`${OFFLINE}/stopAudioTrack`, body(3, code, 0, listening!.json().playSessionId));
    // Stopped, the next start listens; a retried stop answers the same.
    const next = await admin().post(`${OFFLINE}/startAudioTrack`, body(3, code, 0));
    expect(next.json().canListen).toBe(true);
    const stop = () => admin().post(`${OFFLINE}/stopAudioTrack`, body(3, code, 1000, next.json().playSessionId));
    expect((await stop()).json()).toMatchObject({ canListen: true, lastProgress: 1000 });
    expect((await stop()).json()).toMatchObject({ canListen: true, lastProgress: 1000 });
    expect(await events('ListeningStopped', next.json().playSessionId)).toHaveLength(1);
  });

  it('finishing every track of a session is its audio punch and the listening limit', async () => {
    const { tracks } = (await course(4)).json();
    for (const track of tracks as { code: string; durationMs: number }[]) {
      const start = (await admin().post(`${OFFLINE}/startAudioTrack`, body(4, track.code, 0))).json();
      expect(start.canListen).toBe(true);
      const finish = () =>
        admin().post(`${OFFLINE}/finishAudioTrack`, body(4, track.code, track.durationMs, start.playSessionId));
      expect((await finish()).json()).toMatchObject({ canListen: true, lastProgress: track.durationMs });
      expect((await finish()).json()).toMatchObject({ canListen: true, lastProgress: track.durationMs });
      expect(await events('ListeningFinished', start.playSessionId)).toHaveLength(1);
    }
    const over = (await course(4, 'zh-CN')).json();
    expect(over).toMatchObject({ canListen: false, cannotListenReason: '本课程音乐收听已结束' });
    const refused = await admin().post(`${OFFLINE}/startAudioTrack`, body(4, tracks[0].code, 0));
    expect(refused.json()).toMatchObject({
      canListen: false,
      cannotListenReason: 'This course music listening is over',
      playSessionId: null,
    });
    const punches = await admin().get(
      `${OFFLINE}/userAudioPunch?userId=${plan.subjectId}&userOfflinePlanId=${plan.id}`,
    );
    expect(punches.json().items).toContainEqual({
      num: 4,
      listenedList: expect.arrayContaining(tracks.map((t: { code: string }) => t.code)),
    });
    const history = await admin().get(`${OFFLINE}/listeningHistory?userOfflinePlanId=${plan.id}`);
    const rows = history.json().items.filter((row: { num: number }) => row.num === 4);
    expect(rows).toHaveLength(new Set(tracks.map((t: { code: string }) => t.code)).size);
  });

  it('refuses another centre’s plan and a child not in the plan (404, the spec’s error shape)', async () => {
    const other = await admin().post(`${OFFLINE}/startAudioTrack`, {
      ...body(1, 'FAS-001', 0),
      userId: harbourPlan.subjectId,
      userOfflinePlanId: harbourPlan.id,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toMatchObject({ code: 'NotFound' });
    const stranger = await admin().get(
      `${OFFLINE}/userCourseProgress?userId=${harbourPlan.subjectId}&userOfflinePlanId=${plan.id}&num=1`,
    );
    expect(stranger.statusCode).toBe(404);
    const missing = await admin().post(`${OFFLINE}/startAudioTrack`, {
      ...body(1, 'FAS-001', 0),
      userOfflinePlanId: undefined,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a centre member without the plan read policy (a trainer: 403), records and the workbench list too', async () => {
    const trainer = h.as('trainer');
    const start = await trainer.post(`${OFFLINE}/startAudioTrack`, body(1, 'FAS-001', 0));
    expect(start.statusCode).toBe(403);
    expect(start.json().error).toMatchObject({ code: 'Forbidden' });
    const read = await trainer.get(
      `${OFFLINE}/userCourseProgress?userId=${plan.subjectId}&userOfflinePlanId=${plan.id}&num=1`,
    );
    expect(read.statusCode).toBe(403);
    expect((await trainer.get('/api/rocket/audioTrack/listeningNow')).statusCode).toBe(403);
    expect((await admin().get('/api/rocket/audioTrack/listeningNow')).statusCode).toBe(200);
  });

  it('plays a group plan session for a child of the class', async () => {
    const query = `userId=${group.subjectId}&groupTrainingPlanId=${group.id}&num=1`;
    const music = (await admin().get(`${GROUP}/userCourseProgress?${query}`)).json();
    expect(music.tracks.length).toBeGreaterThan(0);
    const call = { userId: group.subjectId, groupTrainingPlanId: group.id, num: 1, trackCode: music.tracks[0].code };
    const start = (await admin().post(`${GROUP}/startAudioTrack`, { ...call, progress: 0 })).json();
    expect(start.canListen).toBe(true);
    await admin().post(`${GROUP}/finishAudioTrack`, {
      ...call,
      progress: music.tracks[0].durationMs,
      playSessionId: start.playSessionId,
    });
    const punches = (
      await admin().get(`${GROUP}/userAudioPunch?userId=${group.subjectId}&groupTrainingPlanId=${group.id}`)
    ).json();
    expect(punches.items).toEqual([{ num: 1, listenedList: [music.tracks[0].code] }]);
  });
});
