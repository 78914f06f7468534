import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ClientErrorListQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../shared/i18n/formatDate';

export type ClientErrorRow = ClientErrorListQuery['clientErrors']['items'][number];

// Times stay on one line; long addresses wrap anywhere rather than widen the table.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;
// The time names the row for screen readers; it reads as a plain cell.
const ROW_HEADER = { ...NO_WRAP, fontWeight: 'normal' } as const;

type ClientErrorTableProps = { errors: readonly ClientErrorRow[] };

export const ClientErrorTable = ({ errors }: ClientErrorTableProps) => {
  const { t } = useTranslation('errors');
  const none = t('common:value.none');
  return (
    <HTMLTable striped compact className="atrium-table">
      <caption className="atrium-visually-hidden">{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" style={NO_WRAP}>
            {t('columns.time')}
          </th>
          <th scope="col">{t('columns.user')}</th>
          <th scope="col">{t('columns.tenant')}</th>
          <th scope="col">{t('columns.code')}</th>
          <th scope="col" style={NO_WRAP}>
            {t('columns.status')}
          </th>
          <th scope="col">{t('columns.message')}</th>
          <th scope="col">{t('columns.url')}</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={error.id}>
            <th scope="row" style={ROW_HEADER}>
              {formatDateTime(error.creationTime)}
            </th>
            <td>{error.userName ?? none}</td>
            <td>{error.tenantName ?? none}</td>
            <td>{error.code ?? none}</td>
            <td>{error.status ?? none}</td>
            <td title={error.operation ?? undefined}>{error.message}</td>
            <td style={BREAK_ANYWHERE}>{error.url ?? none}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
