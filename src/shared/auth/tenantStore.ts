// The current tenant id, sent as the `__tenant` header (architecture.md, "Identity and
// tenancy"). Kept in sessionStorage so a reload keeps the centre; it is not a secret.
const KEY = 'atrium.tenant';

type Listener = (tenantId: string | null) => void;

export type TenantStore = {
  get: () => string | null;
  set: (tenantId: string | null) => void;
  subscribe: (listener: Listener) => () => void;
};

const safeStorage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export const createTenantStore = (storage: Storage | null = safeStorage()): TenantStore => {
  let current = storage?.getItem(KEY) ?? null;
  const listeners = new Set<Listener>();
  return {
    get: () => current,
    set: (tenantId) => {
      if (tenantId === current) return;
      current = tenantId;
      if (tenantId) storage?.setItem(KEY, tenantId);
      else storage?.removeItem(KEY);
      for (const listener of listeners) listener(tenantId);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The one store of the running app. */
export const tenantStore = createTenantStore();
