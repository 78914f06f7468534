import { describe, expect, it } from 'vitest';
import {
  fenOf,
  formatOptionalYuan,
  formatYuanAmount,
  formatYuanDigits,
  parseSignedYuan,
  parseYuan,
  yuanOf,
} from './yuan';

describe('yuan as typed and as sent', () => {
  it('takes zero and amounts with up to two decimals', () => {
    expect(parseYuan('0')).toBe(0);
    expect(parseYuan(' 1234.5 ')).toBe(1234.5);
    expect(parseYuan('0.01')).toBe(0.01);
  });

  it('refuses empty, negative, three decimals and words', () => {
    for (const text of ['', '-1', '1.234', 'ten', '1,000']) expect(parseYuan(text)).toBeNull();
  });

  it('reads a negative amount as a deduction, with at most two decimals', () => {
    expect(parseSignedYuan('12.5')).toBe(12.5);
    expect(parseSignedYuan(' -0.5 ')).toBe(-0.5);
    expect(Object.is(parseSignedYuan('-0'), 0)).toBe(true);
    for (const text of ['', '--1', '- 1', '1.005', 'ten']) expect(parseSignedYuan(text)).toBeNull();
  });

  it('counts and formats whole fen', () => {
    expect(fenOf(0.1 + 0.2)).toBe(30);
    expect(yuanOf(1250)).toBe(12.5);
    expect(formatYuanAmount(1234.5)).toBe('¥1,234.50');
  });

  it('shows a dash for an amount the caller may not see', () => {
    expect(formatOptionalYuan(3000.5)).toBe('¥3,000.50');
    expect(formatOptionalYuan(null)).toBe('—');
    expect(formatOptionalYuan(undefined)).toBe('—');
  });

  it('writes two decimals without symbol or grouping, through whole fen', () => {
    expect(formatYuanDigits(400)).toBe('400.00');
    expect(formatYuanDigits(1234.5)).toBe('1234.50');
    expect(formatYuanDigits(0.1 + 0.2)).toBe('0.30');
    expect(formatYuanDigits(-12.05)).toBe('-12.05');
  });
});
