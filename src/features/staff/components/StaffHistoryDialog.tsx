import { Callout, Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { StaffDetailDocument, type StaffDetailQuery } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { historyLabel, roleLabel } from '../staffLabels';
import { EmptyState } from '../../../shared/ui/EmptyState';

type Entry = StaffDetailQuery['staffDetail']['history'][number];
type StaffHistoryDialogProps = { userId: string | null; name: string; onClose: () => void };

/** Who changed a member's place, roles or state, and when (newest first). */
export const StaffHistoryDialog = ({ userId, name, onClose }: StaffHistoryDialogProps) => {
  const { t } = useTranslation('staff');
  const [{ data, fetching, error }] = useQuery({
    query: StaffDetailDocument,
    variables: { userId: userId ?? '' },
    pause: userId === null,
    context: NO_ERROR_TOAST,
    requestPolicy: 'network-only',
  });
  const roleNames = (names: readonly string[] | null | undefined) =>
    (names ?? []).map((n) => roleLabel(t, n)).join(', ');
  const what = (entry: Entry) => {
    const label = historyLabel(t, entry.type);
    if (entry.type === 'StaffRolesChanged') {
      return t('history.roles-changed', { label, from: roleNames(entry.previousRoles), to: roleNames(entry.roles) });
    }
    if (entry.type === 'StaffInvited' && entry.roles)
      return t('history.with-roles', { label, roles: roleNames(entry.roles) });
    if (entry.email) return t('history.with-email', { label, email: entry.email });
    return label;
  };
  const history = data?.staffDetail.history;
  return (
    <Dialog isOpen={userId !== null} onClose={onClose} title={t('history.title', { name })} style={{ width: 700 }}>
      <DialogBody>
        {fetching && !history && <LoadingState />}
        {error && !history && <Callout intent="danger">{errorMessage(error, t('common:error.network'))}</Callout>}
        {history && history.length === 0 && <EmptyState icon="history" title={t('history.empty')} />}
        {history && history.length > 0 && (
          <HTMLTable compact striped className="atrium-table">
            <thead>
              <tr>
                <th scope="col">{t('history.when')}</th>
                <th scope="col">{t('history.who')}</th>
                <th scope="col">{t('history.what')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <tr key={entry.id}>
                  <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.creationTime)}</td>
                  <td>{entry.actorName}</td>
                  <td>{what(entry)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
    </Dialog>
  );
};
