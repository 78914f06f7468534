// Range requests for stored files (RFC 9110 §14): track audio, program videos, so that a player can seek.

export type ByteRange = { start: number; end: number };

/**
 * The one range of a `Range: bytes=…` header within `size` bytes (RFC 9110 §14): `a-b`, `a-`, or
 * the last `n` bytes `-n`. Null: no header, or one we answer whole (several ranges, another
 * unit, nonsense). 'unsatisfiable': a range that starts past the end (416).
 */
export const byteRangeOf = (header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' => {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
};
