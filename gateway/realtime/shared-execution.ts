import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import * as imported from 'graphql';
import { getOperationAST, Kind, print, visit, type ASTNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { isListenable, LISTEN } from './event-source';

// Executed with the instance of graphql-js that built the schema, whose instanceof checks refuse
// a schema of another ("from another module or realm"). Which instance `import` and `require`
// give depends on who loads this file: under vitest, this file's `import` goes through its module
// runner (graphql 17's __dev__ build) while the schema comes from Node's; under tsx, `require`
// takes the ES module build while the schema was built from another. So ask the schema.
const required = createRequire(import.meta.url)('graphql') as typeof GraphQL;
export const graphqlOf = (schema: GraphQL.GraphQLSchema): typeof GraphQL =>
  schema instanceof required.GraphQLSchema ? required : imported;

/**
 * Subscription events executed once and shared between subscribers (docs/decisions.md "One
 * execution per event and scope").
 *
 * graphql-ws as shipped runs, for every event and every subscriber, graphql-js's execution of the
 * selection, its own serialisation of the result, and a chain of a dozen promises (the source's
 * iterator, graphql-js's mapping, graphql-ws's loop, its send). With 5,000 subscribers that is
 * 5,000 times the same work for the same answer, and on Node 20 every promise also runs the
 * async hooks that oidc-provider's AsyncLocalStorage switches on. Two steps remove it:
 *
 * 1. `sharedSubscribe` (graphql-ws's `subscribe`) executes a payload once per selection, and
 *    serialises that result once, for every subscriber handed the very same payload object.
 * 2. `writeToSocket` (graphql-ws's `onOperation`) lets the stream write each `next` message
 *    straight to the subscriber's socket as the event comes, in order, instead of through
 *    graphql-ws's loop; graphql-ws still does everything else (connection, subscribe, complete,
 *    the error that ends a stream, such as TOKEN_EXPIRED, which it sends after the last event).
 *    Only sources that can be listened to (event-source.ts) take this path.
 *
 * Who may share is decided by the event source, not here: a source marks a payload with
 * `markShared` and hands the same object only to subscribers that may see the same answer (for
 * `events`, those of one scope: tenant, permissions, and the user when the event names
 * recipients; subscribe-events.ts). Payloads not marked (a subscriber's replay of what it missed)
 * are executed per subscriber, as graphql-js does.
 *
 * The promise a source makes when it marks a payload: the root field's resolver and everything
 * below it depend on the payload only, not on the root field's arguments nor on the connection's
 * context beyond the scope that chose the object. That is why the selection key leaves out the
 * variables used only in the root field's arguments (`after` of `events(after: $after)`:
 * subscribers that resumed from different ids share the live part), and why executing with the
 * first subscriber's context serves the others.
 */

/**
 * One execution and what is sent of it: `body`, the result serialised and encoded once, with the
 * `}` that closes a `next` message, is the same bytes for every subscriber of the group.
 */
type Outcome = { result: ExecutionResult | Promise<ExecutionResult>; body?: Buffer | Promise<Buffer> };

// Outcomes die with their payload: once every subscriber has moved past an event, nothing holds it.
// A shared payload is a key here from the moment it is marked (one lookup per subscriber, not two).
const outcomesByPayload = new WeakMap<object, Map<string, Outcome>>();

/** Declares that every subscriber handed this very object may share its execution. */
export const markShared = <T extends object>(payload: T): T => {
  if (!outcomesByPayload.has(payload)) outcomesByPayload.set(payload, new Map());
  return payload;
};

const variableUsages = (node: ASTNode): string[] => {
  const names: string[] = [];
  visit(node, {
    // `$after: ID` declares the variable; it does not use it.
    VariableDefinition: () => false,
    Variable: (variable) => {
      names.push(variable.name.value);
    },
  });
  return names;
};

/** What a document and operation contribute to a selection key, worked out once per document object. */
type Shape = { text: string; rootOnly: ReadonlySet<string> };
// graphql-ws's parse is cached by text (documents.ts): every subscriber of one query shares its
// document, so the document is printed and walked once, not per subscription.
const shapes = new WeakMap<GraphQL.DocumentNode, Map<string | null, Shape>>();

const shapeOf = (document: GraphQL.DocumentNode, operationName: string | null): Shape => {
  let byOperation = shapes.get(document);
  if (!byOperation) shapes.set(document, (byOperation = new Map()));
  let shape = byOperation.get(operationName);
  if (shape) return shape;
  const operation = getOperationAST(document, operationName);
  const rootOnly = new Set<string>();
  if (operation) {
    const rootUses = operation.selectionSet.selections.flatMap((selection) =>
      selection.kind === Kind.FIELD ? (selection.arguments ?? []).flatMap(variableUsages) : [],
    );
    const allUses = variableUsages(document);
    for (const name of new Set(rootUses)) {
      if (allUses.filter((used) => used === name).length === rootUses.filter((used) => used === name).length) {
        rootOnly.add(name);
      }
    }
  }
  shape = { text: print(document), rootOnly };
  byOperation.set(operationName, shape);
  return shape;
};

/**
 * What decides an execution's result besides the payload: the operation's text and the variables
 * that reach below the root field. Variables used only in the root field's arguments steer the
 * source stream, not the result, so they are left out.
 */
export const selectionKey = (args: Pick<ExecutionArgs, 'document' | 'operationName' | 'variableValues'>): string => {
  const { text, rootOnly } = shapeOf(args.document, args.operationName ?? null);
  const variables = Object.entries(args.variableValues ?? {})
    .filter(([name]) => !rootOnly.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([text, args.operationName ?? null, variables]);
};

const outcomeOf = (args: ExecutionArgs, key: string, payload: unknown): Outcome => {
  const outcomes = typeof payload === 'object' && payload !== null ? outcomesByPayload.get(payload) : undefined;
  let outcome = outcomes?.get(key);
  if (!outcome) {
    outcome = { result: graphqlOf(args.schema).execute({ ...args, rootValue: payload }) };
    outcomes?.set(key, outcome);
  }
  return outcome;
};

/**
 * The result as graphql-ws would put it in a `next` message (GraphQLError serialises itself),
 * closed with the message's `}`, in UTF-8: serialised and encoded once per outcome, so that a
 * socket is handed bytes rather than a string ws would measure and the kernel write encode again.
 */
const encode = (result: ExecutionResult): Buffer => Buffer.from(`${JSON.stringify(result)}}`);
const bodyOf = (outcome: Outcome): Buffer | Promise<Buffer> =>
  (outcome.body ??= outcome.result instanceof Promise ? outcome.result.then(encode) : encode(outcome.result));

/** The start of a subscription's `next` message, up to its payload: the only part that differs per subscriber. */
export const nextPrefix = (id: string): Buffer => Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);

/** One whole `next` message: the subscriber's prefix and the group's body, copied into one buffer. */
const message = (prefix: Buffer, body: Buffer): Buffer => Buffer.concat([prefix, body], prefix.length + body.length);

type Write = (message: Buffer) => void;

/** A subscription's response stream; `writeTo` switches it to writing straight to a socket. */
export type SharedStream = AsyncIterableIterator<ExecutionResult> & { writeTo(write: Write, id: string): void };

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * graphql-js's `subscribe` (17.x) with the mapping step shared. Iterated, it behaves as graphql-js's
 * own (one shared result object per event and selection); after `writeTo`, its first `next()`
 * starts the source and settles only when the stream ends: done, or rejected with the error that
 * ended it, which graphql-ws then sends to the client, after every event already written.
 */
export const sharedSubscribe = async (args: ExecutionArgs): Promise<SharedStream | ExecutionResult> => {
  const graphql = graphqlOf(args.schema);
  const validated = graphql.validateSubscriptionArgs(args);
  if (!('schema' in validated)) return { errors: validated };
  const stream = await graphql.createSourceEventStream(validated);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const source = stream[Symbol.asyncIterator]();
  const key = selectionKey(args);

  const closeSource = async () => {
    try {
      await source.return?.();
    } catch {
      // Keep the error that made us close.
    }
  };
  const map = async (step: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => {
    if (step.done) return DONE;
    try {
      return { done: false, value: await outcomeOf(args, key, step.value).result };
    } catch (error) {
      await closeSource();
      throw error;
    }
  };

  let direct: { write: Write; prefix: Buffer } | undefined;
  let live: { ended: Promise<IteratorResult<ExecutionResult>>; finish(): void } | undefined;

  const listen = (target: { write: Write; prefix: Buffer }) => {
    if (!isListenable(stream)) throw new Error('the source cannot be listened to');
    let stop: () => void = () => undefined;
    let finish: () => void = () => undefined;
    const ended = new Promise<IteratorResult<ExecutionResult>>((resolve, reject) => {
      // Written in order even if an execution is asynchronous: later events wait behind it.
      let queue: Promise<void> | undefined;
      const fail = (error: unknown) => {
        close();
        reject(error);
      };
      const send = (body: Buffer | Promise<Buffer>) => {
        if (queue === undefined && !(body instanceof Promise)) return target.write(message(target.prefix, body));
        queue = (queue ?? Promise.resolve()).then(async () => target.write(message(target.prefix, await body)));
        queue.catch(fail);
      };
      const afterQueue = (then: () => void) => (queue ? void queue.then(then, () => undefined) : then());
      // What the fan-out writes live events to for this subscriber, in one loop for its scope
      // (fan-out.ts): the same body and the same queue as `next` below, so order holds across the two.
      const writer = {
        key,
        closed: false,
        body: (payload: unknown): Buffer | Promise<Buffer> => {
          try {
            return bodyOf(outcomeOf(args, key, payload));
          } catch (error) {
            const failed = Promise.reject(error);
            // Handled where it is sent (queue.catch above), possibly after other writes.
            failed.catch(() => undefined);
            return failed;
          }
        },
        send: (body: Buffer | Promise<Buffer>) => {
          try {
            send(body);
          } catch (error) {
            // This subscriber's socket failed; the fan-out's loop goes on to the others.
            fail(error);
          }
        },
      };
      const close = () => {
        writer.closed = true;
        stop();
      };
      finish = () => {
        close();
        resolve(DONE);
      };
      stop = stream[LISTEN]({
        next: (payload) => {
          try {
            send(bodyOf(outcomeOf(args, key, payload)));
          } catch (error) {
            fail(error);
          }
        },
        error: (error) => {
          writer.closed = true;
          afterQueue(() => reject(error));
        },
        complete: () => {
          writer.closed = true;
          afterQueue(() => resolve(DONE));
        },
        writer,
      });
    });
    return { ended, finish };
  };

  const shared: SharedStream = {
    writeTo: (write, id) => {
      if (isListenable(stream)) direct = { write, prefix: nextPrefix(id) };
    },
    next: async () => {
      if (!direct) return map(await source.next());
      live ??= listen(direct);
      return live.ended;
    },
    return: async () => {
      if (!direct) return source.return ? map(await source.return()) : DONE;
      live?.finish();
      return DONE;
    },
    throw: async (error: unknown) => {
      if (!direct && source.throw) return map(await source.throw(error));
      live?.finish();
      await closeSource();
      throw error;
    },
    [Symbol.asyncIterator]: () => shared,
  };
  return shared;
};

/** ws sends a Buffer as a binary frame unless told otherwise; graphql-ws speaks in text frames. */
const TEXT_FRAME = { binary: false } as const;

/**
 * graphql-ws's `onOperation`: a shared stream writes its `next` messages to the socket itself.
 * A socket that is no longer open takes nothing, as graphql-ws's own sender does.
 */
export const writeToSocket = (
  result: unknown,
  id: string,
  socket: {
    readonly readyState: number;
    readonly OPEN: number;
    send(data: Buffer, options: { readonly binary: false }): void;
  },
): undefined => {
  const stream = result as Partial<SharedStream> | null;
  if (typeof stream?.writeTo !== 'function') return undefined;
  stream.writeTo((data) => {
    if (socket.readyState === socket.OPEN) socket.send(data, TEXT_FRAME);
  }, id);
  return undefined;
};
