import { describe, expect, it } from 'vitest';
import { testEngines } from '../../server/platform/db/testing';
import { liveEvents } from './support/live-events';

// Issue 16 item 1: events come in commit order, not id order, so a client resumes from the
// event's cursor (graphql/realtime.graphql, DomainEvent.cursor).
const SECRET = 'realtime-cursor-test-secret';
const SUBSCRIPTION = 'subscription ($after: ID) { events(after: $after) { id cursor type } }';

type Delivered = { id: string; cursor: string; type: string };

describe.each(testEngines('sensitive'))('resuming live events from a cursor on %s', (engine) => {
  const events = liveEvents<Delivered>(engine, { subscription: SUBSCRIPTION, secret: SECRET, childCount: 2 });
  const { checkIn, until, children } = events;
  const listen = (after?: string) => events.listen('centeradmin', after);

  it('gives a client that comes back with its last cursor exactly what it missed, with greater cursors', async () => {
    const first = await listen();
    await until(() => first.received.length > 0);
    await checkIn(children()[0]!);
    await until(() => first.received.length >= 3);
    expect(first.received.map((e) => e.type)).toEqual(['Subscribed', 'CheckedIn', 'NotificationCreated']);
    const cursors = first.received.map((e) => e.cursor);
    // Each later than the one before, compared as strings, as the console compares them.
    expect([...cursors].sort()).toEqual(cursors);
    expect(new Set(cursors).size).toBe(3);
    await first.client.dispose();

    // Missed while away.
    await checkIn(children()[1]!);
    const back = await listen(cursors.at(-1));
    await until(() => back.received.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(back.received.map((e) => e.type)).toEqual(['CheckedIn', 'NotificationCreated']);
    expect(back.received.every((e) => e.cursor > cursors.at(-1)!)).toBe(true);
    expect(back.errors).toEqual([]);
  });

  it('refuses an `after` that is neither a cursor nor an event id', async () => {
    const bad = await listen('not-a-cursor');
    await until(() => bad.errors.length > 0);
    expect(bad.errors[0]?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
