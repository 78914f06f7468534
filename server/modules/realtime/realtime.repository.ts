import { asc, desc, gt } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { domainEvents } from '../../platform/db/schema/index';

export const eventsAfter = (tx: Tx, afterId: number, limit: number) =>
  tx.select().from(domainEvents).where(gt(domainEvents.id, afterId)).orderBy(asc(domainEvents.id)).limit(limit);

export const lastEventId = async (tx: Tx): Promise<number> => {
  const [row] = await tx.select({ id: domainEvents.id }).from(domainEvents).orderBy(desc(domainEvents.id)).limit(1);
  return row?.id ?? 0;
};
