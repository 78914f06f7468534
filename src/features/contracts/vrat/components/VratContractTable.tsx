import { Button, HTMLTable, Tag, Tooltip, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type {
  ContractState,
  VratCallerFieldsFragment,
  VratContractFieldsFragment,
} from '../../../../generated/graphql';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { kebab } from '../../shared/catalogueKey';
import { formatMoney } from '../../shared/money';
import { vratRowActions, type VratRowAction } from '../rowActions';

const STATE_INTENT: Record<ContractState, Intent> = {
  Active: 'success',
  NotActive: 'primary',
  NotEnable: 'none',
  Deactivate: 'warning',
  Expired: 'danger',
};

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

type Props = {
  contracts: readonly VratContractFieldsFragment[];
  caller: VratCallerFieldsFragment;
  today: string;
  onAction: (action: VratRowAction, contract: VratContractFieldsFragment) => void;
};

/** The VRAT contracts of one tenant: open status and state, prices by profile (spec 002 §6), the row's actions. */
export const VratContractTable = ({ contracts, caller, today, onAction }: Props) => {
  const { t, i18n } = useTranslation('vrat-contracts');
  // The server names the price column for the caller's profile: selling, purchase or unit price.
  const priceLabel = t(`fields.${kebab(caller.priceLabel)}`, { defaultValue: t('fields.unit-price') });
  return (
    <HTMLTable striped className="atrium-vrat-table">
      <thead>
        <tr>
          <th>{t('fields.open-status')}</th>
          <th>{t('fields.state')}</th>
          <th>{t('fields.start-time')}</th>
          <th>{t('fields.end-time')}</th>
          <th>{priceLabel}</th>
          <th>{t('fields.amount')}</th>
          {caller.seesBalanceAndStopTime && <th>{t('fields.balance')}</th>}
          <th>{t('fields.consume-amount')}</th>
          <th>{t('fields.cumulative-allocation')}</th>
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
                <Tag intent={STATE_INTENT[contract.state]} minimal>
                  {t(`state.${kebab(contract.state)}`)}
                </Tag>
              </td>
              <td>{formatDate(contract.startTime, i18n.language)}</td>
              <td>{formatDate(contract.endTime, i18n.language)}</td>
              <td className="atrium-number">{formatMoney(contract.unitPrice)}</td>
              <td className="atrium-number">{formatMoney(contract.amount)}</td>
              {caller.seesBalanceAndStopTime && <td className="atrium-number">{formatMoney(contract.balance)}</td>}
              <td className="atrium-number">{formatMoney(contract.consumeAmount)}</td>
              <td className="atrium-number">{formatMoney(contract.cumulativeAllocation)}</td>
              <td className="atrium-number">{contract.freeTimes}</td>
              {caller.seesBalanceAndStopTime && <td>{formatDate(contract.stopTime, i18n.language)}</td>}
              <td>
                <Remark text={contract.remark} />
              </td>
              <td className="atrium-vrat-actions">
                {actions.map((action) => (
                  <Button
                    key={action}
                    size="small"
                    variant="minimal"
                    intent={action === 'delete' || action === 'stop' ? 'danger' : 'primary'}
                    text={t(action === 'money' ? `actions.${moneyLabel}` : `actions.${kebab(action)}`)}
                    onClick={() => onAction(action, contract)}
                  />
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
};
