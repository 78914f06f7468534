import { describe, expect, it } from 'vitest';
import { countCache, ID_TEXT, idsSlice } from './content-count-cache';

const idsOf = (n: number, first = 0) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(first + i).padStart(12, '0')}`).join('');

describe('content count cache', () => {
  it('slices the kept ids by page', () => {
    const ids = idsOf(5);
    expect(idsSlice(ids, 0, 2)).toEqual([ids.slice(0, ID_TEXT), ids.slice(ID_TEXT, 2 * ID_TEXT)]);
    expect(idsSlice(ids, 4, 12)).toEqual([ids.slice(4 * ID_TEXT)]);
    expect(idsSlice(ids, 5, 12)).toEqual([]);
  });

  it('keeps at most its budget of ids, letting the least recently used lists lose theirs, not their counts', () => {
    const cache = countCache(8, 10 * ID_TEXT);
    cache.set('a', { version: 'v', count: 4, ids: idsOf(4) });
    cache.set('b', { version: 'v', count: 4, ids: idsOf(4) });
    cache.get('a');
    cache.set('c', { version: 'v', count: 4, ids: idsOf(4) });
    expect(cache.idsHeld).toBe(8 * ID_TEXT);
    expect(cache.get('b')).toEqual({ version: 'v', count: 4, idsDropped: true });
    expect(cache.get('a')?.ids).toBe(idsOf(4));
    // A list over the whole budget keeps its count alone.
    cache.set('d', { version: 'w', count: 11, ids: idsOf(11) });
    expect(cache.get('d')).toEqual({ version: 'w', count: 11, idsDropped: true });
    // Replacing a list gives back what its ids held.
    cache.set('a', { version: 'x', count: 4 });
    expect(cache.idsHeld).toBe(4 * ID_TEXT);
  });

  it('forgets the least recently used list past its limit, with its ids', () => {
    const cache = countCache(2, 100 * ID_TEXT);
    cache.set('a', { version: 'v', count: 3, ids: idsOf(3) });
    cache.set('b', { version: 'v', count: 3, ids: idsOf(3) });
    cache.set('c', { version: 'v', count: 3, ids: idsOf(3) });
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.idsHeld).toBe(6 * ID_TEXT);
  });
});
