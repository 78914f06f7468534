import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { subjects, tenants } from '../platform/db/schema/index';
import { DEMO_TENANTS } from '../seed/demo.seed';

/** A tenant of the seeded tree by its short name: group, east, sunrise, harbour, annex. */
export type DemoTenant = keyof typeof DEMO_TENANTS;

/** The id of a seeded tenant, by its short name (`sunrise`) or its full name (`Sunrise Centre`). */
export const tenantIdOf = async (db: Database, tenant: DemoTenant | (string & {})): Promise<string> => {
  const name = tenant in DEMO_TENANTS ? DEMO_TENANTS[tenant as DemoTenant].name : tenant;
  const [row] = await db.privileged((tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name)));
  if (!row) throw new Error(`no demo tenant ${name}`);
  return row.id;
};

/** The ids of the seeded tree the contract tests work in: the group, its area and the area's two centres. */
export const demoTreeIds = async (db: Database): Promise<Record<'group' | 'east' | 'sunrise' | 'harbour', string>> => ({
  group: await tenantIdOf(db, 'group'),
  east: await tenantIdOf(db, 'east'),
  sunrise: await tenantIdOf(db, 'sunrise'),
  harbour: await tenantIdOf(db, 'harbour'),
});

/** The first `count` seeded children of a centre in status Bind, oldest first, so each run picks the same. */
export const boundChildrenOf = async (
  db: Database,
  centre: DemoTenant | (string & {}),
  count: number,
): Promise<{ id: string; name: string }[]> => {
  const name = centre in DEMO_TENANTS ? DEMO_TENANTS[centre as DemoTenant].name : centre;
  const rows = await db.privileged((tx) =>
    tx
      .select({ id: subjects.id, name: subjects.name })
      .from(subjects)
      .innerJoin(tenants, eq(tenants.id, subjects.tenantId))
      .where(and(eq(tenants.name, name), eq(subjects.status, 'Bind')))
      .orderBy(asc(subjects.createdAt), asc(subjects.id))
      .limit(count),
  );
  if (rows.length < count) throw new Error(`${name} has fewer than ${count} bound children`);
  return rows;
};
