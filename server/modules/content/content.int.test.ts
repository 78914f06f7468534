import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTags } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

const BASE = '/api/rocket/tag';

// The generic resource endpoints on their first kind, tags (issue 18): permissions, the status
// machine, centres' view of Public only, moves, history, bad input; and the database's own guard
// on writes. Engine-sensitive: row-level security decides the guard.
describe.each(testEngines('sensitive'))('content library: tags on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  const names = (n: string) => ({ nameZh: `测试标签${n}${run}`, nameEn: `Test tag ${n} ${run}` });

  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(() => h.close());

  const editor = (language = 'en-US') => h.as('editor', { language });
  const create = async (n: string, extra: object = {}) => {
    const res = await editor().post(BASE, { ...names(n), ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; sortOrder: number; contentStatus: string; nextStatuses: string[] };
  };

  it('the demo library has a dozen tags in both languages, of which a centre sees the Public ten', async () => {
    const all = (await editor().get(`${BASE}?maxResultCount=24`)).json();
    expect(all.totalCount).toBe(12);
    expect(all.items[0]).toMatchObject({
      nameZh: '注意力',
      nameEn: 'Attention',
      contentStatus: 'Public',
      sortOrder: 0,
    });
    const centre = (await h.as('centeradmin').get(`${BASE}?maxResultCount=24`)).json();
    expect(centre.totalCount).toBe(10);
    const history = (await editor().get(`${BASE}/${all.items[0].id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(['Created', 'StatusChanged']);
  });

  it('an editor creates a tag: Unpublish, at the end of the order, with its first history entry', async () => {
    const tag = await create('a');
    expect(tag).toMatchObject({ ...names('a'), contentStatus: 'Unpublish', canEdit: true, canDelete: true });
    expect(tag.nextStatuses).toEqual(['Hide', 'Public', 'Trash']);
    const history = (await editor().get(`${BASE}/${tag.id}/history`)).json();
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ action: 'Created', userName: expect.any(String) });
    expect(history.items[0].changes).toEqual(
      expect.arrayContaining([{ field: 'nameEn', from: null, to: names('a').nameEn }]),
    );
  });

  it('refuses missing, too long and out-of-range fields naming each field, in both languages', async () => {
    const en = await editor().post(BASE, { nameZh: ' ', nameEn: 'x'.repeat(51), sortOrder: -1 });
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toMatchObject({ code: 'ValidationError', message: 'Chinese name is required.' });
    expect(en.json().error.validationErrors).toEqual([
      { message: 'Chinese name is required.', members: ['nameZh'] },
      { message: 'English name may have at most 50 characters.', members: ['nameEn'] },
      { message: 'Sort order must be a whole number from 0 to 1000000.', members: ['sortOrder'] },
    ]);
    const zh = await editor('zh-CN').post(BASE, { nameZh: '好', sortOrder: 1 });
    expect(zh.json().error.message).toBe('英文名称为必填项。');
  });

  it('refuses a name another tag has, whatever its case, and a huge integer or NUL with a 4xx', async () => {
    await create('dup');
    const again = await editor().post(BASE, { nameZh: `其他${run}`, nameEn: names('dup').nameEn.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'Business:ContentDuplicate',
      message: 'English name is already used by another item.',
    });
    const huge = await editor().post(BASE, { ...names('huge'), sortOrder: 1e20 });
    expect(huge.statusCode).toBe(400);
    const nul = await editor().post(BASE, { nameZh: 'a\u0000b', nameEn: 'nul' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBeTypeOf('string');
  });

  it('lists, searches and pages by the page sizes 6, 12, 18 and 24 only', async () => {
    for (const n of ['p1', 'p2', 'p3']) await create(n);
    const found = await editor().get(`${BASE}?search=${encodeURIComponent(`Test tag p`)}&maxResultCount=6`);
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((t: { nameEn: string }) => t.nameEn)).toEqual(
      ['p1', 'p2', 'p3'].map((n) => names(n).nameEn),
    );
    expect(found.json().totalCount).toBe(3);
    const zh = await editor().get(`${BASE}?search=${encodeURIComponent(`测试标签p2`)}&maxResultCount=6`);
    expect(zh.json().totalCount).toBe(1);
    const wildcard = await editor().get(`${BASE}?search=${encodeURIComponent('%')}&maxResultCount=6`);
    expect(wildcard.json().totalCount).toBe(0);
    const second = await editor().get(
      `${BASE}?search=${encodeURIComponent(`Test tag p`)}&maxResultCount=6&skipCount=2`,
    );
    expect(second.json().items).toHaveLength(1);
    expect(second.json().totalCount).toBe(3);
    // A page past the end has no row to carry the count; the list still says how many there are.
    const past = await editor().get(`${BASE}?search=${encodeURIComponent(`Test tag p`)}&maxResultCount=6&skipCount=6`);
    expect(past.json()).toMatchObject({ items: [], totalCount: 3 });
    const odd = await editor().get(`${BASE}?maxResultCount=7`);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toBe('Page size must be one of 6, 12, 18, 24.');
  });

  it('changes status only as the machine allows; centres read only what is Public', async () => {
    const tag = await create('status');
    const centre = h.as('centeradmin');
    expect((await centre.get(`${BASE}/${tag.id}`)).statusCode).toBe(404);
    const refused = await editor().put(`${BASE}/contentStatus`, { id: tag.id, contentStatus: 'Expire' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('An item in Draft cannot change to Expired.');
    const published = await editor().put(`${BASE}/contentStatus`, { id: tag.id, contentStatus: 'Public' });
    expect(published.json()).toMatchObject({ contentStatus: 'Public', canDelete: false });
    const seen = await centre.get(`${BASE}/${tag.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ canEdit: false, canDelete: false, nextStatuses: [] });
    const list = (await centre.get(`${BASE}?maxResultCount=24&search=${run}`)).json();
    expect(list.items.map((t: { id: string }) => t.id)).toEqual([tag.id]);
    // Even asking for another status, a centre sees Public only.
    expect(
      (await centre.get(`${BASE}?maxResultCount=24&contentStatus=Unpublish&search=${run}`)).json().totalCount,
    ).toBe(0);
    expect((await editor().delete(`${BASE}/${tag.id}`)).statusCode).toBe(409);
    await editor().put(`${BASE}/contentStatus`, { id: tag.id, contentStatus: 'Trash' });
    expect((await editor().put(`${BASE}/${tag.id}`, names('status'))).statusCode).toBe(409);
    expect((await centre.get(`${BASE}/${tag.id}`)).statusCode).toBe(404);
    expect((await editor().delete(`${BASE}/${tag.id}`)).statusCode).toBe(204);
    const history = (await editor().get(`${BASE}/${tag.id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual([
      'Created',
      'StatusChanged',
      'StatusChanged',
      'Deleted',
    ]);
    expect(history.items[1].changes).toEqual([{ field: 'contentStatus', from: 'Unpublish', to: 'Public' }]);
  });

  it('edits record what changed; an edit that changes nothing records nothing', async () => {
    const tag = await create('edit');
    const edited = await editor().put(`${BASE}/${tag.id}`, { ...names('edit'), nameEn: `Edited ${run}` });
    expect(edited.statusCode).toBe(200);
    await editor().put(`${BASE}/${tag.id}`, { ...names('edit'), nameEn: `Edited ${run}` });
    const history = (await editor().get(`${BASE}/${tag.id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(['Created', 'Updated']);
    expect(history.items[1].changes).toEqual([{ field: 'nameEn', from: names('edit').nameEn, to: `Edited ${run}` }]);
    const prepared = (await editor().post(`${BASE}/prepareForEdit`, { id: tag.id })).json();
    expect(prepared.values).toEqual({
      nameZh: names('edit').nameZh,
      nameEn: `Edited ${run}`,
      sortOrder: tag.sortOrder,
    });
    expect(prepared.pageSizes).toEqual([6, 12, 18, 24]);
    const fresh = (await editor().post(`${BASE}/prepareForEdit`, {})).json();
    expect(fresh).toMatchObject({ item: null, values: { nameZh: '', nameEn: '' } });
    expect(fresh.values.sortOrder).toBeGreaterThan(tag.sortOrder);
  });

  it('moves a tag to a place in the order and numbers the list again', async () => {
    const tag = await create('move');
    const order = (await editor().get(`${BASE}?maxResultCount=24`)).json().totalCount as number;
    const moved = await editor().put(`${BASE}/move/${tag.id}?newSortOrder=0`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().sortOrder).toBe(0);
    const first = (await editor().get(`${BASE}?maxResultCount=6`)).json().items;
    expect(first[0].id).toBe(tag.id);
    expect(first.map((t: { sortOrder: number }) => t.sortOrder)).toEqual([0, 1, 2, 3, 4, 5]);
    const outside = await editor().put(`${BASE}/move/${tag.id}?newSortOrder=${order}`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.validationErrors[0].members).toEqual(['newSortOrder']);
    const history = (await editor().get(`${BASE}/${tag.id}/history`)).json();
    expect(history.items.at(-1)).toMatchObject({ action: 'Moved' });
  });

  it('other platform roles, enterprises and people without roles get 403 in the error shape; centres may not write', async () => {
    for (const user of ['medical', 'noroles', 'enterprise', 'area']) {
      const res = await h.as(user).get(`${BASE}?maxResultCount=6`);
      expect(res.statusCode, user).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'Forbidden', message: expect.any(String) });
    }
    const write = await h.as('centeradmin').post(BASE, names('centre'));
    expect(write.statusCode).toBe(403);
    expect((await h.as('centeradmin').post(`${BASE}/prepareForEdit`, {})).statusCode).toBe(403);
    expect((await h.as('admin').get(`${BASE}?maxResultCount=6`)).statusCode).toBe(200);
  });

  it('the database itself refuses a content write from a request whose user edits nothing', async () => {
    const coach = await h.userId('coach');
    const editorId = await h.userId('editor');
    const insert = (userId: string) =>
      h.db.transaction({ tenantId: null, userId }, (tx) =>
        tx.insert(contentTags).values({ nameZh: `守卫${userId}`, nameEn: `Guard ${userId}` }),
      );
    await expect(insert(coach)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/row-level security/) },
    });
    await expect(insert(editorId)).resolves.toBeDefined();
    // Nobody rewrites history: it has no update or delete policy.
    const actions = () =>
      h.db.privileged(async (tx) => (await tx.execute(sql`select action from content_history order by id`)) as unknown);
    const before = JSON.stringify(await actions());
    await h.db.transaction({ tenantId: null, userId: editorId }, async (tx) => {
      await tx.execute(sql`update content_history set action = 'Updated'`);
      await tx.execute(sql`delete from content_history`);
    });
    expect(JSON.stringify(await actions())).toBe(before);
  });
});
