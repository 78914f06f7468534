import { AppError, conflict, forbidden } from '../../platform/errors';
import { PERMISSIONS } from '../../platform/permissions';
import { requirePermission, requireTenant, type CurrentTenant, type RequestContext } from '../../platform/tenancy';

export const NS = 'guardians:';

/** Spec 000 §2 and §6: guardians exist only in centres with the guardian feature. */
export const GUARDIAN_FEATURE = 'guardian';

/**
 * The first line of every guardian call: a centre, the guardian list permission, and the
 * centre's guardian feature (spec 000 §6 "Only holders of the guardian permission see
 * guardian-gated content").
 */
export const requireGuardianAccess = (ctx: RequestContext): CurrentTenant => {
  const tenant = requireTenant(ctx);
  requirePermission(ctx, PERMISSIONS.guardianList);
  if (!ctx.features.has(GUARDIAN_FEATURE)) throw forbidden(`${NS}feature-off`, 'Business:GuardianFeatureOff');
  return tenant;
};

/** A guardian that row-level security does not show (another centre's, or none) is not found. */
export const guardianNotFound = () => new AppError(404, 'NotFound', 'errors.not-found', { what: '@guardians:thing' });

/** What a cancelled guardian account was asked for (guardians:guardian-cancelled.<what>). */
export type RefusedForCancelled = 'authorize' | 'add-child' | 'phone' | 'register-code' | 'cancel';

/** Spec 000 §4: a cancelled guardian account is final; each refusal says what cannot happen. */
export const guardianCancelled = (what: RefusedForCancelled, guardian: string, subject = '') =>
  conflict('Business:GuardianCancelled', `${NS}guardian-cancelled.${what}`, { guardian, subject });
