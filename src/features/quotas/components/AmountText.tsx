import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { amountShown, isLow } from '../quotaForm';

/** A count as spec 001 §9 shows it: above 500 or none counted is "unlimited", 0 is "none yet"; low ones warned. */
export const AmountText = ({ value, warnLow = false }: { value: number | null | undefined; warnLow?: boolean }) => {
  const { t } = useTranslation('quotas');
  const shown = amountShown(value);
  if (shown.kind === 'unlimited') return <>{t('amount.unlimited')}</>;
  if (shown.kind === 'none') return <span className="atrium-quota-none">{t('amount.none-yet')}</span>;
  if (warnLow && isLow(shown.count)) {
    return (
      <Tag minimal intent="warning" title={t('amount.low')}>
        {shown.count}
      </Tag>
    );
  }
  return <>{shown.count}</>;
};
