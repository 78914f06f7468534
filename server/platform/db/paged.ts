import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './database';

/** Which rows of a list a page holds: `skip` of them first, then at most `take`. */
export type Paging = { skip: number; take: number };

/**
 * A page of `rows` (a filtered, ordered select, made `.$dynamic()` so the page can be put on it)
 * and how many rows `where` matches in `table` in all: the shape every paged list answers with.
 * The count reads the table alone, so `rows` may join what it shows without changing the total.
 */
export const pageWithTotal = async <Q extends PgSelect>(
  tx: Tx,
  rows: Q,
  counted: { table: PgTable; where: SQL | undefined },
  page: Paging,
): Promise<{ rows: Awaited<Q>; totalCount: number }> => {
  // One client runs one query at a time; pg@9 refuses overlapping ones.
  const items = await (rows.offset(page.skip).limit(page.take) as Q);
  const [total] = await tx.select({ n: count() }).from(counted.table).where(counted.where);
  return { rows: items, totalCount: total?.n ?? 0 };
};
