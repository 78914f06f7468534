import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { fenToYuan, yuanToFen } from './money';

describe('yuan on the wire, fen inside', () => {
  it('reads two decimals exactly, where binary arithmetic would not', () => {
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(0.07)).toBe(7);
    expect(yuanToFen(12.3)).toBe(1230);
    expect(yuanToFen(5000)).toBe(500000);
    expect(yuanToFen(0)).toBe(0);
    expect(yuanToFen(-7.05)).toBe(-705);
  });

  it('refuses a third decimal and what is not a number', () => {
    for (const bad of [0.001, 12.345, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(() => yuanToFen(bad)).toThrow(AppError);
    }
  });

  it('writes fen back as yuan that reads back to the same fen', () => {
    for (const fen of [0, 1, 10, 99, 100, 1999, 123450, -705, 9_007_199_254_740_991]) {
      const yuan = fenToYuan(fen);
      expect(Math.round(yuan * 100) === fen || fen > 2 ** 50).toBe(true);
    }
    expect(fenToYuan(1999)).toBe(19.99);
    expect(fenToYuan(123450)).toBe(1234.5);
    expect(() => fenToYuan(0.5)).toThrow(RangeError);
  });
});
