import { describe, expect, it } from 'vitest';
import { membershipOptions, treeOptions, type PickerTenantNode } from './centreOptions';

const centre = (id: string): PickerTenantNode => ({ id, displayName: id, type: 'Center', children: [] });
const TREE: PickerTenantNode[] = [
  {
    id: 'group',
    displayName: 'Bright Minds Group',
    type: 'Enterprise',
    children: [
      { id: 'east', displayName: 'East Area', type: 'Area', children: [centre('sunrise'), centre('harbour')] },
      { id: 'west', displayName: 'West Area', type: 'Area', children: [centre('lake')] },
    ],
  },
];

const summary = (showAll: boolean) =>
  treeOptions(TREE, showAll).map((o) =>
    o.kind === 'heading' ? `${o.depth}:# ${o.label}` : `${o.depth}:${o.all ? 'all ' : ''}${o.tenantId}`,
  );

describe('treeOptions', () => {
  it('lists the tree with headings for tenants that have children and only leaves to choose', () => {
    expect(summary(false)).toEqual([
      '0:# Bright Minds Group',
      '1:# East Area',
      '2:sunrise',
      '2:harbour',
      '1:# West Area',
      '2:lake',
    ]);
  });

  it('adds an all entry, standing for the level’s own tenant, at each level with more than one child', () => {
    expect(summary(true)).toEqual([
      '0:# Bright Minds Group',
      '1:all group',
      '1:# East Area',
      '2:all east',
      '2:sunrise',
      '2:harbour',
      '1:# West Area',
      '2:lake',
    ]);
  });

  it('adds no all entry under a centre', () => {
    const odd: PickerTenantNode[] = [
      { id: 'c', displayName: 'C', type: 'Center', children: [centre('x'), centre('y')] },
    ];
    expect(treeOptions(odd, true).some((o) => o.kind === 'tenant' && o.all)).toBe(false);
  });
});

describe('membershipOptions', () => {
  it('marks frozen memberships and lists the role names', () => {
    const [sunrise, harbour] = membershipOptions([
      {
        id: 'm1',
        tenantId: 'sunrise',
        displayName: 'Sunrise Centre',
        type: 'Center',
        state: 'Effective',
        roles: [{ displayName: 'Senior coach' }],
      },
      { id: 'm2', tenantId: 'harbour', displayName: 'Harbour Centre', type: 'Center', state: 'Frozen', roles: [] },
    ]);
    expect(sunrise).toMatchObject({ tenantId: 'sunrise', frozen: false, roles: ['Senior coach'] });
    expect(harbour).toMatchObject({ tenantId: 'harbour', frozen: true, roles: [] });
  });
});
