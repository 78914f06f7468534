import { useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider, type Client } from 'urql';
import { SessionContext, type SessionValue } from '../auth/SessionContext';
import { contractUnlockStore } from '../auth/contractUnlockStore';
import { tenantStore } from '../auth/tenantStore';
import {
  ErrorHandlingContext,
  type ErrorHandlingValue,
  type OperationErrorHandling,
} from '../errors/ErrorHandlingContext';
import { createCentreEvents, subscribeThroughUrql } from '../realtime/centreEvents';
import { RealtimeContext, type RealtimeValue } from '../realtime/RealtimeContext';
import { renewForSocket } from '../realtime/renewForSocket';
import { networkProblems } from '../network/networkProblems';
import { createGraphqlClient, graphqlWsUrl } from './createGraphqlClient';
import {
  createGraphqlSocket,
  socketConnectionParams,
  type GraphqlSocket,
  type NetworkEvents,
} from './createGraphqlSocket';
import { createTenantScope, SettleTenantContext, type TenantScope } from './tenantScope';

type GraphqlProviderProps = {
  /** The client made before React drew anything (startGraphql): used if it fits the first render. */
  early?: EarlyGraphql;
  children: ReactNode;
};

const browserNetwork: NetworkEvents = {
  isOnline: () => navigator.onLine,
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener),
};

export type Built = {
  session: SessionValue;
  errors: ErrorHandlingValue | null;
  scope: TenantScope;
  client: Client;
  socket: GraphqlSocket;
  realtime: RealtimeValue;
};

/** The console's chosen language: i18nOptions keeps it on <html lang> as it changes. */
const chosenLanguage = () => document.documentElement.lang || null;

const build = (
  session: SessionValue,
  errors: OperationErrorHandling | null,
  tenant: string | null,
): Omit<Built, 'errors'> => {
  const scope = createTenantScope(tenant, tenantStore.get);
  const socket = createGraphqlSocket({
    url: graphqlWsUrl(window.location.origin),
    connectionParams: socketConnectionParams(session.accessToken, scope.tenantId, chosenLanguage),
  });
  const client = createGraphqlClient({
    url: `${window.location.origin}/graphql`,
    wsUrl: graphqlWsUrl(window.location.origin),
    accessToken: session.accessToken,
    tenantId: scope.tenantId,
    language: chosenLanguage,
    refresh: session.refresh,
    ws: socket.client,
    contractUnlock: contractUnlockStore,
    networkProblems,
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
  return { session, scope, client, socket, realtime };
};

/**
 * A client made before the providers are drawn, so the shell's first queries leave beside the
 * catalogue's fetch (issue 16 item 4). ErrorHandlingProvider does not exist yet: what the client
 * reports until the provider adopts it is kept and handed on then, in order.
 */
export type EarlyGraphql = {
  client: Client;
  /** The centre's stream the adopting provider hands on (RealtimeContext). */
  realtime: RealtimeValue;
  /** The Built for the provider's first render, or null if the session or tenant changed since. */
  adopt: (session: SessionValue, errors: ErrorHandlingValue | null, tenant: string | null) => Built | null;
};

export const startGraphql = (session: SessionValue, tenant: string | null = tenantStore.get()): EarlyGraphql => {
  let target: OperationErrorHandling | null = null;
  const held: ((errors: OperationErrorHandling) => void)[] = [];
  const relay = (call: (errors: OperationErrorHandling) => void) => (target ? call(target) : held.push(call));
  const built = build(
    session,
    {
      onOperation: (operation) => relay((errors) => errors.onOperation(operation)),
      onError: (error, operation) => relay((errors) => errors.onError(error, operation)),
    },
    tenant,
  );
  return {
    client: built.client,
    realtime: built.realtime,
    adopt: (forSession, errors, forTenant) => {
      if (forSession !== session || !built.scope.servesTenant(forTenant)) return null;
      // Without error handling (tests) the held reports have nowhere to go, as with build().
      target = errors ?? { onOperation: () => undefined, onError: () => undefined };
      for (const call of held.splice(0)) call(target);
      return { ...built, errors };
    },
  };
};

export const GraphqlProvider = ({ early, children }: GraphqlProviderProps) => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('GraphqlProvider must be used inside AuthProvider');
  const errors = useContext(ErrorHandlingContext);
  const tenant = useSyncExternalStore(tenantStore.subscribe, tenantStore.get);
  // A new client (and so an empty cache) per tenant: one centre's cached pages must never be
  // shown in another centre, and the subscription socket must reconnect with the new tenant.
  // Settling the first client's tenant is not a change of tenant (tenantScope.ts): the shell's
  // first queries are not sent again when the store learns the tenant they were answered for.
  const [built, setBuilt] = useState(
    (): Built => early?.adopt(session, errors, tenant) ?? { ...build(session, errors, tenant), errors },
  );
  let current = built;
  if (built.session !== session || built.errors !== errors || !built.scope.servesTenant(tenant)) {
    // Derived from the previous render (React's "storing information from previous renders"):
    // the client of this render is the new one, never one render late.
    current = { ...build(session, errors, tenant), errors };
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
