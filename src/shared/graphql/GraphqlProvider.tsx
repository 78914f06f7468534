import { useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider, type Client } from 'urql';
import { SessionContext, type SessionValue } from '../auth/SessionContext';
import { contractUnlockStore } from '../auth/contractUnlockStore';
import { tenantStore } from '../auth/tenantStore';
import { ErrorHandlingContext, type ErrorHandlingValue } from '../errors/ErrorHandlingContext';
import { createCentreEvents, subscribeThroughUrql } from '../realtime/centreEvents';
import { RealtimeContext, type RealtimeValue } from '../realtime/RealtimeContext';
import { renewForSocket } from '../realtime/renewForSocket';
import { createGraphqlClient, graphqlWsUrl } from './createGraphqlClient';
import {
  createGraphqlSocket,
  socketConnectionParams,
  type GraphqlSocket,
  type NetworkEvents,
} from './createGraphqlSocket';
import { createTenantScope, SettleTenantContext, type TenantScope } from './tenantScope';

type GraphqlProviderProps = { children: ReactNode };

const browserNetwork: NetworkEvents = {
  isOnline: () => navigator.onLine,
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener),
};

type Built = {
  session: SessionValue;
  errors: ErrorHandlingValue | null;
  scope: TenantScope;
  client: Client;
  socket: GraphqlSocket;
  realtime: RealtimeValue;
};

const build = (session: SessionValue, errors: ErrorHandlingValue | null, tenant: string | null): Built => {
  const scope = createTenantScope(tenant, tenantStore.get);
  const socket = createGraphqlSocket({
    url: graphqlWsUrl(window.location.origin),
    connectionParams: socketConnectionParams(session.accessToken, scope.tenantId),
  });
  const client = createGraphqlClient({
    url: `${window.location.origin}/graphql`,
    wsUrl: graphqlWsUrl(window.location.origin),
    accessToken: session.accessToken,
    tenantId: scope.tenantId,
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
  return { session, errors, scope, client, socket, realtime };
};

export const GraphqlProvider = ({ children }: GraphqlProviderProps) => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('GraphqlProvider must be used inside AuthProvider');
  const errors = useContext(ErrorHandlingContext);
  const tenant = useSyncExternalStore(tenantStore.subscribe, tenantStore.get);
  // A new client (and so an empty cache) per tenant: one centre's cached pages must never be
  // shown in another centre, and the subscription socket must reconnect with the new tenant.
  // Settling the first client's tenant is not a change of tenant (tenantScope.ts): the shell's
  // first queries are not sent again when the store learns the tenant they were answered for.
  const [built, setBuilt] = useState(() => build(session, errors, tenant));
  let current = built;
  if (built.session !== session || built.errors !== errors || !built.scope.servesTenant(tenant)) {
    // Derived from the previous render (React's "storing information from previous renders"):
    // the client of this render is the new one, never one render late.
    current = build(session, errors, tenant);
    setBuilt(current);
  }
  const { client, socket, realtime, scope } = current;
  const settle = useCallback(
    (tenantId: string | null) => {
      scope.settle(tenantId);
      tenantStore.set(tenantId);
    },
    [scope],
  );
  useEffect(() => socket.watchNetwork(browserNetwork), [socket]);
  return (
    <Provider value={client}>
      <SettleTenantContext.Provider value={settle}>
        <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>
      </SettleTenantContext.Provider>
    </Provider>
  );
};
