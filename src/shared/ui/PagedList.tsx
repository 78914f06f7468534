import { type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { PagedListView } from './PagedListView';
import type { PagedListParams } from './usePagedListParams';
import { EmptyState } from './EmptyState';

type PagedListProps<T> = {
  /** The list query: its page once loaded, and how loading it went. */
  query: { list: { items: T[]; totalCount: number } | undefined; fetching: boolean; error: CombinedError | undefined };
  /** Page and size as the address holds them, and how to change them (the page's list params hook). */
  paging: PagedListParams & { update: (next: Partial<PagedListParams>) => void };
  /** The title of the callout shown when the first load fails. */
  loadFailedTitle: string;
  /** What an empty first page says. */
  empty: { icon: IconName; title: string; description?: string | undefined };
  renderTable: (items: T[]) => ReactNode;
};

/**
 * A list page's body: one list query and the list params in the address, shown through
 * PagedListView (loading, failure, the table and its pager), with a EmptyState when empty.
 */
export const PagedList = <T,>({ query, paging: { update, ...paging }, empty, ...rest }: PagedListProps<T>) => (
  <PagedListView {...query} {...paging} onChange={update} empty={<EmptyState {...empty} />} {...rest} />
);
