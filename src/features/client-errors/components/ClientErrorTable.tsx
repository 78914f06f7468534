import { useTranslation } from 'react-i18next';
import type { ClientErrorListQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { ListTable, TimeRowHeader } from '../../../shared/ui/ListTable';

export type ClientErrorRow = ClientErrorListQuery['clientErrors']['items'][number];

// Long addresses wrap anywhere rather than widen the table.
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

type ClientErrorTableProps = { errors: readonly ClientErrorRow[] };

export const ClientErrorTable = ({ errors }: ClientErrorTableProps) => {
  const { t } = useTranslation('errors');
  const none = t('common:value.none');
  const columns = [
    { title: t('columns.time'), noWrap: true },
    t('columns.user'),
    t('columns.tenant'),
    t('columns.code'),
    { title: t('columns.status'), noWrap: true },
    t('columns.message'),
    t('columns.url'),
  ];
  return (
    <ListTable columns={columns} caption={t('list.caption')}>
      {errors.map((error) => (
        <tr key={error.id}>
          <TimeRowHeader>{formatDateTime(error.creationTime)}</TimeRowHeader>
          <td>{error.userName ?? none}</td>
          <td>{error.tenantName ?? none}</td>
          <td>{error.code ?? none}</td>
          <td>{error.status ?? none}</td>
          <td title={error.operation ?? undefined}>{error.message}</td>
          <td style={BREAK_ANYWHERE}>{error.url ?? none}</td>
        </tr>
      ))}
    </ListTable>
  );
};
