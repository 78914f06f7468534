import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractState } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import type { ContractNamespace } from './contractNamespace';
import { ContractStateTag } from './ContractStateTag';
import { RowActionButtons } from './RowActionButtons';

type TableContract = { id: string; state: ContractState; startTime: string; endTime: string; stopTime: string | null };

/** Some of a line's own columns: their heads, and a row's cells. */
type LineColumns<Contract> = { heads: ReactNode; cells: (contract: Contract) => ReactNode };

type ContractTableProps<Contract extends TableContract, Action extends string> = {
  ns: ContractNamespace;
  contracts: readonly Contract[];
  /** Spec 002 §6: the stop time is for the callers who also see the balance. */
  seesStopTime: boolean;
  /** The line's columns before the state (VRAT: the open status). */
  lead?: LineColumns<Contract>;
  /** The line's columns between the end date and the stop time: money, prices, free tests. */
  middle: LineColumns<Contract>;
  /** The remark's cell: each line shortens a long remark its own way. */
  remark: (contract: Contract) => ReactNode;
  /** What a row offers and what its buttons say (the line's rules, spec 002 §4, §6). */
  actions: (contract: Contract) => { actions: readonly Action[]; label: (action: Action) => string };
  onAction: (action: Action, contract: Contract) => void;
};

/**
 * A line's contract table (spec 002 §3): state, validity, the line's own columns, stop time,
 * remark and the row's actions, a row per contract that carries the contract's id.
 */
export const ContractTable = <Contract extends TableContract, Action extends string>({
  ns,
  contracts,
  seesStopTime,
  lead,
  middle,
  remark,
  actions,
  onAction,
}: ContractTableProps<Contract, Action>) => {
  const { t, i18n } = useTranslation(ns);
  return (
    <HTMLTable striped className="atrium-contract-table">
      <thead>
        <tr>
          {lead?.heads}
          <th>{t('fields.state')}</th>
          <th>{t('fields.start-time')}</th>
          <th>{t('fields.end-time')}</th>
          {middle.heads}
          {seesStopTime && <th>{t('fields.stop-time')}</th>}
          <th>{t('fields.remark')}</th>
          <th>{t('fields.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {contracts.map((contract) => {
          const row = actions(contract);
          return (
            <tr key={contract.id} data-contract-id={contract.id}>
              {lead?.cells(contract)}
              <td>
                <ContractStateTag ns={ns} state={contract.state} />
              </td>
              <td>{formatDate(contract.startTime, i18n.language)}</td>
              <td>{formatDate(contract.endTime, i18n.language)}</td>
              {middle.cells(contract)}
              {seesStopTime && <td>{formatDate(contract.stopTime, i18n.language)}</td>}
              {remark(contract)}
              <RowActionButtons
                actions={row.actions}
                label={row.label}
                onAction={(action) => onAction(action, contract)}
              />
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
};
