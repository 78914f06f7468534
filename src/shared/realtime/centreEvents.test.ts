import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, validate } from 'graphql';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CENTRE_EVENTS_SUBSCRIPTION,
  createCentreEvents,
  type CentreEvent,
  type CentreEventsResult,
  type RawCentreEvent,
} from './centreEvents';

/** A cursor as the gateway makes one (gateway/realtime/event-cursor.ts): transaction, then id. */
const cursor = (id: number, txId = id) => `${String(txId).padStart(19, '0')}.${String(id).padStart(16, '0')}`;

const raw = (
  id: number,
  type: RawCentreEvent['type'] = 'CheckedIn',
  payload: unknown = { subjectId: `s-${id}` },
  txId = id,
): RawCentreEvent => ({
  id: String(id),
  cursor: cursor(id, txId),
  type,
  version: 1,
  createdAt: `2026-11-21T10:00:${String(id).padStart(2, '0')}.000Z`,
  payload: JSON.stringify(payload),
});

/** A fake of the urql subscription: each open is recorded with the `after` it started from. */
const fakeServer = () => {
  const opened: { after: string | null; latestAfter: () => string | null; results: Subject<CentreEventsResult> }[] = [];
  const subscribe = (after: string | null, latestAfter: () => string | null) => {
    const results = new Subject<CentreEventsResult>();
    opened.push({ after, latestAfter, results });
    return results.asObservable();
  };
  const current = () => opened.at(-1)!;
  return {
    opened,
    subscribe,
    send: (event: RawCentreEvent) => current().results.next({ kind: 'event', event }),
    fail: (code: string | null) => current().results.next({ kind: 'error', code }),
    end: () => current().results.complete(),
    isListening: () => current().results.observed,
  };
};

describe('the centre’s live events', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one stream per managed tenant, with its id, apart from the centre’s', () => {
    const tenants: (string | undefined)[] = [];
    const server = fakeServer();
    const feed = createCentreEvents({
      subscribe: (after, latestAfter, tenantId) => {
        tenants.push(tenantId);
        return server.subscribe(after, latestAfter);
      },
      renew: async () => {},
    });
    expect(feed.forTenant('t2')).toBe(feed.forTenant('t2'));
    const seen: string[] = [];
    const subscription = feed.forTenant('t2').events$.subscribe((event) => seen.push(event.id));
    server.send(raw(5, 'ContractChanged'));
    expect(tenants).toEqual(['t2']);
    expect(seen).toEqual(['5']);
    // The centre's own stream has seen nothing of it.
    expect(feed.lastEventAt$.getValue()).toBeNull();
    subscription.unsubscribe();
  });

  it('passes each event on once, in order, with its payload read, and remembers when the last one happened', () => {
    const server = fakeServer();
    const feed = createCentreEvents({ subscribe: server.subscribe, renew: async () => {} });
    const seen: CentreEvent[] = [];
    const subscription = feed.events$.subscribe((event) => seen.push(event));
    expect(server.opened).toHaveLength(1);
    expect(server.opened[0]!.after).toBeNull();
    expect(feed.lastEventAt$.getValue()).toBeNull();

    server.send(raw(3));
    server.send(raw(4, 'CheckedOut'));
    // A replay overlapping what was already seen.
    server.send(raw(4, 'CheckedOut'));
    server.send(raw(2));
    expect(seen.map((e) => [e.id, e.type])).toEqual([
      ['3', 'CheckedIn'],
      ['4', 'CheckedOut'],
    ]);
    expect(seen[0]!.payload).toEqual({ subjectId: 's-3' });
    expect(feed.lastEventAt$.getValue()).toBe(Date.parse('2026-11-21T10:00:04.000Z'));
    // What graphql-ws sends when it subscribes again after a reconnection by itself.
    expect(server.opened[0]!.latestAfter()).toBe(cursor(4));
    subscription.unsubscribe();
  });

  it('orders by cursor, not id: an event with a smaller id committed later is new, and resumes from its cursor', () => {
    const server = fakeServer();
    const feed = createCentreEvents({ subscribe: server.subscribe, renew: async () => {} });
    const seen: string[] = [];
    const subscription = feed.events$.subscribe((event) => seen.push(event.id));
    server.send(raw(11, 'CheckedIn', {}, 700));
    // Id 10 was drawn first but its transaction committed after 11's: it comes second.
    server.send(raw(10, 'CheckedOut', {}, 701));
    // The replay after a retry repeats both.
    server.send(raw(11, 'CheckedIn', {}, 700));
    server.send(raw(10, 'CheckedOut', {}, 701));
    expect(seen).toEqual(['11', '10']);
    expect(server.opened[0]!.latestAfter()).toBe(cursor(10, 701));
    subscription.unsubscribe();
  });

  it('is one server subscription for every listener, kept a moment after the last one leaves', () => {
    const server = fakeServer();
    const feed = createCentreEvents({ subscribe: server.subscribe, renew: async () => {} });
    const a: string[] = [];
    const b: string[] = [];
    const first = feed.events$.subscribe((e) => a.push(e.id));
    const second = feed.events$.subscribe((e) => b.push(e.id));
    server.send(raw(1));
    expect(server.opened).toHaveLength(1);
    expect([a, b]).toEqual([['1'], ['1']]);

    first.unsubscribe();
    second.unsubscribe();
    // A page change: the next page subscribes before the old subscription is let go.
    const third = feed.events$.subscribe(() => {});
    vi.advanceTimersByTime(1_000);
    expect(server.opened).toHaveLength(1);
    third.unsubscribe();
    vi.advanceTimersByTime(1_000);
    expect(server.isListening()).toBe(false);

    // Opened again later, it resumes after the last event it saw.
    const fourth = feed.events$.subscribe(() => {});
    expect(server.opened).toHaveLength(2);
    expect(server.opened[1]!.after).toBe(cursor(1));
    fourth.unsubscribe();
  });

  it('hands RefetchRequired to the page without taking it for an event it has seen', () => {
    const server = fakeServer();
    const feed = createCentreEvents({ subscribe: server.subscribe, renew: async () => {} });
    const seen: string[] = [];
    const subscription = feed.events$.subscribe((e) => seen.push(`${e.type}:${e.id}`));
    server.send(raw(5));
    server.send({ ...raw(5), type: 'RefetchRequired', payload: '{}' });
    server.send(raw(6));
    expect(seen).toEqual(['CheckedIn:5', 'RefetchRequired:5', 'CheckedIn:6']);
    subscription.unsubscribe();
  });

  it('renews the token and subscribes again from the last event when the gateway says TOKEN_EXPIRED', async () => {
    const server = fakeServer();
    const renew = vi.fn(async () => {});
    const feed = createCentreEvents({ subscribe: server.subscribe, renew });
    const subscription = feed.events$.subscribe(() => {});
    server.send(raw(9));
    server.fail('TOKEN_EXPIRED');
    expect(server.opened[0]!.results.observed).toBe(false);
    await vi.waitFor(() => expect(server.opened).toHaveLength(2));
    expect(renew).toHaveBeenCalledOnce();
    expect(server.opened[1]!.after).toBe(cursor(9));

    // Expired again at once (a renewal that did not help): wait like after any other error.
    server.fail('TOKEN_EXPIRED');
    await vi.advanceTimersByTimeAsync(100);
    expect(renew).toHaveBeenCalledOnce();
    expect(server.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.opened).toHaveLength(3);
    subscription.unsubscribe();
  });

  it('subscribes again after other errors and after the stream ends, waiting longer each time', async () => {
    const server = fakeServer();
    const feed = createCentreEvents({ subscribe: server.subscribe, renew: async () => {}, retryDelayMs: 1_000 });
    const subscription = feed.events$.subscribe(() => {});
    server.send(raw(1));
    server.fail(null);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.opened).toHaveLength(2);
    expect(server.opened[1]!.after).toBe(cursor(1));

    server.end();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.opened).toHaveLength(3);

    // An event resets the wait.
    server.send(raw(2));
    server.fail('INTERNAL');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.opened).toHaveLength(4);
    subscription.unsubscribe();
    // Nobody listens: no more attempts.
    server.fail(null);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.opened).toHaveLength(4);
  });

  it('asks for what graphql/realtime.graphql offers', () => {
    const sdlDir = join(import.meta.dirname, '../../../graphql');
    const sdl = readdirSync(sdlDir)
      .filter((file) => file.endsWith('.graphql'))
      .sort()
      .map((file) => readFileSync(join(sdlDir, file), 'utf8'))
      .join('\n');
    expect(validate(buildSchema(sdl), CENTRE_EVENTS_SUBSCRIPTION)).toEqual([]);
  });

  it('takes Subscribed as where to resume from, and has the page reload what it read before it', async () => {
    const server = fakeServer();
    const feed = createCentreEvents({ subscribe: server.subscribe, renew: async () => {} });
    const seen: string[] = [];
    const subscription = feed.events$.subscribe((e) => seen.push(`${e.type}:${e.id}`));
    expect(server.opened[0]!.after).toBeNull();

    server.send({ ...raw(9), type: 'Subscribed', payload: '{}' });
    expect(seen).toEqual(['RefetchRequired:9']);
    // graphql-ws resubscribing by itself after the socket dropped resumes from the seam.
    expect(server.opened[0]!.latestAfter()).toBe(cursor(9));
    server.fail(null);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.opened[1]!.after).toBe(cursor(9));
    server.send(raw(10));
    expect(seen).toEqual(['RefetchRequired:9', 'CheckedIn:10']);
    subscription.unsubscribe();
  });
});
