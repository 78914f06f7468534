import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { domainEvents, tenants } from './db/schema/index';
import { createTestDatabase, testEngines, type TestDatabase } from './db/testing';
import { rowsOf } from './db/database';
import { appendEvent, appendingEvents, appendingEventsIf, EVENTS_CHANNEL } from './outbox';

// What a check-in's facts carry; only their order and visibility are under test here.
const visit = { checkInId: 'c-1', subjectId: 's-1', subjectName: 'Lin', day: '2026-01-05', by: 'u-1' };
const checkedIn = { ...visit, checkedInAt: '2026-01-05T09:00:00.000Z' };
const checkedOut = { ...visit, checkedOutAt: '2026-01-05T10:00:00.000Z' };

const waitFor = async (condition: () => boolean, ms = 2000) => {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
};

describe.each(testEngines('sensitive'))('the outbox on %s', (engine) => {
  let test: TestDatabase;
  let sunrise: string;
  let harbour: string;
  const woken: string[] = [];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    const rows = await test.db.privileged((tx) =>
      tx
        .insert(tenants)
        .values([
          { name: 'Sunrise Centre', type: 'Center' },
          { name: 'Harbour Centre', type: 'Center' },
        ])
        .returning({ id: tenants.id }),
    );
    sunrise = rows[0]!.id;
    harbour = rows[1]!.id;
    stop = await test.db.listen(EVENTS_CHANNEL, (payload) => woken.push(payload));
  });
  afterAll(async () => {
    await stop();
    await test.dispose();
  });

  it('wakes listeners with the new id once the transaction commits, in order', async () => {
    const first = await test.db.transaction({ tenantId: sunrise, userId: null }, (tx) =>
      appendEvent(tx, { tenantId: sunrise, type: 'CheckedIn', version: 1, payload: checkedIn }),
    );
    const second = await test.db.transaction({ tenantId: sunrise, userId: null }, (tx) =>
      appendEvent(tx, { tenantId: sunrise, type: 'CheckedOut', version: 1, payload: checkedOut }),
    );
    expect(second).toBeGreaterThan(first);
    await waitFor(() => woken.includes(String(second)));
    expect(woken.slice(-2)).toEqual([String(first), String(second)]);
  });

  it('a rolled-back write leaves no event and wakes nobody', async () => {
    const before = woken.length;
    await expect(
      test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) => {
        await appendEvent(tx, { tenantId: sunrise, type: 'CheckedIn', version: 1, payload: checkedIn });
        throw new Error('the write failed after the event');
      }),
    ).rejects.toThrow('the write failed');
    await new Promise((r) => setTimeout(r, 100));
    expect(woken.length).toBe(before);
    const all = await test.db.privileged((tx) => tx.select().from(domainEvents).orderBy(asc(domainEvents.id)));
    expect(all.map((e) => e.type)).toEqual(['CheckedIn', 'CheckedOut']);
  });

  it('a tenant sees only its own events, and cannot write another tenant’s', async () => {
    const seen = await test.db.transaction({ tenantId: harbour, userId: null }, (tx) => tx.select().from(domainEvents));
    expect(seen).toEqual([]);
    await expect(
      test.db.transaction({ tenantId: harbour, userId: null }, (tx) =>
        appendEvent(tx, { tenantId: sunrise, type: 'CheckedIn', version: 1, payload: checkedIn }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });

  it('appends several events in one statement: ascending ids in their order, each row written and notified once', async () => {
    const before = woken.length;
    const ids = await test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) =>
      rowsOf<{ id: string }>(
        await tx.execute(
          sql`with ${appendingEvents(tx, [
            { tenantId: sunrise, type: 'CheckedIn', version: 1, payload: checkedIn },
            { tenantId: sunrise, type: 'CheckedOut', version: 1, payload: checkedOut, recipients: [sunrise] },
          ])} select id from outbox_drawn order by n`,
        ),
      ).map((r) => Number(r.id)),
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    await waitFor(() => woken.length >= before + 2);
    expect(woken.slice(before)).toEqual(ids.map(String));
    const rows = await test.db.privileged((tx) => tx.select().from(domainEvents).orderBy(asc(domainEvents.id)));
    const written = rows.filter((r) => ids.includes(r.id));
    expect(written.map((r) => [r.type, r.payload, r.recipients])).toEqual([
      ['CheckedIn', checkedIn, null],
      ['CheckedOut', checkedOut, [sunrise]],
    ]);
  });

  it('appends only when its condition holds: otherwise no id drawn, no row, no notification', async () => {
    const append = (holds: boolean) =>
      test.db.transaction({ tenantId: sunrise, userId: null }, async (tx) =>
        rowsOf<{ id: string }>(
          await tx.execute(
            sql`with decided as (select ${holds}::boolean as holds), ${appendingEventsIf(
              [
                { tenantId: sunrise, type: 'CheckedIn', version: 1, payload: checkedIn },
                { tenantId: sunrise, type: 'CheckedOut', version: 1, payload: checkedOut, recipients: [sunrise] },
              ],
              sql`(select holds from decided)`,
            )} select id from outbox_drawn order by n`,
          ),
        ).map((r) => Number(r.id)),
      );
    const count = async () => (await test.db.privileged((tx) => tx.select().from(domainEvents))).length;
    const [rowsBefore, wokenBefore] = [await count(), woken.length];
    expect(await append(false)).toEqual([]);
    const ids = await append(true);
    expect(ids).toHaveLength(2);
    await waitFor(() => woken.length >= wokenBefore + 2);
    await new Promise((r) => setTimeout(r, 100));
    // Only the second statement's two events were written and woke anyone.
    expect(woken.slice(wokenBefore)).toEqual(ids.map(String));
    expect(await count()).toBe(rowsBefore + 2);
    const rows = await test.db.privileged((tx) => tx.select().from(domainEvents).orderBy(asc(domainEvents.id)));
    expect(rows.filter((r) => ids.includes(r.id)).map((r) => [r.type, r.payload, r.recipients])).toEqual([
      ['CheckedIn', checkedIn, null],
      ['CheckedOut', checkedOut, [sunrise]],
    ]);
  });
});
