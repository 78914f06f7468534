import type { ExtractTablesWithRelations, RelationalSchemaConfig } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;
/** A drizzle handle inside one transaction. Repositories take this and nothing wider. */
type Relations = ExtractTablesWithRelations<Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, Relations>;
export type DrizzleDb = PgDatabase<PgQueryResultHKT, Schema, Relations>;

/** Who a transaction runs for. Row-level security reads these. */
export type TxContext = { tenantId: string | null; userId: string | null };

export const APP_ROLE = 'atrium_app';

/**
 * A read sent with a transaction's opening, in the same round trip as its BEGIN and settings: a
 * statement each database session prepares once (not planned again) and then executes.
 */
export type OpeningRead = {
  /** The prepared statement's name (lower case, digits, underscores). */
  name: string;
  /** The statement, with parameters $1… of `types`. */
  text: string;
  types: readonly string[];
  /** The arguments, written into the EXECUTE as literals (null as NULL): check them first (a uuid, say). */
  args: readonly (string | null)[];
};

export interface Database {
  readonly engine: 'pglite' | 'postgres';
  /**
   * One transaction as the application role, which cannot bypass row-level security, with the
   * tenant and user set transaction-locally. Every request's work happens inside one of these.
   * Its opening (BEGIN where the driver allows, the role and settings, and `read`) is one round
   * trip; `fn` gets `read`'s rows ([] without one).
   */
  transaction<T>(ctx: TxContext, fn: (tx: Tx, read: unknown[]) => Promise<T>, read?: OpeningRead): Promise<T>;
  /**
   * One transaction as the connecting (owner) role, which row-level security does not limit.
   * Only for migrations-adjacent work: seeding and maintenance. Never for a request.
   */
  privileged<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns the function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What drizzle needs to build a transaction handle on a session of its own (schema and relations). */
export const relationalConfig = (db: DrizzleDb): RelationalSchemaConfig<Relations> => ({
  fullSchema: db._.fullSchema,
  // Opened with the schema, so drizzle has extracted its relations.
  schema: db._.schema!,
  tableNamesMap: db._.tableNamesMap,
});

/** Rows of a raw `tx.execute(...)`: both drivers answer with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
