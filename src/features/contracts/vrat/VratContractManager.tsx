import { Button, Menu, MenuItem, Popover, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  DeleteVratContractDocument,
  EnableVratContractDocument,
  ReEnableVratContractDocument,
  RechargeVratContractDocument,
  RenewVratContractDocument,
  StopVratContractDocument,
  VratContractManagerDocument,
  VratDateLimitsDocument,
  VratRechargeLimitsDocument,
  type VratContractFieldsFragment,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { ContractPager } from '../shared/ContractPager';
import { ContractProjectSwitch } from '../shared/ContractProjectSwitch';
import { isConfirmable, LifecycleConfirm, type Confirmable } from '../shared/LifecycleConfirm';
import { formatOptionalYuan } from '../../../shared/money/yuan';
import { MoneyDialog } from '../shared/MoneyDialog';
import { RenewContract } from '../shared/RenewContract';
import { useContractList } from '../shared/useContractList';
import { VratBalanceStrip } from './components/VratBalanceStrip';
import { VratContractFormDialog } from './components/VratContractFormDialog';
import { VratContractTable } from './components/VratContractTable';
import { VratRecordsDialog } from './components/VratRecordsDialog';
import { VratReminderDialog, type ReminderKind } from './components/VratReminderDialog';
import { VratUnitPriceDialog } from './components/VratUnitPriceDialog';
import { vratAllowed, type VratRowAction } from './rowActions';
import { useLineLabel } from './useLineLabel';
import '../shared/contracts.css';
import './vrat-contracts.css';
import { ContractManagerHead } from '../shared/ContractManagerHead';
import { EmptyState } from '../../../shared/ui/EmptyState';

type Contract = VratContractFieldsFragment;
type Open =
  | { kind: 'form'; contract: Contract | null }
  | { kind: 'money'; contract: Contract; afterCreate: boolean }
  | { kind: 'renew' | 'records' | 'unitPrice'; contract: Contract }
  | { kind: 'confirm'; action: Confirmable; contract: Contract }
  | { kind: 'reminder'; which: ReminderKind };

const LIFECYCLE = {
  enable: EnableVratContractDocument,
  stop: StopVratContractDocument,
  reEnable: ReEnableVratContractDocument,
  delete: DeleteVratContractDocument,
};

type MoneyForProps = { open: Extract<Open, { kind: 'money' }>; today: string; title: string; onClose: () => void };

/** The recharge or deduct dialog of one contract, with its recharge maximum and whom to tell. */
const MoneyFor = ({ open, today, title, onClose }: MoneyForProps) => {
  const { t } = useTranslation('vrat-contracts');
  const toasts = useErrorToasts();
  const { contract } = open;
  const [{ data }] = useQuery({
    query: VratRechargeLimitsDocument,
    variables: { tenantId: contract.tenantId, contractId: contract.id },
    requestPolicy: 'network-only',
  });
  const [, recharge] = useMutation(RechargeVratContractDocument);
  const allowed = vratAllowed(contract, today);
  const parent = data?.vratParentMoney;
  return (
    <MoneyDialog
      title={title}
      mayRecharge={open.afterCreate || allowed.has('recharge')}
      mayDeduct={!open.afterCreate && allowed.has('deduct')}
      parentBalance={parent?.required ? (parent.parentLatestContract?.balance ?? null) : null}
      freeTimes={{ unitPrice: contract.unitPrice ?? null, rechargeMaximum: parent?.rechargeMaximum ?? null }}
      contactsOf={{ line: 'vrat', tenantId: contract.tenantId }}
      onClose={onClose}
      submit={async (movement, idempotencyKey) => {
        const result = await recharge({
          input: { contractId: contract.id, freeTimes: 0, ...movement },
          idempotencyKey,
        });
        if (result.error) return false;
        toasts.showSuccess(t(movement.isRecharge ? 'money.recharged' : 'money.deducted'));
        return true;
      }}
    />
  );
};

/**
 * The VRAT contract screen of one tenant (spec 002 §2 item 6): balance summary, the contracts with
 * the actions their state and the caller's profile allow, the top-right reminder menu. Every
 * ContractChanged event of the tenant reloads it, so a second screen follows along.
 */
export const VratContractManager = ({ tenantId }: { tenantId: string }) => {
  const { t } = useTranslation('vrat-contracts');
  const line = useLineLabel();
  const toasts = useErrorToasts();
  const [open, setOpen] = useState<Open | null>(null);
  const { data, fetching, error, page, setPage } = useContractList(VratContractManagerDocument, tenantId);
  const close = () => setOpen(null);

  if (!data) {
    if (fetching) return <Spinner className="atrium-contract-loading" />;
    return <EmptyState icon="error" title={t('list.load-failed')} description={error?.message} />;
  }
  const list = data.vratContracts;
  const caller = list.caller;

  const onAction = (action: VratRowAction, contract: Contract) => {
    if (action === 'edit') setOpen({ kind: 'form', contract });
    else if (action === 'money') setOpen({ kind: 'money', contract, afterCreate: false });
    else if (isConfirmable(action)) setOpen({ kind: 'confirm', action, contract });
    else setOpen({ kind: action, contract });
  };

  const reminderMenu = (
    <Menu>
      <MenuItem
        icon="numerical"
        text={t('actions.reminder-times')}
        onClick={() => setOpen({ kind: 'reminder', which: 'times' })}
      />
      <MenuItem
        icon="dollar"
        text={t('actions.reminder-amount')}
        onClick={() => setOpen({ kind: 'reminder', which: 'amount' })}
      />
      <MenuItem
        icon="people"
        text={t('actions.reminder-contacts')}
        onClick={() => setOpen({ kind: 'reminder', which: 'contacts' })}
      />
    </Menu>
  );
  return (
    <div className="atrium-contract-manager">
      <ContractManagerHead
        title={t('list.tenant', { name: list.tenantName, line })}
        settings={
          <Popover content={reminderMenu} placement="bottom-end">
            <Button icon="cog" endIcon="caret-down" text={t('actions.settings')} />
          </Popover>
        }
      />
      {caller.seesBalanceAndStopTime || caller.manages ? <VratBalanceStrip summary={data.vratBalanceSummary} /> : null}
      {caller.manages && (
        <div className="atrium-contract-toolbar">
          <Button
            intent="primary"
            icon="add"
            text={t('actions.create')}
            onClick={() => setOpen({ kind: 'form', contract: null })}
          />
          <ContractProjectSwitch tenantId={tenantId} line="vrat" />
        </div>
      )}
      {list.items.length === 0 ? (
        <EmptyState
          icon="document"
          title={t('list.empty', { line })}
          description={caller.manages ? t('list.empty-manage') : t('list.empty-view')}
        />
      ) : (
        <VratContractTable contracts={list.items} caller={caller} today={list.today} onAction={onAction} />
      )}
      <ContractPager page={page} totalCount={list.totalCount} onPageChange={setPage} />

      {open?.kind === 'form' && (
        <VratContractFormDialog
          tenantId={tenantId}
          line={line}
          contract={open.contract}
          onClose={close}
          onSaved={() => toasts.showSuccess(t('form.saved'))}
          onCreated={(contract) => {
            toasts.showSuccess(t('form.created'));
            setOpen({ kind: 'money', contract, afterCreate: true });
          }}
        />
      )}
      {open?.kind === 'money' && (
        <MoneyFor
          open={open}
          today={list.today}
          title={
            open.afterCreate
              ? t('money.after-create-title')
              : t(vratAllowed(open.contract, list.today).has('recharge') ? 'actions.recharge-deduct' : 'actions.deduct')
          }
          onClose={close}
        />
      )}
      {open?.kind === 'renew' && (
        <RenewContract
          contract={open.contract}
          limitsQuery={VratDateLimitsDocument}
          pickLimits={(limits) => limits.vratDateLimits}
          renewMutation={RenewVratContractDocument}
          onClose={close}
        />
      )}
      {open?.kind === 'records' && <VratRecordsDialog contractId={open.contract.id} onClose={close} />}
      {open?.kind === 'unitPrice' && <VratUnitPriceDialog contract={open.contract} onClose={close} />}
      {open?.kind === 'reminder' && <VratReminderDialog tenantId={tenantId} kind={open.which} onClose={close} />}
      {open?.kind === 'confirm' && (
        <LifecycleConfirm
          ns="vrat-contracts"
          action={open.action}
          contractId={open.contract.id}
          mutations={LIFECYCLE}
          deletedValues={({ deleteVratContract: back }) => ({
            amount: formatOptionalYuan(back.returnedAmount),
            times: back.returnedFreeTimes,
          })}
          onClose={close}
        />
      )}
    </div>
  );
};
