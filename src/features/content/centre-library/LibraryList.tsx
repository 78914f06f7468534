import type { IconName } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useQuery, type TypedDocumentNode } from 'urql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { PagedList } from '../../../shared/ui/PagedList';
import { SearchForm } from '../../../shared/ui/SearchForm';
import { usePagedListParams } from '../../../shared/ui/usePagedListParams';
import type { ContentListVariables } from '../components/ContentListPage';

export type LibraryListWords = {
  search: string;
  total: (count: number) => string;
  loadFailed: string;
  empty: { title: string; description: string };
  noMatch: { title: string; description: string };
};

type LibraryListProps<Item, Data> = {
  query: TypedDocumentNode<Data, ContentListVariables>;
  pageOf: (data: Data) => { items: Item[]; totalCount: number };
  words: LibraryListWords;
  icon: IconName;
  renderTable: (items: Item[]) => ReactNode;
};

/**
 * One kind of the library as a centre reads it: search, pages of 6 to 24, the kind's read-only
 * table. The same list queries as the editor's pages; what a centre may see is the server's
 * answer (contentReaderOf: Public only), so nothing here filters.
 */
export const LibraryList = <Item, Data>({ query, pageOf, words, icon, renderTable }: LibraryListProps<Item, Data>) => {
  const { page, pageSize, update } = usePagedListParams();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [{ data, fetching, error }] = useQuery({
    query,
    variables: { search: search || null, skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
    context: NO_ERROR_TOAST,
    requestPolicy: 'cache-and-network',
  });
  const list = data ? pageOf(data) : undefined;
  return (
    <>
      <SearchForm
        className="atrium-content-search"
        label={words.search}
        value={typed}
        onValueChange={setTyped}
        onSearch={() => {
          setSearch(typed.trim());
          update({ page: 1 });
        }}
      >
        {list && <span className="atrium-centre-library-total">{words.total(list.totalCount)}</span>}
      </SearchForm>
      <PagedList
        query={{ list, fetching, error }}
        paging={{ page, pageSize, update }}
        loadFailedTitle={words.loadFailed}
        empty={search ? { icon: 'search', ...words.noMatch } : { icon, ...words.empty }}
        renderTable={renderTable}
      />
    </>
  );
};
