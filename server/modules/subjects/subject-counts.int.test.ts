import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { subjects } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';

// Without a filter but the status, the list's totalCount comes from subject_counts, which the
// triggers of migration 0011 keep (docs/decisions.md "Exact subject counts"). Each step that can
// change a count goes through the path the application takes; after each, the counts must equal
// the children the list actually pages through, for every status and in both centres.
const STATUSES = [undefined, 'Bind', 'Unbind', 'Logout'] as const;

type Json = Record<string, unknown>;
type Page = { totalCount: number; items: { id: string; status: string }[] };

describe.each(testEngines('sensitive'))('the subject list’s counts on %s', (engine) => {
  let h: ServerHarness;
  let harbour: string;

  beforeAll(async () => {
    h = await startServerHarness(engine);
    harbour = await h.tenant('harbour');
  });
  afterAll(() => h.close());

  const call = async (
    path: string,
    body: Json,
    userName = 'centeradmin',
    headers: Record<string, string> = {},
    method: 'POST' | 'PUT' = 'POST',
  ) => h.as(userName).request(method, `/api/business/subject/${path}`, body, { headers });

  const list = async (body: Json, userName = 'centeradmin', headers: Record<string, string> = {}) =>
    (await call('getList', body, userName, headers)).json() as Page;

  /** The count the list states, per status, after checking it against the children it pages through. */
  const counts = async (userName = 'centeradmin', headers: Record<string, string> = {}) => {
    const stated: Record<string, number> = {};
    for (const status of STATUSES) {
      const page = await list({ skipCount: 0, maxResultCount: 1000, ...(status ? { status } : {}) }, userName, headers);
      expect(page.items).toHaveLength(page.totalCount);
      if (status) expect(page.items.every((s) => s.status === status)).toBe(true);
      stated[status ?? 'all'] = page.totalCount;
    }
    expect(stated['all']).toBe(stated['Bind']! + stated['Unbind']! + stated['Logout']!);
    return stated;
  };
  const sunriseCounts = () => counts();
  const harbourCounts = () => counts('multirole', { __tenant: harbour });

  let phone = 13_800_000_000;
  const addGuardianWithChildren = async (names: string[]) => {
    const added = await call('guardianAndSubject', {
      name: 'Count Parent',
      phoneNumber: String((phone += 1)),
      roleName: 'Mother',
      subjects: names.map((name) => ({ name, birthDay: '2019-05-04', gender: 'Female' })),
    });
    expect(added.statusCode).toBe(200);
    return added.json() as { guardianId: string; subjects: { id: string }[] };
  };

  it('stays exact through adding, withdrawing, renewing, cancelling and deleting, and apart per centre', async () => {
    const harbourBefore = await harbourCounts();
    let expected = await sunriseCounts();
    const expectChange = async (change: Partial<Record<'Bind' | 'Unbind' | 'Logout', number>>) => {
      const next = { ...expected };
      for (const [status, delta] of Object.entries(change)) {
        next[status] = next[status]! + delta;
        next['all'] = next['all']! + delta;
      }
      expect(await sunriseCounts()).toEqual(next);
      expected = next;
    };

    // Two children in one request: one statement, one count per status.
    const added = await call('subject', {
      registerType: 'Username',
      subjects: [
        { name: 'Count One', birthDay: '2019-05-02', gender: 'Female' },
        { name: 'Count Two', birthDay: '2019-05-03', gender: 'Male' },
      ],
    });
    expect(added.statusCode).toBe(200);
    await expectChange({ Bind: 2 });

    const { guardianId, subjects: children } = await addGuardianWithChildren(['Count Three', 'Count Four']);
    await expectChange({ Bind: 2 });

    const withdraw = (subjectId: string, authorized: boolean) =>
      call('authorization', { guardianId, subjectId, authorized });
    expect((await withdraw(children[0]!.id, false)).statusCode).toBe(200);
    await expectChange({ Bind: -1, Unbind: 1 });
    expect((await withdraw(children[0]!.id, true)).statusCode).toBe(200);
    await expectChange({ Bind: 1, Unbind: -1 });
    expect((await withdraw(children[1]!.id, false)).statusCode).toBe(200);
    await expectChange({ Bind: -1, Unbind: 1 });

    // Cancelling the only guardian: both children become Logout, one from Bind, one from Unbind.
    expect((await call('cancelGuardian', { guardianId })).statusCode).toBe(200);
    await expectChange({ Bind: -1, Unbind: -1, Logout: 2 });

    // An edit that leaves the status alone changes no count.
    expect(
      (await call('remark', { id: children[0]!.id, remark: 'counted once' }, 'centeradmin', {}, 'PUT')).statusCode,
    ).toBe(200);
    await expectChange({});

    // No request deletes a child; a removal by maintenance is counted all the same.
    const ids = [...children.map((c) => c.id), ...(added.json() as { id: string }[]).map((c) => c.id)];
    await h.db.privileged((tx) => tx.delete(subjects).where(inArray(subjects.id, ids)));
    await expectChange({ Bind: -2, Logout: -2 });

    expect(await harbourCounts()).toEqual(harbourBefore);
  });

  it('stays exact when requests add children at the same time (each waits for the counter’s row)', async () => {
    const before = await sunriseCounts();
    const adds = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('subject', {
          registerType: 'Username',
          subjects: [
            { name: `Together ${i} A`, birthDay: '2019-06-01', gender: 'Female' },
            { name: `Together ${i} B`, birthDay: '2019-06-02', gender: 'Male' },
          ],
        }),
      ),
    );
    expect(adds.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await sunriseCounts()).toEqual({ ...before, all: before['all']! + 16, Bind: before['Bind']! + 16 });
  });

  it('follows a child moved to another centre by maintenance', async () => {
    const sunriseBefore = await sunriseCounts();
    const harbourBefore = await harbourCounts();
    const [moved] = (await list({ skipCount: 0, maxResultCount: 1, status: 'Bind' })).items;
    await h.db.privileged((tx) => tx.update(subjects).set({ tenantId: harbour }).where(eq(subjects.id, moved!.id)));
    expect(await sunriseCounts()).toEqual({
      ...sunriseBefore,
      all: sunriseBefore['all']! - 1,
      Bind: sunriseBefore['Bind']! - 1,
    });
    expect(await harbourCounts()).toEqual({
      ...harbourBefore,
      all: harbourBefore['all']! + 1,
      Bind: harbourBefore['Bind']! + 1,
    });
  });
});
