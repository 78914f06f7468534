import { and, asc, desc, gt, inArray, isNull, or, sql } from 'drizzle-orm';
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
 * security limits them to the tenant; the permission column to the reader's rights; the
 * recipients column, when set, to those users.
 */
export const tenantEventsAfter = (
  tx: Tx,
  reader: { userId: string; permissions: readonly string[] },
  afterId: number,
  limit: number,
) =>
  tx
    .select()
    .from(domainEvents)
    .where(
      and(
        gt(domainEvents.id, afterId),
        reader.permissions.length > 0
          ? or(isNull(domainEvents.permission), inArray(domainEvents.permission, [...reader.permissions]))
          : isNull(domainEvents.permission),
        or(isNull(domainEvents.recipients), sql`${reader.userId}::uuid = any(${domainEvents.recipients})`),
      ),
    )
    .orderBy(asc(domainEvents.id))
    .limit(limit);
