import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  domainEvents,
  membershipRoles,
  memberships,
  subjectCoaches,
  subjects,
  users,
  type Gender,
} from '../../platform/db/schema/index';

// Every query names the tenant: row-level security also shows a user their own memberships in
// other centres, which a staff list must not.

export type StaffRow = {
  id: string;
  membershipId: string;
  name: string;
  userName: string;
  email: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  gender: Gender;
  state: 'Effective' | 'Frozen';
  activatedAt: Date | null;
  createdAt: Date;
  hasPassword: boolean;
  roles: string[];
};

const staffColumns = {
  id: users.id,
  membershipId: memberships.id,
  name: users.name,
  userName: users.userName,
  email: users.email,
  countryCode: users.countryCode,
  phoneNumber: users.phoneNumber,
  gender: users.gender,
  state: memberships.state,
  activatedAt: memberships.activatedAt,
  createdAt: memberships.createdAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

const containing = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, '\\$&')}%` : undefined;
};

export type StaffFilters = {
  filter?: string | undefined;
  roleName?: string | undefined;
  state?: 'Invited' | 'Effective' | 'Frozen' | undefined;
};

const conditions = (tx: Tx, tenantId: string, f: StaffFilters): SQL | undefined => {
  const all: (SQL | undefined)[] = [eq(memberships.tenantId, tenantId)];
  const text = containing(f.filter);
  if (text) {
    all.push(
      or(
        ilike(users.name, text),
        ilike(users.userName, text),
        ilike(users.email, text),
        ilike(users.phoneNumber, text),
      ),
    );
  }
  if (f.roleName) {
    all.push(
      inArray(
        memberships.id,
        tx
          .select({ id: membershipRoles.membershipId })
          .from(membershipRoles)
          .where(and(eq(membershipRoles.tenantId, tenantId), eq(membershipRoles.roleName, f.roleName))),
      ),
    );
  }
  if (f.state === 'Invited') all.push(isNull(memberships.activatedAt));
  if (f.state === 'Effective' || f.state === 'Frozen') {
    all.push(isNotNull(memberships.activatedAt), eq(memberships.state, f.state));
  }
  return and(...all);
};

const withRoles = async <Row extends Omit<StaffRow, 'roles'>>(
  tx: Tx,
  tenantId: string,
  rows: Row[],
): Promise<(Row & { roles: string[] })[]> => {
  if (rows.length === 0) return [];
  const roles = await tx
    .select({ membershipId: membershipRoles.membershipId, roleName: membershipRoles.roleName })
    .from(membershipRoles)
    .where(
      and(
        eq(membershipRoles.tenantId, tenantId),
        inArray(
          membershipRoles.membershipId,
          rows.map((r) => r.membershipId),
        ),
      ),
    )
    .orderBy(asc(membershipRoles.roleName));
  return rows.map((row) => ({
    ...row,
    roles: roles.filter((r) => r.membershipId === row.membershipId).map((r) => r.roleName),
  }));
};

export const pageStaff = async (tx: Tx, tenantId: string, f: StaffFilters, skip: number, take: number) => {
  const where = conditions(tx, tenantId, f);
  const [rows, [total]] = await Promise.all([
    tx
      .select(staffColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(desc(memberships.createdAt), asc(users.name), asc(users.id))
      .offset(skip)
      .limit(take),
    tx.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where),
  ]);
  return { items: await withRoles(tx, tenantId, rows), totalCount: total?.n ?? 0 };
};

export const listAllStaff = async (tx: Tx, tenantId: string, roleNames?: readonly string[]) => {
  const rows = await tx
    .select(staffColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        isNotNull(memberships.activatedAt),
        eq(memberships.state, 'Effective'),
        roleNames
          ? inArray(
              memberships.id,
              tx
                .select({ id: membershipRoles.membershipId })
                .from(membershipRoles)
                .where(and(eq(membershipRoles.tenantId, tenantId), inArray(membershipRoles.roleName, [...roleNames]))),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return withRoles(tx, tenantId, rows);
};

export const findStaff = async (tx: Tx, tenantId: string, userId: string): Promise<StaffRow | undefined> => {
  const rows = await tx
    .select(staffColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
    // Two changes to one member at once: the second waits and sees the first's result.
    .for('update', { of: memberships });
  const [row] = await withRoles(tx, tenantId, rows);
  return row;
};

/** A member of the centre as a colleague reads them: no lock, and the account's birthday. */
export const readStaff = async (tx: Tx, tenantId: string, userId: string) => {
  const rows = await tx
    .select({ ...staffColumns, birthday: users.birthday })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
  const [row] = await withRoles(tx, tenantId, rows);
  return row;
};

/** How many of the centre's children, not cancelled, this member coaches. */
export const countCoachedSubjects = async (tx: Tx, tenantId: string, userId: string) => {
  const [row] = await tx
    .select({ n: count() })
    .from(subjectCoaches)
    .innerJoin(subjects, eq(subjects.id, subjectCoaches.subjectId))
    .where(
      and(eq(subjectCoaches.tenantId, tenantId), eq(subjectCoaches.coachUserId, userId), ne(subjects.status, 'Logout')),
    );
  return row?.n ?? 0;
};

/** Another account with this e-mail address or phone number (global: accounts span centres). */
export const findAccountsByContact = (
  tx: Tx,
  email: string,
  phone: { countryCode: string; phoneNumber: string } | null,
) =>
  tx
    .select({ id: users.id, email: users.email, countryCode: users.countryCode, phoneNumber: users.phoneNumber })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = ${email}`,
        phone
          ? and(
              inArray(users.countryCode, [phone.countryCode, `+${phone.countryCode}`]),
              eq(users.phoneNumber, phone.phoneNumber),
            )
          : undefined,
      ),
    );

export const userNameTaken = async (tx: Tx, userName: string, exceptUserId: string | null) => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.userName}) = ${userName.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const insertUser = async (
  tx: Tx,
  input: {
    userName: string;
    name: string;
    email: string;
    countryCode: string | null;
    phoneNumber: string | null;
    gender: Gender;
    culture: 'en' | 'zh-Hans';
  },
) => {
  const [row] = await tx
    .insert(users)
    .values({ ...input, passwordHash: null })
    .returning({ id: users.id });
  if (!row) throw new Error('the user insert returned no id');
  return row.id;
};

export const updateUser = (
  tx: Tx,
  userId: string,
  input: { name: string; gender: Gender; countryCode: string | null; phoneNumber: string | null; email?: string },
) => tx.update(users).set(input).where(eq(users.id, userId));

export const insertInvitedMembership = async (tx: Tx, tenantId: string, userId: string, roles: readonly string[]) => {
  const [row] = await tx
    .insert(memberships)
    // Not activated until the person uses the link (the column's default is for seeded places).
    .values({ tenantId, userId, state: 'Effective', activatedAt: null })
    .returning({ id: memberships.id });
  if (!row) throw new Error('the membership insert returned no id');
  await tx
    .insert(membershipRoles)
    .values(roles.map((roleName) => ({ membershipId: row.id, tenantId, userId, roleName })));
  return row.id;
};

export const replaceRoles = async (
  tx: Tx,
  tenantId: string,
  membershipId: string,
  userId: string,
  roles: readonly string[],
) => {
  await tx.delete(membershipRoles).where(eq(membershipRoles.membershipId, membershipId));
  await tx.insert(membershipRoles).values(roles.map((roleName) => ({ membershipId, tenantId, userId, roleName })));
};

export const setState = (tx: Tx, membershipId: string, state: 'Effective' | 'Frozen') =>
  tx.update(memberships).set({ state }).where(eq(memberships.id, membershipId));

export const deleteMembership = (tx: Tx, membershipId: string) =>
  tx.delete(memberships).where(eq(memberships.id, membershipId));

export const deleteUser = (tx: Tx, userId: string) => tx.delete(users).where(eq(users.id, userId));

export const userDisplayName = async (tx: Tx, userId: string) => {
  const [row] = await tx.select({ name: users.name, userName: users.userName }).from(users).where(eq(users.id, userId));
  return row ? row.name || row.userName : '';
};

/** The staff changes recorded in the outbox for one member of the current centre, newest first. */
export const staffHistory = (tx: Tx, tenantId: string, userId: string, types: readonly string[], limit: number) =>
  tx
    .select({
      id: domainEvents.id,
      type: domainEvents.type,
      payload: domainEvents.payload,
      createdAt: domainEvents.createdAt,
    })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.tenantId, tenantId),
        inArray(domainEvents.type, [...types]),
        sql`${domainEvents.payload} ->> 'userId' = ${userId}`,
      ),
    )
    .orderBy(desc(domainEvents.id))
    .limit(limit);
