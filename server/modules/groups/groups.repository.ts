import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { groupMembers, groups, subjects, type GroupType } from '../../platform/db/schema/index';
import type { AgeStage } from '../subject-detail/subject-stage';

// Row-level security keeps every query to the current centre: another centre's group or child
// is simply not found.

/** The name a child has when it may not be shown (spec 000 §5); such children join no group. */
export const MASKED_NAME = '***';

export type GroupValues = { name: string; type: GroupType; ageStage: AgeStage; capacity: number };

const groupColumns = {
  id: groups.id,
  name: groups.name,
  type: groups.type,
  ageStage: groups.ageStage,
  capacity: groups.capacity,
  createdAt: groups.createdAt,
};
export type GroupRow = GroupValues & { id: string; createdAt: Date };

const nameHolding = (filter: string | undefined): SQL | undefined => {
  const trimmed = filter?.trim();
  return trimmed ? sql`strpos(lower(${groups.name}), lower(${trimmed})) > 0` : undefined;
};

export const findGroupPage = async (tx: Tx, query: { filter?: string; skipCount: number; maxResultCount: number }) => {
  const where = nameHolding(query.filter);
  const [total] = await tx.select({ value: count() }).from(groups).where(where);
  const items: GroupRow[] = await tx
    .select(groupColumns)
    .from(groups)
    .where(where)
    .orderBy(desc(groups.createdAt), desc(groups.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { items, totalCount: total?.value ?? 0 };
};

export const findGroup = async (tx: Tx, id: string): Promise<GroupRow | undefined> => {
  const [row] = await tx.select(groupColumns).from(groups).where(eq(groups.id, id));
  return row;
};

/** The children of the given groups, by name, with the group each belongs to. */
export const findMembersOf = async (tx: Tx, groupIds: string[]) =>
  groupIds.length === 0
    ? []
    : tx
        .select({ groupId: groupMembers.groupId, id: subjects.id, name: subjects.name })
        .from(groupMembers)
        .innerJoin(subjects, eq(subjects.id, groupMembers.subjectId))
        .where(inArray(groupMembers.groupId, groupIds))
        .orderBy(asc(subjects.name), asc(subjects.id));

export const insertGroup = async (tx: Tx, tenantId: string, values: GroupValues) => {
  const [row] = await tx
    .insert(groups)
    .values({ tenantId, ...values })
    .returning(groupColumns);
  if (!row) throw new Error('the group insert returned no row');
  return row;
};

export const updateGroup = async (tx: Tx, id: string, values: GroupValues) => {
  const [row] = await tx.update(groups).set(values).where(eq(groups.id, id)).returning(groupColumns);
  return row;
};

const childColumns = {
  id: subjects.id,
  name: subjects.name,
  outpatientNumber: subjects.outpatientNumber,
  birthDay: subjects.birthday,
  gender: subjects.gender,
  status: subjects.status,
};
export type ChildRow = {
  id: string;
  name: string;
  outpatientNumber: string | null;
  birthDay: string;
  gender: string;
  status: string;
};

/** A group's children with what the manage-children dialog shows of them. */
export const findGroupChildren = (tx: Tx, groupId: string): Promise<ChildRow[]> =>
  tx
    .select(childColumns)
    .from(groupMembers)
    .innerJoin(subjects, eq(subjects.id, groupMembers.subjectId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(subjects.name), asc(subjects.id));

/**
 * Bound, unmasked children born within `born` (a few days wider than the age stage, which the
 * service then decides exactly with ageStageOf), by name.
 */
export const findBoundChildren = (tx: Tx, born: { after?: string; until?: string }): Promise<ChildRow[]> =>
  tx
    .select(childColumns)
    .from(subjects)
    .where(
      and(
        eq(subjects.status, 'Bind'),
        ne(subjects.name, MASKED_NAME),
        born.after ? gte(subjects.birthday, born.after) : undefined,
        born.until ? lte(subjects.birthday, born.until) : undefined,
      ),
    )
    .orderBy(asc(subjects.name), asc(subjects.id));

export const findChildrenByIds = (tx: Tx, ids: string[]): Promise<ChildRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : tx.select(childColumns).from(subjects).where(inArray(subjects.id, ids));

/** Makes the group's children exactly `subjectIds`; those who stay keep the day they joined. */
export const replaceGroupChildren = async (tx: Tx, tenantId: string, groupId: string, subjectIds: string[]) => {
  const before = (
    await tx.select({ id: groupMembers.subjectId }).from(groupMembers).where(eq(groupMembers.groupId, groupId))
  ).map((r) => r.id);
  const removed = before.filter((id) => !subjectIds.includes(id));
  const added = subjectIds.filter((id) => !before.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.subjectId, removed)));
  }
  if (added.length > 0) {
    await tx.insert(groupMembers).values(added.map((subjectId) => ({ tenantId, groupId, subjectId })));
  }
  return { added, removed };
};

/** The groups a child belongs to, oldest membership first (the subject-detail card). */
export const findGroupsOfChild = (tx: Tx, subjectId: string) =>
  tx
    .select({ id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.subjectId, subjectId))
    .orderBy(asc(groupMembers.addedAt), asc(groups.id));

export const countChildren = async (tx: Tx, groupId: string) => {
  const [row] = await tx.select({ value: count() }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
  return row?.value ?? 0;
};
