import { describe, expect, it } from 'vitest';
import { fixedCapacityOf, proposeSelection, selectionLimitOf } from './group-selection';

describe('group selection limit', () => {
  it('lets a OneToOne group take one child whatever capacity it was stored with', () => {
    expect(selectionLimitOf({ type: 'OneToOne', capacity: 6 })).toBe(1);
    const refused = proposeSelection({ type: 'OneToOne', capacity: 6 }, ['a'], ['a', 'b']);
    expect(refused).toEqual({ accepted: false, limit: 1, selection: ['a'] });
  });

  it('refuses three children for a OneToTwo group with the limit 2 and keeps the current selection', () => {
    const group = { type: 'OneToTwo', capacity: 2 };
    expect(proposeSelection(group, [], ['a', 'b', 'c'])).toEqual({ accepted: false, limit: 2, selection: [] });
    expect(proposeSelection(group, [], ['a', 'b'])).toEqual({ accepted: true, selection: ['a', 'b'] });
  });

  it('uses the capacity of a Class, and counts a child picked twice once', () => {
    const group = { type: 'Class', capacity: 4 };
    expect(proposeSelection(group, ['a'], ['a', 'b', 'c', 'd', 'e'])).toMatchObject({ accepted: false, limit: 4 });
    expect(proposeSelection(group, ['a'], ['a', 'b', 'b', 'c', 'd'])).toEqual({
      accepted: true,
      selection: ['a', 'b', 'c', 'd'],
    });
  });

  it('accepts taking children out, down to none', () => {
    expect(proposeSelection({ type: 'OneToThree', capacity: 3 }, ['a', 'b'], [])).toEqual({
      accepted: true,
      selection: [],
    });
  });

  it('derives the capacity of OneToN types and leaves a Class its own', () => {
    expect(fixedCapacityOf('OneToOne')).toBe(1);
    expect(fixedCapacityOf('OneToFour')).toBe(4);
    expect(fixedCapacityOf('OneToSix')).toBe(6);
    expect(fixedCapacityOf('Class')).toBeNull();
  });
});
