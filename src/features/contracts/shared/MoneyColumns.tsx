import { useTranslation } from 'react-i18next';
import type { ContractNamespace } from './contractNamespace';
import { formatOptionalYuan } from '../../../shared/money/yuan';

type Money = { amount: number; balance: number | null; consumeAmount: number; cumulativeAllocation: number };

/**
 * A contract table's money columns (spec 002 §3), alike on both lines: amount, balance (only for
 * callers who see it, §6), consumption and what was allocated down the tree.
 */
export const MoneyColumnHeads = ({ ns, seesBalance }: { ns: ContractNamespace; seesBalance: boolean }) => {
  const { t } = useTranslation(ns);
  return (
    <>
      <th>{t('fields.amount')}</th>
      {seesBalance && <th>{t('fields.balance')}</th>}
      <th>{t('fields.consume-amount')}</th>
      <th>{t('fields.cumulative-allocation')}</th>
    </>
  );
};

export const MoneyColumnCells = ({ contract, seesBalance }: { contract: Money; seesBalance: boolean }) => (
  <>
    <td className="atrium-number">{formatOptionalYuan(contract.amount)}</td>
    {seesBalance && <td className="atrium-number">{formatOptionalYuan(contract.balance)}</td>}
    <td className="atrium-number">{formatOptionalYuan(contract.consumeAmount)}</td>
    <td className="atrium-number">{formatOptionalYuan(contract.cumulativeAllocation)}</td>
  </>
);
