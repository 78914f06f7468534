import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { createTestDatabase, type TestDatabase } from '../../platform/db/testing';
import { createEventNotifier, type EventNotifier } from '../../platform/event-notifier';
import { GATEWAY_CLIENT_ID } from '../../platform/oidc/oidc.constants';
import { appendEvent } from '../../platform/outbox';
import { eventsAfter, settledEnd, type EventPosition } from './realtime.repository';
import { HELD_BACK_MAX_MS, readEventFeed } from './realtime.service';

// Events are ordered by commit visibility (server/platform/outbox.ts): an event is handed over
// only once every older transaction has ended. PostgreSQL only: PGlite runs one transaction at a
// time, so nothing is ever held back there.
const serverUrl = process.env['TEST_DATABASE_URL'];

const sessionEnded = (grantId: string) =>
  ({ tenantId: null, type: 'SessionEnded', version: 1, payload: { grantId, accountId: null } }) as const;

/** A transaction that takes its id now and stays open until `end` is called; `work` runs before it ends. */
const holdOpen = async (db: Database) => {
  let began: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (began = resolve));
  let release: (work?: Parameters<Database['privileged']>[0]) => void = () => undefined;
  const released = new Promise<Parameters<Database['privileged']>[0] | undefined>((resolve) => (release = resolve));
  const done = db.privileged(async (tx) => {
    await tx.execute(sql`select pg_current_xact_id()`);
    began();
    const work = await released;
    if (work) await work(tx);
  });
  await started;
  return { end: async (work?: Parameters<Database['privileged']>[0]) => (release(work), done) };
};

describe.skipIf(!serverUrl)('events held back by an older transaction (PostgreSQL)', () => {
  let test: TestDatabase;
  let notifier: EventNotifier;
  const gateway = { userId: '', clientId: GATEWAY_CLIENT_ID, scopes: ['realtime'] };
  const read = (from: EventPosition) => test.db.privileged((tx) => eventsAfter(tx, from, 100));
  const end = () => test.db.privileged((tx) => settledEnd(tx));
  /**
   * Read again until nothing is held back: the xmin horizon is the whole server's, so another
   * database's transaction on a shared test server may hold events back for a moment too.
   */
  const readSettled = async (from: EventPosition) => {
    for (let page = await read(from), until = Date.now() + 5000; ; page = await read(from)) {
      if (!page.heldBack || Date.now() > until) return page;
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    notifier = createEventNotifier(test.db);
  });
  afterAll(async () => {
    await notifier.close();
    await test.dispose();
  });

  it('hands over a newer event only after the older transaction ends, then in transaction order, skipping none', async () => {
    const from = await end();
    const older = await holdOpen(test.db);
    const newer = await test.db.privileged((tx) => appendEvent(tx, sessionEnded('newer')));
    // Committed, but an older transaction could still add an event before it.
    expect(await read(from)).toEqual({ items: [], heldBack: true });
    // It does: its event's id is greater, its transaction older.
    let late = 0;
    await older.end(async (tx) => {
      late = await appendEvent(tx, sessionEnded('older'));
    });
    expect(late).toBeGreaterThan(newer);
    const page = await readSettled(from);
    expect(page.heldBack).toBe(false);
    // A reader by id would have read `newer` first and then never `late`.
    expect(page.items.map((e) => e.id)).toEqual([late, newer]);
    expect(await end()).toEqual({ txId: page.items[1]!.txId, id: newer });
  });

  it('wakes a long poll shortly after an older transaction that writes no event ends (no NOTIFY comes)', async () => {
    const from = await end();
    const older = await holdOpen(test.db);
    const polled = readEventFeed(test.db, notifier, gateway, {
      after: from.id,
      afterTx: from.txId,
      limit: 100,
      wait: 10,
    });
    let answered = false;
    void polled.then(() => (answered = true));
    const newer = await test.db.privileged((tx) => appendEvent(tx, sessionEnded('held')));
    await new Promise((r) => setTimeout(r, 500));
    expect(answered).toBe(false);
    const ended = Date.now();
    await older.end();
    const page = await polled;
    expect(page.items.map((e) => e.id)).toEqual([newer]);
    // Bounded: the next short look after it ended, not the poll's 10 s (on a test server of its
    // own: another database's long transaction would hold the event back as long).
    expect(Date.now() - ended).toBeLessThan(HELD_BACK_MAX_MS + 800);
  });
});
