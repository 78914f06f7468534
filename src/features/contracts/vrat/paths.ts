/** Not a spec route (docs/decisions.md): one tenant's VRAT contract screen, linked from tenant lists. */
export const VRAT_MANAGER_ROUTE = '/system/contracts/vrat';

export const vratManagerPath = (tenantId: string) => `${VRAT_MANAGER_ROUTE}?tenantId=${encodeURIComponent(tenantId)}`;
