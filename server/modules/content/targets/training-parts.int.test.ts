import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../../testing/server-harness';
import { programsUsingPart } from '../content-usage';

// Training targets, program categories and materials on the generic endpoints (issue 18 item 1),
// at the segments of spec 001 §7's map; and the seam the training programs will fill: a delete is
// refused while a program uses the item, with the programs named.
describe.each(testEngines('sensitive'))('content library: training parts on %s', (engine) => {
  let h: ServerHarness;
  const run = Date.now().toString(36);
  const editor = (language = 'en-US') => h.as('editor', { language });

  beforeAll(async () => {
    h = await startServerHarness(engine);
  });
  afterAll(() => h.close());

  it.each([
    ['trainingTarget', { descriptionZh: '说明', descriptionEn: 'About it' }],
    ['courseWare', { descriptionZh: '', descriptionEn: 'Cards' }],
    ['programCategory', { categoryType: '2' }],
  ])('%s: create, read, search, status, move, history, delete', async (segment, extra) => {
    const base = `/api/rocket/${segment}`;
    const names = (n: string) => ({ nameZh: `部件${n}${run}`, nameEn: `Part ${n} ${run}` });
    const created = await editor().post(base, { ...names('a'), ...extra });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json();
    expect(item).toMatchObject({ ...names('a'), ...extra, contentStatus: 'Unpublish' });
    const duplicate = await editor().post(base, { ...names('a'), nameZh: `别的${run}`, ...extra });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('English name is already used by another item.');
    const missing = await editor('zh-CN').post(base, { nameEn: 'x', ...extra });
    expect(missing.json().error.message).toBe('中文名称为必填项。');
    const found = (await editor().get(`${base}?maxResultCount=6&search=${encodeURIComponent(`Part a ${run}`)}`)).json();
    expect(found.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
    await editor().put(`${base}/contentStatus`, { id: item.id, contentStatus: 'Public' });
    expect((await h.as('centeradmin').get(`${base}/${item.id}`)).statusCode).toBe(200);
    expect((await editor().put(`${base}/move/${item.id}?newSortOrder=0`)).json().sortOrder).toBe(0);
    await editor().put(`${base}/contentStatus`, { id: item.id, contentStatus: 'Trash' });
    expect((await editor().delete(`${base}/${item.id}`)).statusCode).toBe(204);
    const history = (await editor().get(`${base}/${item.id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual([
      'Created',
      'StatusChanged',
      // The demo's items were before it: the move changed its place.
      'Moved',
      'StatusChanged',
      'Deleted',
    ]);
    expect((await h.as('medical').get(`${base}?maxResultCount=6`)).statusCode).toBe(403);
  });

  it('a category type is 1 or 2, and names are unique within a type', async () => {
    const base = '/api/rocket/programCategory';
    const bad = await editor().post(base, { nameZh: `类${run}`, nameEn: `Kind ${run}`, categoryType: '3' });
    expect(bad.json().error.message).toBe("Category type must be one of '1', '2'.");
    for (const categoryType of ['1', '2'])
      expect((await editor().post(base, { nameZh: `类${run}`, nameEn: `Kind ${run}`, categoryType })).statusCode).toBe(
        200,
      );
  });

  it('refuses to delete a part a program uses, naming the programs', async () => {
    const base = '/api/rocket/trainingTarget';
    const item = (await editor().post(base, { nameZh: `用${run}`, nameEn: `Used ${run}` })).json();
    const before = programsUsingPart.target;
    programsUsingPart.target = (_tx, id) => Promise.resolve(id === item.id ? ['Card sorting', 'Balance walk'] : []);
    try {
      const refused = await editor().delete(`${base}/${item.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'Business:ContentInUse',
        message: 'This item is used by Card sorting and Balance walk and cannot be deleted: keep it in the Trash.',
      });
    } finally {
      programsUsingPart.target = before;
    }
  });
});
