import { useState } from 'react';
import { useQuery, type TypedDocumentNode } from 'urql';
import { RECORD_PAGE_SIZE } from './RecordTable';

type PageVariables = { skipCount: number; maxResultCount: number };

type RecordPage<Row> = { items: readonly Row[]; totalCount: number };

/**
 * One page of a records list the server pages (ten a page, spec 002 §2 item 5), fetched afresh
 * when it is shown again: what a RecordTable needs to show it and turn its pages, and a reload.
 */
export const usePagedRecords = <Data, Variables extends PageVariables, Row>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Omit<Variables, keyof PageVariables>,
  recordsOf: (data: Data) => RecordPage<Row>,
) => {
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }, reexecute] = useQuery<Data, Variables>({
    query,
    // The caller's variables plus the page: the generic spread cannot prove it is `Variables`.
    variables: {
      ...variables,
      skipCount: (page - 1) * RECORD_PAGE_SIZE,
      maxResultCount: RECORD_PAGE_SIZE,
    } as Variables,
    requestPolicy: 'cache-and-network',
  });
  const records = data ? recordsOf(data) : undefined;
  return {
    table: { rows: records?.items, totalCount: records?.totalCount ?? 0, fetching, error, page, onPage: setPage },
    reexecute,
  };
};
