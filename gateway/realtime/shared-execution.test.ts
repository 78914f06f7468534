import { parse, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createGraphQLError, createSchema } from 'graphql-yoga';
import { GRAPHQL_TRANSPORT_WS_PROTOCOL, makeServer } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { listenableStream } from './event-source';
import { markShared, selectionKey, sharedSubscribe, writeToSocket } from './shared-execution';

type Payload = { id: string; type: string };
type Source = { emit(payload: Payload): void; end(error?: unknown): void; returned: boolean };

/**
 * A schema like graphql/realtime.graphql, built by Yoga as the gateway's is (the same copy of
 * graphql-js), whose `events` source the test drives, with a resolver that counts how often it
 * runs (and that can be made slow, to test the order of asynchronous executions).
 */
const setup = (delayFor: (payload: Payload) => number = () => -1) => {
  const executions: string[] = [];
  const sources: Source[] = [];
  const schema: GraphQLSchema = createSchema({
    typeDefs: `
      type Query { noop: Boolean }
      type DomainEvent { id: ID! type: String! }
      type Subscription { events(after: ID): DomainEvent! broken: DomainEvent! }
    `,
    resolvers: {
      Subscription: {
        events: {
          subscribe: () =>
            listenableStream<Payload>(async (emit, end, ended) => {
              const source: Source = { emit, end, returned: false };
              sources.push(source);
              await ended;
              source.returned = true;
            }),
          resolve: (payload: Payload) => payload,
        },
        broken: {
          subscribe: () => {
            throw createGraphQLError('Choose the centre to follow first.', { extensions: { code: 'TenantNotChosen' } });
          },
        },
      },
      DomainEvent: {
        type: (payload: Payload) => {
          executions.push(payload.id);
          const delay = delayFor(payload);
          return delay < 0 ? payload.type : new Promise((r) => setTimeout(() => r(payload.type), delay));
        },
      },
    },
  });
  const start = (query: string, variables: Record<string, unknown> = {}) =>
    sharedSubscribe({ schema, document: parse(query), variableValues: variables, contextValue: {} });
  const subscribe = async (query: string, variables: Record<string, unknown> = {}) => {
    const result = await start(query, variables);
    if (!(Symbol.asyncIterator in result)) throw new Error(`no stream: ${JSON.stringify(result)}`);
    return result;
  };
  return { schema, executions, sources, subscribe, start };
};

const QUERY = 'subscription ($after: ID) { events(after: $after) { id type } }';
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('shared subscription execution, iterated', () => {
  it('executes a shared payload once for every subscriber with the same selection, whatever their `after`', async () => {
    const { executions, sources, subscribe } = setup();
    const a = await subscribe(QUERY, { after: '1' });
    const b = await subscribe(QUERY, { after: '7' });
    const nextA = a.next();
    const nextB = b.next();
    await tick();
    const payload = markShared({ id: '9', type: 'CheckedIn' });
    for (const source of sources) source.emit(payload);
    const [resultA, resultB] = await Promise.all([nextA, nextB]);
    expect(resultA.value).toEqual({ data: { events: { id: '9', type: 'CheckedIn' } } });
    expect(resultB.value).toBe(resultA.value);
    expect(executions).toEqual(['9']);
  });

  it('executes unmarked payloads (a replay) once per subscriber', async () => {
    const { executions, sources, subscribe } = setup();
    const a = await subscribe(QUERY);
    const b = await subscribe(QUERY);
    const pending = [a.next(), b.next()];
    await tick();
    const payload = { id: '3', type: 'CheckedOut' };
    for (const source of sources) source.emit(payload);
    const [resultA, resultB] = await Promise.all(pending);
    expect(resultB?.value).toEqual(resultA?.value);
    expect(executions).toEqual(['3', '3']);
  });

  it('executes again for another selection or for variables that reach below the root field', async () => {
    const { executions, sources, subscribe } = setup();
    const withType = await subscribe(QUERY);
    const idOnly = await subscribe('subscription { events { id } }');
    const skipping = await subscribe('subscription ($t: Boolean!) { events { id type @include(if: $t) } }', {
      t: true,
    });
    const pending = [withType.next(), idOnly.next(), skipping.next()];
    await tick();
    const payload = markShared({ id: '4', type: 'CheckedIn' });
    for (const source of sources) source.emit(payload);
    const results = (await Promise.all(pending)).map((step) => step.value as ExecutionResult);
    expect(results.map((r) => r.data)).toEqual([
      { events: { id: '4', type: 'CheckedIn' } },
      { events: { id: '4' } },
      { events: { id: '4', type: 'CheckedIn' } },
    ]);
    // `type` was executed for the first and the third; the second did not ask for it.
    expect(executions).toEqual(['4', '4']);
  });

  it('keys a selection without the variables that only steer the source stream', () => {
    const document = parse(QUERY);
    expect(selectionKey({ document, variableValues: { after: '1' } })).toBe(
      selectionKey({ document, variableValues: { after: '2' } }),
    );
    const nested = parse('subscription ($t: Boolean!, $after: ID) { events(after: $after) { id @include(if: $t) } }');
    expect(selectionKey({ document: nested, variableValues: { t: true, after: '1' } })).not.toBe(
      selectionKey({ document: nested, variableValues: { t: false, after: '1' } }),
    );
    // A variable used both in the root field and below it stays in the key.
    const both = parse('subscription ($x: Boolean!) { events(after: "1") { id @include(if: $x) } }');
    expect(selectionKey({ document: both, variableValues: { x: true } })).not.toBe(
      selectionKey({ document: both, variableValues: { x: false } }),
    );
  });

  it('ends the source when the client completes, even while it waits for an event', async () => {
    const { sources, subscribe } = setup();
    const stream = await subscribe(QUERY);
    const waiting = stream.next();
    await tick();
    await stream.return?.();
    await expect(waiting).resolves.toEqual({ done: true, value: undefined });
    expect(sources[0]?.returned).toBe(true);
  });

  it('ends the stream with the source’s error, its code intact (TOKEN_EXPIRED)', async () => {
    const { sources, subscribe } = setup();
    const stream = await subscribe(QUERY);
    const waiting = stream.next();
    await tick();
    sources[0]!.end(createGraphQLError('expired', { extensions: { code: 'TOKEN_EXPIRED' } }));
    await expect(waiting).rejects.toMatchObject({ extensions: { code: 'TOKEN_EXPIRED' } });
  });

  it('answers a subscription that cannot start with its errors, as graphql-js does', async () => {
    const { start } = setup();
    const result = await start('subscription { broken { id } }');
    expect(Symbol.asyncIterator in result).toBe(false);
    expect((result as ExecutionResult).errors?.map((e) => e.extensions['code'])).toEqual(['TenantNotChosen']);
  });
});

/** graphql-ws's server as the gateway sets it up, on sockets that only record what is sent. */
const graphqlWs = (schema: GraphQLSchema) => {
  const server = makeServer<
    Record<string, unknown>,
    { socket: { readyState: number; OPEN: number; send(data: string | Buffer, options?: { binary?: boolean }): void } }
  >({
    schema,
    subscribe: sharedSubscribe,
    onOperation: (ctx, id, _payload, _args, result) => writeToSocket(result, id, ctx.extra.socket),
  });
  const connect = async () => {
    const sent: { id?: string; type: string; payload?: unknown }[] = [];
    const socket = {
      readyState: 1,
      OPEN: 1,
      send: (data: string | Buffer, options?: { binary?: boolean }) => {
        // A Buffer not marked as text would go out as a binary frame, which graphql-ws clients refuse.
        if (typeof data !== 'string' && options?.binary !== false) throw new Error('a binary frame');
        sent.push(JSON.parse(data.toString()) as { id?: string; type: string; payload?: unknown });
      },
    };
    let receive: (data: string) => Promise<void> = async () => undefined;
    server.opened(
      {
        protocol: GRAPHQL_TRANSPORT_WS_PROTOCOL,
        send: (data: string) => socket.send(data),
        close: () => undefined,
        onMessage: (cb) => {
          receive = cb;
        },
      },
      { socket },
    );
    await receive(JSON.stringify({ type: 'connection_init' }));
    const say = (message: object) => void receive(JSON.stringify(message));
    return { sent, say, socket };
  };
  return { connect };
};

describe('shared subscription execution through graphql-ws, written to the socket', () => {
  it('sends every subscriber the message graphql-ws would, executed and serialised once', async () => {
    const { schema, executions, sources } = setup();
    const ws = graphqlWs(schema);
    const one = await ws.connect();
    const two = await ws.connect();
    one.say({ id: 'a', type: 'subscribe', payload: { query: QUERY, variables: { after: '1' } } });
    two.say({ id: 'b', type: 'subscribe', payload: { query: QUERY } });
    await tick();
    const first = markShared({ id: '10', type: 'CheckedIn' });
    const second = markShared({ id: '11', type: 'CheckedOut' });
    for (const source of sources) source.emit(first);
    // Written at once, as the event comes: no promise per subscriber in between.
    expect(one.sent.at(-1)).toEqual({
      id: 'a',
      type: 'next',
      payload: { data: { events: { id: '10', type: 'CheckedIn' } } },
    });
    for (const source of sources) source.emit(second);
    expect(two.sent.filter((m) => m.type === 'next')).toEqual([
      { id: 'b', type: 'next', payload: { data: { events: { id: '10', type: 'CheckedIn' } } } },
      { id: 'b', type: 'next', payload: { data: { events: { id: '11', type: 'CheckedOut' } } } },
    ]);
    expect(executions).toEqual(['10', '11']);
  });

  it('sends the error that ends a stream (TOKEN_EXPIRED) after the events before it', async () => {
    const { schema, sources } = setup();
    const client = await graphqlWs(schema).connect();
    client.say({ id: 'x', type: 'subscribe', payload: { query: QUERY } });
    await tick();
    sources[0]!.emit(markShared({ id: '1', type: 'CheckedIn' }));
    sources[0]!.end(createGraphQLError('The access token has expired.', { extensions: { code: 'TOKEN_EXPIRED' } }));
    await tick();
    expect(client.sent.slice(1).map((m) => m.type)).toEqual(['next', 'error']);
    expect(client.sent.at(-1)).toMatchObject({ id: 'x', payload: [{ extensions: { code: 'TOKEN_EXPIRED' } }] });
    expect(sources[0]!.returned).toBe(true);
  });

  it('stops writing, and ends the source, when the client completes', async () => {
    const { schema, sources } = setup();
    const client = await graphqlWs(schema).connect();
    client.say({ id: 'x', type: 'subscribe', payload: { query: QUERY } });
    await tick();
    client.say({ id: 'x', type: 'complete' });
    await tick();
    sources[0]!.emit(markShared({ id: '2', type: 'CheckedIn' }));
    expect(client.sent.filter((m) => m.type === 'next')).toEqual([]);
    expect(sources[0]!.returned).toBe(true);
  });

  it('keeps the order when an execution is asynchronous', async () => {
    const { schema, sources } = setup((payload) => (payload.id === '1' ? 30 : 0));
    const client = await graphqlWs(schema).connect();
    client.say({ id: 'x', type: 'subscribe', payload: { query: QUERY } });
    await tick();
    sources[0]!.emit(markShared({ id: '1', type: 'CheckedIn' }));
    sources[0]!.emit(markShared({ id: '2', type: 'CheckedOut' }));
    sources[0]!.end();
    await new Promise((r) => setTimeout(r, 60));
    expect(client.sent.slice(1).map((m) => [m.type, (m.payload as ExecutionResult | undefined)?.data])).toEqual([
      ['next', { events: { id: '1', type: 'CheckedIn' } }],
      ['next', { events: { id: '2', type: 'CheckedOut' } }],
      ['complete', undefined],
    ]);
  });

  it('writes nothing to a socket that is no longer open', async () => {
    const { schema, sources } = setup();
    const client = await graphqlWs(schema).connect();
    client.say({ id: 'x', type: 'subscribe', payload: { query: QUERY } });
    await tick();
    client.socket.readyState = 3;
    sources[0]!.emit(markShared({ id: '3', type: 'CheckedIn' }));
    expect(client.sent.filter((m) => m.type === 'next')).toEqual([]);
  });
});
