import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { CONTENT_KINDS } from './content-kinds';

type Item = { id: string; contentStatus: string; nextStatuses: string[] };
type Page = { items: Item[]; totalCount: number };

// What a centre reads of the content library (issue 18 item 3, "as a centre admin, the Public
// library is readable, nothing is editable"), for every kind in CONTENT_KINDS, so a kind added
// later is covered the day it is registered: the Public items and nothing else, by list and by
// id; every write refused with 403 in the spec's error shape, whatever the body.
describe.each(testEngines())('content library as a centre reads it, on %s', (engine) => {
  let h: ServerHarness;

  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(() => h.close());

  const editor = () => h.as('editor');
  const centre = () => h.as('centeradmin');
  const publicCount = async (base: string) =>
    ((await editor().get(`${base}?maxResultCount=24&contentStatus=Public`)).json() as Page).totalCount;

  /**
   * An item of the kind, made Public by the editor: the demo library's, or, for a kind whose demo
   * items are not seeded, one made here when the kind's body is simple enough to write (programs).
   * A kind with neither is skipped, and counted in the report.
   */
  const MAKE: Record<string, Record<string, unknown>> = {
    trainingProgram: {
      code: 'CENTRE-READ-1',
      titleZh: '中心可读',
      titleEn: 'Centre reads',
      minDifficulty: 1,
      maxDifficulty: 3,
      targetIds: [],
      categoryIds: [],
      materials: [],
      feedbackPropertyIds: [],
      imageIds: [],
      videoIds: [],
    },
  };
  const publicItem = async (base: string, segment: string): Promise<Item | null> => {
    const all = (await editor().get(`${base}?maxResultCount=24`)).json() as Page;
    let item =
      all.items.find((i) => i.contentStatus === 'Public') ?? all.items.find((i) => i.nextStatuses.includes('Public'));
    if (!item && MAKE[segment]) {
      const made = await editor().post(base, MAKE[segment]);
      expect(made.statusCode, made.body).toBe(200);
      item = made.json() as Item;
    }
    if (!item) return null;
    if (item.contentStatus !== 'Public') {
      const published = await editor().put(`${base}/contentStatus`, { id: item.id, contentStatus: 'Public' });
      expect(published.statusCode, published.body).toBe(200);
    }
    return item;
  };

  it.for(CONTENT_KINDS.map((kind) => kind.segment))(
    '%s: Public is readable; Hide, Expire, Trash and Draft are not, by list or by id',
    async (segment, { skip }) => {
      const base = `/api/rocket/${segment}`;
      const item = await publicItem(base, segment);
      if (!item) return skip(`no ${segment} in the demo library yet`);
      const visible = await publicCount(base);
      const seen = await centre().get(`${base}/${item.id}`);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json()).toMatchObject({ id: item.id, canEdit: false, canDelete: false, nextStatuses: [] });
      expect(((await centre().get(`${base}?maxResultCount=24`)).json() as Page).totalCount).toBe(visible);

      // Public → Hide → Expire → Trash → Unpublish: every status the machine allows in turn.
      for (const status of ['Hide', 'Expire', 'Trash', 'Unpublish']) {
        const moved = await editor().put(`${base}/contentStatus`, { id: item.id, contentStatus: status });
        expect(moved.statusCode, `${status}: ${moved.body}`).toBe(200);
        const byId = await centre().get(`${base}/${item.id}`);
        expect(byId.statusCode, `${status} by id`).toBe(404);
        expect(byId.json().error.code).toBe('NotFound');
        const list = (await centre().get(`${base}?maxResultCount=24`)).json() as Page;
        expect(list.totalCount, `${status} list`).toBe(visible - 1);
        expect(list.items.map((i) => i.id)).not.toContain(item.id);
        // Asking for the status by name gives nothing either.
        const asked = (await centre().get(`${base}?maxResultCount=24&contentStatus=${status}`)).json() as Page;
        expect(asked).toEqual({ items: [], totalCount: 0 });
      }
      await editor().put(`${base}/contentStatus`, { id: item.id, contentStatus: 'Public' });
    },
  );

  it.for(CONTENT_KINDS.map((kind) => kind.segment))(
    '%s: every write by a centre admin is 403 in the error shape, even with a valid body',
    async (segment, { skip }) => {
      const base = `/api/rocket/${segment}`;
      const item = await publicItem(base, segment);
      if (!item) return skip(`no ${segment} in the demo library yet`);
      // The editor's own form values: a body the kind accepts, so only the caller is wrong.
      const values = (await editor().post(`${base}/prepareForEdit`, { id: item.id })).json().values;
      const writes = [
        centre().post(base, { ...values, code: `${values.code ?? ''}x`, sortOrder: null }),
        centre().put(`${base}/${item.id}`, values),
        centre().put(`${base}/contentStatus`, { id: item.id, contentStatus: 'Hide' }),
        centre().put(`${base}/move/${item.id}?newSortOrder=0`, {}),
        centre().delete(`${base}/${item.id}`),
        centre().post(`${base}/prepareForEdit`, { id: item.id }),
        centre().get(`${base}/${item.id}/history`),
      ];
      for (const [i, answer] of (await Promise.all(writes)).entries()) {
        expect(answer.statusCode, `write ${i}: ${answer.body}`).toBe(403);
        expect(answer.json().error).toMatchObject({ code: 'Forbidden', message: expect.any(String) });
      }
      const after = (await editor().get(`${base}/${item.id}`)).json();
      expect(after.contentStatus).toBe('Public');
    },
  );

  it("refuses a centre the kinds' own writes (track duration, program video, plan rules)", async () => {
    const track = await publicItem('/api/rocket/track', 'track');
    const program = await publicItem('/api/rocket/trainingProgram', 'trainingProgram');
    const id = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all([
      centre().put('/api/rocket/track/duration', { id: track?.id ?? id, duration: 3 }),
      centre().put('/api/rocket/trainingProgram/vid', { id: program?.id ?? id, vid: id }),
      centre().put('/api/rocket/trainingPlanTemplate/rules', { id, rules: {} }),
      centre().put('/api/rocket/offlineTrainingPlan/rules', { id, rules: {} }),
      centre().put('/api/rocket/trainingPlanV2/rules', { id, rules: {} }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().error.code).toBe('Forbidden');
    }
  });
});
