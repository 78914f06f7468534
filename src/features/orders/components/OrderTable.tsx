import { useTranslation } from 'react-i18next';
import type { OrderFieldsFragment } from '../../../generated/graphql';
import { formatYuanAmount } from '../../../shared/money/yuan';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { ListTable } from '../../../shared/ui/ListTable';

type OrderTableProps = {
  orders: OrderFieldsFragment[];
  label: string;
  /** A parent's or the platform's list says whose order each row is. */
  showTenant: boolean;
};

/** What was used, by whom and for how much, newest first. */
export const OrderTable = ({ orders, label, showTenant }: OrderTableProps) => {
  const { t, i18n } = useTranslation('orders');
  const columns = [
    t('columns.time'),
    ...(showTenant ? [t('columns.tenant')] : []),
    t('columns.usage'),
    t('columns.child'),
    t('columns.resource'),
    t('columns.amount'),
    t('columns.free-times'),
    t('columns.operator'),
  ];
  return (
    <ListTable columns={columns} label={label} className="atrium-order-table">
      {orders.map((order) => (
        <tr key={order.id}>
          <td>{formatDateTime(order.creationTime, i18n.language)}</td>
          {showTenant && <td>{order.tenantName}</td>}
          <td>{t(`usage.${order.usageKind}`)}</td>
          <td>{order.childName ?? t('columns.none')}</td>
          <td>{order.resourceName ?? t('columns.none')}</td>
          <td>{formatYuanAmount(order.amount)}</td>
          <td>{order.freeTimes}</td>
          <td>{order.operatorName ?? t('columns.none')}</td>
        </tr>
      ))}
    </ListTable>
  );
};
