import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { OfflinePlanQuotaCheckDocument } from '../../../generated/graphql';
import { useHoldsCentreRole } from '../../../shared/auth/useHoldsCentreRole';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { PATHS } from '../../../shared/routes/paths';
import { keyOf, quotaWarning } from '../planRules';

/** Who may set a child's quotas: the warning's Settings button is theirs (spec 001 §6). */
export const QUOTA_SETTERS: readonly string[] = ['CenterAdmin', 'SeniorCoach'];

/**
 * Before starting a plan or ending a class: asks what the session would take from the child's
 * quota and warns (3 s, 001 §8) when none is set, 1 to 5 are left or they are used up. A centre
 * admin or senior coach gets a Settings button to the child's quota records; anyone else is told
 * whom to ask (001 §6). It never holds the step: the server refuses a session the quota cannot give.
 */
export const useQuotaWarning = () => {
  const { t } = useTranslation('offline-plans');
  const client = useClient();
  const navigate = useNavigate();
  const { showWarning } = useErrorToasts();
  const setter = useHoldsCentreRole(QUOTA_SETTERS);
  return (planId: string, subjectName: string) =>
    void client
      .query(OfflinePlanQuotaCheckDocument, { id: planId }, { requestPolicy: 'network-only', ...NO_ERROR_TOAST })
      .toPromise()
      .then(({ data }) => {
        const warning = quotaWarning(data?.offlinePlanQuotaCheck);
        if (!warning) return;
        const mode = t(`mode.${keyOf(warning.mode)}`);
        const message = t(`warn.${warning.key}`, { count: warning.count, mode, name: subjectName });
        const search = new URLSearchParams({ filter: subjectName, type: warning.mode });
        if (setter)
          showWarning(message, {
            text: t('warn.quota-settings'),
            onClick: () => void navigate(`${PATHS.userConfiguration}?${search.toString()}`),
          });
        else showWarning(`${message} ${t('warn.quota-ask-admin')}`);
      });
};
