import { Button, Callout, FileInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  ContractFileListDocument,
  DeleteContractFilesDocument,
  type ContractFileListQuery,
  type ContractFileRecordFieldsFragment,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { openReviewFile } from '../../../shared/review-file/reviewFileStore';
import { ListTable } from '../../../shared/ui/ListTable';
import { PagedListView } from '../../../shared/ui/PagedListView';
import { useContractFileUpload } from '../hooks/useContractFileUpload';
import { useTenantRecords } from '../hooks/useTenantRecords';
import { ConfirmDeleteAlert } from './ConfirmDeleteAlert';
import { EmptyState } from '../../../shared/ui/EmptyState';

/** The contract files tab: the tenant's signed PDFs, with upload, preview in a new tab and delete. */
export const ContractFileTab = ({ tenantId }: { tenantId: string }) => {
  const { t } = useTranslation('deposits');
  const toasts = useErrorToasts();
  const upload = useContractFileUpload(tenantId);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [removed, remove] = useMutation(DeleteContractFilesDocument);
  const { data, reload, view, deleting, setDeleting, confirmDelete } = useTenantRecords<
    ContractFileListQuery,
    ContractFileRecordFieldsFragment
  >(ContractFileListDocument, tenantId, remove);
  const list = data?.contractFiles;

  const handleFiles = async (files: File[]) => {
    setUploading(true);
    setProblem(null);
    const outcome = await upload(files);
    setUploading(false);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    toasts.showSuccess(t('toast.uploaded'));
    reload();
  };

  const handlePreview = (file: { url: string; fileName: string }) => {
    // The file's tenant travels with the address: the platform administrator has no tenant of its own.
    const url = `${file.url}?tenantId=${encodeURIComponent(tenantId)}`;
    if (!openReviewFile({ url, fileName: file.fileName, contentType: 'application/pdf', watermarked: true }))
      toasts.showWarning(t('files.popup-blocked'));
  };

  const table = (items: ContractFileRecordFieldsFragment[]) => (
    <ListTable
      className="atrium-deposit-table"
      label={t('tabs.files')}
      columns={[t('files.files'), t('files.creation-time'), t('files.actions')]}
    >
      {items.map((record) => (
        <tr key={record.id}>
          <td>
            {record.contracts.map((file) => (
              <Button
                key={file.url}
                variant="minimal"
                icon="eye-open"
                text={file.fileName}
                title={t('files.preview')}
                onClick={() => handlePreview(file)}
              />
            ))}
          </td>
          <td>{formatDateTime(record.creationTime)}</td>
          <td>
            <Button
              variant="minimal"
              intent="danger"
              icon="trash"
              aria-label={t('files.delete', { name: record.contracts.map((f) => f.fileName).join(', ') })}
              onClick={() => setDeleting(record)}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );

  return (
    <div className="atrium-deposit-tab">
      <div className="atrium-contract-upload">
        <FileInput
          key={inputKey}
          fill
          disabled={uploading}
          text={uploading ? t('files.uploading') : t('files.choose')}
          buttonText={t('files.browse')}
          inputProps={{ accept: '.pdf,application/pdf', multiple: true, 'aria-label': t('files.upload') }}
          onInputChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            if (files.length > 0) void handleFiles(files);
            // A new input, so choosing the same file again uploads it again.
            setInputKey((key) => key + 1);
          }}
        />
        <div className="bp6-form-helper-text">{t('files.hint')}</div>
        {problem && (
          <Callout intent="danger" role="alert" className="atrium-contract-upload-problem">
            {problem}
          </Callout>
        )}
      </div>
      <PagedListView
        {...view}
        list={list}
        loadFailedTitle={t('files.load-failed')}
        empty={<EmptyState icon="document" title={t('files.empty')} layout="horizontal" />}
        renderTable={table}
      />
      <ConfirmDeleteAlert
        question={
          deleting ? t('files.delete-question', { name: deleting.contracts.map((f) => f.fileName).join(', ') }) : null
        }
        busy={removed.fetching}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
};
