import { useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'urql';
import { SessionContext } from '../auth/SessionContext';
import { tenantStore } from '../auth/tenantStore';
import { ErrorHandlingContext } from '../errors/ErrorHandlingContext';
import { createGraphqlClient, graphqlWsUrl } from './createGraphqlClient';

type GraphqlProviderProps = { children: ReactNode };

export const GraphqlProvider = ({ children }: GraphqlProviderProps) => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('GraphqlProvider must be used inside AuthProvider');
  const errors = useContext(ErrorHandlingContext);
  const tenant = useSyncExternalStore(tenantStore.subscribe, tenantStore.get);
  // A new client (and so an empty cache) per tenant: one centre's cached pages must never be
  // shown in another centre, and the subscription socket must reconnect with the new tenant.
  const client = useMemo(
    () =>
      createGraphqlClient({
        url: `${window.location.origin}/graphql`,
        wsUrl: graphqlWsUrl(window.location.origin),
        accessToken: session.accessToken,
        tenantId: () => tenant,
        refresh: session.refresh,
        ...(errors ? { onOperation: errors.onOperation, onError: errors.onError } : {}),
      }),
    [session, tenant, errors],
  );
  return <Provider value={client}>{children}</Provider>;
};
