import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../server/platform/db/database';
import { subjects, tenants } from '../../../server/platform/db/schema/index';

/** The id of a seeded tenant, by its name. */
export const tenantIdOf = async (db: Database, name: string): Promise<string> => {
  const [row] = await db.privileged((tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name)));
  if (!row) throw new Error(`no demo tenant ${name}`);
  return row.id;
};

/** The first `count` seeded children of a centre in status Bind, oldest first, so each run picks the same. */
export const boundChildrenOf = async (
  db: Database,
  centre: string,
  count: number,
): Promise<{ id: string; name: string }[]> => {
  const rows = await db.privileged((tx) =>
    tx
      .select({ id: subjects.id, name: subjects.name })
      .from(subjects)
      .innerJoin(tenants, eq(tenants.id, subjects.tenantId))
      .where(and(eq(tenants.name, centre), eq(subjects.status, 'Bind')))
      .orderBy(asc(subjects.createdAt), asc(subjects.id))
      .limit(count),
  );
  if (rows.length < count) throw new Error(`${centre} has fewer than ${count} bound children`);
  return rows;
};
