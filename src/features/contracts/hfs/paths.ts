/** Not a spec route (docs/decisions.md): one tenant's HFS contract screen, linked from tenant lists. */
export const HFS_MANAGER_ROUTE = '/system/contracts/hfs';

export const hfsManagerPath = (tenantId: string) => `${HFS_MANAGER_ROUTE}?tenantId=${encodeURIComponent(tenantId)}`;

/** Spec 002 §2: the centre's fee overview. */
export const HFS_COST_OVERVIEW_ROUTE = '/system/center/menu/hfs/costOverview';
