import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { TrainerCertificateStateDocument, type CoursePlanKind } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../errors/ErrorHandlingContext';
import { formatDate } from '../i18n/formatDate';
import { certificateWarningOf } from './certificateWarning';

/**
 * Before the signed-in staff member starts a session of a plan (spec 001 §7 checkCertificateState):
 * the warning their trainer certificate gives, in their language, or null when it is in effect or
 * the check could not be made. It never holds the session: the spec gives no rule that a
 * certificate blocks delivery (docs/decisions.md "Trainer credentials").
 */
export const useCertificateWarning = () => {
  const { t, i18n } = useTranslation('trainer-credentials');
  const client = useClient();
  return async (planKind: CoursePlanKind, planId: string): Promise<string | null> => {
    const { data } = await client
      .query(
        TrainerCertificateStateDocument,
        { planKind, planId },
        { requestPolicy: 'network-only', ...NO_ERROR_TOAST },
      )
      .toPromise();
    const state = data?.trainerCertificateState;
    const warning = state ? certificateWarningOf(state) : null;
    if (!warning) return null;
    return t(warning.key, { date: formatDate(warning.date, i18n.language), code: warning.code ?? '' });
  };
};
