import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTrainingPrograms } from '../../../platform/db/schema/index';
import { testEngines } from '../../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';

const V3 = '/api/rocket/trainingPlanTemplate';
const V4 = '/api/rocket/OfflineTrainingPlan';

// A template's sessions' static activities (nonePlaybook, issue 19 items 2-3): optional, saved and
// read back per session, refused by session and place in the spec's shape and both languages.
describe.each(testEngines())('content library: static activities on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let program = '';
  const editor = (language = 'en-US') => h.as('editor', { language });
  const template = (n: string, statics: unknown[][]) => ({
    code: `TS-${n}-${run}`,
    nameZh: `静态方案${n}${run}`,
    nameEn: `Static plan ${n} ${run}`,
    sessions: statics.map((staticActivities) => ({ programIds: [program], staticActivities })),
  });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    const [row] = await h.db.privileged((tx) =>
      tx
        .insert(contentTrainingPrograms)
        .values({ code: `TSP-${run}`, titleZh: '项目', titleEn: 'Program', contentStatus: 'Public' })
        .returning({ id: contentTrainingPrograms.id }),
    );
    program = row!.id;
  });
  afterAll(() => h.close());

  it('saves each session’s static activities and reads them back, on both template kinds', async () => {
    const warmUp = { nameZh: '热身', nameEn: 'Warm-up' };
    for (const base of [V3, V4]) {
      const res = await editor().post(base, template(base === V3 ? 'a' : 'a4', [[warmUp], []]));
      expect(res.statusCode, res.body).toBe(200);
      const got = (await editor().get(`${base}/${res.json().id}`)).json();
      expect(got.sessions.map((s: { staticActivities: unknown[] }) => s.staticActivities)).toEqual([[warmUp], []]);
    }
    // A template saved without them has none.
    const plain = await editor().post(V3, { ...template('b', [[]]), sessions: [{ programIds: [program] }] });
    expect(plain.json().sessions[0].staticActivities).toEqual([]);
  });

  it('refuses too many, a missing name and a long one, naming the session, in both languages', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ nameZh: `活动${i}`, nameEn: `Activity ${i}` }));
    const many = await editor().post(V3, template('c', [[], six]));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.validationErrors[0]).toEqual({
      message: 'Session 2 may have at most 5 static activities.',
      members: ['sessions'],
    });
    const nameless = await editor('zh-CN').post(V3, template('d', [[{ nameZh: '热身', nameEn: ' ' }]]));
    expect(nameless.json().error.message).toBe('第 1 节课：第 1 个静态活动需要填写中英文名称。');
    const long = await editor().post(V3, template('e', [[{ nameZh: '热身', nameEn: 'x'.repeat(51) }]]));
    expect(long.json().error.message).toBe('Session 1: the name of static activity 1 may have at most 50 characters.');
  });
});
