import type { MembershipState, TenantType } from '../../generated/graphql';

export type PickerTenantNode = {
  id: string;
  displayName: string;
  type: TenantType;
  children?: readonly PickerTenantNode[] | null;
};

export type PickerMembership = {
  id: string;
  tenantId: string;
  displayName: string;
  type: TenantType;
  state: MembershipState;
  roles: readonly { displayName: string }[];
};

/** One line of the picker: a heading for a tenant with children, or a tenant that can be chosen. */
export type PickerOption =
  | { kind: 'heading'; key: string; depth: number; label: string }
  | {
      kind: 'tenant';
      key: string;
      depth: number;
      tenantId: string;
      label: string;
      type: TenantType;
      /** The 'all' entry of a level: choosing it selects the level's own tenant (e.g. the area). */
      all: boolean;
      frozen: boolean;
      roles: readonly string[] | null;
    };

/**
 * The canChangeList tree as picker lines (spec 000 §6, 002 §6). Only leaves are chosen; with
 * `showAll` each level with more than one child, except under a centre, starts with an 'all'
 * entry that stands for the level's tenant itself.
 */
export const treeOptions = (roots: readonly PickerTenantNode[], showAll: boolean): PickerOption[] => {
  const lines: PickerOption[] = [];
  const walk = (node: PickerTenantNode, depth: number) => {
    const children = node.children ?? [];
    if (children.length === 0) {
      lines.push({
        kind: 'tenant',
        key: node.id,
        depth,
        tenantId: node.id,
        label: node.displayName,
        type: node.type,
        all: false,
        frozen: false,
        roles: null,
      });
      return;
    }
    lines.push({ kind: 'heading', key: `heading-${node.id}`, depth, label: node.displayName });
    if (showAll && node.type !== 'Center' && children.length > 1) {
      lines.push({
        kind: 'tenant',
        key: `all-${node.id}`,
        depth: depth + 1,
        tenantId: node.id,
        label: node.displayName,
        type: node.type,
        all: true,
        frozen: false,
        roles: null,
      });
    }
    for (const child of children) walk(child, depth + 1);
  };
  for (const root of roots) walk(root, 0);
  return lines;
};

/** centerList as picker lines: one per membership, frozen ones marked (they cannot be chosen). */
export const membershipOptions = (memberships: readonly PickerMembership[]): PickerOption[] =>
  memberships.map((m) => ({
    kind: 'tenant',
    key: m.id,
    depth: 0,
    tenantId: m.tenantId,
    label: m.displayName,
    type: m.type,
    all: false,
    frozen: m.state !== 'Effective',
    roles: m.roles.map((r) => r.displayName),
  }));
