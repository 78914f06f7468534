import { useTranslation } from 'react-i18next';
import type { ContractAction } from '../../../../../machines/contract.machine';
import type { HfsCallerFieldsFragment, HfsContractFieldsFragment } from '../../../../generated/graphql';
import type { ColumnKind } from '../../../../shared/ui/columnWidths';
import { TruncatedText } from '../../../../shared/ui/TruncatedText';
import { kebab } from '../../shared/catalogueKey';
import { contractAllows } from '../../shared/contractAllows';
import { ContractTable } from '../../shared/ContractTable';
import type { ContractTableProps } from '../../shared/contractTableProps';
import { MoneyCell, MoneyColumnCells, MoneyColumnHeads, moneyColumnKinds } from '../../shared/MoneyColumns';

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

/** Who sees which columns: the money, the minimum price and the stop time by profile (spec 002 §6). */
const shows = (caller: HfsCallerFieldsFragment) => ({
  price: caller.profile === 'Admin' || caller.profile === 'CenterAdmin',
  balance: caller.seesBalanceAndStopTime,
});

/**
 * The kinds of the middle columns the caller sees (money, then the minimum price), and of the
 * actions: a manager's rows offer up to seven, anyone else's three (records, resources, usage).
 */
export const hfsColumnKinds = (caller: HfsCallerFieldsFragment): { middle: ColumnKind[]; actions: ColumnKind } => {
  const { price, balance } = shows(caller);
  return {
    middle: [...moneyColumnKinds(balance), ...(price ? (['money'] as const) : [])],
    actions: caller.manages ? 'mostActions' : 'manyActions',
  };
};

type HfsContractTableProps = ContractTableProps<HfsContractFieldsFragment, HfsCallerFieldsFragment, RowAction>;

export const HfsContractTable = ({ contracts, caller, today, onAction }: HfsContractTableProps) => {
  const { t } = useTranslation('contracts');
  const { price: showsPrice, balance: seesBalance } = shows(caller);
  const kinds = hfsColumnKinds(caller);
  return (
    <ContractTable
      ns="contracts"
      contracts={contracts}
      seesStopTime={seesBalance}
      actionsKind={kinds.actions}
      middle={{
        kinds: kinds.middle,
        heads: (
          <>
            <MoneyColumnHeads ns="contracts" seesBalance={seesBalance} />
            {showsPrice && <th>{t('fields.min-sell-price')}</th>}
          </>
        ),
        cells: (contract) => (
          <>
            <MoneyColumnCells contract={contract} seesBalance={seesBalance} />
            {showsPrice && <MoneyCell value={contract.minSellPrice} />}
          </>
        ),
      }}
      remark={(contract) => (
        <td>
          <TruncatedText text={contract.remark} />
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
