import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { StaffEventName } from '../../../events/catalogue';
import type { Tx } from '../../platform/db/database';
import {
  accountLinks,
  domainEvents,
  membershipRoles,
  memberships,
  subjectCoaches,
  subjects,
  userAdminRoles,
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
  /** This centre may still write the account's own profile (see `managesProfile`). */
  managesProfile: boolean;
  /** The address this place's first invitation went to: what the centre itself typed. */
  invitedEmail: string | null;
  roles: string[];
};

/**
 * Whether the centre may write the account's global profile (issue 14): nobody has registered
 * the account, it holds no platform role, this place is not accepted yet, and no other centre has
 * invited it. Every place but a seeded one comes with a link, and links are not tenant-owned, so
 * another centre's invitation is seen here where its membership is not. Anything else is the
 * person's own: the centre then writes only its membership (roles, state).
 */
const managesProfile = sql<boolean>`(
  ${users.passwordHash} is null
  and ${memberships.activatedAt} is null
  and not exists (select 1 from ${userAdminRoles} r where r.user_id = ${users.id})
  and not exists (
    select 1 from ${accountLinks} l
    where l.user_id = ${users.id} and l.membership_id is not null and l.membership_id <> ${memberships.id}
  )
)`;

/** The profile is shown to the centre once the person accepted, or while the centre manages it. */
const profileShown = sql<boolean>`(${memberships.activatedAt} is not null or ${managesProfile})`;

const invitedEmail = sql<string | null>`(
  select l.email from ${accountLinks} l
  where l.membership_id = ${memberships.id} and l.purpose = 'activate-account'
  order by l.created_at, l.id limit 1
)`;

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
  managesProfile,
  invitedEmail,
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
        // A request not yet accepted is found by the address the centre invited, never by the
        // account's own name or phone (a search would otherwise reveal them letter by letter).
        and(sql`not ${profileShown}`, ilike(invitedEmail, text)),
        and(
          profileShown,
          or(
            ilike(users.name, text),
            ilike(users.userName, text),
            ilike(users.email, text),
            ilike(users.phoneNumber, text),
          ),
        ),
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
  const rows = await tx
    .select(staffColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(desc(memberships.createdAt), asc(users.name), asc(users.id))
    .offset(skip)
    .limit(take);
  const [total] = await tx
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where);
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

/** A place is named by its user's id, or by its own id (the only name of a request not yet accepted). */
const named = (handle: string) => or(eq(memberships.userId, handle), eq(memberships.id, handle));

export const findStaff = async (tx: Tx, tenantId: string, handle: string): Promise<StaffRow | undefined> => {
  const rows = await tx
    .select(staffColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), named(handle)))
    // Two changes to one member at once: the second waits and sees the first's result.
    .for('update', { of: memberships });
  const [row] = await withRoles(tx, tenantId, rows);
  return row;
};

/** A member of the centre as a colleague reads them: no lock, and the account's birthday. */
export const readStaff = async (tx: Tx, tenantId: string, handle: string) => {
  const rows = await tx
    .select({ ...staffColumns, birthday: users.birthday })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), named(handle)));
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

/**
 * Writes an account's global profile. Only for an account the calling centre manages
 * (`managesProfile`): the condition is repeated in the statement, so a caller that skipped the
 * check still cannot write a registered account.
 */
export const updateManagedUser = (
  tx: Tx,
  userId: string,
  input: { name: string; gender: Gender; countryCode: string | null; phoneNumber: string | null; email?: string },
) =>
  tx
    .update(users)
    .set(input)
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });

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

/** Deletes an account nobody registered (the same guard as `updateManagedUser`). */
export const deleteManagedUser = (tx: Tx, userId: string) =>
  tx.delete(users).where(and(eq(users.id, userId), isNull(users.passwordHash)));

export const userDisplayName = async (tx: Tx, userId: string) => {
  const [row] = await tx.select({ name: users.name, userName: users.userName }).from(users).where(eq(users.id, userId));
  return row ? row.name || row.userName : '';
};

/** The staff changes recorded in the outbox for one place in the current centre, newest first. */
export const staffHistory = (
  tx: Tx,
  tenantId: string,
  membershipId: string,
  types: readonly StaffEventName[],
  limit: number,
) =>
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
        sql`${domainEvents.payload} ->> 'membershipId' = ${membershipId}`,
      ),
    )
    .orderBy(desc(domainEvents.id))
    .limit(limit);
