import { useTranslation } from 'react-i18next';
import type { VratContractManagerQuery } from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { BalanceStrip, type BalanceItem } from '../../shared/BalanceStrip';
import { formatOptionalYuan } from '../../../../shared/money/yuan';

type Summary = VratContractManagerQuery['vratBalanceSummary'];

/**
 * Spec 002 §3 "VRAT balance summary". The server leaves balance and its test equivalent out for
 * callers outside the balance-view profile; what it leaves out is not shown.
 */
export const VratBalanceStrip = ({ summary }: { summary: Summary }) => {
  const { t, i18n } = useTranslation('vrat-contracts');
  const items: BalanceItem[] = [];
  if (summary.balance != null)
    items.push({ key: 'balance', label: t('summary.balance'), value: formatOptionalYuan(summary.balance) });
  items.push(
    {
      key: 'consumption',
      label: t('summary.cumulative-consumption'),
      value: formatOptionalYuan(summary.cumulativeConsumption),
    },
    { key: 'recharge', label: t('summary.cumulative-recharge'), value: formatOptionalYuan(summary.cumulativeRecharge) },
    { key: 'deactivate', label: t('summary.deactivate-balance'), value: formatOptionalYuan(summary.deactivateBalance) },
    {
      key: 'end',
      label: t('summary.current-end-time'),
      value: summary.currentEndTime ? formatDate(summary.currentEndTime, i18n.language) : '—',
    },
  );
  if (summary.balanceEqualTimes != null)
    items.push({ key: 'times', label: t('summary.balance-equal-times'), value: String(summary.balanceEqualTimes) });
  if (summary.parentLatestContract)
    items.push({
      key: 'parent',
      label: t('summary.parent', { end: formatDate(summary.parentLatestContract.endTime, i18n.language) }),
      value: formatOptionalYuan(summary.parentLatestContract.balance),
    });
  return <BalanceStrip label={t('summary.title')} items={items} />;
};
