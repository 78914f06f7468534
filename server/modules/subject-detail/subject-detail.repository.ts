import { and, asc, eq, inArray, min } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  guardians,
  memberships,
  membershipRoles,
  schools,
  subjectCoaches,
  subjectGuardians,
  subjects,
  tenants,
  users,
} from '../../platform/db/schema/index';

// Row-level security limits every tenant-owned table here to the current centre: a child of
// another centre is simply not found.

export const findSubjectRecord = async (tx: Tx, subjectId: string) => {
  const [row] = await tx
    .select({
      id: subjects.id,
      tenantId: subjects.tenantId,
      name: subjects.name,
      outpatientNumber: subjects.outpatientNumber,
      birthDay: subjects.birthday,
      gender: subjects.gender,
      status: subjects.status,
      remark: subjects.remark,
      schoolName: schools.name,
      schoolNature: schools.nature,
      gradeName: subjects.gradeName,
      className: subjects.className,
      city: subjects.city,
      dominantHand: subjects.dominantHand,
      createdAt: subjects.createdAt,
    })
    .from(subjects)
    .leftJoin(schools, eq(schools.id, subjects.schoolId))
    .where(eq(subjects.id, subjectId));
  return row;
};

export const findSubjectGuardians = (tx: Tx, subjectId: string) =>
  tx
    .select({
      id: guardians.id,
      name: guardians.name,
      roleName: subjectGuardians.roleName,
      state: subjectGuardians.state,
      changedAt: subjectGuardians.changedAt,
    })
    .from(subjectGuardians)
    .innerJoin(guardians, eq(guardians.id, subjectGuardians.guardianId))
    .where(eq(subjectGuardians.subjectId, subjectId))
    .orderBy(asc(subjectGuardians.changedAt), asc(guardians.id));

export const findCoaches = (tx: Tx, subjectId: string) =>
  tx
    .select({ id: users.id, name: users.name, userName: users.userName })
    .from(subjectCoaches)
    .innerJoin(users, eq(users.id, subjectCoaches.coachUserId))
    .where(eq(subjectCoaches.subjectId, subjectId))
    .orderBy(asc(users.name), asc(users.id));

/** The centre roles of the given staff in the current centre. */
export const findRoles = async (tx: Tx, tenantId: string, userIds: string[]) =>
  userIds.length === 0
    ? []
    : tx
        .select({ userId: membershipRoles.userId, roleName: membershipRoles.roleName })
        .from(membershipRoles)
        .innerJoin(memberships, eq(memberships.id, membershipRoles.membershipId))
        .where(and(eq(membershipRoles.tenantId, tenantId), inArray(membershipRoles.userId, userIds)))
        .orderBy(asc(membershipRoles.roleName));

export const findTenantName = async (tx: Tx, tenantId: string) => {
  const [row] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.name;
};

/** When the child's authorization was first given (its earliest guardian link), if it has one. */
export const findFirstGrant = async (tx: Tx, subjectId: string) => {
  const [row] = await tx
    .select({ at: min(subjectGuardians.changedAt) })
    .from(subjectGuardians)
    .where(eq(subjectGuardians.subjectId, subjectId));
  return row?.at ?? null;
};

/** Centres, for the platform admin who opens a child without knowing its centre. */
export const listCentreIds = async (tx: Tx) =>
  (await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.type, 'Center')).orderBy(asc(tenants.id))).map(
    (r) => r.id,
  );
