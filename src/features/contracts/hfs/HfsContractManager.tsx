import { Button, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  DeleteHfsContractDocument,
  EnableHfsContractDocument,
  HfsContractManagerDocument,
  HfsDateLimitsDocument,
  ReEnableHfsContractDocument,
  RechargeHfsContractDocument,
  RenewHfsContractDocument,
  StopHfsContractDocument,
  type HfsContractFieldsFragment,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { ContractPager } from '../shared/ContractPager';
import { ContractProjectSwitch } from '../shared/ContractProjectSwitch';
import { isConfirmable, LifecycleConfirm, type Confirmable } from '../shared/LifecycleConfirm';
import { formatOptionalYuan } from '../../../shared/money/yuan';
import { MoneyDialog } from '../shared/MoneyDialog';
import { RenewContract } from '../shared/RenewContract';
import { useContractList } from '../shared/useContractList';
import { HfsBalanceStrip } from './components/HfsBalanceStrip';
import { HfsContractFormDialog } from './components/HfsContractFormDialog';
import { HfsContractTable, rowActions, stateAllows, type RowAction } from './components/HfsContractTable';
import { HfsRecordsDialog } from './components/HfsRecordsDialog';
import { HfsReminderDialog } from './components/HfsReminderDialog';
import { HfsSellPriceDialog } from './components/HfsSellPriceDialog';
import { HfsUsageDrawer } from './components/HfsUsageDrawer';
import { HfsResourcesDialog } from './resources/HfsResourcesDialog';
import { useRechargeCeilingHint } from './resources/useRechargeCeilingHint';
import '../shared/contracts.css';
import './hfs-contracts.css';
import { ContractManagerHead } from '../shared/ContractManagerHead';
import { EmptyState } from '../../../shared/ui/EmptyState';

type Open =
  | { kind: 'form'; contract: HfsContractFieldsFragment | null }
  | { kind: 'money'; contract: HfsContractFieldsFragment; afterCreate: boolean; parentBalance: number | null }
  | { kind: 'renew' | 'records' | 'usage' | 'sellPrice' | 'resources'; contract: HfsContractFieldsFragment }
  | { kind: 'confirm'; action: Confirmable; contract: HfsContractFieldsFragment }
  | { kind: 'reminder' };

const LIFECYCLE = {
  enable: EnableHfsContractDocument,
  stop: StopHfsContractDocument,
  reEnable: ReEnableHfsContractDocument,
  delete: DeleteHfsContractDocument,
};

/**
 * The HFS contract screen of one tenant (spec 002 §2 item 5): balance summary, the contracts with
 * exactly the actions their state and the caller's profile allow, and the dialogs behind them.
 * Every ContractChanged event of the caller's tenant reloads it, so a second screen follows along.
 */
export const HfsContractManager = ({ tenantId }: { tenantId: string }) => {
  const { t } = useTranslation('contracts');
  const toasts = useErrorToasts();
  const [open, setOpen] = useState<Open | null>(null);
  const ceilingHint = useRechargeCeilingHint(open?.kind === 'money' ? open.contract.id : null);
  const { data, fetching, error, page, setPage } = useContractList(HfsContractManagerDocument, tenantId);
  const [, recharge] = useMutation(RechargeHfsContractDocument);
  const close = () => setOpen(null);

  if (!data) {
    if (fetching) return <Spinner className="atrium-contract-loading" />;
    return <EmptyState icon="error" title={t('list.load-failed')} description={error?.message} />;
  }
  const list = data.hfsContracts;
  const summary = data.hfsBalanceSummary;
  const caller = list.caller;
  const parentBalance = list.hasParentTenant ? (summary.parentLatestContract?.balance ?? null) : null;

  const onAction = (action: RowAction, contract: HfsContractFieldsFragment) => {
    if (action === 'edit') setOpen({ kind: 'form', contract });
    else if (action === 'money') setOpen({ kind: 'money', contract, afterCreate: false, parentBalance });
    else if (isConfirmable(action)) setOpen({ kind: 'confirm', action, contract });
    else setOpen({ kind: action, contract });
  };

  const money = open?.kind === 'money' ? open : null;
  const moneyRules = money ? rowActions(money.contract, caller, list.today) : null;
  return (
    <div className="atrium-contract-manager">
      <ContractManagerHead
        title={t('list.tenant', { name: list.tenantName })}
        settings={
          <Button icon="notifications" text={t('actions.reminder')} onClick={() => setOpen({ kind: 'reminder' })} />
        }
      />
      <HfsBalanceStrip summary={summary} />
      <div className="atrium-contract-toolbar">
        {caller.manages && (
          <Button
            intent="primary"
            icon="add"
            text={t('actions.create')}
            onClick={() => setOpen({ kind: 'form', contract: null })}
          />
        )}
        {caller.manages && <ContractProjectSwitch tenantId={tenantId} line="hfs" />}
      </div>
      {list.items.length === 0 ? (
        <EmptyState
          icon="document"
          title={t('list.empty')}
          description={caller.manages ? t('list.empty-manage') : t('list.empty-view')}
        />
      ) : (
        <HfsContractTable contracts={list.items} caller={caller} today={list.today} onAction={onAction} />
      )}
      <ContractPager page={page} totalCount={list.totalCount} onPageChange={setPage} />

      {open?.kind === 'form' && (
        <HfsContractFormDialog
          tenantId={tenantId}
          contract={open.contract}
          showsSellingPrice={caller.profile === 'Admin' || caller.profile === 'CenterAdmin'}
          onClose={close}
          onSaved={() => toasts.showSuccess(t('form.saved'))}
          onCreated={(contract, parent) => {
            toasts.showSuccess(t('form.created'));
            setOpen({
              kind: 'money',
              contract,
              afterCreate: true,
              parentBalance: list.hasParentTenant ? parent : null,
            });
          }}
        />
      )}
      {money && moneyRules && (
        <MoneyDialog
          title={money.afterCreate ? t('money.after-create-title') : t(`actions.${moneyRules.moneyLabel}`)}
          mayRecharge={money.afterCreate || moneyRules.moneyLabel !== 'deduct'}
          mayDeduct={!money.afterCreate && moneyRules.moneyLabel !== 'recharge'}
          parentBalance={money.parentBalance}
          contactsOf={{ line: 'hfs', tenantId }}
          hint={ceilingHint}
          onClose={close}
          submit={async (movement, idempotencyKey) => {
            const result = await recharge({ input: { contractId: money.contract.id, ...movement }, idempotencyKey });
            if (result.error) return false;
            toasts.showSuccess(t(movement.isRecharge ? 'money.recharged' : 'money.deducted'));
            return true;
          }}
        />
      )}
      {open?.kind === 'renew' && (
        <RenewContract
          contract={open.contract}
          limitsQuery={HfsDateLimitsDocument}
          pickLimits={(limits) => limits.hfsDateLimits}
          renewMutation={RenewHfsContractDocument}
          onClose={close}
        />
      )}
      {open?.kind === 'records' && (
        <HfsRecordsDialog
          contractId={open.contract.id}
          showsOperations={stateAllows(open.contract, list.today, 'viewRecords')}
          editsRemarks={caller.manages && stateAllows(open.contract, list.today, 'editRecord')}
          onClose={close}
        />
      )}
      {open?.kind === 'usage' && <HfsUsageDrawer contractId={open.contract.id} onClose={close} />}
      {open?.kind === 'resources' && <HfsResourcesDialog contract={open.contract} today={list.today} onClose={close} />}
      {open?.kind === 'sellPrice' && <HfsSellPriceDialog contract={open.contract} onClose={close} />}
      {open?.kind === 'reminder' && <HfsReminderDialog tenantId={tenantId} onClose={close} />}
      {open?.kind === 'confirm' && (
        <LifecycleConfirm
          ns="contracts"
          action={open.action}
          contractId={open.contract.id}
          mutations={LIFECYCLE}
          deletedValues={(deleted) => ({ amount: formatOptionalYuan(deleted.deleteHfsContract.returnedAmount) })}
          onClose={close}
        />
      )}
    </div>
  );
};
