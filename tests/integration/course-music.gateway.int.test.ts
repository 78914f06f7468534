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

// Issue 21: musicPlayedDetails, courseMusicPlan and setCourseMusicPlan through the gateway
// (graphql/music-played-details.graphql, graphql/course-music.graphql).

const DETAILS = `query D($i: ID!, $n: Int) { musicPlayedDetails(userPlanItemId: $i, num: $n) {
  planKind planId num items { subjectId subjectName code titleEn inSession timesPlayed progress isFinished } } }`;
const PLAN = `query P($p: ID!) { courseMusicPlan(planKind: GROUP, planId: $p) {
  planKind planId ended listened brainMusic { code } options { id code } } }`;
const SET = `mutation S($i: CourseMusicPlanInput!) { setCourseMusicPlan(input: $i) { brainMusic { code } } }`;

describe.each(testEngines())('music played details and course music through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let dataDir: string;
  let offline: { id: string; subjectId: string };
  let group = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-course-music-gw-'));
    h = await startGatewayHarness(engine, { DATA_DIR: dataDir });
    await attachDemoTrackAudio(h.db, createDiskStorage(filesDirOf(dataDir)));
    await seedDemoCourseMusic(h.db);
    const sunrise = await h.tenant('sunrise');
    await h.db.privileged(async (tx) => {
      const [row] = rowsOf<{ id: string; subject_id: string }>(
        await tx.execute(sql`select id, subject_id from user_offline_plans
          where tenant_id = ${sunrise}::uuid and not is_deleted and ils_version = 'V3' order by created_at, id limit 1`),
      );
      offline = { id: row!.id, subjectId: row!.subject_id };
      const [g] = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from group_training_plans where tenant_id = ${sunrise}::uuid
          and status <> 'Ended' order by created_at, id limit 1`),
      );
      group = g!.id;
      await tx.execute(sql`delete from audio_track_progress where plan_id = ${group}::uuid`);
    });
  }, 240_000);
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const graphql = (query: string, variables: unknown = {}, language = 'en-US') =>
    h.graphql('centeradmin', query, variables, { language });

  it('answers a session’s played details with the child as subjectId', async () => {
    const answer = await graphql(DETAILS, { i: offline.id, n: 1 });
    expect(answer.errors).toBeUndefined();
    const details = answer.data?.['musicPlayedDetails'] as { planKind: string; items: { subjectId: string }[] };
    expect(details).toMatchObject({ planKind: 'OFFLINE', planId: offline.id, num: 1 });
    expect(details.items.length).toBeGreaterThan(0);
    expect(details.items.every((item) => item.subjectId === offline.subjectId)).toBe(true);
    const missing = await graphql(DETAILS, { i: '00000000-0000-4000-8000-000000000000' }, 'zh-CN');
    expect(missing.errors?.[0]?.message).toBe('未找到该计划项目。');
  });

  it('reads and picks a group plan’s course music', async () => {
    const read = await graphql(PLAN, { p: group });
    expect(read.errors).toBeUndefined();
    const plan = read.data?.['courseMusicPlan'] as { options: { id: string; code: string }[] };
    expect(plan).toMatchObject({ planKind: 'GROUP', ended: false, listened: false, brainMusic: { code: 'BM-01' } });
    const bm2 = plan.options.find((o) => o.code === 'BM-02')!;
    const set = await graphql(SET, { i: { planKind: 'GROUP', planId: group, brainMusicId: bm2.id } });
    expect(set.errors).toBeUndefined();
    expect(set.data?.['setCourseMusicPlan']).toEqual({ brainMusic: { code: 'BM-02' } });
  });
});
