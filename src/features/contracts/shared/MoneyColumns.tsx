import { useTranslation } from 'react-i18next';
import type { ContractNamespace } from './contractNamespace';
import { formatOptionalYuan } from '../../../shared/money/yuan';
import type { ColumnKind } from '../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../shared/ui/TruncatedText';

type Money = { amount: number; balance: number | null; consumeAmount: number; cumulativeAllocation: number };

/** The money columns' kinds (columnWidths.ts), as the heads below show them. */
export const moneyColumnKinds = (seesBalance: boolean): ColumnKind[] =>
  seesBalance ? ['money', 'money', 'money', 'money'] : ['money', 'money', 'money'];

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

/** An amount in its column: past a million it is cut, the whole amount in its title. */
export const MoneyCell = ({ value }: { value: number | null | undefined }) => (
  <td className="atrium-number">
    <TruncatedText text={formatOptionalYuan(value)} />
  </td>
);

export const MoneyColumnCells = ({ contract, seesBalance }: { contract: Money; seesBalance: boolean }) => (
  <>
    <MoneyCell value={contract.amount} />
    {seesBalance && <MoneyCell value={contract.balance} />}
    <MoneyCell value={contract.consumeAmount} />
    <MoneyCell value={contract.cumulativeAllocation} />
  </>
);
