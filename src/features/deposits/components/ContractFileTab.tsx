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
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { Pager } from '../../../shared/ui/Pager';
import { openContractFile } from '../hooks/openReviewFile';
import { useContractFileUpload } from '../hooks/useContractFileUpload';
import { COMMERCIAL_PAGE_SIZE, pageSizeOptions } from '../pageSizes';
import { ConfirmDeleteAlert } from './ConfirmDeleteAlert';

/** The contract files tab: the tenant's signed PDFs, with upload, preview in a new tab and delete. */
export const ContractFileTab = ({ tenantId }: { tenantId: string }) => {
  const { t, i18n } = useTranslation('deposits');
  const toasts = useErrorToasts();
  const upload = useContractFileUpload(tenantId);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(COMMERCIAL_PAGE_SIZE);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [deleting, setDeleting] = useState<ContractFileRecordFieldsFragment | null>(null);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ContractFileListDocument,
    variables: { tenantId, skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
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

  const table = () => {
    if (fetching && !list) return <LoadingState />;
    if (error && !list) {
      return (
        <Callout intent="danger" title={t('files.load-failed')}>
          {errorMessage(error, t('common:error.network'))}
        </Callout>
      );
    }
    if (!list || list.totalCount === 0) {
      return <NonIdealState icon="document" title={t('files.empty')} layout="horizontal" />;
    }
    return (
      <>
        <HTMLTable compact striped className="atrium-deposit-table" aria-label={t('tabs.files')}>
          <thead>
            <tr>
              <th>{t('files.files')}</th>
              <th>{t('files.creation-time')}</th>
              <th>{t('files.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((record) => (
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
        <Pager
          page={page}
          pageSize={pageSize}
          totalCount={list.totalCount}
          pageSizes={pageSizeOptions(pageSize)}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </>
    );
  };

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
      {table()}
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
