import { Button, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  CreateDepositsDocument,
  DeleteDepositDocument,
  DepositListDocument,
  UpdateDepositDocument,
  type DepositFieldsFragment,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { formatYuan } from '../../../shared/i18n/currency';
import { PagedListView } from '../../../shared/ui/PagedListView';
import { COMMERCIAL_PAGE_SIZE, pageSizeOptions } from '../../../shared/ui/pageSizes';
import { usePagingState } from '../../../shared/ui/usePagingState';
import { ConfirmDeleteAlert } from './ConfirmDeleteAlert';
import { DepositForm, type DepositDraft } from './DepositForm';

// Yuan from the wire (two decimals) to fen for the shared formatter: exact for two decimals.
const yuan = (money: number) => formatYuan(Math.round(money * 100));

/** The deposits tab: the tenant's earnest money, newest first, with add, edit and delete. */
export const DepositTab = ({ tenantId }: { tenantId: string }) => {
  const { t, i18n } = useTranslation('deposits');
  const toasts = useErrorToasts();
  const paging = usePagingState(COMMERCIAL_PAGE_SIZE);
  const [editing, setEditing] = useState<DepositFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<DepositFieldsFragment | null>(null);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: DepositListDocument,
    variables: { tenantId, skipCount: paging.skipCount, maxResultCount: paging.maxResultCount },
    context: NO_ERROR_TOAST,
  });
  const [created, create] = useMutation(CreateDepositsDocument);
  const [updated, update] = useMutation(UpdateDepositDocument);
  const [removed, remove] = useMutation(DeleteDepositDocument);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const list = data?.deposits;

  const handleSubmit = async (draft: DepositDraft) => {
    const input = { money: draft.money, remark: draft.remark };
    const result = editing
      ? await update({ id: editing.id, tenantId, input })
      : await create({ tenantId, earnestMonies: [input] });
    if (result.error) return;
    toasts.showSuccess(editing ? t('toast.updated') : t('toast.added'));
    setEditing(null);
    reload();
  };

  const handleDelete = async () => {
    if (!deleting) return;
    const result = await remove({ id: deleting.id, tenantId });
    setDeleting(null);
    if (result.error) return;
    toasts.showSuccess(t('toast.deleted'));
    if (editing?.id === deleting.id) setEditing(null);
    reload();
  };

  const table = (items: DepositFieldsFragment[]) => (
    <HTMLTable compact striped className="atrium-deposit-table" aria-label={t('tabs.deposits')}>
      <thead>
        <tr>
          <th>{t('deposits.money')}</th>
          <th>{t('deposits.remark')}</th>
          <th>{t('deposits.creation-time')}</th>
          <th>{t('deposits.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((deposit) => (
          <tr key={deposit.id}>
            <td>{yuan(deposit.money)}</td>
            <td>{deposit.remark}</td>
            <td>{formatDateTime(deposit.creationTime, i18n.language)}</td>
            <td>
              <Button
                variant="minimal"
                icon="edit"
                aria-label={t('deposits.edit', { money: yuan(deposit.money) })}
                onClick={() => setEditing(deposit)}
              />
              <Button
                variant="minimal"
                intent="danger"
                icon="trash"
                aria-label={t('deposits.delete', { money: yuan(deposit.money) })}
                onClick={() => setDeleting(deposit)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );

  return (
    <div className="atrium-deposit-tab">
      <DepositForm
        key={editing?.id ?? 'new'}
        editing={editing}
        busy={created.fetching || updated.fetching}
        onSubmit={(draft) => void handleSubmit(draft)}
        onCancelEdit={() => setEditing(null)}
      />
      <PagedListView
        list={list}
        fetching={fetching}
        error={error}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizes={pageSizeOptions(paging.pageSize)}
        onChange={paging.update}
        loadFailedTitle={t('deposits.load-failed')}
        empty={<NonIdealState icon="bank-account" title={t('deposits.empty')} layout="horizontal" />}
        renderTable={table}
      />
      <ConfirmDeleteAlert
        question={deleting ? t('deposits.delete-question', { money: yuan(deleting.money) }) : null}
        busy={removed.fetching}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
};
