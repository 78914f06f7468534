import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  CreateDepositsDocument,
  DeleteDepositDocument,
  DepositListDocument,
  UpdateDepositDocument,
  type DepositFieldsFragment,
  type DepositListQuery,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { formatYuanAmount } from '../../../shared/money/yuan';
import { ListTable } from '../../../shared/ui/ListTable';
import { PagedListView } from '../../../shared/ui/PagedListView';
import { useTenantRecords } from '../hooks/useTenantRecords';
import { ConfirmDeleteAlert } from './ConfirmDeleteAlert';
import { DepositForm, type DepositDraft } from './DepositForm';
import { EmptyState } from '../../../shared/ui/EmptyState';

// Yuan from the wire (two decimals) to fen for the shared formatter: exact for two decimals.
const yuan = formatYuanAmount;

/** The deposits tab: the tenant's earnest money, newest first, with add, edit and delete. */
export const DepositTab = ({ tenantId }: { tenantId: string }) => {
  const { t } = useTranslation('deposits');
  const toasts = useErrorToasts();
  const [editing, setEditing] = useState<DepositFieldsFragment | null>(null);
  const [created, create] = useMutation(CreateDepositsDocument);
  const [updated, update] = useMutation(UpdateDepositDocument);
  const [removed, remove] = useMutation(DeleteDepositDocument);
  const { data, reload, view, deleting, setDeleting, confirmDelete } = useTenantRecords<
    DepositListQuery,
    DepositFieldsFragment
  >(DepositListDocument, tenantId, remove, (deposit) => {
    if (editing?.id === deposit.id) setEditing(null);
  });
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

  const table = (items: DepositFieldsFragment[]) => (
    <ListTable
      className="atrium-deposit-table"
      label={t('tabs.deposits')}
      columns={[t('deposits.money'), t('deposits.remark'), t('deposits.creation-time'), t('deposits.actions')]}
    >
      {items.map((deposit) => (
        <tr key={deposit.id}>
          <td>{yuan(deposit.money)}</td>
          <td>{deposit.remark}</td>
          <td>{formatDateTime(deposit.creationTime)}</td>
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
    </ListTable>
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
        {...view}
        list={list}
        loadFailedTitle={t('deposits.load-failed')}
        empty={<EmptyState icon="bank-account" title={t('deposits.empty')} layout="horizontal" />}
        renderTable={table}
      />
      <ConfirmDeleteAlert
        question={deleting ? t('deposits.delete-question', { money: yuan(deleting.money) }) : null}
        busy={removed.fetching}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
};
