import QRCode from 'qrcode';
import type { Tx } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import { issueQrCode } from '../qr-codes/qr-codes.service';
import { userAssessmentNotFound } from './assessment.errors';
import type { AssessmentQrQuery } from './assessments.schemas';
import { requireAssessor, userAssessmentWithAssessment } from './user-assessments.service';

/**
 * GET QrCode/Assessment and QrCode/UserAssessment (assessmentId, subjectId, userAssessmentId): the
 * code a guardian scans to answer and then read the report, signed by the QR module and valid 30
 * days (its assessmentReport lifetime, spec 001 §9), as a base64 PNG. The assessment and child,
 * when given, must be the user assessment's own, so a code never points at the wrong child.
 */
export const assessmentQrCode = async (
  tx: Tx,
  ctx: RequestContext,
  query: AssessmentQrQuery,
  settings: { publicUrl: string; now: () => Date },
) => {
  requireAssessor(ctx);
  if (!query.userAssessmentId) throw badRequest('ValidationError', 'assessments:qr-needs-assessment');
  const { row } = await userAssessmentWithAssessment(tx, query.userAssessmentId);
  const mismatch =
    (query.assessmentId && query.assessmentId !== row.assessmentId) ||
    (query.subjectId && query.subjectId !== row.subjectId);
  if (mismatch) throw userAssessmentNotFound();
  const code = await issueQrCode(tx, ctx, 'assessmentReport', { id: row.id }, settings);
  const image = await QRCode.toDataURL(code.content, { type: 'image/png', margin: 1, width: 256 });
  return { image: image.replace(/^data:image\/png;base64,/, ''), content: code.content, expiresAt: code.expiresAt };
};
