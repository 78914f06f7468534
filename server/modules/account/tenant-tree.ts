import type { TenantType } from '../../platform/db/schema/index';
import type { TenantRow } from './account.repository';

export type TenantNode = { id: string; displayName: string; type: TenantType; children: TenantNode[] };

/**
 * The tenant tree as canChangeList shows it: rooted at the given tenants (all roots when
 * `roots` is undefined), each with everything below it.
 */
export const buildTenantTree = (rows: readonly TenantRow[], roots?: ReadonlySet<string>): TenantNode[] => {
  const children = new Map<string | null, TenantRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const build = (row: TenantRow): TenantNode => ({
    id: row.id,
    displayName: row.name,
    type: row.type,
    children: (children.get(row.id) ?? []).map(build),
  });
  if (!roots) return (children.get(null) ?? []).map(build);
  // A tenant already under another chosen root is not listed twice.
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const hasChosenAncestor = (id: string): boolean => {
    for (let p = parentOf.get(id) ?? null; p; p = parentOf.get(p) ?? null) if (roots.has(p)) return true;
    return false;
  };
  return rows.filter((r) => roots.has(r.id) && !hasChosenAncestor(r.id)).map(build);
};
