import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classHoursRecords } from '../../server/platform/db/schema/index';
import { testEngines } from '../../server/platform/db/testing';
import { createDiskStorage, filesDirOf } from '../../server/platform/storage/file-storage';
import { attachDemoTrackAudio } from '../../server/seed/demo.content-tracks';
import { fillProfile } from '../../server/testing/archives';
import { insertChild } from '../../server/testing/children';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const AUDIO = `query A($id: ID!, $num: Int!) { offlinePlanAudioPunch(id: $id, num: $num) {
  planId num cardVersion required punched punchedAt canPunch listenedList tracks { code listened isPunched }
} }`;
const PUNCH = `mutation P($id: ID!, $num: Int!) { punchOfflinePlanAudio(id: $id, num: $num) { punched tracks { isPunched } } }`;
const TARGETS = `query T($id: ID!) { offlinePlanPunchTargets(id: $id) {
  timesSetting programTarget { targetCount realFinishedCodes } audioTarget { targetCount realFinishedCodes }
} }`;

const SESSION = `query S($id: ID!, $num: Int) { offlinePlanSessionPunch(id: $id, num: $num) {
  planId num cardVersion punched punchedAt canPunch audioRequired
  items { id programCode hasDone numPunchOutput { feedbacks hasDone audioRecordPunch { punched listenedList } } }
} }`;
const CHECK_IN = `mutation C($id: ID!, $num: Int) { punchOfflinePlanSession(id: $id, num: $num) {
  id planId num kind codes punchedAt
} }`;

// The v1 card's audio punch through the gateway (spec 001 §2 screen 2, §7 punchForAudio,
// audioPunch): a plan arranged as v1 with course music, its audio punch read and refused before
// the tracks are heard, in the reader's language; forPunch's audioTarget beside programTarget.
// The session's check-in (§4 plan actions "punch"; §7 forNumPunch, punch): read, refused in the
// caller's language while feedback or the audio punch is owed, then stored once.
describe.each(testEngines())('offline plan audio punch through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let dataDir: string;
  let planId = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-punch-gw-'));
    h = await startGatewayHarness(engine, { DATA_DIR: dataDir });
    await attachDemoTrackAudio(h.db, createDiskStorage(filesDirOf(dataDir)));
    const sunrise = await h.tenant('sunrise');
    const kid = await h.db.privileged(async (tx) => {
      const id = await insertChild(tx, { tenantId: sunrise, name: 'Gateway Punch Kid', years: 7 });
      await tx
        .insert(classHoursRecords)
        .values({ tenantId: sunrise, subjectId: id, type: 'Offline', billingMethod: 'Quantity', classHours: 24 });
      await fillProfile(tx, sunrise, id);
      return id;
    });
    const templates = await graphql(
      'query T { contentOfflinePlans(version: V3, search: "OFF-ATT-12", maxResultCount: 6) { items { id } } }',
    );
    const templateId = (templates.data?.['contentOfflinePlans'] as { items: { id: string }[] }).items[0]!.id;
    const arranged = await graphql(
      'mutation A($input: ArrangeOfflinePlanInput!) { arrangeOfflinePlan(input: $input) { id } }',
      { input: { subjectId: kid, templateId, ilsVersion: 'V3', cardVersion: 'v1' } },
    );
    planId = (arranged.data?.['arrangeOfflinePlan'] as { id: string }).id;
    await graphql('mutation S($id: ID!) { startOfflinePlan(id: $id) { status } }', { id: planId });
    const music = await graphql(
      'query M($id: ID!) { courseMusicPlan(planKind: OFFLINE, planId: $id) { options { id code } } }',
      { id: planId },
    );
    const options = (music.data?.['courseMusicPlan'] as { options: { id: string; code: string }[] }).options;
    const set = await graphql(
      'mutation C($input: CourseMusicPlanInput!) { setCourseMusicPlan(input: $input) { planId } }',
      {
        input: {
          planKind: 'OFFLINE',
          planId,
          brainMusicId: (options.find((o) => o.code === 'BM-01') ?? options[0]!).id,
        },
      },
    );
    expect(set.errors).toBeUndefined();
  }, 240_000);
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function graphql(query: string, variables: unknown = {}, language = 'en-US') {
    return h.graphql('centeradmin', query, variables, { language });
  }

  it('reads the v1 card and its pending audio punch, and refuses the punch before the tracks are heard', async () => {
    const plan = await graphql('query P($id: ID!) { offlinePlan(id: $id) { summary { cardVersion } } }', {
      id: planId,
    });
    expect(plan.data?.['offlinePlan']).toEqual({ summary: { cardVersion: 'v1' } });
    const answer = await graphql(AUDIO, { id: planId, num: 1 });
    expect(answer.errors).toBeUndefined();
    const audio = answer.data?.['offlinePlanAudioPunch'] as {
      required: boolean;
      punched: boolean;
      tracks: { listened: boolean }[];
    };
    expect(audio).toMatchObject({ planId, num: 1, cardVersion: 'v1', required: true, punched: false, canPunch: false });
    expect(audio.tracks.length).toBeGreaterThan(0);
    const refused = await graphql(PUNCH, { id: planId, num: 1 }, 'zh-CN');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'Business:OfflinePlanAudioPunchNotHeard' });
    expect(refused.errors?.[0]?.message).toBe(`音频打卡需要每首曲目都听完：还有 ${audio.tracks.length} 首没有听完。`);
    const targets = await graphql(TARGETS, { id: planId });
    expect(targets.data?.['offlinePlanPunchTargets']).toMatchObject({
      audioTarget: { targetCount: audio.tracks.length, realFinishedCodes: [] },
    });
  });

  it('reads the session check-in, refuses it while feedback and then the audio punch are owed, and stores it once', async () => {
    const before = await graphql(SESSION, { id: planId });
    expect(before.errors).toBeUndefined();
    const view = before.data?.['offlinePlanSessionPunch'] as {
      items: { id: string; hasDone: boolean | null; numPunchOutput: { feedbacks: number } }[];
    };
    expect(view).toMatchObject({ planId, num: 1, cardVersion: 'v1', punched: false, canPunch: false });
    expect(view).toMatchObject({ audioRequired: true, punchedAt: null });
    expect(view.items.length).toBeGreaterThan(0);
    expect(view.items.every((i) => i.hasDone === null && i.numPunchOutput.feedbacks === 0)).toBe(true);

    const feedbackFirst = await graphql(CHECK_IN, { id: planId }, 'zh-CN');
    expect(feedbackFirst.errors?.[0]?.extensions).toMatchObject({ code: 'Business:OfflinePlanFeedbackFirst' });
    expect(feedbackFirst.errors?.[0]?.message).toBe(`请先提交反馈：还有 ${view.items.length} 个训练活动没有反馈。`);
    for (const item of view.items)
      expect(
        (await graphql('mutation N($id: ID!) { markOfflinePlanItemNotStarted(planItemId: $id) }', { id: item.id }))
          .errors,
      ).toBeUndefined();
    const audioFirst = await graphql(CHECK_IN, { id: planId, num: 1 });
    expect(audioFirst.errors?.[0]?.extensions).toMatchObject({ code: 'Business:OfflinePlanAudioPunchFirst' });
    expect(audioFirst.errors?.[0]?.message).toMatch(/^Do the audio punch first: \d+ tracks? of this session/);
    const notReached = await graphql(CHECK_IN, { id: planId, num: 2 });
    expect(notReached.errors?.[0]?.extensions).toMatchObject({ code: 'Business:OfflinePlanPunchSessionNotReached' });

    // Every track heard to the end (the player's calls) and the audio punched: the check-in is stored, once.
    const { tracks } = (await graphql(AUDIO, { id: planId, num: 1 })).data?.['offlinePlanAudioPunch'] as {
      tracks: { code: string }[];
    };
    const subjectId = (
      (await graphql('query P($id: ID!) { offlinePlan(id: $id) { summary { subjectId } } }', { id: planId })).data?.[
        'offlinePlan'
      ] as { summary: { subjectId: string } }
    ).summary.subjectId;
    const course = await graphql(
      'query M($p: ID!, $s: ID!) { courseMusic(planKind: OFFLINE, planId: $p, num: 1, subjectId: $s) { tracks { code durationMs } } }',
      { p: planId, s: subjectId },
    );
    const durations = new Map(
      (course.data?.['courseMusic'] as { tracks: { code: string; durationMs: number }[] }).tracks.map((t) => [
        t.code,
        t.durationMs,
      ]),
    );
    for (const { code } of tracks) {
      const call = { subjectId, planKind: 'OFFLINE', planId, num: 1, trackCode: code };
      const started = await graphql(
        'mutation A($input: AudioTrackInput!) { startAudioTrack(input: $input) { canListen playSessionId } }',
        { input: { ...call, progress: 0 } },
      );
      const { playSessionId } = started.data?.['startAudioTrack'] as { playSessionId: string };
      const finished = await graphql(
        'mutation F($input: AudioTrackInput!) { finishAudioTrack(input: $input) { canListen } }',
        { input: { ...call, progress: durations.get(code), playSessionId } },
      );
      expect(finished.errors).toBeUndefined();
    }
    expect((await graphql(PUNCH, { id: planId, num: 1 })).errors).toBeUndefined();
    expect((await graphql(SESSION, { id: planId, num: 1 })).data?.['offlinePlanSessionPunch']).toMatchObject({
      canPunch: true,
      punched: false,
    });

    const punched = await graphql(CHECK_IN, { id: planId });
    expect(punched.errors).toBeUndefined();
    const record = punched.data?.['punchOfflinePlanSession'] as { id: string; punchedAt: string };
    expect(record).toMatchObject({ planId, num: 1, kind: 'Session' });
    const again = await graphql(CHECK_IN, { id: planId, num: 1 });
    expect(again.data?.['punchOfflinePlanSession']).toEqual(punched.data?.['punchOfflinePlanSession']);
    expect((await graphql(SESSION, { id: planId })).data?.['offlinePlanSessionPunch']).toMatchObject({
      punched: true,
      punchedAt: record.punchedAt,
      canPunch: false,
    });
  });
});
