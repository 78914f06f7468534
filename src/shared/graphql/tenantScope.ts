import { createContext, useContext } from 'react';
import { tenantStore } from '../auth/tenantStore';

/**
 * The tenant one urql client speaks for. A client made before the tenant is known (a fresh
 * sign-in: no `__tenant` header, so the server answers for the tenant it remembers) is unsettled;
 * the shell settles it with the server's answer (me.currentTenant). That answer is the tenant its
 * requests were already served for, so the client and its cache are kept: nothing is asked twice.
 * Any later change of tenant (the centre picker, management mode) needs a new client.
 */
export type TenantScope = {
  /** The `__tenant` to send: the pinned tenant, or the store's while unsettled. */
  tenantId: () => string | null;
  /** Whether this client can stand for `tenantId` without a new cache. */
  servesTenant: (tenantId: string | null) => boolean;
  /** Pins an unsettled client to the server's answer; no effect once settled. */
  settle: (tenantId: string | null) => void;
};

export const createTenantScope = (bornWith: string | null, live: () => string | null): TenantScope => {
  let settled = bornWith !== null;
  let pinned = bornWith;
  return {
    tenantId: () => (settled ? pinned : live()),
    servesTenant: (tenantId) => (settled ? tenantId === pinned : tenantId === bornWith),
    settle: (tenantId) => {
      if (settled) return;
      settled = true;
      pinned = tenantId;
    },
  };
};

/** Settles the current client (GraphqlProvider), then records the tenant for every later request. */
export const SettleTenantContext = createContext<((tenantId: string | null) => void) | null>(null);

/** What the shell calls with the server's current tenant. Outside GraphqlProvider (tests) it only sets the store. */
export const useSettleTenant = (): ((tenantId: string | null) => void) =>
  useContext(SettleTenantContext) ?? tenantStore.set;
