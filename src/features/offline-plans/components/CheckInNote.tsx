import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { OfflinePlanCheckInDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { formatTime } from '../../../shared/i18n/formatDate';

/**
 * Whether the child checked in at the front desk today (spec 001 §7 judgeCheckIn), said where the
 * class is ended, so that the attendance given agrees with it. Says nothing while it is asked or
 * if it cannot be: the attendance is the coach's to give either way.
 */
export const CheckInNote = ({ planId, childName }: { planId: string; childName: string }) => {
  const { t } = useTranslation('offline-plans');
  const [{ data }] = useQuery({
    query: OfflinePlanCheckInDocument,
    variables: { id: planId },
    requestPolicy: 'network-only',
    context: NO_ERROR_TOAST,
  });
  const visit = data?.offlinePlanCheckIn;
  if (!visit) return null;
  if (!visit.checkedIn)
    return (
      <Callout intent="warning" icon="log-in" className="atrium-check-in-note">
        {t('finish.not-checked-in', { name: childName })}
      </Callout>
    );
  return (
    <Callout intent="success" icon="log-in" className="atrium-check-in-note">
      {visit.checkedOutAt
        ? t('finish.checked-out', {
            name: childName,
            time: formatTime(visit.checkedInAt!),
            out: formatTime(visit.checkedOutAt),
          })
        : t('finish.checked-in', { name: childName, time: formatTime(visit.checkedInAt!) })}
    </Callout>
  );
};
