import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/formatDate';
import type { ContractNamespace } from './contractNamespace';
import { formatOptionalYuan } from '../../../shared/money/yuan';

export type ParentMoney = {
  required: boolean;
  /** The VRAT line's parent contract also carries its unit price, which its message shows. */
  parentLatestContract: { endTime: string; balance: number; unitPrice?: number | null } | null;
};

/** A child tenant's contract draws on its parent's: the parent contract's end and balance, or that there is none. */
export const ParentContractCallout = ({ ns, parent }: { ns: ContractNamespace; parent: ParentMoney | undefined }) => {
  const { t, i18n } = useTranslation(ns);
  if (!parent?.required) return null;
  const latest = parent.parentLatestContract;
  return (
    <Callout intent="primary" icon="git-merge" className="atrium-contract-parent-callout">
      {latest
        ? t('form.parent-contract', {
            end: formatDate(latest.endTime, i18n.language),
            balance: formatOptionalYuan(latest.balance),
            ...('unitPrice' in latest ? { price: formatOptionalYuan(latest.unitPrice) } : {}),
          })
        : t('form.parent-none')}
    </Callout>
  );
};
