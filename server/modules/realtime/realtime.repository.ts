import { and, asc, desc, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { domainEvents } from '../../platform/db/schema/index';

export const eventsAfter = (tx: Tx, afterId: number, limit: number) =>
  tx.select().from(domainEvents).where(gt(domainEvents.id, afterId)).orderBy(asc(domainEvents.id)).limit(limit);

export const lastEventId = async (tx: Tx): Promise<number> => {
  const [row] = await tx.select({ id: domainEvents.id }).from(domainEvents).orderBy(desc(domainEvents.id)).limit(1);
  return row?.id ?? 0;
};

/**
 * The current tenant's events after an id that a reader holding `permissions` may see. Row-level
 * security limits them to the tenant; the permission column to the reader's rights.
 */
export const tenantEventsAfter = (tx: Tx, afterId: number, limit: number, permissions: readonly string[]) =>
  tx
    .select()
    .from(domainEvents)
    .where(
      and(
        gt(domainEvents.id, afterId),
        permissions.length > 0
          ? or(isNull(domainEvents.permission), inArray(domainEvents.permission, [...permissions]))
          : isNull(domainEvents.permission),
      ),
    )
    .orderBy(asc(domainEvents.id))
    .limit(limit);
