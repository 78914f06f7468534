import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractState } from '../../../generated/graphql';
import { formatDate } from '../../../shared/i18n/formatDate';
import { FIXED_TABLE, ListColumnWidths } from '../../../shared/ui/ListTable';
import { columnWidth, fitsLaptop, MIN_TEXT_COLUMN_WIDTH, type ColumnKind } from '../../../shared/ui/columnWidths';
import type { ContractNamespace } from './contractNamespace';
import { ContractStateTag } from './ContractStateTag';
import { RowActionIcons } from './RowActionIcons';

type TableContract = { id: string; state: ContractState; startTime: string; endTime: string; stopTime: string | null };

/** Some of a line's own columns: their kinds (columnWidths.ts), their heads, and a row's cells. */
type LineColumns<Contract> = {
  kinds: readonly ColumnKind[];
  heads: ReactNode;
  cells: (contract: Contract) => ReactNode;
};

type ContractTableProps<Contract extends TableContract, Action extends string> = {
  ns: ContractNamespace;
  contracts: readonly Contract[];
  /** Spec 002 §6: the stop time is for the callers who also see the balance. */
  seesStopTime: boolean;
  /** The line's columns before the state (VRAT: the open status). */
  lead?: LineColumns<Contract>;
  /** The line's columns between the end date and the stop time: money, prices, free tests. */
  middle: LineColumns<Contract>;
  /** The remark's cell, a text column: each line shortens a long remark its own way. */
  remark: (contract: Contract) => ReactNode;
  /** How wide the actions are: as many icon buttons as the caller's rows may offer. */
  actionsKind: ColumnKind;
  /** What a row offers and what its buttons say (the line's rules, spec 002 §4, §6). */
  actions: (contract: Contract) => { actions: readonly Action[]; label: (action: Action) => string };
  onAction: (action: Action, contract: Contract) => void;
};

/**
 * The kinds of the columns a contract table shows, in order (issue 17 item 1): the line's lead,
 * state, validity, the line's middle, the stop time where it is shown, remark, actions.
 */
export const contractColumnKinds = ({
  lead = [],
  middle,
  seesStopTime,
  actionsKind,
}: {
  lead?: readonly ColumnKind[];
  middle: readonly ColumnKind[];
  seesStopTime: boolean;
  actionsKind: ColumnKind;
}): ColumnKind[] => [
  ...lead,
  'status',
  'date',
  'date',
  ...middle,
  ...(seesStopTime ? (['date'] as const) : []),
  'text',
  actionsKind,
];

/** The least width of these columns: the fixed ones, and the least a text column may get. */
const leastWidth = (kinds: readonly ColumnKind[]) =>
  kinds.reduce((sum, kind) => sum + (columnWidth(kind) ?? MIN_TEXT_COLUMN_WIDTH), 0);

/**
 * A line's contract table (spec 002 §3): state, validity, the line's own columns, stop time,
 * remark and the row's actions, a row per contract that carries the contract's id. Its columns
 * keep to the width contract; the administrator's, who sees every column, are wider than a
 * laptop's list: they scroll within their box, the actions pinned at its right edge.
 */
export const ContractTable = <Contract extends TableContract, Action extends string>({
  ns,
  contracts,
  seesStopTime,
  lead,
  middle,
  remark,
  actionsKind,
  actions,
  onAction,
}: ContractTableProps<Contract, Action>) => {
  const { t, i18n } = useTranslation(ns);
  const kinds = contractColumnKinds({
    ...(lead ? { lead: lead.kinds } : {}),
    middle: middle.kinds,
    seesStopTime,
    actionsKind,
  });
  const fits = fitsLaptop(kinds);
  return (
    <div className={fits ? 'atrium-contract-table-box' : 'atrium-contract-table-box atrium-contract-table-box--wide'}>
      <HTMLTable
        striped
        className={`atrium-contract-table ${FIXED_TABLE}`}
        {...(fits ? {} : { style: { minWidth: leastWidth(kinds) } })}
      >
        <ListColumnWidths kinds={kinds} />
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
                <RowActionIcons
                  actions={row.actions}
                  label={row.label}
                  onAction={(action) => onAction(action, contract)}
                />
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
};
