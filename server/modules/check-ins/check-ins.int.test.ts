import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { domainEvents, subjects } from '../../platform/db/schema/index';
import { testEngines } from '../../platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../testing/server-harness';
import { centreDay } from '../../platform/time';

describe.each(testEngines())('check-in REST on %s', (engine) => {
  let h: ServerHarness;
  let sunriseChild: { id: string; name: string };
  let unboundChild: { id: string };
  let harbourChild: { id: string };

  beforeAll(async () => {
    h = await startServerHarness(engine);
    const sunrise = await h.tenant('sunrise');
    const harbour = await h.tenant('harbour');
    const pick = (tenantId: string, status: 'Bind' | 'Unbind') =>
      h.db.privileged(async (tx) => {
        const [row] = await tx
          .select({ id: subjects.id, name: subjects.name })
          .from(subjects)
          .where(and(eq(subjects.tenantId, tenantId), eq(subjects.status, status)))
          .limit(1);
        return row!;
      });
    sunriseChild = await pick(sunrise, 'Bind');
    unboundChild = await pick(sunrise, 'Unbind');
    harbourChild = await pick(harbour, 'Bind');
  });
  afterAll(() => h.close());

  const post = async (path: string, subjectId: string, userName = 'coach') =>
    h.as(userName).post(`/api/business/checkIn/${path}`, { subjectId });

  it('checks a child in once a day, refuses a second time with a clear message, and lists it', async () => {
    // The demo seed's own visits of today (demo.today.ts), earlier than this one.
    const seeded = (await h.as('centeradmin').get('/api/business/checkIn')).json().totalCount as number;
    const first = await post('in', sunriseChild.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ subjectId: sunriseChild.id, checkOutTime: null });

    const again = await post('in', sunriseChild.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'Business:AlreadyCheckedIn',
      message: `${sunriseChild.name} is already checked in today.`,
    });

    const list = await h.as('centeradmin', { language: null }).get('/api/business/checkIn');
    expect(list.json()).toMatchObject({ day: centreDay('Asia/Shanghai'), totalCount: seeded + 1 });
    // Newest first: this one, after the seed's.
    expect(list.json().items[0]).toMatchObject({
      subjectId: sunriseChild.id,
      subjectName: sunriseChild.name,
      checkOutTime: null,
    });
  });

  it('records each check-in and check-out as an event in the outbox', async () => {
    const out = await post('out', sunriseChild.id);
    expect(out.statusCode).toBe(200);
    expect(out.json().checkOutTime).toEqual(expect.any(String));
    const notAgain = await post('out', sunriseChild.id);
    expect(notAgain.statusCode).toBe(409);
    expect(notAgain.json().error.code).toBe('Business:NotCheckedIn');
    // A second visit the same day is a new check-in.
    expect((await post('in', sunriseChild.id)).statusCode).toBe(200);

    const events = await h.db.privileged((tx) =>
      tx
        .select()
        .from(domainEvents)
        .where(inArray(domainEvents.type, ['CheckedIn', 'CheckedOut']))
        .orderBy(desc(domainEvents.id))
        .limit(3),
    );
    expect(events.map((e) => e.type)).toEqual(['CheckedIn', 'CheckedOut', 'CheckedIn']);
    expect(events[0]).toMatchObject({ version: 1, payload: expect.objectContaining({ subjectId: sunriseChild.id }) });
  });

  it('refuses an unbound child, another centre’s child and a user without the subject list', async () => {
    const unbound = await post('in', unboundChild.id);
    expect(unbound.statusCode).toBe(409);
    expect(unbound.json().error.code).toBe('Business:SubjectNotBound');
    // Row-level security hides the other centre's child: not found, not forbidden.
    expect((await post('in', harbourChild.id)).statusCode).toBe(404);
    expect((await post('in', sunriseChild.id, 'trainer')).statusCode).toBe(403);
    const bad = await post('in', 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });

  it('counts a late-evening check-in in the centre’s own day', () => {
    // 23:30 in Shanghai is 15:30 UTC the same day; 00:30 in Shanghai is still the previous UTC day.
    expect(centreDay('Asia/Shanghai', new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-21');
    expect(centreDay('Asia/Shanghai', new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
  });
});
