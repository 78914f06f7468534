import { describe, expect, it } from 'vitest';
import { buildTenantTree } from './tenant-tree';
import type { TenantRow } from './account.repository';

const rows: TenantRow[] = [
  { id: 'g', name: 'Bright Minds Group', type: 'Enterprise', parentId: null },
  { id: 'a', name: 'East Area', type: 'Area', parentId: 'g' },
  { id: 's', name: 'Sunrise Centre', type: 'Center', parentId: 'a' },
  { id: 'h', name: 'Harbour Centre', type: 'Center', parentId: 'a' },
  { id: 'x', name: 'Lone Centre', type: 'Center', parentId: null },
];

describe('canChangeList tree', () => {
  it('is the whole forest for the role named admin', () => {
    const tree = buildTenantTree(rows);
    expect(tree.map((n) => n.displayName)).toEqual(['Bright Minds Group', 'Lone Centre']);
    expect(tree[0]?.children[0]?.children.map((n) => n.displayName)).toEqual(['Sunrise Centre', 'Harbour Centre']);
  });

  it('is rooted at the member tenants otherwise, without listing a tenant twice', () => {
    const tree = buildTenantTree(rows, new Set(['a', 's', 'x']));
    expect(tree.map((n) => n.id)).toEqual(['a', 'x']);
    expect(tree[0]?.children.map((n) => n.id)).toEqual(['s', 'h']);
  });
});
