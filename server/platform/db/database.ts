import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
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

export interface Database {
  readonly engine: 'pglite' | 'postgres';
  /**
   * One transaction as the application role, which cannot bypass row-level security, with the
   * tenant and user set transaction-locally. Every request's work happens inside one of these.
   */
  transaction<T>(ctx: TxContext, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * One transaction as the connecting (owner) role, which row-level security does not limit.
   * Only for migrations-adjacent work: seeding and maintenance. Never for a request.
   */
  privileged<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns the function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const runAsApp = async <T>(db: DrizzleDb, ctx: TxContext, fn: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    // One round trip: the role and both settings end with the transaction.
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${ctx.tenantId ?? ''}, true), set_config('app.user_id', ${ctx.userId ?? ''}, true)`,
    );
    return fn(tx);
  });

/** Rows of a raw `tx.execute(...)`: both drivers answer with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
