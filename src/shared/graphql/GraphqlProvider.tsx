import { useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'urql';
import { SessionContext } from '../auth/SessionContext';
import { contractUnlockStore } from '../auth/contractUnlockStore';
import { tenantStore } from '../auth/tenantStore';
import { ErrorHandlingContext } from '../errors/ErrorHandlingContext';
import { createCentreEvents, subscribeThroughUrql } from '../realtime/centreEvents';
import { RealtimeContext, type RealtimeValue } from '../realtime/RealtimeContext';
import { renewForSocket } from '../realtime/renewForSocket';
import { createGraphqlClient, graphqlWsUrl } from './createGraphqlClient';
import { createGraphqlSocket, socketConnectionParams, type NetworkEvents } from './createGraphqlSocket';

type GraphqlProviderProps = { children: ReactNode };

const browserNetwork: NetworkEvents = {
  isOnline: () => navigator.onLine,
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener),
};

export const GraphqlProvider = ({ children }: GraphqlProviderProps) => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('GraphqlProvider must be used inside AuthProvider');
  const errors = useContext(ErrorHandlingContext);
  const tenant = useSyncExternalStore(tenantStore.subscribe, tenantStore.get);
  // A new client (and so an empty cache) per tenant: one centre's cached pages must never be
  // shown in another centre, and the subscription socket must reconnect with the new tenant.
  const { client, socket, realtime } = useMemo(() => {
    const socket = createGraphqlSocket({
      url: graphqlWsUrl(window.location.origin),
      connectionParams: socketConnectionParams(session.accessToken, () => tenant),
    });
    const client = createGraphqlClient({
      url: `${window.location.origin}/graphql`,
      wsUrl: graphqlWsUrl(window.location.origin),
      accessToken: session.accessToken,
      tenantId: () => tenant,
      refresh: session.refresh,
      ws: socket.client,
      contractUnlock: contractUnlockStore,
      ...(errors ? { onOperation: errors.onOperation, onError: errors.onError } : {}),
    });
    const realtime: RealtimeValue = {
      status$: socket.status$,
      status: socket.status,
      centreEvents: createCentreEvents({
        subscribe: subscribeThroughUrql(client),
        renew: () =>
          renewForSocket({
            expiresAt: () => session.actor.getSnapshot().context.user?.expiresAt ?? null,
            refresh: session.refresh,
            restartSocket: socket.restart,
          }),
      }),
    };
    return { client, socket, realtime };
  }, [session, tenant, errors]);
  useEffect(() => socket.watchNetwork(browserNetwork), [socket]);
  return (
    <Provider value={client}>
      <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>
    </Provider>
  );
};
