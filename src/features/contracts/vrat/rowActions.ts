import type { ContractAction } from '../../../../machines/contract.machine';
import { contractAllows } from '../shared/contractAllows';
import type { VratCallerFieldsFragment, VratContractFieldsFragment } from '../../../generated/graphql';

export type VratRowAction =
  'edit' | 'delete' | 'enable' | 'stop' | 'reEnable' | 'renew' | 'money' | 'unitPrice' | 'records';

/** The machine's table for the contract's state (spec 002 §4), as the console asks it. */
export const vratAllowed = (contract: VratContractFieldsFragment, today: string): Set<ContractAction> =>
  contractAllows('vrat', contract, today);

/**
 * What a row offers: the state's actions (spec 002 §4), narrowed by what the server says the caller
 * may do (§6). The money button reads recharge/deduct, or deduct alone on Expired and Deactivate.
 */
export const vratRowActions = (
  contract: VratContractFieldsFragment,
  caller: VratCallerFieldsFragment,
  today: string,
): { actions: VratRowAction[]; moneyLabel: 'recharge-deduct' | 'deduct' } => {
  const allowed = vratAllowed(contract, today);
  const actions: VratRowAction[] = [];
  if (caller.manages) {
    for (const action of ['enable', 'edit', 'renew', 'stop', 'reEnable', 'delete'] as const)
      if (allowed.has(action)) actions.push(action);
    if (allowed.has('recharge') || allowed.has('deduct')) actions.push('money');
    if (allowed.has('changeUnitPrice') && caller.mayChangeUnitPrice) actions.push('unitPrice');
  }
  if (allowed.has('viewRecords')) actions.push('records');
  return { actions, moneyLabel: allowed.has('recharge') ? 'recharge-deduct' : 'deduct' };
};
