import { useTranslation } from 'react-i18next';
import type { ContractAction } from '../../../../../machines/contract.machine';
import type { HfsCallerFieldsFragment, HfsContractFieldsFragment } from '../../../../generated/graphql';
import { formatOptionalYuan } from '../../../../shared/money/yuan';
import { kebab } from '../../shared/catalogueKey';
import { contractAllows } from '../../shared/contractAllows';
import { ContractTable } from '../../shared/ContractTable';
import type { ContractTableProps } from '../../shared/contractTableProps';
import { MoneyColumnCells, MoneyColumnHeads } from '../../shared/MoneyColumns';

export type RowAction =
  | 'edit'
  | 'delete'
  | 'enable'
  | 'stop'
  | 'reEnable'
  | 'renew'
  | 'money'
  | 'sellPrice'
  | 'records'
  | 'resources'
  | 'usage';

/** Does the machine's table let the contract's state do this (spec 002 §4)? */
export const stateAllows = (contract: HfsContractFieldsFragment, today: string, action: ContractAction): boolean =>
  contractAllows('hfs', contract, today).has(action);

/** What the row offers: the machine's table for the contract's state (spec 002 §4), narrowed by the caller (§6). */
export const rowActions = (
  contract: HfsContractFieldsFragment,
  caller: HfsCallerFieldsFragment,
  today: string,
): { actions: RowAction[]; moneyLabel: 'recharge-deduct' | 'recharge' | 'deduct' } => {
  const allowed = contractAllows('hfs', contract, today);
  const mayRecharge = caller.manages && allowed.has('recharge');
  const mayDeduct = caller.manages && caller.mayDeduct && allowed.has('deduct');
  const actions: RowAction[] = [];
  if (caller.manages) {
    for (const action of ['enable', 'edit', 'renew', 'stop', 'reEnable', 'delete'] as const)
      if (allowed.has(action)) actions.push(action);
    if (mayRecharge || mayDeduct) actions.push('money');
    // Spec 002 §6: Admin and CenterAdmin see the selling-price settings.
    if (allowed.has('editResource') && (caller.profile === 'Admin' || caller.profile === 'CenterAdmin'))
      actions.push('sellPrice');
  }
  actions.push('records');
  // Spec 002 §2 item 5: every caller who sees the contract sees its resources and prices.
  actions.push('resources');
  if (allowed.has('viewUsage')) actions.push('usage');
  return { actions, moneyLabel: mayRecharge && mayDeduct ? 'recharge-deduct' : mayRecharge ? 'recharge' : 'deduct' };
};

type HfsContractTableProps = ContractTableProps<HfsContractFieldsFragment, HfsCallerFieldsFragment, RowAction>;

export const HfsContractTable = ({ contracts, caller, today, onAction }: HfsContractTableProps) => {
  const { t } = useTranslation('contracts');
  const showsPrice = caller.profile === 'Admin' || caller.profile === 'CenterAdmin';
  const seesBalance = caller.seesBalanceAndStopTime;
  return (
    <ContractTable
      ns="contracts"
      contracts={contracts}
      seesStopTime={seesBalance}
      middle={{
        heads: (
          <>
            <MoneyColumnHeads ns="contracts" seesBalance={seesBalance} />
            {showsPrice && <th>{t('fields.min-sell-price')}</th>}
          </>
        ),
        cells: (contract) => (
          <>
            <MoneyColumnCells contract={contract} seesBalance={seesBalance} />
            {showsPrice && <td className="atrium-number">{formatOptionalYuan(contract.minSellPrice)}</td>}
          </>
        ),
      }}
      remark={(contract) => (
        <td className="atrium-hfs-remark" title={contract.remark}>
          {contract.remark}
        </td>
      )}
      actions={(contract) => {
        const { actions, moneyLabel } = rowActions(contract, caller, today);
        return {
          actions,
          label: (action) =>
            t(
              action === 'money'
                ? `actions.${moneyLabel}`
                : action === 'resources'
                  ? 'resources.open'
                  : `actions.${kebab(action)}`,
            ),
        };
      }}
      onAction={onAction}
    />
  );
};
