import { useState } from 'react';
import { useQuery, type TypedDocumentNode } from 'urql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { LIVE_REFETCH, useCentreEvents } from '../../../shared/realtime/useCentreEvents';

// Spec 002 §9: contract list page size 10.
export const CONTRACT_PAGE_SIZE = 10;

type PageVariables = { tenantId: string; skipCount: number; maxResultCount: number };

/**
 * One page of a tenant's contracts of a line. Every ContractChanged event of the tenant reloads
 * it, so a second screen follows along; a failed load is the screen's to show, not a toast.
 */
export const useContractList = <Data>(query: TypedDocumentNode<Data, PageVariables>, tenantId: string) => {
  const [page, setPage] = useState(1);
  // The first read waits for the tenant's stream to be live: its first marker then reloads nothing.
  const live = useCentreEvents({
    refetch: () => reexecute(LIVE_REFETCH),
    refetchOn: (event) => event.type === 'ContractChanged',
    tenantId,
    deferRead: true,
  });
  const [{ data, fetching, error }, reexecute] = useQuery({
    query,
    variables: { tenantId, skipCount: (page - 1) * CONTRACT_PAGE_SIZE, maxResultCount: CONTRACT_PAGE_SIZE },
    context: NO_ERROR_TOAST,
    pause: !live.ready,
  });
  return { data, fetching: fetching || !live.ready, error, page, setPage };
};
