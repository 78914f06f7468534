import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { accountLinks } from '../../platform/db/schema/index';

// Links sent by e-mail (spec 000 §4): 256 random bits, so a link cannot be guessed or altered
// into another valid one; only the SHA-256 of the token is stored, so the table alone opens
// nothing. Single use (used_at) and valid 7 days.

export type LinkPurpose = 'activate-account' | 'update-email';
export const LINK_TTL_MS = 7 * 24 * 3_600_000;

/** The console's pages that open a link (outside the signed-in shell: they come before sign-in). */
export const LINK_PAGES: Record<LinkPurpose, string> = {
  'activate-account': '/account/activate',
  'update-email': '/account/email',
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type IssuedLink = { token: string; url: string };

export const issueLink = async (
  tx: Tx,
  input: {
    purpose: LinkPurpose;
    userId: string;
    membershipId: string | null;
    email: string;
    culture: 'en' | 'zh-Hans';
    publicUrl: string;
  },
  now = new Date(),
): Promise<IssuedLink> => {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountLinks).values({
    purpose: input.purpose,
    tokenHash: hashToken(token),
    userId: input.userId,
    membershipId: input.membershipId,
    email: input.email,
    culture: input.culture,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
  });
  const query = new URLSearchParams({ token, culture: input.culture });
  return { token, url: `${input.publicUrl}${LINK_PAGES[input.purpose]}?${query.toString()}` };
};

/**
 * Older links of the same place stop working when a new one is sent (only the newest opens).
 * Only this place's: another centre's invitation of the same account is not this centre's to end.
 */
export const retireOpenLinks = (tx: Tx, userId: string, membershipId: string, purpose: LinkPurpose, now = new Date()) =>
  tx
    .update(accountLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(accountLinks.userId, userId),
        eq(accountLinks.membershipId, membershipId),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, now),
      ),
    );

export type StoredLink = typeof accountLinks.$inferSelect;

/** The link a token names, if it is one of ours, of this purpose, unused and not expired. */
export const findOpenLink = async (tx: Tx, token: string, purpose: LinkPurpose, now = new Date()) => {
  const [row] = await tx
    .select()
    .from(accountLinks)
    .where(and(eq(accountLinks.tokenHash, hashToken(token)), eq(accountLinks.purpose, purpose)))
    // Two tabs using one link at once: the second waits here, then finds it used.
    .for('update');
  if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return row;
};

/** Marks a link used; false when another request used it first. */
export const markUsed = async (tx: Tx, id: string, now = new Date()): Promise<boolean> => {
  const rows = await tx
    .update(accountLinks)
    .set({ usedAt: now })
    .where(and(eq(accountLinks.id, id), isNull(accountLinks.usedAt)))
    .returning({ id: accountLinks.id });
  return rows.length === 1;
};

/** Points the own-rows policy at the link's user, so their membership can be read. */
export const actAsLinkUser = (tx: Tx, userId: string) =>
  tx.execute(sql`select set_config('app.user_id', ${userId}, true)`);
