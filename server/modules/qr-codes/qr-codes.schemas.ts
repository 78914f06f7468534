import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

/**
 * The QR codes of spec 000 §7, named after the last segment of their path. The spec does not show
 * what they return; the answer is ours (docs/decisions.md, "QR codes").
 */
export const ROCKET_QR_KINDS = [
  'IncreaseTraffic',
  'ApplyTraining',
  'TrainingFeedback',
  'grant',
  'assessmentReport',
  'ParentConsole',
  'CoachConsole',
  'ParentVideoSupervision',
  'TrainingModule',
] as const;
export const QR_KINDS = ['tenant', 'preview', ...ROCKET_QR_KINDS, 'RegisterPersonalCoach'] as const;
export type QrKind = (typeof QR_KINDS)[number];

export const QrCodeQuery = Type.Object({
  // The tenant the code is for; the caller's current tenant when absent.
  tenantId: Type.Optional(Uuid),
  // What the code points at, when it points at one thing (a report, a module, ...).
  id: Type.Optional(Uuid),
});
export type QrCodeQuery = Static<typeof QrCodeQuery>;

export const TenantQrCodeQuery = Type.Object({ tenantId: Uuid });

export const RegisterPersonalCoachBody = Type.Object({
  tenantId: Type.Optional(Uuid),
});

export const QrCodeResponse = Type.Object({
  kind: Type.String(),
  tenantId: Type.String(),
  /** What the QR code encodes: the address a phone opens, with a signed, expiring token. */
  content: Type.String(),
  /** ISO 8601: when the token in `content` stops being accepted. */
  expiresAt: Type.String(),
});
export type QrCodeResponse = Static<typeof QrCodeResponse>;
