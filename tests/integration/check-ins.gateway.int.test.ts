import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { boundChildrenOf } from '../../server/testing/demo-data';
import { startGatewayHarness, type GatewayHarness } from './support/gateway-harness';

const CHECK_IN = `mutation CheckIn($subjectId: ID!) { checkIn(subjectId: $subjectId) { id subjectId checkInTime checkOutTime } }`;
const CHECK_OUT = `mutation CheckOut($subjectId: ID!) { checkOut(subjectId: $subjectId) { id subjectId checkInTime checkOutTime } }`;
const DAY = `query Day($date: String) {
  checkIns(date: $date, maxResultCount: 50) {
    day totalCount items { id subjectId subjectName outpatientNumber checkInTime checkOutTime checkedInByName }
  }
}`;
const SUBJECTS = `query { subjects(skipCount: 0, maxResultCount: 500) { items { id isCheckedIn } } }`;

describe.each(testEngines())('check-in through the gateway on %s', (engine) => {
  let h: GatewayHarness;
  let child: { id: string; name: string };

  beforeAll(async () => {
    h = await startGatewayHarness(engine);
    child = (await boundChildrenOf(h.db, 'Sunrise Centre', 1))[0]!;
  });
  afterAll(() => h.close());

  const isCheckedIn = async () => {
    const { data } = await h.graphql('coach', SUBJECTS);
    const items = (data?.['subjects'] as { items: { id: string; isCheckedIn: boolean }[] }).items;
    return items.find((s) => s.id === child.id)?.isCheckedIn;
  };

  it('checks a child in, lists it for the day with who did it, and shows it on the subject list', async () => {
    expect(await isCheckedIn()).toBe(false);
    // The demo seed's own visits of today come first (demo.today.ts).
    const seeded = ((await h.graphql('centeradmin', DAY)).data?.['checkIns'] as { totalCount: number }).totalCount;
    const checkedIn = await h.graphql('coach', CHECK_IN, { subjectId: child.id });
    expect(checkedIn.errors).toBeUndefined();
    expect(checkedIn.data?.['checkIn']).toMatchObject({ subjectId: child.id, checkOutTime: null });

    const day = await h.graphql('centeradmin', DAY);
    expect(day.errors).toBeUndefined();
    const list = day.data?.['checkIns'] as {
      day: string;
      totalCount: number;
      items: { subjectId: string; subjectName: string; checkInTime: string; checkedInByName: string }[];
    };
    expect(list.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(list.totalCount).toBe(seeded + 1);
    expect(list.items[0]).toMatchObject({ subjectId: child.id, subjectName: child.name, checkOutTime: null });
    expect(list.items[0]!.checkedInByName).not.toBe('');
    expect(Number.isNaN(Date.parse(list.items[0]!.checkInTime))).toBe(false);
    expect(await isCheckedIn()).toBe(true);

    // Another day has its own list.
    const before = await h.graphql('centeradmin', DAY, { date: '2020-01-01' });
    expect(before.data?.['checkIns']).toEqual({ day: '2020-01-01', totalCount: 0, items: [] });
  });

  it('refuses a second check-in with the server’s message in the caller’s language, and checks out', async () => {
    const again = await h.graphql('coach', CHECK_IN, { subjectId: child.id }, { language: 'zh-CN' });
    expect(again.data).toBeNull();
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'Business:AlreadyCheckedIn', status: 409 });
    expect(again.errors?.[0]?.message).toContain(child.name);

    const out = await h.graphql('coach', CHECK_OUT, { subjectId: child.id });
    expect(out.errors).toBeUndefined();
    expect((out.data?.['checkOut'] as { checkOutTime: string | null }).checkOutTime).toEqual(expect.any(String));
    expect(await isCheckedIn()).toBe(false);

    const notIn = await h.graphql('coach', CHECK_OUT, { subjectId: child.id });
    expect(notIn.errors?.[0]?.extensions).toMatchObject({ code: 'Business:NotCheckedIn', status: 409 });
  });

  it('refuses a user without the subject list', async () => {
    const refused = await h.graphql('trainer', CHECK_IN, { subjectId: child.id });
    expect(refused.errors?.[0]?.extensions['status']).toBe(403);
    const list = await h.graphql('trainer', DAY);
    expect(list.errors?.[0]?.extensions['status']).toBe(403);
  });
});
