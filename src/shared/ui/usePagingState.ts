import { useState } from 'react';
import type { PagedListParams } from './usePagedListParams';

/**
 * Page and page size kept by the component (a tab, a drawer or a dialog, where the address is
 * not theirs to hold them), from page 1; `update` has PagedListView's onChange shape.
 */
export const usePagingState = (initialPageSize: number) => {
  const [paging, setPaging] = useState<PagedListParams>({ page: 1, pageSize: initialPageSize });
  const update = (next: Partial<PagedListParams>) => setPaging((current) => ({ ...current, ...next }));
  return {
    ...paging,
    update,
    /** The list query's paging variables. */
    skipCount: (paging.page - 1) * paging.pageSize,
    maxResultCount: paging.pageSize,
  };
};
