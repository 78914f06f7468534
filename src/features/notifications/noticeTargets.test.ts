import { describe, expect, it } from 'vitest';
import { centresOf } from './noticeTargets';

describe('centresOf', () => {
  it('collects the centres at any depth of the tree, once each, by name', () => {
    const centre = (id: string, displayName: string) => ({ id, displayName, type: 'Center', children: [] });
    const tree = [
      {
        id: 'e',
        displayName: 'Bright Minds Group',
        type: 'Enterprise',
        children: [
          { id: 'a', displayName: 'East Area', type: 'Area', children: [centre('s', 'Sunrise Centre')] },
          centre('h', 'Harbour Centre'),
        ],
      },
      centre('s', 'Sunrise Centre'),
    ];
    expect(centresOf(tree as never)).toEqual([
      { id: 'h', displayName: 'Harbour Centre' },
      { id: 's', displayName: 'Sunrise Centre' },
    ]);
    expect(centresOf([])).toEqual([]);
  });
});
