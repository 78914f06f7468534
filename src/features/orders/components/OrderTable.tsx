import { useTranslation } from 'react-i18next';
import type { OrderFieldsFragment } from '../../../generated/graphql';
import { formatYuanAmount } from '../../../shared/money/yuan';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import { TruncatedText } from '../../../shared/ui/TruncatedText';

type OrderTableProps = {
  orders: OrderFieldsFragment[];
  label: string;
  /** A parent's or the platform's list says whose order each row is. */
  showTenant: boolean;
};

/** What was used, by whom and for how much, newest first. */
export const OrderTable = ({ orders, label, showTenant }: OrderTableProps) => {
  const { t } = useTranslation('orders');
  // Each column's kind gives it its contract width (columnWidths.ts): the same on every page.
  const columns: ListColumn[] = [
    { title: t('columns.time'), kind: 'dateTime' },
    ...(showTenant ? [{ title: t('columns.tenant'), kind: 'text' } as const] : []),
    { title: t('columns.usage'), kind: 'label' },
    { title: t('columns.child'), kind: 'text' },
    { title: t('columns.resource'), kind: 'text' },
    { title: t('columns.amount'), kind: 'number' },
    { title: t('columns.free-times'), kind: 'number' },
    { title: t('columns.operator'), kind: 'text' },
  ];
  return (
    <ListTable columns={columns} label={label} className="atrium-order-table">
      {orders.map((order) => (
        <tr key={order.id}>
          <td>{formatDateTime(order.creationTime)}</td>
          {showTenant && (
            <td>
              <TruncatedText text={order.tenantName ?? ''} />
            </td>
          )}
          <td>{t(`usage.${order.usageKind}`)}</td>
          <td>
            <TruncatedText text={order.childName ?? t('columns.none')} />
          </td>
          <td>
            <TruncatedText text={order.resourceName ?? t('columns.none')} />
          </td>
          <td>{formatYuanAmount(order.amount)}</td>
          <td>{order.freeTimes}</td>
          <td>
            <TruncatedText text={order.operatorName ?? t('columns.none')} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
};
