import { Button, Callout, HTMLTable, Popover, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ProjectSwitchRecordsDocument, type TenantFieldsFragment, type TenantProject } from '../../generated/graphql';
import { NO_ERROR_TOAST } from '../errors/ErrorHandlingContext';
import { errorMessage } from '../graphql/errorMessage';
import { formatDateTime } from '../i18n/formatDate';

type Props = { tenant: TenantFieldsFragment; project: TenantProject };

const History = ({ tenant, project }: Props) => {
  const { t } = useTranslation('tenants');
  const [{ data, fetching, error }] = useQuery({
    query: ProjectSwitchRecordsDocument,
    variables: { tenantId: tenant.id, project },
    requestPolicy: 'network-only',
    context: NO_ERROR_TOAST,
  });
  if (fetching && !data) return <Spinner size={20} />;
  if (error && !data) {
    return (
      <Callout intent="danger" title={t('switch.history-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  }
  const records = data?.projectSwitchRecords ?? [];
  if (records.length === 0) return <p>{t('switch.history-empty')}</p>;
  return (
    // Spec 002 §9: history popups scroll at 200 px.
    <div className="atrium-tenant-history">
      <HTMLTable compact striped>
        <tbody>
          {records.map((r) => (
            <tr key={r.id}>
              <td>{formatDateTime(r.creationTime)}</td>
              <td>{r.operatorName}</td>
              <td>{t(r.operateType === 'Open' ? 'switch.history-open' : 'switch.history-close')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
};

/** The switch history of one project (creationTime, operatorName, operateType), loaded when opened. */
export const SwitchHistoryPopover = ({ tenant, project }: Props) => {
  const { t } = useTranslation('tenants');
  const label = t('actions.history', { project: t(`projects.${project}`) });
  return (
    <Popover content={<History tenant={tenant} project={project} />} placement="bottom">
      <Button size="small" variant="minimal" icon="history" aria-label={label} title={label} />
    </Popover>
  );
};
