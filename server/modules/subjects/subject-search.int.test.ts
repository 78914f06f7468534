import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../platform/db/testing';
import { subjects, tenants, users } from '../../platform/db/schema/index';
import type { RequestContext } from '../../platform/tenancy';
import { listSubjects } from './subjects.service';
import type { SubjectListRequest } from './subjects.schemas';

// The list's searches by every path they take (migration 0010): one or two characters from
// subject_search_grams, three or more from the trigram indexes (counted and paged from one reading of
// the matches), the remark's short search from the centre's rows. Each answer is compared with
// the rule itself, "contains, ignoring case", applied here to every child of the centre, and a
// child of another centre with the same name must never appear.
const CHILDREN: { name: string; outpatientNumber: string | null; remark: string | null }[] = [
  { name: '王小明', outpatientNumber: 'MZ-0001', remark: '对声音敏感' },
  { name: '小王', outpatientNumber: 'MZ-0002', remark: null },
  { name: '李明王', outpatientNumber: null, remark: '需要家长陪同' },
  { name: '张三', outpatientNumber: 'WANG-7', remark: 'prefers MORNINGS' },
  { name: 'Ryan Smith', outpatientNumber: 'MZ-0010', remark: 'prefers mornings' },
  { name: 'Bryant Wong', outpatientNumber: 'MZ-0100', remark: 'Mornings only' },
  { name: 'RYAN LEE', outpatientNumber: 'ry-9', remark: null },
  { name: 'Lily Chen', outpatientNumber: 'MZ-0111', remark: '敏感' },
  { name: '50% off', outpatientNumber: 'A_1', remark: '100% 注意' },
];

const SEARCHES = [
  '王',
  '小明',
  '明王',
  '王小明',
  'ryan',
  'RY',
  'y',
  'ry',
  'Ryan S',
  'mz',
  'MZ-01',
  '7',
  'wang',
  '%',
  '_1',
];

type Item = { id: string; name: string; outpatientNumber: string | null; remark: string | null };

const contains = (value: string | null, text: string) => (value ?? '').toLowerCase().includes(text.toLowerCase());

describe.each(testEngines('sensitive'))('subject list searches on %s', (engine) => {
  let test: TestDatabase;
  let ctx: RequestContext;

  const list = async (request: Omit<SubjectListRequest, 'skipCount' | 'maxResultCount'>, skipCount = 0, take = 50) =>
    test.db.transaction({ tenantId: ctx.tenant!.id, userId: ctx.userId }, (tx) =>
      listSubjects(tx, ctx, { ...request, skipCount, maxResultCount: take }, 'en-US', 'Asia/Shanghai'),
    );
  const names = (items: Item[]) => items.map((s) => s.name);

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    const [centre, other] = await test.db.privileged((tx) =>
      tx
        .insert(tenants)
        .values([
          { name: 'Search Centre', type: 'Center' },
          { name: 'Other Centre', type: 'Center' },
        ])
        .returning({ id: tenants.id }),
    );
    const [user] = await test.db.privileged((tx) =>
      tx.insert(users).values({ userName: 'searcher', name: 'Searcher' }).returning({ id: users.id }),
    );
    await test.db.privileged((tx) =>
      tx.insert(subjects).values([
        // Registered one minute apart, the first oldest: the list shows them in reverse.
        ...CHILDREN.map((child, i) => ({
          ...child,
          tenantId: centre!.id,
          birthday: '2018-01-01',
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
        ...CHILDREN.map((child) => ({ ...child, tenantId: other!.id, birthday: '2018-01-01' })),
      ]),
    );
    ctx = {
      userId: user!.id,
      tenant: { id: centre!.id, name: 'Search Centre', type: 'Center' },
      adminRoles: [],
      roles: ['CenterAdmin'],
      permissions: new Set(['Menu.User.Subject']),
      features: new Set(),
    };
  });
  afterAll(() => test.dispose());

  const newestFirst = (keep: (child: (typeof CHILDREN)[number]) => boolean) =>
    CHILDREN.filter(keep)
      .map((c) => c.name)
      .reverse();

  it.each(SEARCHES)('finds %j in names and outpatient numbers, ignoring case, newest first', async (text) => {
    const found = await list({ filter: text });
    const expected = newestFirst((c) => contains(c.name, text) || contains(c.outpatientNumber, text));
    expect(names(found.items)).toEqual(expected);
    expect(found.totalCount).toBe(expected.length);
  });

  it.each(SEARCHES)('finds %j in outpatient numbers only', async (text) => {
    const found = await list({ outpatientNumber: text });
    const expected = newestFirst((c) => contains(c.outpatientNumber, text));
    expect(names(found.items)).toEqual(expected);
    expect(found.totalCount).toBe(expected.length);
  });

  it.each(['敏感', '注意', 'mornings', 'MORNINGS', '%', 'o'])('finds %j in remarks', async (text) => {
    const found = await list({ remark: text });
    const expected = newestFirst((c) => contains(c.remark, text));
    expect(names(found.items)).toEqual(expected);
    expect(found.totalCount).toBe(expected.length);
  });

  it('one Chinese character finds it anywhere in a name; two find only the two together, in order', async () => {
    expect(names((await list({ filter: '王' })).items)).toEqual(['李明王', '小王', '王小明']);
    expect(names((await list({ filter: '小明' })).items)).toEqual(['王小明']);
    expect((await list({ filter: '王明' })).totalCount).toBe(0);
  });

  it('pages a search in the list’s order, with the whole count on every page and an empty page past the end', async () => {
    for (const filter of ['王', 'ryan', 'MZ-0']) {
      const all = names((await list({ filter })).items);
      const paged: string[] = [];
      for (let skip = 0; skip < all.length; skip += 2) {
        const page = await list({ filter }, skip, 2);
        expect(page.totalCount).toBe(all.length);
        paged.push(...names(page.items));
      }
      expect(paged).toEqual(all);
      const past = await list({ filter }, all.length, 2);
      expect(past).toEqual({ totalCount: all.length, items: [] });
    }
  });

  it('combines a search with the status filter', async () => {
    expect((await list({ filter: 'ryan', status: 'Unbind' })).totalCount).toBe(0);
    expect((await list({ filter: '王', status: 'Bind' })).totalCount).toBe(3);
  });
});
