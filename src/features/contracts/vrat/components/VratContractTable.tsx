import { Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { VratCallerFieldsFragment, VratContractFieldsFragment } from '../../../../generated/graphql';
import { kebab } from '../../shared/catalogueKey';
import { ContractTable } from '../../shared/ContractTable';
import type { ContractTableProps } from '../../shared/contractTableProps';
import { MoneyCell, MoneyColumnCells, MoneyColumnHeads, moneyColumnKinds } from '../../shared/MoneyColumns';
import type { ColumnKind } from '../../../../shared/ui/columnWidths';
import { vratRowActions, type VratRowAction } from '../rowActions';

// Spec 002 §5: remarks of 10 or more characters are truncated with a tooltip.
const REMARK_CUT = 10;

const ELLIPSIS = '…';
const cut = (text: string) => [...text].slice(0, REMARK_CUT - 1).join('') + ELLIPSIS;

const Remark = ({ text }: { text: string }) =>
  [...text].length < REMARK_CUT ? (
    <>{text}</>
  ) : (
    // The tooltip's target keeps to its column, ending in an ellipsis where the column is narrower.
    <Tooltip content={text} placement="top" className="atrium-truncate">
      <span className="atrium-vrat-remark" tabIndex={0}>
        {cut(text)}
      </span>
    </Tooltip>
  );

/** The kinds of the columns before the state (the open status) and of the middle ones the caller sees. */
export const vratColumnKinds = (caller: VratCallerFieldsFragment): { lead: ColumnKind[]; middle: ColumnKind[] } => ({
  lead: ['status'],
  middle: ['money', ...moneyColumnKinds(caller.seesBalanceAndStopTime), 'number'],
});

type Props = ContractTableProps<VratContractFieldsFragment, VratCallerFieldsFragment, VratRowAction>;

/** The VRAT contracts of one tenant: open status and state, prices by profile (spec 002 §6), the row's actions. */
export const VratContractTable = ({ contracts, caller, today, onAction }: Props) => {
  const { t } = useTranslation('vrat-contracts');
  // The server names the price column for the caller's profile: selling, purchase or unit price.
  const priceLabel = t(`fields.${kebab(caller.priceLabel)}`, { defaultValue: t('fields.unit-price') });
  const seesBalance = caller.seesBalanceAndStopTime;
  const kinds = vratColumnKinds(caller);
  return (
    <ContractTable
      ns="vrat-contracts"
      contracts={contracts}
      seesStopTime={seesBalance}
      // At most five actions a row: renew, stop, money, unit price, records.
      actionsKind="manyActions"
      lead={{
        kinds: kinds.lead,
        heads: <th>{t('fields.open-status')}</th>,
        cells: (contract) => (
          <td>{t(contract.status === 'NotEnable' ? 'open-status.not-enabled' : 'open-status.enabled')}</td>
        ),
      }}
      middle={{
        kinds: kinds.middle,
        heads: (
          <>
            <th>{priceLabel}</th>
            <MoneyColumnHeads ns="vrat-contracts" seesBalance={seesBalance} />
            <th>{t('fields.free-times')}</th>
          </>
        ),
        cells: (contract) => (
          <>
            <MoneyCell value={contract.unitPrice} />
            <MoneyColumnCells contract={contract} seesBalance={seesBalance} />
            <td className="atrium-number">{contract.freeTimes}</td>
          </>
        ),
      }}
      remark={(contract) => (
        <td>
          <Remark text={contract.remark} />
        </td>
      )}
      actions={(contract) => {
        const { actions, moneyLabel } = vratRowActions(contract, caller, today);
        return {
          actions,
          label: (action) => t(action === 'money' ? `actions.${moneyLabel}` : `actions.${kebab(action)}`),
        };
      }}
      onAction={onAction}
    />
  );
};
