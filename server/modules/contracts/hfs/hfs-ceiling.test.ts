import { describe, expect, it } from 'vitest';
import { rechargeCeilingFen } from './hfs-ceiling.service';

// Spec 002 §5: recommended recharge ceiling = floor(parent balance / buying price) × minimum selling price.
describe('the recommended recharge ceiling', () => {
  it('counts whole units the parent balance buys, at the minimum selling price', () => {
    // 1000.00 yuan at 30.00 buys 33 whole units; sold at 45.00 each: 1485.00 yuan.
    expect(rechargeCeilingFen(100_000, 3_000, 4_500)).toBe(148_500);
  });

  it('drops the part of a unit the balance cannot pay for', () => {
    expect(rechargeCeilingFen(2_999, 3_000, 4_500)).toBe(0);
    expect(rechargeCeilingFen(3_000, 3_000, 4_500)).toBe(4_500);
  });

  it('stays exact in fen for large balances', () => {
    expect(rechargeCeilingFen(9_007_199_254_740, 7, 3)).toBe(Math.floor(9_007_199_254_740 / 7) * 3);
  });

  it('is 0 without a balance or a price', () => {
    expect(rechargeCeilingFen(0, 3_000, 4_500)).toBe(0);
    expect(rechargeCeilingFen(100_000, 0, 4_500)).toBe(0);
    expect(rechargeCeilingFen(100_000, 3_000, 0)).toBe(0);
  });
});
