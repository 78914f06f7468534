import { jwtVerify, SignJWT } from 'jose';
import type { Tx } from '../../platform/db/database';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { PLATFORM_ADMIN_ROLE, requireTenant, withTenantScope, type RequestContext } from '../../platform/tenancy';
import { qrSigningKey, referenceExists, tenantExists } from './qr-codes.repository';
import { QR_KINDS, type QrCodeQuery, type QrCodeResponse, type QrKind } from './qr-codes.schemas';

/** Only QR tokens carry this audience, so no other token of ours is accepted in their place. */
export const QR_TOKEN_AUDIENCE = 'qr';

const DAY = 86_400;

/**
 * How long a scanned code is honoured. Spec 000 §9: the assessment QR code is valid 30 days and
 * the test QR dialog lasts 40 seconds (the preview). The rest are handed out on screen and
 * re-issued every time the top bar shows them, so a week is plenty and limits a leaked photo.
 */
export const QR_LIFETIME_SECONDS: Readonly<Record<QrKind, number>> = {
  tenant: 7 * DAY,
  preview: 40,
  IncreaseTraffic: 7 * DAY,
  ApplyTraining: 7 * DAY,
  TrainingFeedback: 7 * DAY,
  grant: 7 * DAY,
  assessmentReport: 30 * DAY,
  ParentConsole: 7 * DAY,
  CoachConsole: 7 * DAY,
  ParentVideoSupervision: 7 * DAY,
  TrainingModule: 7 * DAY,
  RegisterPersonalCoach: 7 * DAY,
};

/** The mobile pages a phone opens (PUBLIC_URL/m/...); rocketReport is the spec's own (000 §2). */
const MOBILE_PATH: Readonly<Record<QrKind, string>> = {
  tenant: 'tenant',
  preview: 'test',
  IncreaseTraffic: 'increaseTraffic',
  ApplyTraining: 'applyTraining',
  TrainingFeedback: 'trainingFeedback',
  grant: 'grant',
  assessmentReport: 'rocketReport',
  ParentConsole: 'parentConsole',
  CoachConsole: 'coachConsole',
  ParentVideoSupervision: 'parentVideoSupervision',
  TrainingModule: 'trainingModule',
  RegisterPersonalCoach: 'registerPersonalCoach',
};

export type QrSettings = { publicUrl: string; now?: () => Date };

/** The tenant a code is for: the caller's current one, or (for the role named admin) any. */
const qrTenant = async (tx: Tx, ctx: RequestContext, requested: string | undefined): Promise<string> => {
  if (requested && requested !== ctx.tenant?.id) {
    if (!ctx.adminRoles.includes(PLATFORM_ADMIN_ROLE)) throw forbidden('qr-codes:errors.other-tenant');
    if (!(await tenantExists(tx, requested))) throw notFound('tenant');
    return requested;
  }
  return requireTenant(ctx).id;
};

/**
 * Issue 14: a code signs only an id the caller may see in the code's tenant (a child, test
 * request or class of it); anything else, another centre's child included, is not found.
 */
const requireReference = async (tx: Tx, ctx: RequestContext, tenantId: string, id: string) => {
  const elsewhere = tenantId !== ctx.tenant?.id;
  // Only the role named admin gets here for another tenant (qrTenant): look there under its rules.
  const look = () => referenceExists(tx, tenantId, id);
  const found = elsewhere ? await withTenantScope(tx, tenantId, look) : await look();
  if (!found) throw new AppError(404, 'NotFound', 'qr-codes:errors.reference-not-found');
};

/** A QR code's content: the mobile address with a signed token naming tenant, kind and issuer. */
export const issueQrCode = async (
  tx: Tx,
  ctx: RequestContext,
  kind: QrKind,
  query: QrCodeQuery,
  { publicUrl, now = () => new Date() }: QrSettings,
): Promise<QrCodeResponse> => {
  const tenantId = await qrTenant(tx, ctx, query.tenantId);
  if (query.id) await requireReference(tx, ctx, tenantId, query.id);
  const issuedAt = Math.floor(now().getTime() / 1000);
  const expiresAt = issuedAt + QR_LIFETIME_SECONDS[kind];
  // Kept short (no issuer, no id): every character makes the printed code denser to scan. The
  // key is this deployment's own, which already ties the token to it.
  const token = await new SignJWT({ kind, tid: tenantId, ...(query.id ? { ref: query.id } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(QR_TOKEN_AUDIENCE)
    .setSubject(ctx.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await qrSigningKey(tx));
  const params = new URLSearchParams({ tenantId });
  // The spec's report link names the report `to` ({host}/m/rocketReport?to={id}&t=..).
  if (query.id) params.set(kind === 'assessmentReport' ? 'to' : 'id', query.id);
  params.set('t', token);
  return {
    kind,
    tenantId,
    content: `${publicUrl}/m/${MOBILE_PATH[kind]}?${params.toString()}`,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
};

export type QrClaims = { kind: QrKind; tenantId: string; issuedBy: string; ref: string | null };

/**
 * Checks a scanned token (for the mobile pages that will accept them): signature, audience and
 * expiry. Throws on anything else.
 */
export const verifyQrToken = async (
  tx: Tx,
  token: string,
  { now = () => new Date() }: Pick<QrSettings, 'now'> = {},
): Promise<QrClaims> => {
  const { payload } = await jwtVerify(token, await qrSigningKey(tx), {
    algorithms: ['HS256'],
    audience: QR_TOKEN_AUDIENCE,
    currentDate: now(),
  });
  const kind = QR_KINDS.find((k) => k === payload['kind']);
  if (!kind || typeof payload['tid'] !== 'string' || !payload.sub) throw new Error('not a QR token');
  return {
    kind,
    tenantId: payload['tid'],
    issuedBy: payload.sub,
    ref: typeof payload['ref'] === 'string' ? payload['ref'] : null,
  };
};
