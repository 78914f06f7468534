import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { tenantFeatures } from '../../platform/db/schema/index';

/** The current tenant's feature and front-permission names (row-level security picks the tenant). */
export const listTenantFeatureNames = async (tx: Tx): Promise<string[]> =>
  (await tx.select({ name: tenantFeatures.name }).from(tenantFeatures).orderBy(asc(tenantFeatures.name))).map(
    (r) => r.name,
  );

export const replaceTenantFeatures = async (tx: Tx, tenantId: string, names: readonly string[]): Promise<void> => {
  await tx.delete(tenantFeatures).where(eq(tenantFeatures.tenantId, tenantId));
  if (names.length > 0) await tx.insert(tenantFeatures).values(names.map((name) => ({ tenantId, name })));
};
