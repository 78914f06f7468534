import { describe, expect, it } from 'vitest';
import { freeCountEquivalent, parseFreeTimes, rechargeMaximum } from './vratMoney';

describe('the VRAT recharge dialog arithmetic', () => {
  it('takes free tests as a whole number of at least 0, blank meaning none', () => {
    expect(parseFreeTimes('')).toBe(0);
    expect(parseFreeTimes(' 3 ')).toBe(3);
    expect(parseFreeTimes('-1')).toBeNull();
    expect(parseFreeTimes('1.5')).toBeNull();
  });

  it('gives the free-count equivalent as floor(amount / unit price), exactly in fen', () => {
    expect(freeCountEquivalent(100, 12)).toBe(8);
    expect(freeCountEquivalent(0.3, 0.1)).toBe(3);
    expect(freeCountEquivalent(-24, 12)).toBe(2);
    expect(freeCountEquivalent(50, null)).toBe(0);
  });

  it('gives the recharge maximum as floor(parent amount / buy price) × selling price', () => {
    expect(rechargeMaximum(1000, 10, 12)).toBe(1200);
    expect(rechargeMaximum(1005, 10, 12.5)).toBe(1250);
    expect(rechargeMaximum(1000, null, 12)).toBeNull();
  });
});
