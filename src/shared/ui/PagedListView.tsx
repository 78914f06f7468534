import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { errorMessage } from '../graphql/errorMessage';
import { LoadingState } from './LoadingState';
import { Pager } from './Pager';
import { PAGE_SIZES, type PagedListParams } from './usePagedListParams';

type PagedListViewProps<T> = {
  /** The page of the list, once loaded. */
  list: { items: T[]; totalCount: number } | undefined;
  fetching: boolean;
  error: CombinedError | undefined;
  page: number;
  pageSize: number;
  onChange: (next: Partial<PagedListParams>) => void;
  /** The sizes the pager offers; the management tables' PAGE_SIZES unless the screen has its own. */
  pageSizes?: readonly number[];
  /** The title of the callout shown when the first load fails. */
  loadFailedTitle: string;
  /** Shown when the first page is empty. */
  empty: ReactNode;
  renderTable: (items: T[]) => ReactNode;
};

/** A server-paged list: loading, load failure, empty first page, or the table with its pager. */
export const PagedListView = <T,>({
  list,
  fetching,
  error,
  page,
  pageSize,
  onChange,
  pageSizes = PAGE_SIZES,
  loadFailedTitle,
  empty,
  renderTable,
}: PagedListViewProps<T>) => {
  const { t } = useTranslation('common');
  if (fetching && !list) return <LoadingState />;
  if (error && !list) {
    return (
      <Callout intent="danger" title={loadFailedTitle}>
        {errorMessage(error, t('error.network'))}
      </Callout>
    );
  }
  if (!list) return null;
  if (list.items.length === 0 && page === 1) return <>{empty}</>;
  return (
    <div aria-busy={fetching}>
      {renderTable(list.items)}
      <Pager
        page={page}
        pageSize={pageSize}
        totalCount={list.totalCount}
        pageSizes={pageSizes}
        onPageChange={(next) => onChange({ page: next })}
        onPageSizeChange={(next) => onChange({ pageSize: next, page: 1 })}
      />
    </div>
  );
};
