import type { Tx } from '../../platform/db/database';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { asSeenBy } from '../../platform/messaging/message-privacy';
import { PLATFORM_ADMIN_ROLE, type RequestContext } from '../../platform/tenancy';
import { findUser, pageSentMessages } from './account-settings.repository';
import { NS } from './account-settings.rules';

/**
 * The demo's message log, for the role named admin: a message sent to the reader in full, every
 * other one with its codes and link tokens masked (message-privacy.ts). Off outside demo mode.
 */
export const listSentMessages = async (
  tx: Tx,
  ctx: RequestContext,
  page: { skipCount: number; maxResultCount: number },
  { demoMode }: { demoMode: boolean },
) => {
  if (!demoMode) throw new AppError(404, 'Business:MessageLogOff', `${NS}message-log-off`);
  if (!ctx.adminRoles.includes(PLATFORM_ADMIN_ROLE)) throw forbidden();
  const reader = await findUser(tx, ctx.userId);
  if (!reader) throw notFound('user');
  const { items, totalCount } = await pageSentMessages(tx, page.skipCount, page.maxResultCount);
  return {
    totalCount,
    items: items.map(({ createdAt, userId, ...item }) => {
      const { userId: _userId, ...seen } = asSeenBy({ ...item, userId }, { ...reader, userId: reader.id });
      return { ...seen, creationTime: createdAt.toISOString() };
    }),
  };
};
