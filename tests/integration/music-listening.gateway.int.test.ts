import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/platform/db/database';
import { testEngines } from '../../server/platform/db/testing';
import { createDiskStorage, filesDirOf } from '../../server/platform/storage/file-storage';
import { attachDemoTrackAudio } from '../../server/seed/demo.content-tracks';
import { seedDemoCourseMusic } from '../../server/seed/demo.music-listening';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const COURSE = `query C($p: ID!, $s: ID!) { courseMusic(planKind: OFFLINE, planId: $p, num: 3, subjectId: $s) {
  num audioType canListen cannotListenReason tracks { code titleEn durationMs playUrl lastProgress isFinished } } }`;
const START = `mutation S($i: AudioTrackInput!) { startAudioTrack(input: $i) { canListen cannotListenReason playSessionId lastProgress } }`;
const PROGRESS = `mutation P($i: AudioTrackInput!) { progressAudioTrack(input: $i) { canListen playSessionId lastProgress } }`;
const FINISH = `mutation F($i: AudioTrackInput!) { finishAudioTrack(input: $i) { canListen lastProgress } }`;
const NOW = `{ listeningNow { playSessionId subjectId progress num trackCode } }`;
const PUNCHES = `query A($p: ID!, $s: ID!) { audioPunches(planKind: OFFLINE, planId: $p, subjectId: $s) { num listenedList } }`;
const HISTORY = `query H($p: ID!) { listeningHistory(planKind: OFFLINE, planId: $p) { num trackCode isFinished } }`;

describe.each(testEngines())('music listening through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let dataDir: string;
  let plan: { id: string; subjectId: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-listening-gw-'));
    h = await startGatewayHarness(engine, { DATA_DIR: dataDir });
    await attachDemoTrackAudio(h.db, createDiskStorage(filesDirOf(dataDir)));
    await seedDemoCourseMusic(h.db);
    const sunrise = await h.tenant('sunrise');
    plan = await h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ id: string; subject_id: string }>(
        await tx.execute(sql`select id, subject_id from user_offline_plans
          where tenant_id = ${sunrise}::uuid and not is_deleted and ils_version = 'V3' and total_num >= 3
          order by created_at desc, id limit 1`),
      );
      return { id: row!.id, subjectId: row!.subject_id };
    });
  }, 240_000);
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const graphql = (query: string, variables: unknown = {}, language = 'en-US') =>
    h.graphql('centeradmin', query, variables, { language });

  it('reads the course music, plays a track to the end and shows it in the music record', async () => {
    const course = await graphql(COURSE, { p: plan.id, s: plan.subjectId });
    expect(course.errors).toBeUndefined();
    const music = course.data?.['courseMusic'] as {
      tracks: { code: string; playUrl: string; durationMs: number }[];
      canListen: boolean;
    };
    expect(music.canListen).toBe(true);
    expect(music.tracks[0]!.playUrl).toMatch(/^\/api\/rocket\/track\/audio\?token=/);
    const input = {
      subjectId: plan.subjectId,
      planKind: 'OFFLINE',
      planId: plan.id,
      num: 3,
      trackCode: music.tracks[0]!.code,
    };

    const started = (await graphql(START, { i: { ...input, progress: 0 } })).data?.['startAudioTrack'] as {
      playSessionId: string;
    };
    expect(started).toMatchObject({ canListen: true, cannotListenReason: null, lastProgress: 0 });
    const id = started.playSessionId;
    const progressed = await graphql(PROGRESS, { i: { ...input, progress: 2500, playSessionId: id } });
    expect(progressed.data?.['progressAudioTrack']).toEqual({ canListen: true, playSessionId: id, lastProgress: 2500 });
    const now = (await graphql(NOW)).data?.['listeningNow'] as { playSessionId: string }[];
    expect(now).toContainEqual({
      playSessionId: id,
      subjectId: plan.subjectId,
      progress: 2500,
      num: 3,
      trackCode: input.trackCode,
    });

    const beyond = await graphql(PROGRESS, { i: { ...input, progress: 999_999, playSessionId: id } });
    expect(beyond.errors?.[0]?.extensions?.['code']).toBe('Business:ListeningProgressBeyondTrack');

    const finished = await graphql(FINISH, {
      i: { ...input, progress: music.tracks[0]!.durationMs, playSessionId: id },
    });
    expect(finished.data?.['finishAudioTrack']).toEqual({ canListen: true, lastProgress: music.tracks[0]!.durationMs });
    expect((await graphql(PUNCHES, { p: plan.id, s: plan.subjectId })).data?.['audioPunches']).toEqual([
      { num: 3, listenedList: [input.trackCode] },
    ]);
    expect((await graphql(HISTORY, { p: plan.id })).data?.['listeningHistory']).toContainEqual({
      num: 3,
      trackCode: input.trackCode,
      isFinished: true,
    });
  });

  it('refuses a second tab with the reason in the caller’s language', async () => {
    const music = (await graphql(COURSE, { p: plan.id, s: plan.subjectId })).data?.['courseMusic'] as {
      tracks: { code: string }[];
    };
    const input = {
      subjectId: plan.subjectId,
      planKind: 'OFFLINE',
      planId: plan.id,
      num: 3,
      trackCode: music.tracks[1]!.code,
      progress: 0,
    };
    expect(((await graphql(START, { i: input })).data?.['startAudioTrack'] as { canListen: boolean }).canListen).toBe(
      true,
    );
    const second = (await graphql(START, { i: input }, 'zh-CN')).data?.['startAudioTrack'];
    expect(second).toEqual({
      canListen: false,
      cannotListenReason: '该儿童正在其他页面收听这首音乐，请先关闭那里的播放器。',
      playSessionId: null,
      lastProgress: 0,
    });
  });
});
