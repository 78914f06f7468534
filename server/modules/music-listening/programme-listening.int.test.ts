import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/database';
import { subjectArchiveEntries, subjects } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { createDiskStorage, filesDirOf } from '../../platform/storage/file-storage';
import { attachDemoTrackAudio } from '../../seed/demo.content-tracks';
import { pickMusicChildren } from '../../seed/demo.music';
import { buildDemoChildren } from '../../seed/demo.seed';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

// Issue 21 "Done means": a child given a FAS programme listens to it, session by session, through
// the same playback calls as a plan's course music (under /api/rocket/idtMusic).

const BASE = '/api/rocket/idtMusic';

describe.each(testEngines('sensitive'))('a child’s music programme played on %s', (engine) => {
  let h: ServerHarness;
  let dataDir: string;
  let child: string;
  let harbourKid: string;
  let programme: { id: string; count: number };

  const admin = (language = 'en-US') => h.as('centeradmin', { language });
  const course = (num: number, language = 'en-US', user = 'centeradmin') =>
    h
      .as(user, { language })
      .get(`${BASE}/userCourseProgress?userId=${child}&userMusicPlanId=${programme.id}&num=${num}`);
  const play = (path: string, num: number, trackCode: string, progress: number, playSessionId?: string) =>
    admin().request(path.startsWith('progress') ? 'PUT' : 'POST', `${BASE}/${path}`, {
      userId: child,
      userMusicPlanId: programme.id,
      num,
      trackCode,
      progress,
      platform: 'Web',
      ...(playSessionId ? { playSessionId } : {}),
    });
  const order = async () =>
    (await admin().get(`${BASE}/musicPlanDetail/${programme.id}`)).json<{ order: number }>().order;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-programme-listening-'));
    h = await startServerHarness(engine, { DATA_DIR: dataDir });
    await attachDemoTrackAudio(h.db, createDiskStorage(filesDirOf(dataDir)));
    const sunrise = await h.tenant('sunrise');
    const harbour = await h.tenant('harbour');
    const demo = buildDemoChildren();
    const idOf = (tenantId: string, outpatientNumber: string) =>
      h.db.privileged(async (tx) => {
        const [row] = await tx
          .select({ id: subjects.id })
          .from(subjects)
          .where(and(eq(subjects.tenantId, tenantId), eq(subjects.outpatientNumber, outpatientNumber)));
        return row!.id;
      });
    child = await idOf(sunrise, pickMusicChildren(demo.sunrise.children).valid.outpatientNumber);
    harbourKid = await idOf(harbour, pickMusicChildren(demo.harbour.children).valid.outpatientNumber);
    await h.db.privileged(async (tx) => {
      await tx.update(subjects).set({ birthday: '2016-03-01' }).where(eq(subjects.id, child));
      await tx.delete(subjectArchiveEntries).where(eq(subjectArchiveEntries.subjectId, child));
      await tx.execute(sql`delete from subject_music_programmes where subject_id = ${child}::uuid`);
      for (const section of ['Profile', 'DiagnosticInformation'] as const)
        await tx.insert(subjectArchiveEntries).values({
          tenantId: sunrise,
          subjectId: child,
          section,
          title: section,
          content: 'intake',
          recordedOn: '2026-01-05',
        });
    });
    const added = await admin().request('POST', `${BASE}/programme`, { userId: child, edit: false, musicType: 'Fas' });
    expect(added.statusCode, added.body).toBe(200);
    programme = added.json();
  }, 240_000);
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('plays the session the programme is at, track by track, and then opens the next session', async () => {
    const first = await course(1);
    expect(first.statusCode, first.body).toBe(200);
    const music = first.json<{
      planKind: string;
      canListen: boolean;
      tracks: { code: string; durationMs: number }[];
    }>();
    expect(music).toMatchObject({ planKind: 'PROGRAMME', canListen: true, num: 1, audioType: null });
    expect(music.tracks.map((t) => t.code)).toEqual(['FAS-001', 'FAS-002']);

    // Session 2 is not reached until session 1 is heard (in the caller's language).
    const early = await course(2, 'zh-CN');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'Business:ProgrammeSessionNotReached',
      message: '音乐方案当前在第1节：请先听完这一节，再听第2节。',
    });

    for (const track of music.tracks) {
      const started = await play('startAudioTrack', 1, track.code, 0);
      expect(started.statusCode, started.body).toBe(200);
      const { playSessionId } = started.json<{ playSessionId: string }>();
      const moved = await play('progressAudioTrack', 1, track.code, 1_000, playSessionId);
      expect(moved.json()).toMatchObject({ canListen: true, lastProgress: 1_000 });
      // Progress never moves backwards.
      expect((await play('progressAudioTrack', 1, track.code, 500, playSessionId)).json().lastProgress).toBe(1_000);
      expect(await order()).toBe(1);
      const finished = await play('finishAudioTrack', 1, track.code, track.durationMs, playSessionId);
      expect(finished.statusCode, finished.body).toBe(200);
      // A retried finish answers as the first and moves nothing twice.
      expect((await play('finishAudioTrack', 1, track.code, track.durationMs, playSessionId)).statusCode).toBe(200);
    }
    expect(await order()).toBe(2);
    const done = (await course(1)).json();
    expect(done).toMatchObject({ canListen: false, cannotListenReason: 'This course music listening is over' });
    expect((await course(2)).json().canListen).toBe(true);

    // The listening events say which kind of plan it was, for the workbench's "listening now".
    const kinds = await h.db.privileged(async (tx) =>
      rowsOf<{ kind: string }>(
        await tx.execute(sql`select distinct payload->>'planKind' as kind from domain_events
          where type like 'Listening%' and payload->>'planId' = ${programme.id}`),
      ),
    );
    expect(kinds).toEqual([{ kind: 'PROGRAMME' }]);
    // The music record reads it like a plan's.
    const punches = await admin().get(`${BASE}/userAudioPunch?userId=${child}&userMusicPlanId=${programme.id}`);
    expect(punches.json()).toEqual({ items: [{ num: 1, listenedList: ['FAS-001', 'FAS-002'] }] });
    // And the centre's music statistics count it under the programme's library plan.
    const usage = await admin().request('POST', '/api/rocket/idtMusicStatistic/planUsageRecord', {});
    expect(usage.statusCode, usage.body).toBe(200);
    const planId = (await admin().get(`${BASE}/musicPlanDetail/${programme.id}`)).json<{ planId: string }>().planId;
    expect(usage.json().items.find((i: { programmeId: string }) => i.programmeId === planId)).toMatchObject({
      kind: 'Fas',
      listenerCount: 1,
      trackListenCount: 2,
      finishedCount: 2,
    });
  });

  it('refuses another centre’s programme, another child, a missing id and callers without the subject list', async () => {
    const harbour = await h.tenant('harbour');
    const harbourProgramme = await h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into subject_music_programmes (tenant_id, subject_id, music_type, plan_id)
          select ${harbour}::uuid, ${harbourKid}::uuid, 'Fas', plan_id from subject_music_programmes
          where id = ${programme.id}::uuid
          on conflict (subject_id, music_type) do update set current_order = 1 returning id`),
      );
      return row!.id;
    });
    const across = await admin().get(
      `${BASE}/userCourseProgress?userId=${harbourKid}&userMusicPlanId=${harbourProgramme}&num=1`,
    );
    expect(across.statusCode).toBe(404);
    const started = await admin().request('POST', `${BASE}/startAudioTrack`, {
      userId: harbourKid,
      userMusicPlanId: harbourProgramme,
      num: 1,
      trackCode: 'FAS-001',
      progress: 0,
    });
    expect(started.statusCode).toBe(404);
    const other = await admin().get(
      `${BASE}/userCourseProgress?userId=${harbourKid}&userMusicPlanId=${programme.id}&num=1`,
    );
    expect(other.statusCode).toBe(404);
    const missing = await admin().get(`${BASE}/userCourseProgress?userId=${child}&num=1`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('Business:ListeningPlanMissing');
    const beyond = await course(programme.count + 1);
    expect(beyond.statusCode).toBe(404);
    expect([403, 404]).toContain((await course(1, 'en-US', 'editor')).statusCode);
  });
});
