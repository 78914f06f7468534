import { Alert, Button, H4, Menu, MenuItem, NonIdealState, Popover, Spinner } from '@blueprintjs/core';
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
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { formatDate } from '../../../shared/i18n/formatDate';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';
import { Pager } from '../../../shared/ui/Pager';
import { kebab } from '../shared/catalogueKey';
import { formatMoney } from '../shared/money';
import { MoneyDialog } from '../shared/MoneyDialog';
import { RenewDialog } from '../shared/RenewDialog';
import { VratBalanceStrip } from './components/VratBalanceStrip';
import { VratContractFormDialog } from './components/VratContractFormDialog';
import { VratContractTable } from './components/VratContractTable';
import { VratRecordsDialog } from './components/VratRecordsDialog';
import { VratReminderDialog, type ReminderKind } from './components/VratReminderDialog';
import { VratUnitPriceDialog } from './components/VratUnitPriceDialog';
import { vratAllowed, type VratRowAction } from './rowActions';
import { useLineLabel } from './useLineLabel';
import './vrat-contracts.css';

// Spec 002 §9: contract list page size 10.
const PAGE_SIZE = 10;

type Contract = VratContractFieldsFragment;
type Confirmable = 'enable' | 'stop' | 'reEnable' | 'delete';
type Open =
  | { kind: 'form'; contract: Contract | null }
  | { kind: 'money'; contract: Contract; afterCreate: boolean }
  | { kind: 'renew' | 'records' | 'unitPrice'; contract: Contract }
  | { kind: 'confirm'; action: Confirmable; contract: Contract }
  | { kind: 'reminder'; which: ReminderKind };

const RenewFor = ({ contract, onClose }: { contract: Contract; onClose: () => void }) => {
  const { t, i18n } = useTranslation('contracts');
  const toasts = useErrorToasts();
  const [{ data }] = useQuery({
    query: VratDateLimitsDocument,
    variables: { tenantId: contract.tenantId },
    requestPolicy: 'network-only',
  });
  const [renewed, renew] = useMutation(RenewVratContractDocument);
  return (
    <RenewDialog
      contract={contract}
      limits={data?.vratDateLimits}
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
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open | null>(null);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: VratContractManagerDocument,
    variables: { tenantId, skipCount: (page - 1) * PAGE_SIZE, maxResultCount: PAGE_SIZE },
    context: NO_ERROR_TOAST,
  });
  const reload = () => reexecute(LIVE_REFETCH);
  useCentreEvents({ refetch: reload, refetchOn: (event) => event.type === 'ContractChanged', tenantId });
  const [enableState, enable] = useMutation(EnableVratContractDocument);
  const [stopState, stop] = useMutation(StopVratContractDocument);
  const [reEnableState, reEnable] = useMutation(ReEnableVratContractDocument);
  const [deleteState, remove] = useMutation(DeleteVratContractDocument);
  const confirmBusy = enableState.fetching || stopState.fetching || reEnableState.fetching || deleteState.fetching;
  const close = () => setOpen(null);

  if (!data) {
    if (fetching) return <Spinner className="atrium-vrat-loading" />;
    return <NonIdealState icon="error" title={t('list.load-failed')} description={error?.message} />;
  }
  const list = data.vratContracts;
  const caller = list.caller;

  const onAction = (action: VratRowAction, contract: Contract) => {
    if (action === 'edit') setOpen({ kind: 'form', contract });
    else if (action === 'money') setOpen({ kind: 'money', contract, afterCreate: false });
    else if (action === 'enable' || action === 'stop' || action === 'reEnable' || action === 'delete')
      setOpen({ kind: 'confirm', action, contract });
    else setOpen({ kind: action, contract });
  };

  const confirm = async (action: Confirmable, contract: Contract) => {
    const variables = { id: contract.id };
    if (action === 'delete') {
      const result = await remove(variables);
      if (!result.data) return;
      const back = result.data.deleteVratContract;
      toasts.showSuccess(
        t('confirm.deleted', { amount: formatMoney(back.returnedAmount), times: back.returnedFreeTimes }),
      );
    } else {
      const run = action === 'enable' ? enable : action === 'stop' ? stop : reEnable;
      const result = await run(variables);
      if (result.error) return;
      toasts.showSuccess(t(`confirm.${kebab(action)}-done`));
    }
    close();
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
  const danger = open?.kind === 'confirm' && (open.action === 'delete' || open.action === 'stop');
  return (
    <div className="atrium-vrat-manager">
      <div className="atrium-vrat-head">
        <H4>{t('list.tenant', { name: list.tenantName, line })}</H4>
        <Popover content={reminderMenu} placement="bottom-end">
          <Button icon="cog" endIcon="caret-down" text={t('actions.settings')} />
        </Popover>
      </div>
      {caller.seesBalanceAndStopTime || caller.manages ? <VratBalanceStrip summary={data.vratBalanceSummary} /> : null}
      {caller.manages && (
        <div className="atrium-vrat-toolbar">
          <Button
            intent="primary"
            icon="add"
            text={t('actions.create')}
            onClick={() => setOpen({ kind: 'form', contract: null })}
          />
        </div>
      )}
      {list.items.length === 0 ? (
        <NonIdealState
          icon="document"
          title={t('list.empty', { line })}
          description={caller.manages ? t('list.empty-manage') : t('list.empty-view')}
        />
      ) : (
        <VratContractTable contracts={list.items} caller={caller} today={list.today} onAction={onAction} />
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
      {open?.kind === 'renew' && <RenewFor contract={open.contract} onClose={close} />}
      {open?.kind === 'records' && <VratRecordsDialog contractId={open.contract.id} onClose={close} />}
      {open?.kind === 'unitPrice' && <VratUnitPriceDialog contract={open.contract} onClose={close} />}
      {open?.kind === 'reminder' && <VratReminderDialog tenantId={tenantId} kind={open.which} onClose={close} />}
      {open?.kind === 'confirm' && (
        <Alert
          isOpen
          icon={danger ? 'warning-sign' : 'info-sign'}
          intent={danger ? 'danger' : 'primary'}
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
