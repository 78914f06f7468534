import type { TrainerCertificateStateQuery } from '../../generated/graphql';

export type CertificateState = TrainerCertificateStateQuery['trainerCertificateState'];

/** Which warning a state gives (a key of the trainer-credentials catalogue, with its values), or null in effect. */
export const certificateWarningOf = (
  state: Pick<CertificateState, 'certificateStatus' | 'certificate'>,
  now: Date = new Date(),
): { key: string; date?: string; code?: string } | null => {
  const credential = state.certificate;
  switch (state.certificateStatus) {
    case 'InEffect':
      return null;
    case 'Expired':
      // Past its end: that date; recorded expired before its end: no date to give.
      return credential && Date.parse(credential.endTime) <= now.getTime()
        ? { key: 'warning.expired', date: credential.endTime }
        : { key: 'warning.expired-no-date' };
    case 'Ineffective':
      // Not yet begun: from its start; recorded not active within its dates: no date to promise.
      return credential && Date.parse(credential.startTime) > now.getTime()
        ? { key: 'warning.ineffective-from', date: credential.startTime }
        : { key: 'warning.ineffective' };
    case 'Canceled':
      return { key: 'warning.canceled', code: credential?.credentialsCode ?? '' };
    case 'NotIssued':
      return { key: 'warning.not-issued' };
  }
};
