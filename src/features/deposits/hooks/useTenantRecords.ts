import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, type CombinedError } from 'urql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { COMMERCIAL_PAGE_SIZE, pageSizeOptions } from '../../../shared/ui/pageSizes';
import { usePagingState } from '../../../shared/ui/usePagingState';

type PageVariables = { tenantId: string; skipCount: number; maxResultCount: number };
type Remove = (variables: { id: string; tenantId: string }) => Promise<{ error?: CombinedError | undefined }>;

/**
 * One page of a tenant's records (deposits, contract files), paged by the tab, and the delete
 * behind a confirmation. `view` is what PagedListView takes besides the list; after a delete
 * went through, its toast shows, `onDeleted` runs and the page is read again.
 */
export const useTenantRecords = <Data, Row extends { id: string }>(
  query: TypedDocumentNode<Data, PageVariables>,
  tenantId: string,
  remove: Remove,
  onDeleted: (row: Row) => void = () => undefined,
) => {
  const { t } = useTranslation('deposits');
  const toasts = useErrorToasts();
  const paging = usePagingState(COMMERCIAL_PAGE_SIZE);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query,
    variables: { tenantId, skipCount: paging.skipCount, maxResultCount: paging.maxResultCount },
    context: NO_ERROR_TOAST,
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ id: deleting.id, tenantId });
    setDeleting(null);
    if (result.error) return;
    toasts.showSuccess(t('toast.deleted'));
    onDeleted(deleting);
    reload();
  };

  const view = {
    fetching,
    error,
    page: paging.page,
    pageSize: paging.pageSize,
    pageSizes: pageSizeOptions(paging.pageSize),
    onChange: paging.update,
  };
  return { data, reload, view, deleting, setDeleting, confirmDelete };
};
