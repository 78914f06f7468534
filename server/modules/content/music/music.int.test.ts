import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { contentTags, contentTracks, planCourseMusic } from '../../../platform/db/schema/index';
import { testEngines } from '../../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';

const PLAN = '/api/rocket/idtMusicPlan';
const BRAIN = '/api/rocket/brainMusic';

// Music plans and brain-music programmes on the content library's endpoints (issue 18 items 1, 7):
// sessions of existing tracks of the plan's course, refusals naming the field and session in both
// languages, categories and tags for the pickers, 403 for a non-editor in the spec's shape, and a
// track a programme plays kept (its delete names the programme).
describe.each(testEngines('sensitive'))('content library: music plans on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  let fas: string[] = [];
  let cmsmo = '';
  let trashed = '';
  let tagIds: string[] = [];
  const editor = (language = 'en-US') => h.as('editor', { language });
  const plan = (n: string, extra: object = {}) => ({
    code: `MP-${n}-${run}`,
    nameZh: `测试音乐方案${n}${run}`,
    nameEn: `Test music plan ${n} ${run}`,
    musicType: 'Fas',
    category: 'Attention',
    tagIds,
    sessions: [{ trackIds: [fas[0]!, fas[1]!] }, { trackIds: [fas[1]!] }, { trackIds: [fas[0]!] }],
    ...extra,
  });

  beforeAll(async () => {
    h = await startServerHarness(engine);
    // Tracks and tags straight into the library (their own kinds are tested beside them).
    const rows = await h.db.privileged((tx) =>
      tx
        .insert(contentTracks)
        .values(
          [
            ['FAS', 'A', 'Public'],
            ['FAS', 'B', 'Public'],
            ['CMSMO', 'C', 'Public'],
            ['FAS', 'X', 'Trash'],
          ].map(([course, c, status], i) => ({
            code: `MT-${c}-${run}`,
            courseCode: course!,
            nameZh: `曲目${c}${run}`,
            nameEn: `Track ${c} ${run}`,
            contentStatus: status as 'Public' | 'Trash',
            sortOrder: 1000 + i,
          })),
        )
        .returning({ id: contentTracks.id }),
    );
    const ids = rows.map((r) => r.id);
    fas = [ids[0]!, ids[1]!];
    cmsmo = ids[2]!;
    trashed = ids[3]!;
    const tags = await h.db.privileged((tx) =>
      tx
        .insert(contentTags)
        .values([
          { nameZh: `专注${run}`, nameEn: `Focus ${run}`, contentStatus: 'Public' as const, sortOrder: 900 },
          { nameZh: `安静${run}`, nameEn: `Calm ${run}`, contentStatus: 'Hide' as const, sortOrder: 901 },
        ])
        .returning({ id: contentTags.id }),
    );
    tagIds = tags.map((t) => t.id);
  });
  afterAll(() => h.close());

  it('an editor builds a music plan of sessions of tracks, with a category and tags, and reads it back', async () => {
    const res = await editor().post(PLAN, plan('a'));
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      contentStatus: 'Unpublish',
      musicType: 'Fas',
      category: 'Attention',
      sessionCount: 3,
      tags: [{ id: tagIds[0] }, { id: tagIds[1] }],
    });
    expect(created.sessions[0].tracks.map((t: { code: string }) => t.code)).toEqual([`MT-A-${run}`, `MT-B-${run}`]);
    expect(created.sessions[0].tracks[0]).toMatchObject({ courseCode: 'FAS', hasAudio: false, duration: null });
    const again = (await editor().get(`${PLAN}/${created.id}`)).json();
    expect(again.sessions.map((s: { tracks: unknown[] }) => s.tracks.length)).toEqual([2, 1, 1]);
    // PUT idtMusicPlan/{id}: the sessions replaced, in the new order; the history has it.
    const put = await editor().put(
      `${PLAN}/${created.id}`,
      plan('a', { sessions: [{ trackIds: [fas[1]!, fas[0]!] }] }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().sessions[0].tracks.map((t: { id: string }) => t.id)).toEqual([fas[1], fas[0]]);
    const history = (await editor().get(`${PLAN}/${created.id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(['Created', 'Updated']);
    expect(history.items[1].changes.map((c: { field: string }) => c.field)).toContain('sessions');
  });

  it('refuses bad input naming the field and the session, in both languages', async () => {
    const empty = await editor().post(PLAN, plan('b', { code: '', sessions: [{ trackIds: [] }], musicType: 'Jazz' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Code is required.');
    expect(empty.json().error.validationErrors.map((v: { members: string[] }) => v.members[0])).toEqual([
      'code',
      'sessions',
      'musicType',
    ]);
    expect(empty.json().error.validationErrors[1].message).toBe('Session 1 has no track: pick at least one.');
    expect(empty.json().error.validationErrors[2].message).toBe('Music type must be one of Fas, CmSmo.');

    const course = await editor().post(PLAN, plan('c', { sessions: [{ trackIds: [fas[0]!] }, { trackIds: [cmsmo] }] }));
    expect(course.statusCode).toBe(400);
    expect(course.json().error.message).toBe(
      `Session 2: “MT-C-${run}” is a CMSMO track; this plan plays FAS tracks only.`,
    );
    const zh = await editor('zh-CN').post(PLAN, plan('d', { sessions: [{ trackIds: [fas[0]!, trashed] }] }));
    expect(zh.json().error.message).toBe(`第 1 节课：“MT-X-${run}”已在回收站，请选择其他曲目。`);
    const unknownTag = await editor().post(PLAN, plan('e', { tagIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(unknownTag.json().error).toMatchObject({
      message: 'Tags names a tag that does not exist.',
      validationErrors: [{ members: ['tagIds'] }],
    });
    const twice = await editor().post(PLAN, plan('a'));
    expect(twice.statusCode).toBe(409);
  });

  it('GET idtMusicCategory and POST queryTags serve the pickers; a centre sees Public tags only', async () => {
    const categories = (await editor().get('/api/rocket/idtMusicCategory')).json();
    expect(categories.items[0]).toEqual({ id: 'Attention', nameZh: '专注力', nameEn: 'Attention' });
    const byName = (await editor().post('/api/rocket/queryTags', { search: `calm ${run}` })).json();
    expect(byName.items).toEqual([{ id: tagIds[1], nameZh: `安静${run}`, nameEn: `Calm ${run}` }]);
    const byIds = (await editor().post('/api/rocket/queryTags', { ids: tagIds })).json();
    expect(byIds.items.map((t: { id: string }) => t.id)).toEqual(tagIds);
    const centre = (await h.as('centeradmin').post('/api/rocket/queryTags', { ids: tagIds })).json();
    expect(centre.items.map((t: { id: string }) => t.id)).toEqual([tagIds[0]]);
  });

  it('refuses a non-editor with 403 in the error shape', async () => {
    const res = await h.as('centeradmin').post(PLAN, plan('f'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const brain = await h.as('centeradmin').post(BRAIN, { code: 'x' });
    expect(brain.statusCode).toBe(403);
  });

  it('brain music: sessions of tracks of any course with an audio type; a played track cannot be deleted', async () => {
    const res = await editor().post(BRAIN, {
      code: `BM-${run}`,
      nameZh: `脑音乐${run}`,
      nameEn: `Brain music ${run}`,
      audioType: 'BrainAudio',
      sessions: [{ trackIds: [cmsmo, fas[0]!] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ audioType: 'BrainAudio', sessionCount: 1 });
    const bad = await editor().post(BRAIN, { code: `BM2-${run}`, nameZh: 'x', nameEn: 'y', audioType: 'Loud' });
    expect(bad.json().error.validationErrors.map((v: { members: string[] }) => v.members[0])).toEqual([
      'sessions',
      'audioType',
    ]);

    // The CMSMO track: Trash it, then its delete is refused naming the programme that plays it.
    await editor().put('/api/rocket/track/contentStatus', { id: cmsmo, contentStatus: 'Trash' });
    const del = await editor().delete(`/api/rocket/track/${cmsmo}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.code).toBe('Business:ContentInUse');
    expect(del.json().error.message).toContain(`BM-${run} 脑音乐${run} / Brain music ${run}`);
    // Once the programme is gone, the track may go.
    await editor().put(`${BRAIN}/contentStatus`, { id: res.json().id, contentStatus: 'Trash' });
    expect((await editor().delete(`${BRAIN}/${res.json().id}`)).statusCode).toBe(204);
    expect((await editor().delete(`/api/rocket/track/${cmsmo}`)).statusCode).toBe(204);
  });

  it("a programme a centre's plan plays cannot be deleted: 409 in both languages, not a 500", async () => {
    const res = await editor().post(BRAIN, {
      code: `BMP-${run}`,
      nameZh: `计划脑音乐${run}`,
      nameEn: `Planned brain music ${run}`,
      audioType: 'BrainAudio',
      sessions: [{ trackIds: [fas[0]!] }],
    });
    const id = res.json().id as string;
    // A centre's plan plays it: the editor's transaction cannot see that row, the reference holds.
    const tenantId = await h.tenant('sunrise');
    const planId = randomUUID();
    await h.db.privileged((tx) =>
      tx.insert(planCourseMusic).values({ tenantId, planKind: 'OFFLINE', planId, brainMusicId: id }),
    );
    await editor().put(`${BRAIN}/contentStatus`, { id, contentStatus: 'Trash' });
    for (const [language, words] of [
      ['en-US', "used by centres' plans"],
      ['zh-CN', '中心的计划使用'],
    ] as const) {
      const del = await editor(language).delete(`${BRAIN}/${id}`);
      expect(del.statusCode, del.body).toBe(409);
      expect(del.json().error.code).toBe('Business:ContentInUse');
      expect(del.json().error.message).toContain(words);
    }
    expect((await editor().get(`${BRAIN}/${id}`)).statusCode).toBe(200);
    await h.db.privileged((tx) => tx.delete(planCourseMusic).where(eq(planCourseMusic.planId, planId)));
    expect((await editor().delete(`${BRAIN}/${id}`)).statusCode).toBe(204);
  });
});

describe.each(testEngines())('content library: the demo music on %s', (engine) => {
  let h: ServerHarness;
  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(() => h.close());

  it('FAS and CMSMO plans with categories and tags, and brain-music programmes, from the demo tracks', async () => {
    const plans = (await h.as('editor').get(`${PLAN}?maxResultCount=24&search=MP-`)).json();
    expect(plans.items.map((p: { code: string }) => p.code)).toEqual([
      'MP-FAS-01',
      'MP-FAS-02',
      'MP-CM-01',
      'MP-CM-02',
    ]);
    expect(plans.items[0]).toMatchObject({
      musicType: 'Fas',
      category: 'Attention',
      tags: [{ nameEn: 'Attention' }, { nameEn: 'Sustained attention' }],
      sessionCount: 6,
    });
    expect(plans.items[0].sessions[0].tracks.map((t: { code: string }) => t.code)).toEqual(['FAS-001', 'FAS-002']);
    // A centre reads the Public ones only.
    const centre = (await h.as('centeradmin').get(`${PLAN}?maxResultCount=24&search=MP-`)).json();
    expect(centre.items.map((p: { code: string }) => p.code)).not.toContain('MP-FAS-02');
    const brain = (await h.as('editor').get(`${BRAIN}?maxResultCount=24&search=BM-`)).json();
    expect(brain.items.map((p: { audioType: string }) => p.audioType)).toEqual(['BrainAudio', 'BoneConduction']);
    const history = (await h.as('editor').get(`${PLAN}/${plans.items[0].id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(['Created', 'StatusChanged']);
  });
});
