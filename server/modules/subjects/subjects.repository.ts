import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  checkIns,
  guardians,
  schools,
  subjectCoaches,
  subjectGuardians,
  subjects,
  users,
} from '../../platform/db/schema/index';

export type SubjectPageQuery = {
  skipCount: number;
  maxResultCount: number;
  filter?: string | undefined;
  /** The centre's calendar day (YYYY-MM-DD) whose open check-ins mark a child as checked in. */
  day: string;
};

// Row-level security limits every query here to the current centre; no tenant filter needed.
export const findSubjectPage = async (tx: Tx, query: SubjectPageQuery) => {
  const text = query.filter?.trim();
  // The user's % and _ are letters to look for, not wildcards.
  const pattern = text ? `%${text.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where: SQL | undefined = pattern
    ? or(ilike(subjects.name, pattern), ilike(subjects.outpatientNumber, pattern))
    : undefined;
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
      isCheckIn: sql<boolean>`${checkIns.id} is not null`,
    })
    .from(subjects)
    .leftJoin(schools, eq(schools.id, subjects.schoolId))
    // At most one row: the partial unique index allows one open check-in per child per day.
    .leftJoin(
      checkIns,
      and(eq(checkIns.subjectId, subjects.id), eq(checkIns.day, query.day), isNull(checkIns.checkedOutAt)),
    )
    .where(where)
    .orderBy(desc(subjects.createdAt), desc(subjects.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { rows, totalCount: total?.value ?? 0 };
};

export const findCoachNames = async (tx: Tx, subjectIds: string[]) =>
  subjectIds.length === 0
    ? []
    : tx
        .select({ subjectId: subjectCoaches.subjectId, name: users.name })
        .from(subjectCoaches)
        .innerJoin(users, eq(users.id, subjectCoaches.coachUserId))
        .where(inArray(subjectCoaches.subjectId, subjectIds));

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
