import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SessionQuotaFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import { IconRowAction } from '../../../shared/ui/IconRowAction';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { AmountText } from './AmountText';
import { keyOf } from '../quotaForm';

type SessionQuotaTableProps = {
  quotas: SessionQuotaFieldsFragment[];
  /** The caller may change records (CenterAdmin, SeniorCoach). */
  canWrite: boolean;
  onEdit: (quota: SessionQuotaFieldsFragment) => void;
  onRenew: (quota: SessionQuotaFieldsFragment) => void;
  onDisable: (quota: SessionQuotaFieldsFragment) => void;
  onChanges: (quota: SessionQuotaFieldsFragment) => void;
};

/** Child, type, billing method, period, signed, used, remaining, state, actions. */
export const SESSION_QUOTA_COLUMN_KINDS = [
  'text',
  'label',
  'label',
  'text',
  'number',
  'number',
  'number',
  'status',
  'manyActions',
] as const satisfies readonly ColumnKind[];

export const SessionQuotaTable = ({
  quotas,
  canWrite,
  onEdit,
  onRenew,
  onDisable,
  onChanges,
}: SessionQuotaTableProps) => {
  const { t, i18n } = useTranslation('quotas');
  const titles = ['child', 'type', 'billing-method', 'period', 'signed', 'used', 'remaining', 'state', 'actions'];
  const columns: ListColumn[] = SESSION_QUOTA_COLUMN_KINDS.map((kind, i) => ({
    title: t(`columns.${titles[i]}`),
    kind,
  }));
  const period = (quota: SessionQuotaFieldsFragment) =>
    quota.startTime || quota.endTime
      ? `${formatDate(quota.startTime, i18n.language)} – ${formatDate(quota.endTime, i18n.language)}`
      : t('amount.unlimited');
  return (
    <ListTable columns={columns}>
      {quotas.map((quota) => {
        const active = quota.state === 'InEffect';
        const named = { name: quota.childName, type: t(`types.${keyOf(quota.type)}`) };
        return (
          <tr key={quota.id}>
            <th scope="row">
              <TruncatedText text={quota.childName} />
            </th>
            <td>{t(`types.${keyOf(quota.type)}`)}</td>
            <td>
              <TruncatedText text={t(`billing.${keyOf(quota.billingMethod)}`)} />
            </td>
            <td>
              <TruncatedText text={period(quota)} />
            </td>
            <td>
              <AmountText value={quota.classHours} />
            </td>
            <td>{quota.usedHours}</td>
            <td>
              <AmountText value={quota.remainingHours} warnLow={active} />
            </td>
            <td>
              <Tag minimal intent={active ? 'success' : 'none'}>
                {t(`states.${keyOf(quota.state)}`)}
              </Tag>
            </td>
            <td>
              {canWrite && active && (
                <>
                  <IconRowAction
                    icon="edit"
                    text={t('list.edit')}
                    label={t('list.edit-named', named)}
                    onClick={() => onEdit(quota)}
                  />
                  <IconRowAction
                    icon="refresh"
                    text={t('list.renew')}
                    label={t('list.renew-named', named)}
                    onClick={() => onRenew(quota)}
                  />
                  <IconRowAction
                    icon="disable"
                    intent="danger"
                    text={t('list.disable')}
                    label={t('list.disable-named', named)}
                    onClick={() => onDisable(quota)}
                  />
                </>
              )}
              <IconRowAction
                icon="history"
                text={t('list.changes')}
                label={t('list.changes-named', named)}
                onClick={() => onChanges(quota)}
              />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
};
