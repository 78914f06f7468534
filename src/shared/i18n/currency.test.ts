import { describe, expect, it } from 'vitest';
import { formatYuan } from './currency';

describe('formatYuan', () => {
  it('shows integer fen as yuan with thousands separators and two decimals', () => {
    expect(formatYuan(123450)).toBe('¥1,234.50');
    expect(formatYuan(100)).toBe('¥1.00');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(123456789012)).toBe('¥1,234,567,890.12');
  });

  it('puts the minus sign before the yuan sign', () => {
    expect(formatYuan(-1200)).toBe('-¥12.00');
  });

  it('refuses anything that is not whole fen', () => {
    expect(() => formatYuan(12.5)).toThrow(RangeError);
    expect(() => formatYuan(Number.NaN)).toThrow(RangeError);
  });
});
