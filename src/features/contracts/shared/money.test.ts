import { describe, expect, it } from 'vitest';
import { fenOf, formatMoney, parseYuan } from './money';

describe('contract money in the console', () => {
  it('reads at most two decimals and nothing negative', () => {
    expect(parseYuan('12.3')).toBe(12.3);
    expect(parseYuan(' 0 ')).toBe(0);
    expect(parseYuan('1.005')).toBeNull();
    expect(parseYuan('-1')).toBeNull();
    expect(parseYuan('abc')).toBeNull();
  });

  it('formats yuan through whole fen, and hides what the caller may not see', () => {
    expect(fenOf(0.29)).toBe(29);
    expect(formatMoney(3000.5)).toBe('¥3,000.50');
    expect(formatMoney(null)).toBe('—');
  });
});
