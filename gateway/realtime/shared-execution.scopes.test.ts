import { GRAPHQL_TRANSPORT_WS_PROTOCOL, makeServer } from 'graphql-ws';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '../context';
import type { RestClient } from '../rest-client';
import { schema } from '../schema';
import { cursorOf, type EventPosition } from './event-cursor';
import type { EventFeed, FeedEvent } from './event-feed';
import { feedEvent } from './feed-event.testing';
import { sharedSubscribe, writeToSocket } from './shared-execution';

// The gateway's real schema and subscription resolver behind graphql-ws, set up as gateway/plugin.ts
// does, fed by a hand-driven feed: what each socket receives when subscribers of one centre with
// different rights share the execution of live events.

const jwt = (sub: string) => `Bearer x.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.y`;

const SUBJECTS = 'Menu.User.Subject';
const QUERY = 'subscription ($after: ID) { events(after: $after) { id type payload } }';

type Sent = { id?: string; type: string; payload?: { data?: { events?: { id: string } } } };

/** REST's answer to a replay (GET /api/business/events): the events it missed. */
type Missed = () => Promise<Omit<FeedEvent, 'cursor'>[]>;

const setup = (missed: Missed = async () => []) => {
  const subject = new Subject<FeedEvent>();
  const position: EventPosition = { txId: '0', id: 0 };
  const events: EventFeed = Object.assign(subject.asObservable(), { position: () => Promise.resolve(position) });
  /** REST as each user sees it (its caller): centre t1, and the user's rights. */
  const rest = (userId: string, permissions: string[]): RestClient => ({
    call: async <T>(request: { path: string }) =>
      (request.path === '/api/business/events'
        ? { items: await missed(), tooFarBehind: false }
        : { userId, tenantId: 't1', grantedPermissions: permissions }) as T,
    postForm: () => Promise.reject(new Error('not used')),
  });
  const server = makeServer<
    { authorization: string; user: string; permissions: string[] },
    { socket: { readyState: number; OPEN: number; send(data: Buffer, options: { binary: false }): void } }
  >({
    schema,
    subscribe: sharedSubscribe,
    onOperation: (ctx, id, _payload, _args, result) => writeToSocket(result, id, ctx.extra.socket),
    context: ({ connectionParams }): GatewayContext => ({
      rest: rest(connectionParams?.user ?? '', connectionParams?.permissions ?? []),
      caller: { authorization: connectionParams?.authorization },
      events,
    }),
  });
  /** A user's socket, subscribed as the console subscribes (its own subscription id). */
  const connect = async (user: string, permissions: string[], id = `${user}-sub`, variables?: { after: string }) => {
    const sent: Sent[] = [];
    const socket = {
      readyState: 1,
      OPEN: 1,
      send: (data: Buffer | string) => void sent.push(JSON.parse(data.toString()) as Sent),
    };
    let receive: (data: string) => Promise<void> = async () => undefined;
    server.opened(
      {
        protocol: GRAPHQL_TRANSPORT_WS_PROTOCOL,
        send: (data) => socket.send(data),
        close: () => undefined,
        onMessage: (cb) => void (receive = cb),
      },
      { socket },
    );
    await receive(
      JSON.stringify({ type: 'connection_init', payload: { authorization: jwt(user), user, permissions } }),
    );
    void receive(JSON.stringify({ id, type: 'subscribe', payload: { query: QUERY, variables } }));
    const next = () => sent.filter((m) => m.type === 'next');
    const complete = () => receive(JSON.stringify({ id, type: 'complete' }));
    return { id, next, complete, events: () => next().map((m) => m.payload?.data?.events) };
  };
  return { subject, connect };
};

const settle = () => new Promise((r) => setTimeout(r, 10));

afterEach(() => vi.restoreAllMocks());

describe('live events shared by scope, through graphql-ws', () => {
  it('gives subscribers of one centre with different rights what each may see, from one execution per scope', async () => {
    const { subject, connect } = setup();
    const lead = await connect('lead', [SUBJECTS, 'Menu.Workbench']);
    const coach = await connect('coach', [SUBJECTS]);
    const guest = await connect('guest', []);
    await settle();
    const stringify = vi.spyOn(JSON, 'stringify');
    subject.next(feedEvent(1, { permission: SUBJECTS }));
    subject.next(feedEvent(2, { permission: 'Menu.Workbench' }));
    subject.next(feedEvent(3, { type: 'NotificationCreated', recipients: ['coach'] }));
    subject.next(feedEvent(4, { type: 'CheckedOut' }));
    await settle();
    // The Subscribed marker first, then the events the rights and recipients allow.
    expect(lead.events().map((e) => e?.id)).toEqual(['0', '1', '2', '4']);
    expect(coach.events().map((e) => e?.id)).toEqual(['0', '1', '3', '4']);
    expect(guest.events().map((e) => e?.id)).toEqual(['0', '4']);
    // Each result serialised once per scope that sees it, not once per subscriber: event 1 for the
    // lead's and the coach's rights, 2 for the lead's, 3 for the coach as its recipient, 4 for all three scopes.
    const serialised = stringify.mock.calls.filter(([value]) => typeof value === 'object' && value && 'data' in value);
    expect(serialised).toHaveLength(2 + 1 + 1 + 3);
  });

  it('serialises a live event once for every subscriber of a scope, each message with its own subscription id', async () => {
    const { subject, connect } = setup();
    const sockets = await Promise.all(
      Array.from({ length: 20 }, (_, i) => connect(`coach${i % 2}`, [SUBJECTS], `id-${i}`)),
    );
    await settle();
    const stringify = vi.spyOn(JSON, 'stringify');
    subject.next(feedEvent(7, { permission: SUBJECTS }));
    await settle();
    const serialised = stringify.mock.calls.filter(([value]) => typeof value === 'object' && value && 'data' in value);
    expect(serialised).toHaveLength(1);
    for (const socket of sockets) {
      expect(socket.events().at(-1)).toMatchObject({ id: '7', type: 'CheckedIn', payload: '{"n":7}' });
    }
  });

  it('writes each message whole: the subscriber’s id, then the group’s payload', async () => {
    const { subject, connect } = setup();
    const one = await connect('coach', [SUBJECTS], 'a');
    const two = await connect('coach', [SUBJECTS], 'a-much-longer-subscription-id-ü');
    await settle();
    subject.next(feedEvent(5, { payload: { name: '王小明' } }));
    await settle();
    for (const socket of [one, two]) {
      expect(socket.next().at(-1)).toMatchObject({
        id: socket.id,
        payload: { data: { events: { id: '5', payload: '{"name":"王小明"}' } } },
      });
    }
  });

  it('hands a resumed subscriber its replay, the events held meanwhile, then live ones in order, and nothing after it completes', async () => {
    let replayed: () => void = () => undefined;
    const replay = new Promise<void>((resolve) => (replayed = resolve));
    const { subject, connect } = setup(async () => {
      await replay;
      return [1, 2].map((id) => {
        const { cursor: _, ...stored } = feedEvent(id);
        return stored;
      });
    });
    const resumed = await connect('coach', [SUBJECTS], 'r', { after: cursorOf({ txId: '0', id: 0 }) });
    const fresh = await connect('coach', [SUBJECTS], 'f');
    await settle();
    // While the replay is read: one event it also holds, one after it.
    subject.next(feedEvent(2));
    subject.next(feedEvent(3));
    replayed();
    await settle();
    for (let id = 4; id <= 40; id += 1) subject.next(feedEvent(id));
    const ids = (events: ({ id: string } | undefined)[]) => events.map((e) => Number(e?.id));
    const upTo = (last: number, from = 1) => Array.from({ length: last - from + 1 }, (_, i) => from + i);
    expect(ids(resumed.events())).toEqual(upTo(40));
    // The Subscribed marker (position 0), then every live event.
    expect(ids(fresh.events())).toEqual([0, ...upTo(40, 2)]);
    // One event at once, before the stream's own clean-up has run, one after it.
    const completed = resumed.complete();
    subject.next(feedEvent(41));
    await completed;
    await settle();
    subject.next(feedEvent(42));
    expect(ids(resumed.events()).at(-1)).toBe(40);
    expect(ids(fresh.events()).slice(-2)).toEqual([41, 42]);
  });
});
