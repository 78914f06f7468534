import { describe, expect, it } from 'vitest';
import { parseDepositMoney } from './depositMoney';

describe('deposit money as typed', () => {
  it('takes zero and amounts with up to two decimals', () => {
    expect(parseDepositMoney('0')).toBe(0);
    expect(parseDepositMoney(' 1234.5 ')).toBe(1234.5);
    expect(parseDepositMoney('0.01')).toBe(0.01);
  });

  it('refuses empty, negative, three decimals and words', () => {
    for (const text of ['', '-1', '1.234', 'ten', '1,000']) expect(parseDepositMoney(text)).toBeNull();
  });
});
