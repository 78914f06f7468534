import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { pickMusicChildren } from '../../server/seed/demo.music';
import { buildDemoChildren } from '../../server/seed/demo.seed';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const PAGE = `query Page($n: Int!) { subjects(skipCount: 0, maxResultCount: $n) { items { id outpatientNumber musicPlanId } } }`;
const VALIDITY = `query V($s: ID!, $p: ID!) { musicFasValidity(subjectId: $s, planId: $p) { isFasValid playedTime tagNames } }`;
const START = `mutation S($s: ID!, $p: ID!) { startMusicPlan(subjectId: $s, planId: $p) { id } }`;
const PLAYLIST = `query L($s: ID!, $p: ID!) { musicPlaylist(subjectId: $s, planId: $p) { id planCode playedTime tagNames startedByName } }`;

const REMARK = `mutation R($id: ID!, $remark: String) { updateSubjectRemark(id: $id, remark: $remark) { id musicPlanId } }`;

type Row = { id: string; outpatientNumber: string; musicPlanId: string | null };

describe.each(testEngines())('music through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  const restCalls: string[] = [];
  const picked = pickMusicChildren(buildDemoChildren().sunrise.children);

  beforeAll(async () => {
    h = await startGatewayHarness(engine, {}, { onRestCall: (url) => restCalls.push(url) });
  });
  afterAll(() => h.close());

  const graphql = (query: string, variables: unknown = {}, language = 'en-US') =>
    h.graphql('centeradmin', query, variables, { language });
  const rowOf = (rows: Row[], outpatientNumber: string) => rows.find((r) => r.outpatientNumber === outpatientNumber)!;

  it('gives each row of a page its startable plan in the one REST call that lists the page', async () => {
    restCalls.length = 0;
    const answer = await graphql(PAGE, { n: 24 });
    expect(answer.errors).toBeUndefined();
    const rows = (answer.data?.['subjects'] as { items: Row[] }).items;
    expect(rows).toHaveLength(24);
    // Issue 16 item 2: the list answers the plans (withMusicPlan); no second call to startablePlans.
    expect(restCalls).toEqual(['/api/business/subject/getList']);
    for (const key of ['valid', 'expired', 'noFas'] as const) {
      expect(rowOf(rows, picked[key].outpatientNumber).musicPlanId).toEqual(expect.any(String));
    }
    expect(rowOf(rows, picked.finished.outpatientNumber).musicPlanId).toBeNull();
    expect(rowOf(rows, picked.noPlan.outpatientNumber).musicPlanId).toBeNull();
  });

  it('answers a changed child’s plan too: children from a mutation are asked of startablePlans', async () => {
    const rows = ((await graphql(PAGE, { n: 24 })).data?.['subjects'] as { items: Row[] }).items;
    const valid = rowOf(rows, picked.valid.outpatientNumber);
    restCalls.length = 0;
    const answer = await graphql(REMARK, { id: valid.id, remark: 'music next' });
    expect(answer.data?.['updateSubjectRemark']).toEqual({ id: valid.id, musicPlanId: valid.musicPlanId });
    expect(restCalls).toEqual(['/api/business/subject/remark', '/api/rocket/idtMusic/startablePlans']);
  });

  it('checks, starts and reads the playlist; a refusal carries the spec’s code and the server’s message', async () => {
    const rows = ((await graphql(PAGE, { n: 24 })).data?.['subjects'] as { items: Row[] }).items;
    const valid = rowOf(rows, picked.valid.outpatientNumber);
    const vars = { s: valid.id, p: valid.musicPlanId };
    expect((await graphql(VALIDITY, vars)).data?.['musicFasValidity']).toEqual({
      isFasValid: true,
      playedTime: 0,
      tagNames: ['Inattention', 'Hyperactivity'],
    });
    const started = await graphql(START, vars);
    const id = (started.data?.['startMusicPlan'] as { id: string }).id;
    expect((await graphql(PLAYLIST, vars)).data?.['musicPlaylist']).toEqual({
      id,
      planCode: 'IDT-FOCUS-01',
      playedTime: 1,
      tagNames: ['Inattention', 'Hyperactivity'],
      startedByName: '林静',
    });

    const expired = rowOf(rows, picked.expired.outpatientNumber);
    const refused = await graphql(START, { s: expired.id, p: expired.musicPlanId }, 'zh-CN');
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: '请先完成FAS评估并获取报告：开始音乐需要近3个月内的FAS测评。',
      extensions: { code: 'Business:FasInvalid', status: 409 },
    });
  });
});
