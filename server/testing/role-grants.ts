import { and, eq } from 'drizzle-orm';
import { rolePermissions } from '../platform/db/schema/index';
import type { ServerHarness } from './server-harness';

type Grant = { tenantId: string; roleName: string; permission: string };

/**
 * Runs `fn` with one permission taken from a role of a centre (the way a centre without the write
 * policy is set up), and gives it back afterwards whatever `fn` did, so later tests see the demo.
 */
export const withoutGrant = async <T>(h: ServerHarness, grant: Grant, fn: () => Promise<T>): Promise<T> => {
  await h.db.privileged((tx) =>
    tx
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.tenantId, grant.tenantId),
          eq(rolePermissions.roleName, grant.roleName),
          eq(rolePermissions.permission, grant.permission),
        ),
      ),
  );
  try {
    return await fn();
  } finally {
    await h.db.privileged((tx) => tx.insert(rolePermissions).values(grant).onConflictDoNothing());
  }
};
