import { useTranslation } from 'react-i18next';
import type { HfsContractManagerQuery } from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { BalanceStrip, type BalanceItem } from '../../shared/BalanceStrip';
import { formatOptionalYuan } from '../../../../shared/money/yuan';

type Summary = HfsContractManagerQuery['hfsBalanceSummary'];

/** Spec 002 §3 "Balance info (HFS)": balance (Admin only), recharge, consumption, not active, reminder, parent. */
export const HfsBalanceStrip = ({ summary }: { summary: Summary }) => {
  const { t, i18n } = useTranslation('contracts');
  const items: BalanceItem[] = [
    ...(summary.balance === null || summary.balance === undefined
      ? []
      : [{ key: 'balance', label: t('summary.balance'), value: formatOptionalYuan(summary.balance) }]),
    { key: 'recharge', label: t('summary.cumulative-recharge'), value: formatOptionalYuan(summary.cumulativeRecharge) },
    {
      key: 'consumption',
      label: t('summary.cumulative-consumption'),
      value: formatOptionalYuan(summary.cumulativeConsumption),
    },
    { key: 'notActive', label: t('summary.not-active'), value: formatOptionalYuan(summary.notActive) },
    { key: 'reminder', label: t('summary.reminder-amount'), value: formatOptionalYuan(summary.reminderAmount) },
    ...(summary.parentLatestContract
      ? [
          {
            key: 'parent',
            label: t('summary.parent', { end: formatDate(summary.parentLatestContract.endTime, i18n.language) }),
            value: formatOptionalYuan(summary.parentLatestContract.balance),
          },
        ]
      : []),
  ];
  return <BalanceStrip label={t('summary.title')} items={items} className="atrium-hfs-strip" />;
};
