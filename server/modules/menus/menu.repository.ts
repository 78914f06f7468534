import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { tenantFeatures } from '../../platform/db/schema/index';

/**
 * A tenant's feature and front-permission names. Row-level security alone would not do: a parent
 * sees its child tenants' features too (it opens and closes their projects).
 */
export const listTenantFeatureNames = async (tx: Tx, tenantId: string): Promise<string[]> =>
  (
    await tx
      .select({ name: tenantFeatures.name })
      .from(tenantFeatures)
      .where(eq(tenantFeatures.tenantId, tenantId))
      .orderBy(asc(tenantFeatures.name))
  ).map((r) => r.name);

export const replaceTenantFeatures = async (tx: Tx, tenantId: string, names: readonly string[]): Promise<void> => {
  await tx.delete(tenantFeatures).where(eq(tenantFeatures.tenantId, tenantId));
  if (names.length > 0) await tx.insert(tenantFeatures).values(names.map((name) => ({ tenantId, name })));
};
