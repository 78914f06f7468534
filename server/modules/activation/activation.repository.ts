import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { memberships, tenants, users } from '../../platform/db/schema/index';

/** The link's membership; readable through the own-rows policy once app.user_id is its user. */
export const findMembership = async (tx: Tx, membershipId: string, userId: string) => {
  const [row] = await tx
    .select({
      id: memberships.id,
      tenantId: memberships.tenantId,
      tenantName: tenants.name,
      activatedAt: memberships.activatedAt,
    })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    // Not FOR UPDATE: that needs the update policy, which wants the tenant set; the link's
    // row lock already serialises two uses of one link.
    .where(and(eq(memberships.id, membershipId), eq(memberships.userId, userId)));
  return row;
};

export const findAccount = async (tx: Tx, userId: string) => {
  const [row] = await tx
    .select({
      id: users.id,
      userName: users.userName,
      name: users.name,
      email: users.email,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
};

export const userNameTakenByOther = async (tx: Tx, userName: string, userId: string) => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userName}) = ${userName.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
};

export const emailTakenByOther = async (tx: Tx, email: string, userId: string) => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
};

export const register = (tx: Tx, userId: string, userName: string, passwordHash: string) =>
  tx.update(users).set({ userName, passwordHash }).where(eq(users.id, userId));

export const setEmail = (tx: Tx, userId: string, email: string) =>
  tx.update(users).set({ email }).where(eq(users.id, userId));

export const activateMembership = (tx: Tx, membershipId: string, now: Date) =>
  tx.update(memberships).set({ activatedAt: now }).where(eq(memberships.id, membershipId));
