import { describe, expect, it } from 'vitest';
import { cursorOf, parseAfter } from './event-cursor';

describe('event cursors', () => {
  it('order as strings the way positions order: by transaction, then id', () => {
    const positions = [
      { txId: '9', id: 900 },
      { txId: '10', id: 3 },
      { txId: '10', id: 12 },
      { txId: '4294967296', id: 1 },
      { txId: '9999999999999999999', id: Number.MAX_SAFE_INTEGER },
    ];
    const cursors = positions.map(cursorOf);
    expect([...cursors].sort()).toEqual(cursors);
    expect(cursors.map(parseAfter)).toEqual(positions.map((position) => ({ position })));
  });

  it('reads an event id as clients sent before cursors, and refuses anything else', () => {
    expect(parseAfter('42')).toEqual({ id: 42 });
    expect(parseAfter('0')).toEqual({ id: 0 });
    for (const bad of ['', '-1', '1.5', 'abc', '12345678901234567', '1.2', `${'9'.repeat(19)}.${'9'.repeat(16)}`])
      expect(parseAfter(bad)).toBeNull();
  });
});
