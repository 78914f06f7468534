import { and, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/database';
import {
  checkIns,
  guardians,
  memberships,
  membershipRoles,
  schools,
  subjectCoaches,
  subjectGuardians,
  subjects,
  users,
  type Gender,
  type SubjectStatus,
} from '../../platform/db/schema/index';

export type SubjectFilters = {
  filter?: string | undefined;
  outpatientNumber?: string | undefined;
  isCheckIn?: boolean | undefined;
  status?: SubjectStatus | undefined;
  school?: string | undefined;
  coachName?: string | undefined;
  remark?: string | undefined;
  /** Only these children (to answer a change with the row as the list shows it). */
  ids?: readonly string[] | undefined;
};

export type SubjectPageQuery = SubjectFilters & {
  skipCount: number;
  maxResultCount: number;
  /** The centre's calendar day (YYYY-MM-DD) whose open check-ins mark a child as checked in. */
  day: string;
};

/** A substring pattern for ILIKE, or undefined for a blank text; the user's % and _ are letters, not wildcards. */
const containing = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, '\\$&')}%` : undefined;
};

const openCheckIn = (tx: Tx, day: string) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(checkIns)
      .where(and(eq(checkIns.subjectId, subjects.id), eq(checkIns.day, day), isNull(checkIns.checkedOutAt))),
  );

/**
 * A column holding `text`, ignoring case. Three characters or more: ILIKE, which the pg_trgm
 * indexes serve (migrations 0006 and 0008). Shorter (a Chinese surname, say) has no trigram to
 * look up, and the index would hand back every row of every centre: read the centre's own rows
 * instead, which strpos cannot be given an index for.
 */
const holding = (column: AnyPgColumn, text: string | undefined): SQL | undefined => {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  if ([...trimmed].length >= 3) return ilike(column, containing(trimmed)!);
  return sql`strpos(lower(${column}), lower(${trimmed})) > 0`;
};

// Each filter narrows on its own.
const conditions = (tx: Tx, query: SubjectFilters & { day: string }): SQL | undefined => {
  const all: (SQL | undefined)[] = [];
  const name = holding(subjects.name, query.filter);
  if (name) all.push(or(name, holding(subjects.outpatientNumber, query.filter)));
  all.push(holding(subjects.outpatientNumber, query.outpatientNumber));
  all.push(holding(subjects.remark, query.remark));
  if (query.status) all.push(eq(subjects.status, query.status));
  const school = containing(query.school);
  if (school) {
    all.push(
      inArray(subjects.schoolId, tx.select({ id: schools.id }).from(schools).where(ilike(schools.name, school))),
    );
  }
  const coach = containing(query.coachName);
  if (coach) {
    // Driven from the few children of the matching coaches, not checked child by child.
    all.push(
      inArray(
        subjects.id,
        tx
          .select({ id: subjectCoaches.subjectId })
          .from(subjectCoaches)
          .innerJoin(users, eq(users.id, subjectCoaches.coachUserId))
          .where(ilike(users.name, coach)),
      ),
    );
  }
  if (query.isCheckIn !== undefined) {
    all.push(query.isCheckIn ? openCheckIn(tx, query.day) : sql`not ${openCheckIn(tx, query.day)}`);
  }
  if (query.ids) all.push(inArray(subjects.id, [...query.ids]));
  return all.length === 0 ? undefined : and(...all);
};

// Row-level security limits every query here to the current centre; no tenant filter needed.
export const findSubjectPage = async (tx: Tx, query: SubjectPageQuery) => {
  const where = conditions(tx, query);
  const [total] = await tx.select({ value: count() }).from(subjects).where(where);
  const rows = await tx
    .select({
      id: subjects.id,
      name: subjects.name,
      birthDay: subjects.birthday,
      gender: subjects.gender,
      outpatientNumber: subjects.outpatientNumber,
      schoolName: schools.name,
      gradeName: subjects.gradeName,
      remark: subjects.remark,
      status: subjects.status,
      isCheckIn: sql<boolean>`${openCheckIn(tx, query.day)}`,
    })
    .from(subjects)
    .leftJoin(schools, eq(schools.id, subjects.schoolId))
    .where(where)
    .orderBy(desc(subjects.createdAt), desc(subjects.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { rows, totalCount: total?.value ?? 0 };
};

export const findCoaches = async (tx: Tx, subjectIds: string[]) =>
  subjectIds.length === 0
    ? []
    : tx
        .select({ subjectId: subjectCoaches.subjectId, id: users.id, name: users.name })
        .from(subjectCoaches)
        .innerJoin(users, eq(users.id, subjectCoaches.coachUserId))
        .where(inArray(subjectCoaches.subjectId, subjectIds))
        .orderBy(users.name);

export const findGuardians = async (tx: Tx, subjectIds: string[]) =>
  subjectIds.length === 0
    ? []
    : tx
        .select({
          subjectId: subjectGuardians.subjectId,
          id: guardians.id,
          name: guardians.name,
          roleName: subjectGuardians.roleName,
        })
        .from(subjectGuardians)
        .innerJoin(guardians, and(eq(guardians.id, subjectGuardians.guardianId)))
        .where(inArray(subjectGuardians.subjectId, subjectIds));

/** The child, when it belongs to the current centre (row-level security hides the others). */
export const findSubjectById = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ id: subjects.id, name: subjects.name, status: subjects.status })
    .from(subjects)
    .where(eq(subjects.id, id));
  return row;
};

export const updateSubject = async (
  tx: Tx,
  id: string,
  change: { remark: string | null } | { outpatientNumber: string | null },
) => {
  const rows = await tx
    .update(subjects)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(subjects.id, id))
    .returning({ id: subjects.id });
  return rows.length > 0;
};

export const hasSubjectNamed = async (tx: Tx, name: string) => {
  const [row] = await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.name, name)).limit(1);
  return row !== undefined;
};

// Coaches are those holding a coaching role in an effective membership of this centre. The
// membership tables also show users their own rows in other centres, hence the tenant filter.
const COACH_ROLES = ['coach', 'SeniorCoach'];

export const findCentreCoaches = async (tx: Tx, tenantId: string) =>
  tx
    .selectDistinct({ id: users.id, name: users.name })
    .from(membershipRoles)
    .innerJoin(memberships, eq(memberships.id, membershipRoles.membershipId))
    .innerJoin(users, eq(users.id, membershipRoles.userId))
    .where(
      and(
        eq(membershipRoles.tenantId, tenantId),
        inArray(membershipRoles.roleName, COACH_ROLES),
        eq(memberships.state, 'Effective'),
      ),
    )
    .orderBy(users.name, users.id);

export const replaceSubjectCoaches = async (tx: Tx, tenantId: string, subjectId: string, coachUserIds: string[]) => {
  await tx.delete(subjectCoaches).where(eq(subjectCoaches.subjectId, subjectId));
  if (coachUserIds.length > 0) {
    await tx.insert(subjectCoaches).values(coachUserIds.map((coachUserId) => ({ tenantId, subjectId, coachUserId })));
  }
};

export type SubjectInsert = {
  name: string;
  birthday: string;
  gender: Gender;
  outpatientNumber: string | null;
  remark: string | null;
};

export const insertSubjects = async (tx: Tx, tenantId: string, rows: SubjectInsert[]) => {
  // Several children in one request are registered in their order: the first is the oldest.
  const now = Date.now();
  const inserted = await tx
    .insert(subjects)
    .values(rows.map((row, i) => ({ ...row, tenantId, createdAt: new Date(now + i) })))
    .returning({ id: subjects.id, name: subjects.name });
  return inserted;
};
