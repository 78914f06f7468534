import type { Tx } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import { translatorFor, type Language } from '../../platform/i18n';
import { type RequestContext } from '../../platform/tenancy';
import { issueQrCode } from '../qr-codes/qr-codes.service';
import { withManagedTenant } from './tenant-access';
import { NS, type TenantDeps } from './tenants.rules';

// Reaching a tenant: its sign-in details by e-mail and its QR link.

/** POST /api/business/tenant/sendEmailToTenant/{tenantId}: the tenant's sign-in details to its e-mail. */
export const sendEmailToTenant = async (
  tx: Tx,
  ctx: RequestContext,
  deps: TenantDeps,
  tenantId: string,
  language: Language,
) =>
  withManagedTenant(tx, ctx, tenantId, async ({ target }) => {
    if (!target.email) throw conflict('Business:TenantEmailMissing', `${NS}email-missing`);
    const t = translatorFor(language);
    const params = {
      name: target.name,
      type: t(`${NS}types.${target.type.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}`),
      url: deps.publicUrl,
    };
    await deps.messenger.send(tx, {
      channel: 'email',
      recipient: target.email,
      subject: t(`${NS}email.subject`, params),
      body: t(`${NS}email.body`, params),
      userId: null,
    });
    return { recipient: target.email };
  });

/** GET /api/business/tenant/qRCodeLink/{tenantId}: the tenant's QR address (the qr-codes module's 'tenant' kind). */
export const qrCodeLink = async (tx: Tx, ctx: RequestContext, deps: TenantDeps, tenantId: string) =>
  withManagedTenant(tx, ctx, tenantId, async ({ target }) => {
    // The code is issued as if from inside the target tenant: access was checked just above.
    const code = await issueQrCode(
      tx,
      { ...ctx, tenant: { id: target.id, name: target.name, type: target.type } },
      'tenant',
      {},
      { publicUrl: deps.publicUrl },
    );
    return { content: code.content, expiresAt: code.expiresAt };
  });
