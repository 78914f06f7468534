import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { testLocations, vratTestRequests } from '../../platform/db/schema/index';

// Row-level security keeps every query to the current centre.

export type TestLocationValues = {
  name: string;
  email: string | null;
  countryCode: string;
  phone: string | null;
  location: string | null;
  isEnabled: boolean;
};

const columns = {
  id: testLocations.id,
  tenantId: testLocations.tenantId,
  name: testLocations.name,
  email: testLocations.email,
  countryCode: testLocations.countryCode,
  phone: testLocations.phone,
  location: testLocations.location,
  isEnabled: testLocations.isEnabled,
  createdAt: testLocations.createdAt,
};

export type TestLocationRow = {
  id: string;
  tenantId: string;
  name: string;
  email: string | null;
  countryCode: string;
  phone: string | null;
  location: string | null;
  isEnabled: boolean;
  createdAt: Date;
};

export const findLocationPage = async (
  tx: Tx,
  query: { enabled?: boolean; skipCount: number; maxResultCount: number },
) => {
  const where: SQL | undefined = query.enabled === undefined ? undefined : eq(testLocations.isEnabled, query.enabled);
  const [total] = await tx.select({ value: count() }).from(testLocations).where(where);
  const items: TestLocationRow[] = await tx
    .select(columns)
    .from(testLocations)
    .where(where)
    .orderBy(desc(testLocations.createdAt), desc(testLocations.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { items, totalCount: total?.value ?? 0 };
};

export const findLocation = async (tx: Tx, id: string): Promise<TestLocationRow | undefined> => {
  const [row] = await tx.select(columns).from(testLocations).where(eq(testLocations.id, id));
  return row;
};

export const insertLocation = async (tx: Tx, tenantId: string, values: TestLocationValues) => {
  const [row] = await tx
    .insert(testLocations)
    .values({ tenantId, ...values })
    .returning(columns);
  if (!row) throw new Error('the test location insert returned no row');
  return row;
};

export const updateLocation = async (tx: Tx, id: string, values: TestLocationValues) => {
  const [row] = await tx.update(testLocations).set(values).where(eq(testLocations.id, id)).returning(columns);
  return row;
};

export const deleteLocation = async (tx: Tx, id: string) => {
  const rows = await tx.delete(testLocations).where(eq(testLocations.id, id)).returning({ id: testLocations.id });
  return rows.length > 0;
};

export const countRequestsAt = async (tx: Tx, locationId: string) => {
  const [row] = await tx
    .select({ value: count() })
    .from(vratTestRequests)
    .where(eq(vratTestRequests.locationId, locationId));
  return row?.value ?? 0;
};
