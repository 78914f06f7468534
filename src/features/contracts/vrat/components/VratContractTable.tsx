import { HTMLTable, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { VratCallerFieldsFragment, VratContractFieldsFragment } from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { kebab } from '../../shared/catalogueKey';
import { ContractStateTag } from '../../shared/ContractStateTag';
import type { ContractTableProps } from '../../shared/contractTableProps';
import { MoneyColumnCells, MoneyColumnHeads } from '../../shared/MoneyColumns';
import { RowActionButtons } from '../../shared/RowActionButtons';
import { formatMoney } from '../../shared/money';
import { vratRowActions, type VratRowAction } from '../rowActions';

// Spec 002 §5: remarks of 10 or more characters are truncated with a tooltip.
const REMARK_CUT = 10;

const ELLIPSIS = '…';
const cut = (text: string) => [...text].slice(0, REMARK_CUT - 1).join('') + ELLIPSIS;

const Remark = ({ text }: { text: string }) =>
  [...text].length < REMARK_CUT ? (
    <>{text}</>
  ) : (
    <Tooltip content={text} placement="top">
      <span className="atrium-vrat-remark" tabIndex={0}>
        {cut(text)}
      </span>
    </Tooltip>
  );

type Props = ContractTableProps<VratContractFieldsFragment, VratCallerFieldsFragment, VratRowAction>;

/** The VRAT contracts of one tenant: open status and state, prices by profile (spec 002 §6), the row's actions. */
export const VratContractTable = ({ contracts, caller, today, onAction }: Props) => {
  const { t, i18n } = useTranslation('vrat-contracts');
  // The server names the price column for the caller's profile: selling, purchase or unit price.
  const priceLabel = t(`fields.${kebab(caller.priceLabel)}`, { defaultValue: t('fields.unit-price') });
  return (
    <HTMLTable striped className="atrium-contract-table">
      <thead>
        <tr>
          <th>{t('fields.open-status')}</th>
          <th>{t('fields.state')}</th>
          <th>{t('fields.start-time')}</th>
          <th>{t('fields.end-time')}</th>
          <th>{priceLabel}</th>
          <MoneyColumnHeads ns="vrat-contracts" seesBalance={caller.seesBalanceAndStopTime} />
          <th>{t('fields.free-times')}</th>
          {caller.seesBalanceAndStopTime && <th>{t('fields.stop-time')}</th>}
          <th>{t('fields.remark')}</th>
          <th>{t('fields.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {contracts.map((contract) => {
          const { actions, moneyLabel } = vratRowActions(contract, caller, today);
          return (
            <tr key={contract.id} data-contract-id={contract.id}>
              <td>{t(contract.status === 'NotEnable' ? 'open-status.not-enabled' : 'open-status.enabled')}</td>
              <td>
                <ContractStateTag ns="vrat-contracts" state={contract.state} />
              </td>
              <td>{formatDate(contract.startTime, i18n.language)}</td>
              <td>{formatDate(contract.endTime, i18n.language)}</td>
              <td className="atrium-number">{formatMoney(contract.unitPrice)}</td>
              <MoneyColumnCells contract={contract} seesBalance={caller.seesBalanceAndStopTime} />
              <td className="atrium-number">{contract.freeTimes}</td>
              {caller.seesBalanceAndStopTime && <td>{formatDate(contract.stopTime, i18n.language)}</td>}
              <td>
                <Remark text={contract.remark} />
              </td>
              <RowActionButtons
                actions={actions}
                label={(action) => t(action === 'money' ? `actions.${moneyLabel}` : `actions.${kebab(action)}`)}
                onAction={(action) => onAction(action, contract)}
              />
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
};
