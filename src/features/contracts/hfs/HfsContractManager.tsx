import { Alert, Button, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
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
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { formatDate } from '../../../shared/i18n/formatDate';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';
import { Pager } from '../../../shared/ui/Pager';
import { formatMoney } from '../shared/money';
import { MoneyDialog } from '../shared/MoneyDialog';
import { RenewDialog } from '../shared/RenewDialog';
import { HfsBalanceStrip } from './components/HfsBalanceStrip';
import { HfsContractFormDialog } from './components/HfsContractFormDialog';
import { HfsContractTable, rowActions, stateAllows, type RowAction } from './components/HfsContractTable';
import { HfsRecordsDialog } from './components/HfsRecordsDialog';
import { HfsReminderDialog } from './components/HfsReminderDialog';
import { HfsSellPriceDialog } from './components/HfsSellPriceDialog';
import { HfsUsageDrawer } from './components/HfsUsageDrawer';
import { HfsResourcesDialog } from './resources/HfsResourcesDialog';
import { useRechargeCeilingHint } from './resources/useRechargeCeilingHint';
import './hfs-contracts.css';
import { kebab } from '../shared/catalogueKey';

// Spec 002 §9: contract list page size 10.
const PAGE_SIZE = 10;

type Confirmable = 'enable' | 'stop' | 'reEnable' | 'delete';
type Open =
  | { kind: 'form'; contract: HfsContractFieldsFragment | null }
  | { kind: 'money'; contract: HfsContractFieldsFragment; afterCreate: boolean; parentBalance: number | null }
  | { kind: 'renew' | 'records' | 'usage' | 'sellPrice' | 'resources'; contract: HfsContractFieldsFragment }
  | { kind: 'confirm'; action: Confirmable; contract: HfsContractFieldsFragment }
  | { kind: 'reminder' };

const RenewFor = ({ contract, onClose }: { contract: HfsContractFieldsFragment; onClose: () => void }) => {
  const { t, i18n } = useTranslation('contracts');
  const toasts = useErrorToasts();
  const [{ data }] = useQuery({
    query: HfsDateLimitsDocument,
    variables: { tenantId: contract.tenantId },
    requestPolicy: 'network-only',
  });
  const [renewed, renew] = useMutation(RenewHfsContractDocument);
  return (
    <RenewDialog
      contract={contract}
      limits={data?.hfsDateLimits}
      busy={renewed.fetching}
      onClose={onClose}
      onRenew={(endTime) =>
        void renew({ contractId: contract.id, endTime }).then((result) => {
          if (result.error) return;
          toasts.showSuccess(t('renew.done', { end: formatDate(endTime, i18n.language) }));
          onClose();
        })
      }
    />
  );
};

/**
 * The HFS contract screen of one tenant (spec 002 §2 item 5): balance summary, the contracts with
 * exactly the actions their state and the caller's profile allow, and the dialogs behind them.
 * Every ContractChanged event of the caller's tenant reloads it, so a second screen follows along.
 */
export const HfsContractManager = ({ tenantId }: { tenantId: string }) => {
  const { t } = useTranslation('contracts');
  const toasts = useErrorToasts();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open | null>(null);
  const ceilingHint = useRechargeCeilingHint(open?.kind === 'money' ? open.contract.id : null);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: HfsContractManagerDocument,
    variables: { tenantId, skipCount: (page - 1) * PAGE_SIZE, maxResultCount: PAGE_SIZE },
    context: NO_ERROR_TOAST,
  });
  const reload = () => reexecute(LIVE_REFETCH);
  useCentreEvents({ refetch: reload, refetchOn: (event) => event.type === 'ContractChanged', tenantId });
  const [, recharge] = useMutation(RechargeHfsContractDocument);
  const [enableState, enable] = useMutation(EnableHfsContractDocument);
  const [stopState, stop] = useMutation(StopHfsContractDocument);
  const [reEnableState, reEnable] = useMutation(ReEnableHfsContractDocument);
  const [deleteState, remove] = useMutation(DeleteHfsContractDocument);
  const confirmBusy = enableState.fetching || stopState.fetching || reEnableState.fetching || deleteState.fetching;
  const close = () => setOpen(null);

  if (!data) {
    if (fetching) return <Spinner className="atrium-hfs-loading" />;
    return <NonIdealState icon="error" title={t('list.load-failed')} description={error?.message} />;
  }
  const list = data.hfsContracts;
  const summary = data.hfsBalanceSummary;
  const caller = list.caller;
  const parentBalance = list.hasParentTenant ? (summary.parentLatestContract?.balance ?? null) : null;

  const onAction = (action: RowAction, contract: HfsContractFieldsFragment) => {
    if (action === 'edit') setOpen({ kind: 'form', contract });
    else if (action === 'money') setOpen({ kind: 'money', contract, afterCreate: false, parentBalance });
    else if (action === 'enable' || action === 'stop' || action === 'reEnable' || action === 'delete')
      setOpen({ kind: 'confirm', action, contract });
    else setOpen({ kind: action, contract });
  };

  const confirm = async (action: Confirmable, contract: HfsContractFieldsFragment) => {
    const variables = { id: contract.id };
    if (action === 'delete') {
      const result = await remove(variables);
      if (!result.data) return;
      toasts.showSuccess(t('confirm.deleted', { amount: formatMoney(result.data.deleteHfsContract.returnedAmount) }));
    } else {
      const run = action === 'enable' ? enable : action === 'stop' ? stop : reEnable;
      const result = await run(variables);
      if (result.error) return;
      toasts.showSuccess(t(`confirm.${kebab(action)}-done`));
    }
    close();
  };

  const money = open?.kind === 'money' ? open : null;
  const moneyRules = money ? rowActions(money.contract, caller, list.today) : null;
  return (
    <div className="atrium-hfs-manager">
      <H4 className="atrium-hfs-tenant">{t('list.tenant', { name: list.tenantName })}</H4>
      <HfsBalanceStrip summary={summary} />
      <div className="atrium-hfs-toolbar">
        {caller.manages && (
          <Button
            intent="primary"
            icon="add"
            text={t('actions.create')}
            onClick={() => setOpen({ kind: 'form', contract: null })}
          />
        )}
        <Button icon="notifications" text={t('actions.reminder')} onClick={() => setOpen({ kind: 'reminder' })} />
      </div>
      {list.items.length === 0 ? (
        <NonIdealState
          icon="document"
          title={t('list.empty')}
          description={caller.manages ? t('list.empty-manage') : t('list.empty-view')}
        />
      ) : (
        <HfsContractTable contracts={list.items} caller={caller} today={list.today} onAction={onAction} />
      )}
      {list.totalCount > PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          totalCount={list.totalCount}
          pageSizes={[PAGE_SIZE]}
          onPageChange={setPage}
          onPageSizeChange={() => undefined}
        />
      )}

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
      {open?.kind === 'renew' && <RenewFor contract={open.contract} onClose={close} />}
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
        <Alert
          isOpen
          icon={open.action === 'delete' || open.action === 'stop' ? 'warning-sign' : 'info-sign'}
          intent={open.action === 'delete' || open.action === 'stop' ? 'danger' : 'primary'}
          loading={confirmBusy}
          confirmButtonText={t(`actions.${kebab(open.action)}`)}
          cancelButtonText={t('actions.cancel')}
          onCancel={close}
          onConfirm={() => void confirm(open.action, open.contract)}
        >
          {t(`confirm.${kebab(open.action)}`)}
        </Alert>
      )}
    </div>
  );
};
