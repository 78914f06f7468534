import { Button, Dialog, DialogBody, EditableText, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  DeleteHfsRechargeRecordDocument,
  EditHfsRechargeRemarkDocument,
  HfsRechargeRecordsDocument,
  HfsRecordsDocument,
} from '../../../../generated/graphql';
import { useErrorToasts } from '../../../../shared/errors/useErrorToasts';
import { formatDate } from '../../../../shared/i18n/formatDate';
import { formatOptionalYuan } from '../../../../shared/money/yuan';
import { ConfirmDeleteAlert } from '../../shared/ConfirmDeleteAlert';
import { RecordTable } from '../../shared/RecordTable';
import { usePagedRecords } from '../../shared/usePagedRecords';
import { kebab } from '../../shared/catalogueKey';

// A record's state: a deleted one, and the entry that undid it, stay in the list (spec 002 §4).
const RECORD_STATE: Record<string, string> = {
  Recharge: 'money.recharge',
  Deduct: 'money.deduct',
  Deleted: 'resources.record-state.deleted',
  Reversal: 'resources.record-state.reversal',
};

type HfsRecordsDialogProps = {
  contractId: string;
  /** Operation and price records are for the states that list viewRecords (spec 002 §4). */
  showsOperations: boolean;
  /** Recharge-record remarks may be corrected in NotEnable, NotActive and Active (spec 002 §4). */
  editsRemarks: boolean;
  onClose: () => void;
};

const OperationRecords = ({ contractId }: { contractId: string }) => {
  const { t, i18n } = useTranslation('contracts');
  const { table } = usePagedRecords(HfsRecordsDocument, { contractId }, (data) => data.hfsOperationRecords);
  return (
    <RecordTable
      {...table}
      columns={[
        {
          key: 'type',
          label: t('records.operate-type'),
          render: (r) => t(`operation.${kebab(r.operateType)}`, { defaultValue: r.operateType }),
        },
        { key: 'end', label: t('fields.end-time'), render: (r) => formatDate(r.endTime, i18n.language) },
        {
          key: 'price',
          label: t('fields.min-sell-price'),
          render: (r) => (r.minSellingPrice == null ? '' : formatOptionalYuan(r.minSellingPrice)),
        },
        { key: 'who', label: t('records.operator'), render: (r) => r.operateName },
      ]}
    />
  );
};

const RechargeRecords = ({ contractId, editsRemarks }: { contractId: string; editsRemarks: boolean }) => {
  const { t } = useTranslation('contracts');
  const [deleting, setDeleting] = useState<string | null>(null);
  const [removal, remove] = useMutation(DeleteHfsRechargeRecordDocument);
  const toasts = useErrorToasts();
  const { table, reexecute } = usePagedRecords(
    HfsRechargeRecordsDocument,
    { contractId },
    (data) => data.hfsRechargeRecords,
  );
  return (
    <>
      <RecordTable
        {...table}
        columns={[
          {
            key: 'state',
            label: t('records.kind'),
            render: (r) => t(RECORD_STATE[r.state] ?? 'money.recharge'),
          },
          { key: 'money', label: t('records.money'), render: (r) => formatOptionalYuan(r.money) },
          {
            key: 'remark',
            label: t('fields.remark'),
            render: (r) =>
              editsRemarks && (r.state === 'Recharge' || r.state === 'Deduct') ? (
                <RemarkEditor id={r.id} remark={r.remark} />
              ) : (
                r.remark
              ),
          },
          { key: 'who', label: t('records.operator'), render: (r) => r.operateName },
          ...(editsRemarks
            ? [
                {
                  key: 'delete',
                  label: t('fields.actions'),
                  render: (r: { id: string; state: string }) =>
                    r.state === 'Recharge' || r.state === 'Deduct' ? (
                      <Button
                        size="small"
                        variant="minimal"
                        intent="danger"
                        text={t('actions.delete')}
                        onClick={() => setDeleting(r.id)}
                      />
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      {deleting && (
        <ConfirmDeleteAlert
          busy={removal.fetching}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const result = await remove({ contractId, id: deleting });
            setDeleting(null);
            if (result.error) return;
            toasts.showSuccess(t('resources.record-deleted'));
            reexecute({ requestPolicy: 'network-only' });
          }}
        >
          {t('resources.confirm-delete-record')}
        </ConfirmDeleteAlert>
      )}
    </>
  );
};

/** A remark edited in place: saved when the field loses focus or Enter is pressed. */
const RemarkEditor = ({ id, remark }: { id: string; remark: string }) => {
  const { t } = useTranslation('contracts');
  const [, edit] = useMutation(EditHfsRechargeRemarkDocument);
  const toasts = useErrorToasts();
  return (
    <EditableText
      defaultValue={remark}
      maxLength={200}
      placeholder={t('records.remark-placeholder')}
      onConfirm={async (value) => {
        if (value === remark) return;
        // A refusal is toasted by the client, as every failed operation is.
        const result = await edit({ id, remark: value });
        if (!result.error) toasts.showSuccess(t('records.remark-saved'));
      }}
    />
  );
};

/** A contract's recharge records and (where its state allows) its operation and price records. */
export const HfsRecordsDialog = ({ contractId, showsOperations, editsRemarks, onClose }: HfsRecordsDialogProps) => {
  const { t } = useTranslation('contracts');
  return (
    <Dialog isOpen title={t('records.title')} icon="history" style={{ width: 800 }} onClose={onClose}>
      <DialogBody>
        <Tabs id="atrium-hfs-records" defaultSelectedTabId="recharge" renderActiveTabPanelOnly>
          <Tab
            id="recharge"
            title={t('records.recharge-tab')}
            panel={<RechargeRecords contractId={contractId} editsRemarks={editsRemarks} />}
          />
          {showsOperations && (
            <Tab
              id="operations"
              title={t('records.operation-tab')}
              panel={<OperationRecords contractId={contractId} />}
            />
          )}
        </Tabs>
      </DialogBody>
    </Dialog>
  );
};
