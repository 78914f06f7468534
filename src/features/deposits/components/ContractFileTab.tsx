import { Button, Callout, FileInput, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  ContractFileListDocument,
  DeleteContractFilesDocument,
  type ContractFileRecordFieldsFragment,
} from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { PagedListView } from '../../../shared/ui/PagedListView';
import { COMMERCIAL_PAGE_SIZE, pageSizeOptions } from '../../../shared/ui/pageSizes';
import { usePagingState } from '../../../shared/ui/usePagingState';
import { openContractFile } from '../hooks/openReviewFile';
import { useContractFileUpload } from '../hooks/useContractFileUpload';
import { ConfirmDeleteAlert } from './ConfirmDeleteAlert';

/** The contract files tab: the tenant's signed PDFs, with upload, preview in a new tab and delete. */
export const ContractFileTab = ({ tenantId }: { tenantId: string }) => {
  const { t, i18n } = useTranslation('deposits');
  const toasts = useErrorToasts();
  const upload = useContractFileUpload(tenantId);
  const paging = usePagingState(COMMERCIAL_PAGE_SIZE);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [deleting, setDeleting] = useState<ContractFileRecordFieldsFragment | null>(null);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ContractFileListDocument,
    variables: { tenantId, skipCount: paging.skipCount, maxResultCount: paging.maxResultCount },
    context: NO_ERROR_TOAST,
  });
  const [removed, remove] = useMutation(DeleteContractFilesDocument);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
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
    if (!openContractFile({ url, fileName: file.fileName })) toasts.showWarning(t('files.popup-blocked'));
  };

  const handleDelete = async () => {
    if (!deleting) return;
    const result = await remove({ id: deleting.id, tenantId });
    setDeleting(null);
    if (result.error) return;
    toasts.showSuccess(t('toast.deleted'));
    reload();
  };

  const table = (items: ContractFileRecordFieldsFragment[]) => (
    <HTMLTable compact striped className="atrium-deposit-table" aria-label={t('tabs.files')}>
      <thead>
        <tr>
          <th>{t('files.files')}</th>
          <th>{t('files.creation-time')}</th>
          <th>{t('files.actions')}</th>
        </tr>
      </thead>
      <tbody>
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
            <td>{formatDateTime(record.creationTime, i18n.language)}</td>
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
      </tbody>
    </HTMLTable>
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
        list={list}
        fetching={fetching}
        error={error}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizes={pageSizeOptions(paging.pageSize)}
        onChange={paging.update}
        loadFailedTitle={t('files.load-failed')}
        empty={<NonIdealState icon="document" title={t('files.empty')} layout="horizontal" />}
        renderTable={table}
      />
      <ConfirmDeleteAlert
        question={
          deleting ? t('files.delete-question', { name: deleting.contracts.map((f) => f.fileName).join(', ') }) : null
        }
        busy={removed.fetching}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
};
