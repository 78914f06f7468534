import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RestError, type RestClient, type RestRequest } from '../rest-client';
import { CALLER_PATH } from './caller-lookup';
import { cursorOf, type EventPosition } from './event-cursor';
import type { EventFeed, FeedEvent } from './event-feed';
import { LISTEN } from './event-source';
import { subscribeToEvents, type DeliveredEvent } from './subscribe-events';
import { feedEvent } from './feed-event.testing';

const jwt = (claims: Record<string, unknown>) =>
  `Bearer x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;

/** A position whose transaction has the same number as the id, unless said otherwise. */
const at = (id: number, txId = id): EventPosition => ({ txId: String(txId), id });

// The subject list's permission: the events a subscriber with that right sees.
const event = (id: number, more: Partial<Omit<FeedEvent, 'cursor'>> = {}): FeedEvent =>
  feedEvent(id, { permission: 'Menu.User.Subject', ...more });

/** The user a test token names (REST's caller answers with it). */
const subjectOf = (request: RestRequest) =>
  (
    JSON.parse(Buffer.from(request.caller.authorization?.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    }
  ).sub;

/** REST as the subscriber sees it: its tenant and rights, and what it missed. */
const rest = (permissions: string[], missed: (after: number) => FeedEvent[] = () => []): RestClient => ({
  call: async <T>(request: RestRequest) => {
    if (request.path === CALLER_PATH) {
      return { userId: subjectOf(request), tenantId: 't1', grantedPermissions: permissions } as T;
    }
    return { items: missed(Number(request.query?.['after'])), tooFarBehind: false } as T;
  },
  postForm: () => Promise.reject(new Error('not used')),
});

/** A feed driven by hand; position() answers once `live` is called (at once with `startAt`). */
const handFeed = (startAt?: number | EventPosition) => {
  const subject = new Subject<FeedEvent>();
  let live: (position: EventPosition) => void = () => undefined;
  const first = typeof startAt === 'number' ? at(startAt) : startAt;
  const position = first ? Promise.resolve(first) : new Promise<EventPosition>((r) => (live = r));
  const feed: EventFeed = Object.assign(subject.asObservable(), { position: () => position });
  return { subject, feed, live: (id: number | EventPosition) => live(typeof id === 'number' ? at(id) : id) };
};

const collect = (stream: AsyncIterator<DeliveredEvent>) => {
  const received: DeliveredEvent[] = [];
  let failure: unknown;
  void (async () => {
    try {
      for (;;) {
        const step = await stream.next();
        if (step.done) return;
        received.push(step.value);
      }
    } catch (error) {
      failure = error;
    }
  })();
  return { received, failure: () => failure };
};

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('a subscriber’s stream of events', () => {
  it('hands subscribers of one scope the same object for a live event, and other scopes their own', async () => {
    const { subject: feed, feed: shared } = handFeed(0);
    const start = (permissions: string[], sub: string) =>
      collect(
        subscribeToEvents({ rest: rest(permissions), caller: { authorization: jwt({ sub }) }, feed: shared }, null),
      );
    const admin1 = start(['Menu.User.Subject', 'Menu.Workbench'], 'u1');
    const admin2 = start(['Menu.Workbench', 'Menu.User.Subject'], 'u2');
    const coach = start(['Menu.User.Subject'], 'u3');
    await settle();
    feed.next(event(1));
    feed.next(event(2, { type: 'NotificationCreated', permission: null, recipients: ['u1', 'u2', 'u3'] }));
    await settle();
    expect(admin1.received.map((e) => [e.type, e.id])).toEqual([
      ['Subscribed', '0'],
      ['CheckedIn', '1'],
      ['NotificationCreated', '2'],
    ]);
    // The same tenant and rights: one object to execute once.
    expect(admin2.received[1]).toBe(admin1.received[1]);
    expect(coach.received[1]).not.toBe(admin1.received[1]);
    expect(coach.received[1]).toEqual(admin1.received[1]);
    // An event for named recipients is decided per user, so nobody shares it.
    expect(admin2.received[2]).not.toBe(admin1.received[2]);
    expect(admin2.received[2]).toEqual(admin1.received[2]);
  });

  it('without `after`: waits for the feed to read, says Subscribed with its position, then only what follows', async () => {
    const { subject, feed, live } = handFeed();
    const stream = collect(
      subscribeToEvents(
        { rest: rest(['Menu.User.Subject']), caller: { authorization: jwt({ sub: 'u1' }) }, feed },
        null,
      ),
    );
    await settle();
    // The feed's first page, handed over before its position is known: 7 is at or before the seam.
    subject.next(event(7));
    expect(stream.received).toEqual([]);
    live(7);
    await settle();
    subject.next(event(8));
    await settle();
    expect(stream.received.map((e) => [e.type, e.id, e.cursor])).toEqual([
      ['Subscribed', '7', cursorOf(at(7))],
      ['CheckedIn', '8', cursorOf(at(8))],
    ]);
  });

  it('replays what was missed, then what came meanwhile, then live: in order, once each', async () => {
    const { subject: feed, feed: shared, live } = handFeed();
    let releaseReplay: () => void = () => undefined;
    const replayed = new Promise<void>((resolve) => (releaseReplay = resolve));
    let replayAsked = false;
    const slowRest: RestClient = {
      ...rest(['Menu.User.Subject']),
      call: async <T>(request: RestRequest) => {
        if (request.path === '/api/business/events') {
          replayAsked = true;
          await replayed;
          return { items: [event(2), event(3)], tooFarBehind: false } as T;
        }
        return rest(['Menu.User.Subject']).call<T>(request);
      },
    };
    const stream = collect(
      subscribeToEvents(
        { rest: slowRest, caller: { authorization: jwt({ sub: 'u1' }) }, feed: shared },
        { position: at(1) },
      ),
    );
    await settle();
    // Read before the feed has a position, the replay could end before the feed begins.
    expect(replayAsked).toBe(false);
    live(1);
    await settle();
    expect(replayAsked).toBe(true);
    // Committed while the replay is read: 3 is in both, 4 only live.
    feed.next(event(3));
    feed.next(event(4));
    releaseReplay();
    await settle();
    feed.next(event(5));
    feed.next(event(6, { tenantId: 't2' }));
    await settle();
    expect(stream.received.map((e) => e.id)).toEqual(['2', '3', '4', '5']);
  });

  it('resumes from a cursor: the replay reads up to the feed’s position, and live events, in commit order, follow it', async () => {
    const { subject: feed, feed: shared } = handFeed(at(12, 702));
    const asked: RestRequest['query'][] = [];
    // Id 12 committed (transaction 702) after id 13 (701): delivery follows the transactions.
    const replaying: RestClient = {
      ...rest(['Menu.User.Subject']),
      call: async <T>(request: RestRequest) => {
        if (request.path !== '/api/business/events') return rest(['Menu.User.Subject']).call<T>(request);
        asked.push(request.query);
        return { items: [event(13, { txId: '701' }), event(12, { txId: '702' })], tooFarBehind: false } as T;
      },
    };
    const stream = collect(
      subscribeToEvents(
        { rest: replaying, caller: { authorization: jwt({ sub: 'u1' }) }, feed: shared },
        { position: at(11, 700) },
      ),
    );
    await settle();
    feed.next(event(12, { txId: '702' }));
    feed.next(event(10, { txId: '703' }));
    await settle();
    expect(asked).toEqual([{ after: 11, afterTx: '700', until: 12, untilTx: '702' }]);
    expect(stream.received.map((e) => e.id)).toEqual(['13', '12', '10']);
    expect(stream.received.map((e) => e.cursor)).toEqual([at(13, 701), at(12, 702), at(10, 703)].map(cursorOf));
  });

  it('resumes from an event id as clients sent before cursors: REST looks its position up', async () => {
    const { feed: shared } = handFeed(at(20, 900));
    const asked: RestRequest['query'][] = [];
    const replaying: RestClient = {
      ...rest(['Menu.User.Subject']),
      call: async <T>(request: RestRequest) => {
        if (request.path !== '/api/business/events') return rest(['Menu.User.Subject']).call<T>(request);
        asked.push(request.query);
        return { items: [event(20, { txId: '900' })], tooFarBehind: false } as T;
      },
    };
    const stream = collect(
      subscribeToEvents({ rest: replaying, caller: { authorization: jwt({ sub: 'u1' }) }, feed: shared }, { id: 19 }),
    );
    await settle();
    expect(asked).toEqual([{ after: 19, afterTx: undefined, until: 20, untilTx: '900' }]);
    expect(stream.received.map((e) => e.id)).toEqual(['20']);
  });

  it('ends with TOKEN_EXPIRED when the access token runs out', async () => {
    const { subject: feed, feed: shared } = handFeed(0);
    const now = Date.now();
    const stream = collect(
      subscribeToEvents(
        {
          rest: rest(['Menu.User.Subject']),
          caller: { authorization: jwt({ sub: 'u1', exp: Math.floor(now / 1000) + 1 }) },
          feed: shared,
          now: () => now + 990,
        },
        null,
      ),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.failure()).toMatchObject({ extensions: { code: 'TOKEN_EXPIRED' } });
    expect(feed.observed).toBe(false);
  });

  it('listened to (as graphql-ws’s socket writer does): the same order, then TOKEN_EXPIRED, and the feed let go', async () => {
    const { subject: feed, feed: shared } = handFeed(1);
    // The token runs out 60 ms from now.
    const exp = Math.ceil(Date.now() / 1000) + 1;
    const seen: unknown[] = [];
    subscribeToEvents(
      {
        rest: rest(['Menu.User.Subject'], () => [event(2)]),
        caller: { authorization: jwt({ sub: 'u1', exp }) },
        feed: shared,
        now: () => exp * 1000 - 60,
      },
      { position: at(1) },
    )[LISTEN]({
      next: (delivered) => seen.push(delivered.id),
      error: (error) => seen.push((error as { extensions?: { code?: string } }).extensions?.code),
      complete: () => seen.push('complete'),
    });
    await settle();
    feed.next(event(3));
    await new Promise((r) => setTimeout(r, 150));
    expect(seen).toEqual(['2', '3', 'TOKEN_EXPIRED']);
    expect(feed.observed).toBe(false);
  });
  it('with a managed tenant: asks REST whether the caller manages it, then passes on only its contract changes', async () => {
    const { subject: feed, feed: shared } = handFeed(5);
    const asked: string[] = [];
    const managing: RestClient = {
      ...rest([]),
      call: async <T>(request: RestRequest) => {
        asked.push(request.path);
        if (request.path === CALLER_PATH) return { userId: 'admin', tenantId: null, grantedPermissions: [] } as T;
        return { id: 't2' } as T;
      },
    };
    const stream = collect(
      subscribeToEvents({ rest: managing, caller: { authorization: jwt({ sub: 'admin' }) }, feed: shared }, null, 't2'),
    );
    await settle();
    feed.next(event(6, { tenantId: 't2', type: 'CheckedIn', permission: null }));
    feed.next(event(7, { tenantId: 't1', type: 'ContractChanged', permission: null }));
    feed.next(event(8, { tenantId: 't2', type: 'ContractChanged', permission: null, recipients: ['admin'] }));
    feed.next(event(9, { tenantId: 't2', type: 'ContractChanged', permission: null }));
    await settle();
    expect(asked).toEqual([CALLER_PATH, '/api/business/tenant/t2']);
    expect(stream.received.map((e) => [e.type, e.id])).toEqual([
      ['Subscribed', '5'],
      ['ContractChanged', '9'],
    ]);
  });

  it('with a tenant REST refuses: ends with REST’s error and never listens', async () => {
    const { feed: shared } = handFeed(5);
    const refusing: RestClient = {
      ...rest([]),
      call: async <T>(request: RestRequest) => {
        if (request.path === CALLER_PATH) return { userId: 'u1', tenantId: 't1', grantedPermissions: [] } as T;
        throw new RestError(403, { error: { code: 'Forbidden', message: 'No.' } });
      },
    };
    const stream = collect(
      subscribeToEvents({ rest: refusing, caller: { authorization: jwt({ sub: 'u1' }) }, feed: shared }, null, 't3'),
    );
    await settle();
    expect(stream.failure()).toMatchObject({ extensions: { code: 'Forbidden', status: 403 } });
    expect(stream.received).toEqual([]);
  });

  it('many subscribers of one token resuming from one cursor at once: one caller check, one replay read, one shared copy', async () => {
    const { feed: shared } = handFeed(at(20, 900));
    const asked: string[] = [];
    const counting: RestClient = {
      call: async <T>(request: RestRequest) => {
        asked.push(request.path);
        return rest(['Menu.User.Subject'], () => [event(20, { txId: '900' })]).call<T>(request);
      },
      postForm: () => Promise.reject(new Error('not used')),
    };
    const streams = Array.from({ length: 50 }, () =>
      collect(
        subscribeToEvents(
          { rest: counting, caller: { authorization: jwt({ sub: 'u1' }), tenant: 't1' }, feed: shared },
          { position: at(19, 899) },
        ),
      ),
    );
    await settle();
    expect(asked).toEqual([CALLER_PATH, '/api/business/events']);
    expect(streams.map((s) => s.received.map((e) => e.id))).toEqual(streams.map(() => ['20']));
    // Read as the same caller, the replayed event is executed once for all of them.
    expect(new Set(streams.map((s) => s.received[0])).size).toBe(1);
  });

  it('one feed listener for all subscribers, and each live event tested once per scope, not per subscriber', async () => {
    const { subject: feed, feed: shared } = handFeed(0);
    const streams = Array.from({ length: 50 }, (_, i) =>
      collect(
        subscribeToEvents(
          { rest: rest(['Menu.User.Subject']), caller: { authorization: jwt({ sub: `u${i % 5}` }) }, feed: shared },
          null,
        ),
      ),
    );
    await settle();
    expect(feed.observers).toHaveLength(1);
    let tested = 0;
    const live = event(1);
    const permission = live.permission;
    Object.defineProperty(live, 'permission', {
      get: () => {
        tested += 1;
        return permission;
      },
    });
    feed.next(live);
    feed.next(event(2, { type: 'NotificationCreated', permission: null, recipients: ['u1', 'u3'] }));
    await settle();
    // One scope (one tenant, one permission set): its rule is read once or twice, not 50 times.
    expect(tested).toBeLessThanOrEqual(2);
    expect(streams.map((s) => s.received.map((e) => e.id))).toEqual(
      streams.map((_, i) => (i % 5 === 1 || i % 5 === 3 ? ['0', '1', '2'] : ['0', '1'])),
    );
  });
});
