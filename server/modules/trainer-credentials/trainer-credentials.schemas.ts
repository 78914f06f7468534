import { Type, type Static } from 'typebox';
import { Uuid } from '../../platform/schemas';

// Spec 001 §7 checkCertificateState under /api/rocket/userOfflinePlan and
// /api/rocket/groupTrainingPlan; the credential's fields are spec 002 §3 "Credential
// (certificate)". docs/decisions.md "Trainer credentials: checkCertificateState".

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** certificateStatus (spec 002 §3), as platform/db/schema/trainer-credentials.ts keeps it. */
export const CertificateStatus = Type.Union([
  Type.Literal('Ineffective'),
  Type.Literal('InEffect'),
  Type.Literal('Expired'),
  Type.Literal('NotIssued'),
  Type.Literal('Canceled'),
]);

/** The plan, as the sibling calls take it: an offline plan's `id`. */
export const OfflineCheckBody = Type.Object({ id: Uuid });
/** A group plan's `groupTrainingPlanId`, as the group plan checks take it. */
export const GroupCheckBody = Type.Object({ groupTrainingPlanId: Uuid });

/** The credential the answer is about: the caller's best one in this centre. */
export const Credential = Type.Object({
  certificateId: Type.String(),
  credentialsCode: Type.String(),
  trainingModule: Type.String(),
  certifier: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  creationTime: Type.String(),
  /** As recorded; certificateStatus beside it is what it means now. */
  recordedStatus: CertificateStatus,
});
export type Credential = Static<typeof Credential>;

const CertificateFields = {
  /** The caller's state now (002 §4): NotIssued when they hold no credential in this centre. */
  certificateStatus: CertificateStatus,
  certificate: Nullable(Credential),
  /** Certificates are looked at (the group call answered false before they existed). */
  certificationChecked: Type.Boolean(),
};

export const OfflineCertificateState = Type.Object({ id: Type.String(), ...CertificateFields });
export type OfflineCertificateState = Static<typeof OfflineCertificateState>;

export const GroupCertificateState = Type.Object({
  groupTrainingPlanId: Type.String(),
  /** Whether the caller may run the plan's classes: the write policy and a plan not ended. */
  canRun: Type.Boolean(),
  reason: Nullable(Type.Union([Type.Literal('WriteNeeded'), Type.Literal('PlanEnded')])),
  ...CertificateFields,
});
export type GroupCertificateState = Static<typeof GroupCertificateState>;
