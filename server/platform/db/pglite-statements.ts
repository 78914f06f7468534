import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type Parser = PGlite['parsers'][number];

// PGlite's own query() plans every statement anew and speaks to the engine six times for it
// (parse, describe, bind, describe, execute, sync), each a pass through its protocol loop and
// result parser. On one session that every request shares, a statement can be parsed and planned
// once and then run by one call: bind, execute, sync. Measured in docs/performance.md ("Request
// overhead", third round).

/** What a session keeps of a statement it has parsed: its name, its parameters' types, its row shape. */
type Statement = {
  name: string;
  paramTypes: number[];
  /** The RowDescription the describe answered (or NoData): the executions answer no description of their own. */
  description: Message[];
};

/** A query as drizzle's PGlite session calls it (PGlite's own `query` signature). */
export type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

// Statement names unique in the process, so that two sets on one session never name the same.
let serial = 0;

// One message to the engine of several protocol messages (a Buffer is a Uint8Array).
const concat = (parts: readonly Uint8Array[]): Uint8Array => Buffer.concat(parts);

/** The error PGlite's own query() would have thrown: the statement and its parameters named on it. */
const withQuery = (error: unknown, text: string, params: unknown[], options: QueryOptions | undefined) => {
  if (error instanceof Error && 'code' in error) Object.assign(error, { query: text, params, queryOptions: options });
  return error;
};

/**
 * The statements one PGlite session has prepared, by their text, the least recently used closed
 * past `maxStatements` (each holds its plan in the engine's memory). `query` runs a statement
 * inside the session's open transaction as PGlite's query() would, the same rows, types and
 * errors: parsed and described once (PostgreSQL keeps and re-plans a named statement itself when a
 * table it reads changes), then bound with its parameters serialized by their described types and
 * executed in one call.
 *
 * Only inside a transaction: the call does not write the data directory out afterwards, which
 * PGlite's COMMIT does. A statement of several commands cannot be prepared, as with query().
 */
export const preparedStatements = (pg: PGlite, maxStatements = 256) => {
  const statements = new Map<string, Statement>();
  // Statements closed since the last call: their Close goes with the next call to the engine.
  const closing: Uint8Array[] = [];

  const run = async (message: Uint8Array, options: QueryOptions | undefined): Promise<Message[]> =>
    (await pg.execProtocol(message, { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) }))
      .messages;

  const prepare = async (text: string, options: QueryOptions | undefined): Promise<Statement> => {
    const name = `atrium_q${++serial}`;
    const messages = await run(
      concat([
        ...closing.splice(0),
        protocol.serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      options,
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      description: messages.filter((m) => m.name === 'rowDescription' || m.name === 'noData'),
    };
    const oldest = statements.size >= maxStatements ? statements.entries().next().value : undefined;
    if (oldest) {
      statements.delete(oldest[0]);
      closing.push(protocol.serialize.close({ type: 'S', name: oldest[1].name }));
    }
    statements.set(text, statement);
    return statement;
  };

  // PGlite's result parser copies the session's parsers (several hundred, one per array type)
  // into a new object whenever a call names parsers of its own, as drizzle's every call does: the
  // call's parsers are laid over the session's instead.
  const parsing = (options: QueryOptions | undefined): [Record<number, Parser>, QueryOptions | undefined] =>
    options?.parsers
      ? [
          Object.assign(Object.create(pg.parsers) as Record<number, Parser>, options.parsers),
          { ...options, parsers: undefined },
        ]
      : [pg.parsers, options];

  const execute = async (statement: Statement, params: unknown[], options: QueryOptions | undefined) => {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await run(
      concat([
        ...closing.splice(0),
        protocol.serialize.bind({ statement: statement.name, values: values as string[] }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      options,
    );
    return parse.parseResults([...statement.description, ...messages], ...parsing(options))[0]!;
  };

  const query: Query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    try {
      const statement = statements.get(text);
      if (statement) {
        // Used again: the newest in the Map's order.
        statements.delete(text);
        statements.set(text, statement);
        return (await execute(statement, params, options)) as Results<T>;
      }
      // A statement is prepared and first run under PGlite's query lock: another first use
      // meanwhile could otherwise close it before it ran.
      return (await pg.runExclusive(async () => execute(await prepare(text, options), params, options))) as Results<T>;
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
  };

  /**
   * `query` for one of the session's transactions, refused once it has ended as PGlite's own
   * would be: a statement after COMMIT would otherwise run outside it, as the session's owner,
   * without the transaction's role and row-level security settings.
   */
  const queryIn =
    (transaction: Pick<Transaction, 'closed'>): Query =>
    (text, params, options) => {
      if (transaction.closed) return Promise.reject(new Error('Transaction is closed'));
      return query(text, params, options);
    };

  return { query, queryIn, size: () => statements.size };
};
