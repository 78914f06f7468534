import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ContractAction } from '../../../../../machines/contract.machine';
import type { HfsCallerFieldsFragment, HfsContractFieldsFragment } from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { formatMoney } from '../../shared/money';
import { kebab } from '../../shared/catalogueKey';
import { contractAllows } from '../../shared/contractAllows';
import { ContractStateTag } from '../../shared/ContractStateTag';
import type { ContractTableProps } from '../../shared/contractTableProps';
import { MoneyColumnCells, MoneyColumnHeads } from '../../shared/MoneyColumns';
import { RowActionButtons } from '../../shared/RowActionButtons';

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
  const { t, i18n } = useTranslation('contracts');
  const showsPrice = caller.profile === 'Admin' || caller.profile === 'CenterAdmin';
  return (
    <HTMLTable striped className="atrium-contract-table">
      <thead>
        <tr>
          <th>{t('fields.state')}</th>
          <th>{t('fields.start-time')}</th>
          <th>{t('fields.end-time')}</th>
          <MoneyColumnHeads ns="contracts" seesBalance={caller.seesBalanceAndStopTime} />
          {showsPrice && <th>{t('fields.min-sell-price')}</th>}
          {caller.seesBalanceAndStopTime && <th>{t('fields.stop-time')}</th>}
          <th>{t('fields.remark')}</th>
          <th>{t('fields.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {contracts.map((contract) => {
          const { actions, moneyLabel } = rowActions(contract, caller, today);
          return (
            <tr key={contract.id} data-contract-id={contract.id}>
              <td>
                <ContractStateTag ns="contracts" state={contract.state} />
              </td>
              <td>{formatDate(contract.startTime, i18n.language)}</td>
              <td>{formatDate(contract.endTime, i18n.language)}</td>
              <MoneyColumnCells contract={contract} seesBalance={caller.seesBalanceAndStopTime} />
              {showsPrice && <td className="atrium-number">{formatMoney(contract.minSellPrice)}</td>}
              {caller.seesBalanceAndStopTime && <td>{formatDate(contract.stopTime, i18n.language)}</td>}
              <td className="atrium-hfs-remark" title={contract.remark}>
                {contract.remark}
              </td>
              <RowActionButtons
                actions={actions}
                label={(action) =>
                  t(
                    action === 'money'
                      ? `actions.${moneyLabel}`
                      : action === 'resources'
                        ? 'resources.open'
                        : `actions.${kebab(action)}`,
                  )
                }
                onAction={(action) => onAction(action, contract)}
              />
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
};
