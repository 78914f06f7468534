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

const TRACKS = `query C($p: ID!, $s: ID!) { courseMusic(planKind: OFFLINE, planId: $p, num: 1, subjectId: $s) { tracks { code } } }`;
const RECORD = `mutation R($i: MusicFeedbackInput!) { recordMusicState(input: $i) {
  planKind userPlanId subjectId num listenedList notListenedList } }`;
const RECORDS = `query Q($p: ID!, $s: ID) { planMusicRecords(planKind: OFFLINE, userPlanId: $p, subjectId: $s) {
  subjectId num listenedList notListenedList } }`;

describe.each(testEngines())('music feedback through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let dataDir: string;
  let plan: { id: string; subjectId: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-music-feedback-gw-'));
    h = await startGatewayHarness(engine, { DATA_DIR: dataDir });
    await attachDemoTrackAudio(h.db, createDiskStorage(filesDirOf(dataDir)));
    await seedDemoCourseMusic(h.db);
    const sunrise = await h.tenant('sunrise');
    plan = await h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ id: string; subject_id: string }>(
        await tx.execute(sql`select id, subject_id from user_offline_plans
          where tenant_id = ${sunrise}::uuid and not is_deleted and ils_version = 'V3'
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

  it('saves a music feedback in order, reads it back, and refuses one out of order in the caller’s language', async () => {
    const course = await graphql(TRACKS, { p: plan.id, s: plan.subjectId });
    const codes = (course.data?.['courseMusic'] as { tracks: { code: string }[] }).tracks.map((t) => t.code);
    expect(codes.length).toBeGreaterThan(1);
    const input = { planKind: 'OFFLINE', userPlanId: plan.id, subjectId: plan.subjectId, num: 1 };
    const saved = await graphql(RECORD, {
      i: { ...input, listenedList: codes.slice(0, 1), notListenedList: codes.slice(1) },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.['recordMusicState']).toEqual({
      ...input,
      listenedList: codes.slice(0, 1),
      notListenedList: codes.slice(1),
    });
    const read = await graphql(RECORDS, { p: plan.id, s: plan.subjectId });
    expect(read.data?.['planMusicRecords']).toEqual([
      { subjectId: plan.subjectId, num: 1, listenedList: codes.slice(0, 1), notListenedList: codes.slice(1) },
    ]);
    const refused = await graphql(
      RECORD,
      { i: { ...input, listenedList: codes.slice(1, 2), notListenedList: codes.slice(0, 1) } },
      'zh-CN',
    );
    expect(refused.errors?.[0]?.message).toMatch(/请按顺序选择/);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('Business:MusicFeedbackOutOfOrder');
  });
});
