import type { QrCodeKind, TenantType } from '../../generated/graphql';

/**
 * The QR codes the top bar offers (spec 000 §2 "Top bar"; which ones is our reading, see
 * docs/decisions.md): in a centre, the centre's own code and the parent and coach consoles;
 * trainers also get the training application and feedback codes. Codes tied to one child or one
 * report (grant, assessmentReport, ...) are offered where that child or report is shown.
 */
export const topBarQrKinds = (tenantType: TenantType | null, roles: readonly string[]): QrCodeKind[] => {
  if (tenantType !== 'Center') return [];
  const kinds: QrCodeKind[] = ['tenant', 'ParentConsole', 'CoachConsole'];
  if (roles.includes('trainer')) kinds.push('ApplyTraining', 'TrainingFeedback');
  return kinds;
};
