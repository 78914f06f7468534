import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import {
  memberships,
  sentMessages,
  userFiles,
  users,
  verificationCodes,
  type Gender,
  type MembershipState,
} from '../../platform/db/schema/index';

// Each contract line keeps its own code and resend countdown (spec 002: hfsCodeTime, vratCodeTime).
export type CodePurpose = 'change-email' | 'change-phone' | 'contract-unlock-hfs' | 'contract-unlock-vrat';

export const findUser = async (tx: Tx, userId: string) => {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      gender: users.gender,
      birthday: users.birthday,
      email: users.email,
      countryCode: users.countryCode,
      phoneNumber: users.phoneNumber,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

export const updateProfile = (
  tx: Tx,
  userId: string,
  profile: { name: string; gender: Gender; birthday: string | null },
) => tx.update(users).set(profile).where(eq(users.id, userId));

export const updatePasswordHash = (tx: Tx, userId: string, passwordHash: string) =>
  tx.update(users).set({ passwordHash }).where(eq(users.id, userId));

export const updateEmail = (tx: Tx, userId: string, email: string) =>
  tx.update(users).set({ email }).where(eq(users.id, userId));

export const updatePhone = (tx: Tx, userId: string, countryCode: string, phoneNumber: string) =>
  tx.update(users).set({ countryCode, phoneNumber }).where(eq(users.id, userId));

/** Whether another account already signs in with this e-mail (compared case-insensitively). */
export const emailTakenByOther = async (tx: Tx, userId: string, email: string) => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
  return row !== undefined;
};

export const phoneTakenByOther = async (tx: Tx, userId: string, countryCode: string, phoneNumber: string) => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phoneNumber, phoneNumber), ne(users.id, userId)));
  return row !== undefined;
};

/** The newest code of a kind the user asked for, used or not (the resend interval counts from it). */
export const latestCode = async (tx: Tx, userId: string, purpose: CodePurpose) => {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
};

/** Ends every open code of a kind: only the newest code sent may confirm anything. */
export const retireOpenCodes = (tx: Tx, userId: string, purpose: CodePurpose, at: Date) =>
  tx
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );

export const insertCode = (
  tx: Tx,
  row: { userId: string; purpose: CodePurpose; target: string; codeHash: string; expiresAt: Date; createdAt: Date },
) => tx.insert(verificationCodes).values(row);

export const recordWrongAttempt = async (tx: Tx, id: number, burnAt: number, at: Date) => {
  const [row] = await tx
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${burnAt} then ${at.toISOString()}::timestamptz else null end`,
    })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? burnAt;
};

export const consumeCode = (tx: Tx, id: number, at: Date) =>
  tx.update(verificationCodes).set({ consumedAt: at }).where(eq(verificationCodes.id, id));

const resumeColumns = {
  id: userFiles.id,
  fileName: userFiles.fileName,
  contentType: userFiles.contentType,
  size: userFiles.size,
  storageKey: userFiles.storageKey,
  createdAt: userFiles.createdAt,
};

export const listResumes = (tx: Tx, userId: string) =>
  tx
    .select(resumeColumns)
    .from(userFiles)
    .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, 'resume')))
    .orderBy(desc(userFiles.createdAt));

export const countResumes = async (tx: Tx, userId: string) => {
  const [row] = await tx
    .select({ n: count() })
    .from(userFiles)
    .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, 'resume')));
  return row?.n ?? 0;
};

export const insertResume = async (
  tx: Tx,
  row: { userId: string; fileName: string; contentType: string; size: number; storageKey: string },
) => {
  const [inserted] = await tx
    .insert(userFiles)
    .values({ ...row, kind: 'resume' })
    .returning(resumeColumns);
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
};

/** A resume of this user, or nothing: another user's file is "not found", not "forbidden". */
export const findResume = async (tx: Tx, userId: string, id: string) => {
  const [row] = await tx
    .select(resumeColumns)
    .from(userFiles)
    .where(and(eq(userFiles.id, id), eq(userFiles.userId, userId), eq(userFiles.kind, 'resume')));
  return row;
};

export const deleteResume = (tx: Tx, id: string) => tx.delete(userFiles).where(eq(userFiles.id, id));

/** Runs under the target tenant's app.tenant_id: row-level security allows nothing else. */
export const setMembershipState = async (tx: Tx, userId: string, tenantId: string, state: MembershipState) => {
  const [row] = await tx
    .update(memberships)
    .set({ state })
    .where(and(eq(memberships.userId, userId), eq(memberships.tenantId, tenantId)))
    .returning({ userId: memberships.userId, tenantId: memberships.tenantId, state: memberships.state });
  return row;
};

export const pageSentMessages = async (tx: Tx, skip: number, take: number) => {
  const items = await tx
    .select({
      id: sentMessages.id,
      channel: sentMessages.channel,
      recipient: sentMessages.recipient,
      subject: sentMessages.subject,
      body: sentMessages.body,
      userId: sentMessages.userId,
      transport: sentMessages.transport,
      createdAt: sentMessages.createdAt,
    })
    .from(sentMessages)
    .orderBy(desc(sentMessages.createdAt), desc(sentMessages.id))
    .offset(skip)
    .limit(take);
  const [total] = await tx.select({ n: count() }).from(sentMessages);
  return { items, totalCount: total?.n ?? 0 };
};

/** The user's photos, newest first: normally one, but a race of two uploads may leave two. */
export const listPictures = (tx: Tx, userId: string) =>
  tx
    .select(resumeColumns)
    .from(userFiles)
    .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, 'picture')))
    .orderBy(desc(userFiles.createdAt), desc(userFiles.id));

export const findPicture = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ ...resumeColumns, userId: userFiles.userId })
    .from(userFiles)
    .where(and(eq(userFiles.id, id), eq(userFiles.kind, 'picture')));
  return row;
};

export const insertPicture = async (
  tx: Tx,
  row: { userId: string; fileName: string; contentType: string; size: number; storageKey: string },
) => {
  const [inserted] = await tx
    .insert(userFiles)
    .values({ ...row, kind: 'picture' })
    .returning(resumeColumns);
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
};

/** Removes every photo row of the user and answers their storage keys, for deleting the bytes. */
export const deletePictures = async (tx: Tx, userId: string) =>
  (
    await tx
      .delete(userFiles)
      .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, 'picture')))
      .returning({ storageKey: userFiles.storageKey })
  ).map((row) => row.storageKey);

/** Holds the user's row until the transaction ends, so two uploads of a photo take turns. */
export const lockUser = (tx: Tx, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
