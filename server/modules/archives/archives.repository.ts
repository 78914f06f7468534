import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { subjectArchiveEntries, subjects, users, type ArchiveSection } from '../../platform/db/schema/index';

// The only SQL of archives. Row-level security keeps every statement to the current centre:
// another centre's child or entry is simply not found.

export type ArchiveRow = typeof subjectArchiveEntries.$inferSelect;
type NewArchiveRow = typeof subjectArchiveEntries.$inferInsert;

/** The child as its archives need it: visible in this centre, and whether it is still bound. */
export const findSubject = async (tx: Tx, subjectId: string) => {
  const [row] = await tx
    .select({ id: subjects.id, name: subjects.name, status: subjects.status })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  return row;
};

const entryColumns = {
  entry: subjectArchiveEntries,
  authorName: users.name,
};

/** One section's entries, newest first (the day written, then the moment entered). */
export const listEntries = async (
  tx: Tx,
  subjectId: string,
  section: ArchiveSection,
  page: { skip: number; take: number },
) =>
  tx
    .select(entryColumns)
    .from(subjectArchiveEntries)
    .leftJoin(users, eq(users.id, subjectArchiveEntries.authorId))
    .where(and(eq(subjectArchiveEntries.subjectId, subjectId), eq(subjectArchiveEntries.section, section)))
    .orderBy(
      desc(subjectArchiveEntries.recordedOn),
      desc(subjectArchiveEntries.createdAt),
      desc(subjectArchiveEntries.id),
    )
    .offset(page.skip)
    .limit(page.take);

/** How many entries each section of the child holds (sections without any are absent). */
export const countEntries = async (tx: Tx, subjectId: string) => {
  const rows = await tx
    .select({ section: subjectArchiveEntries.section, n: count() })
    .from(subjectArchiveEntries)
    .where(eq(subjectArchiveEntries.subjectId, subjectId))
    .groupBy(subjectArchiveEntries.section);
  return new Map(rows.map((r) => [r.section, Number(r.n)]));
};

export const findEntry = async (tx: Tx, id: string, lock = false) => {
  const query = tx.select().from(subjectArchiveEntries).where(eq(subjectArchiveEntries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

export const findEntryWithAuthor = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select(entryColumns)
    .from(subjectArchiveEntries)
    .leftJoin(users, eq(users.id, subjectArchiveEntries.authorId))
    .where(eq(subjectArchiveEntries.id, id));
  return row;
};

export const insertEntry = async (tx: Tx, values: NewArchiveRow) => {
  const [row] = await tx.insert(subjectArchiveEntries).values(values).returning({ id: subjectArchiveEntries.id });
  return row!;
};

export const updateEntry = async (tx: Tx, id: string, values: Pick<ArchiveRow, 'title' | 'content' | 'recordedOn'>) => {
  await tx
    .update(subjectArchiveEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subjectArchiveEntries.id, id));
};

export const deleteEntry = async (tx: Tx, id: string) => {
  await tx.delete(subjectArchiveEntries).where(eq(subjectArchiveEntries.id, id));
};
