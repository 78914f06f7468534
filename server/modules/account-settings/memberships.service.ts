import type { Tx } from '../../platform/db/database';
import { AppError, forbidden } from '../../platform/errors';
import { appendEvent } from '../../platform/outbox';
import { actAsTenantForAdmin, type RequestContext } from '../../platform/tenancy';
import { setMembershipState } from './account-settings.repository';
import { NS } from './account-settings.rules';

/** Spec 000 §4 and §6: admin roles freeze a centre membership (Freeze) or re-enable it (Unfreeze). */
export const freezeMembership = async (
  tx: Tx,
  ctx: RequestContext,
  input: { operate: 'Freeze' | 'Unfreeze'; userId: string; tenantId: string },
) => {
  if (ctx.adminRoles.length === 0) throw forbidden();
  await actAsTenantForAdmin(tx, ctx, input.tenantId, 'anyAdminRole');
  const row = await setMembershipState(
    tx,
    input.userId,
    input.tenantId,
    input.operate === 'Freeze' ? 'Frozen' : 'Effective',
  );
  if (!row) throw new AppError(404, 'NotFound', `${NS}membership-not-found`);
  // The gateway closes the user's open sockets in this centre (REST refuses their requests already).
  if (input.operate === 'Freeze') {
    await appendEvent(tx, {
      tenantId: input.tenantId,
      type: 'MembershipFrozen',
      version: 1,
      payload: { userId: input.userId },
      recipients: [input.userId],
    });
  }
  return row;
};
