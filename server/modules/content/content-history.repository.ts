import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { contentHistory, users } from '../../platform/db/schema/index';

export type ContentAction = 'Created' | 'Updated' | 'StatusChanged' | 'Moved' | 'Deleted';
export type ContentChanges = Record<string, { from: unknown; to: unknown }>;

export const insertHistory = async (
  tx: Tx,
  entry: { kind: string; itemId: string; action: ContentAction; changes: ContentChanges; userId: string },
) => {
  await tx.insert(contentHistory).values(entry);
};

export const insertHistories = async (
  tx: Tx,
  entries: readonly { kind: string; itemId: string; action: ContentAction; changes: ContentChanges; userId: string }[],
) => {
  if (entries.length > 0) await tx.insert(contentHistory).values([...entries]);
};

/** An item's history, oldest first, with the name of whoever made each change. */
export const findHistory = (tx: Tx, kind: string, itemId: string) =>
  tx
    .select({
      id: contentHistory.id,
      action: contentHistory.action,
      changes: contentHistory.changes,
      userId: contentHistory.userId,
      userName: users.name,
      userLogin: users.userName,
      at: contentHistory.at,
    })
    .from(contentHistory)
    .leftJoin(users, eq(users.id, contentHistory.userId))
    .where(and(eq(contentHistory.kind, kind), eq(contentHistory.itemId, itemId)))
    .orderBy(asc(contentHistory.at), asc(contentHistory.id));
