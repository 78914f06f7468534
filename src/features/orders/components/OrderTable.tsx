import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { OrderFieldsFragment } from '../../../generated/graphql';
import { formatYuan } from '../../../shared/i18n/currency';
import { formatDateTime } from '../../../shared/i18n/formatDate';

type OrderTableProps = {
  orders: OrderFieldsFragment[];
  label: string;
  /** A parent's or the platform's list says whose order each row is. */
  showTenant: boolean;
};

/** What was used, by whom and for how much, newest first. */
export const OrderTable = ({ orders, label, showTenant }: OrderTableProps) => {
  const { t, i18n } = useTranslation('orders');
  return (
    <HTMLTable compact striped className="atrium-order-table" aria-label={label}>
      <thead>
        <tr>
          <th>{t('columns.time')}</th>
          {showTenant && <th>{t('columns.tenant')}</th>}
          <th>{t('columns.usage')}</th>
          <th>{t('columns.child')}</th>
          <th>{t('columns.resource')}</th>
          <th className="atrium-number">{t('columns.amount')}</th>
          <th className="atrium-number">{t('columns.free-times')}</th>
          <th>{t('columns.operator')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td>{formatDateTime(order.creationTime, i18n.language)}</td>
            {showTenant && <td>{order.tenantName}</td>}
            <td>{t(`usage.${order.usageKind}`)}</td>
            <td>{order.childName ?? t('columns.none')}</td>
            <td>{order.resourceName ?? t('columns.none')}</td>
            <td className="atrium-number">{formatYuan(Math.round(order.amount * 100))}</td>
            <td className="atrium-number">{order.freeTimes}</td>
            <td>{order.operatorName ?? t('columns.none')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
