import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf, type Tx } from './database';
import { executePrepared, type SimpleSession } from './opening';

// A statement run often inside a request's transaction, prepared once per database session the
// way the opening read is (opening.ts): planning a large statement on every call cost as much
// as running it. Per connection, so a transaction-pooling proxy would break it like the opening
// read (docs/operations.md).

const sessions = new WeakMap<Tx, { session: SimpleSession; prepared: Set<string>; database: object }>();

/**
 * Lets `executeNamed` on `tx` use its connection's session and what that session has prepared;
 * `database` is one object per opened database (databaseOf).
 */
export const bindSession = (tx: Tx, session: SimpleSession, prepared: Set<string>, database: object) => {
  sessions.set(tx, { session, prepared, database });
};

/**
 * One object per opened database, the same for all its request transactions: a key for what a
 * process keeps of that database between transactions (the contracts' row versions,
 * contracts/ledger/remembered-contracts.ts), which must not answer for another database the same
 * process opened (a test file opens several, from one template). Undefined for a transaction
 * without a bound session (the privileged one).
 */
export const databaseOf = (tx: Tx): object | undefined => sessions.get(tx)?.database;

const dialect = new PgDialect();

/**
 * A parameter as the text of the literal EXECUTE writes (null for NULL): PostgreSQL reads a
 * quoted literal as the parameter's type, as it reads a value bound as text.
 */
const textOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  // What node-postgres sends for an object (a json value drizzle has not mapped).
  if (typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) return JSON.stringify(value);
  throw new Error(`No literal for a parameter of type ${typeof value}`);
};

/** The name `executeNamed` gives a statement of `text` under `prefix` (one name is always one text). */
export const statementName = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/**
 * `executeNamed` for a statement already built once (its text, its parameters as driver values)
 * and named by `statementName`: a statement run often skips building and hashing it again.
 */
export const executeNamedQuery = async <T>(tx: Tx, name: string, query: Query): Promise<T[]> => {
  const bound = sessions.get(tx);
  if (!bound) return rowsOf<T>(await tx._.session.prepareQuery(query, undefined, undefined, false).execute());
  return (await executePrepared(bound.session, bound.prepared, {
    name,
    text: query.sql,
    types: [],
    args: query.params.map(textOf),
  })) as T[];
};

/**
 * Runs `query` as a prepared statement of the transaction's session, named `prefix` and a hash of
 * its text (so that one name is always one text): prepared the first time the session meets it,
 * executed with its parameters as literals. Answers the rows as `tx.execute` would. A transaction
 * without a bound session (the privileged one) runs it unnamed.
 */
export const executeNamed = async <T>(tx: Tx, prefix: string, query: SQL): Promise<T[]> => {
  const built = dialect.sqlToQuery(query);
  return executeNamedQuery<T>(tx, statementName(prefix, built.sql), built);
};
