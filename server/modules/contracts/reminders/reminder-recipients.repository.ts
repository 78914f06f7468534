import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database';
import { memberships, tenantClosure, users } from '../../../platform/db/schema/index';

// Who a system-notice reminder can reach: memberships up the tenant tree and the users' languages.

/** The tenant and those above it, nearest first. */
export const tenantChain = (tx: Tx, tenantId: string) =>
  tx
    .select({ id: tenantClosure.ancestorId })
    .from(tenantClosure)
    .where(eq(tenantClosure.descendantId, tenantId))
    .orderBy(asc(tenantClosure.depth));

/** Which of the users have an effective, activated membership of the tenant (read as that tenant). */
export const effectiveMembers = (tx: Tx, tenantId: string, userIds: string[]) =>
  tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        inArray(memberships.userId, userIds),
        eq(memberships.state, 'Effective'),
        isNotNull(memberships.activatedAt),
      ),
    );

export const userCultures = (tx: Tx, userIds: string[]) =>
  tx.select({ id: users.id, culture: users.culture }).from(users).where(inArray(users.id, userIds));
