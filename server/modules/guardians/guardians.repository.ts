import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  guardians,
  memberships,
  subjectCoaches,
  subjectGuardians,
  subjects,
  users,
  type BindingState,
  type Gender,
  type SubjectStatus,
} from '../../platform/db/schema/index';

// Row-level security limits every query here to the current centre; no tenant filter needed.

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export const findGuardianPage = async (
  tx: Tx,
  query: { skipCount: number; maxResultCount: number; filter?: string | undefined },
) => {
  const text = query.filter?.trim();
  const where: SQL | undefined = text
    ? or(ilike(guardians.name, likePattern(text)), ilike(guardians.phoneNumber, likePattern(text)))
    : undefined;
  const [total] = await tx.select({ value: count() }).from(guardians).where(where);
  const rows = await tx
    .select({
      id: guardians.id,
      name: guardians.name,
      countryCode: guardians.countryCode,
      phoneNumber: guardians.phoneNumber,
      createdAt: guardians.createdAt,
      cancelledAt: guardians.cancelledAt,
    })
    .from(guardians)
    .where(where)
    .orderBy(desc(guardians.createdAt), desc(guardians.id))
    .offset(query.skipCount)
    .limit(query.maxResultCount);
  return { rows, totalCount: total?.value ?? 0 };
};

/** The children of these guardians, with each guardian's role and authorization. */
export const findChildrenOf = (tx: Tx, guardianIds: string[]) =>
  guardianIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          guardianId: subjectGuardians.guardianId,
          id: subjects.id,
          name: subjects.name,
          birthDay: subjects.birthday,
          gender: subjects.gender,
          outpatientNumber: subjects.outpatientNumber,
          status: subjects.status,
          roleName: subjectGuardians.roleName,
          state: subjectGuardians.state,
          changedAt: subjectGuardians.changedAt,
        })
        .from(subjectGuardians)
        .innerJoin(subjects, eq(subjects.id, subjectGuardians.subjectId))
        .where(inArray(subjectGuardians.guardianId, guardianIds))
        .orderBy(asc(subjects.createdAt), asc(subjects.name), asc(subjects.id));

/** Every guardian's authorization of these children, and whether that guardian's account was cancelled. */
export const findLinksOf = (tx: Tx, subjectIds: string[]) =>
  subjectIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          subjectId: subjectGuardians.subjectId,
          guardianId: subjectGuardians.guardianId,
          state: subjectGuardians.state,
          cancelled: sql<boolean>`${guardians.cancelledAt} is not null`,
        })
        .from(subjectGuardians)
        .innerJoin(guardians, eq(guardians.id, subjectGuardians.guardianId))
        .where(inArray(subjectGuardians.subjectId, subjectIds));

export const findGuardian = async (tx: Tx, guardianId: string) => {
  const [row] = await tx
    .select({
      id: guardians.id,
      name: guardians.name,
      countryCode: guardians.countryCode,
      phoneNumber: guardians.phoneNumber,
      email: guardians.email,
      createdAt: guardians.createdAt,
      registerCodeSentAt: guardians.registerCodeSentAt,
      cancelledAt: guardians.cancelledAt,
    })
    .from(guardians)
    .where(eq(guardians.id, guardianId));
  return row;
};

/**
 * The guardian row locked for the rest of the transaction. 'update' for what changes the guardian
 * (a code sent, the account cancelled: one at a time); 'share' for what binds through it, so a
 * binding waits for a cancellation in flight and then sees it.
 */
export const lockGuardian = async (tx: Tx, guardianId: string, mode: 'update' | 'share' = 'update') => {
  const [row] = await tx
    .select({
      id: guardians.id,
      name: guardians.name,
      countryCode: guardians.countryCode,
      phoneNumber: guardians.phoneNumber,
      registerCodeSentAt: guardians.registerCodeSentAt,
      cancelledAt: guardians.cancelledAt,
    })
    .from(guardians)
    .where(eq(guardians.id, guardianId))
    .for(mode);
  return row;
};

export const setGuardianCancelledAt = (tx: Tx, guardianId: string, at: Date) =>
  tx.update(guardians).set({ cancelledAt: at }).where(eq(guardians.id, guardianId));

export const findGuardianByPhone = async (tx: Tx, countryCode: string, phoneNumber: string) => {
  const [row] = await tx
    .select({ id: guardians.id, name: guardians.name, cancelledAt: guardians.cancelledAt })
    .from(guardians)
    .where(and(eq(guardians.countryCode, countryCode), eq(guardians.phoneNumber, phoneNumber)));
  return row;
};

export const insertGuardian = async (
  tx: Tx,
  values: { tenantId: string; name: string; countryCode: string; phoneNumber: string },
) => {
  const [row] = await tx.insert(guardians).values(values).onConflictDoNothing().returning({ id: guardians.id });
  return row;
};

export const setRegisterCodeSentAt = (tx: Tx, guardianId: string, at: Date) =>
  tx.update(guardians).set({ registerCodeSentAt: at }).where(eq(guardians.id, guardianId));

export type SubjectRow = {
  tenantId: string;
  name: string;
  birthday: string;
  gender: Gender;
  outpatientNumber: string | null;
  remark: string | null;
};

export const insertSubjects = (tx: Tx, rows: SubjectRow[]) =>
  tx
    .insert(subjects)
    .values(rows.map((row) => ({ ...row, status: 'Bind' as const })))
    .returning({
      id: subjects.id,
      name: subjects.name,
      birthDay: subjects.birthday,
      gender: subjects.gender,
      outpatientNumber: subjects.outpatientNumber,
      remark: subjects.remark,
      status: subjects.status,
    });

export const insertLinks = (
  tx: Tx,
  rows: { tenantId: string; subjectId: string; guardianId: string; roleName: string }[],
) => tx.insert(subjectGuardians).values(rows.map((row) => ({ ...row, state: 'Bind' as const })));

export const insertCoachLinks = (tx: Tx, rows: { tenantId: string; subjectId: string; coachUserId: string }[]) =>
  rows.length === 0
    ? Promise.resolve()
    : tx
        .insert(subjectCoaches)
        .values(rows)
        .then(() => undefined);

/**
 * The users among `userIds` who are members of the centre, with their names. Accepted places
 * only: an invitation not yet accepted is no colleague, and its account's name is not the
 * centre's to read (issue 14).
 */
export const findCentreMembers = (tx: Tx, tenantId: string, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: users.id, name: users.name })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            eq(memberships.tenantId, tenantId),
            inArray(memberships.userId, userIds),
            isNotNull(memberships.activatedAt),
          ),
        );

/** The child row locked for the rest of the transaction: binding changes of one child queue. */
export const lockSubject = async (tx: Tx, subjectId: string) => {
  const [row] = await tx
    .select({ id: subjects.id, name: subjects.name, status: subjects.status })
    .from(subjects)
    .where(eq(subjects.id, subjectId))
    .for('update');
  return row;
};

export const setLinkState = (tx: Tx, subjectId: string, guardianId: string, state: BindingState, at: Date) =>
  tx
    .update(subjectGuardians)
    .set({ state, changedAt: at })
    .where(and(eq(subjectGuardians.subjectId, subjectId), eq(subjectGuardians.guardianId, guardianId)));

export const setSubjectStatus = (tx: Tx, subjectId: string, status: SubjectStatus, at: Date) =>
  tx.update(subjects).set({ status, updatedAt: at }).where(eq(subjects.id, subjectId));
