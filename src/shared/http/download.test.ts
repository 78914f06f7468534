import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('the name an export is saved under', () => {
  it('prefers the UTF-8 name, so a Chinese name survives', () => {
    const header = `attachment; filename="HFS__-20260601.xlsx"; filename*=UTF-8''${encodeURIComponent('HFS订单-20260601.xlsx')}`;
    expect(fileNameFromDisposition(header, 'orders.xlsx')).toBe('HFS订单-20260601.xlsx');
  });

  it('takes the plain name when there is no UTF-8 one, and the fallback without a header', () => {
    expect(fileNameFromDisposition('attachment; filename="HFS orders-20260601.xlsx"', 'x')).toBe(
      'HFS orders-20260601.xlsx',
    );
    expect(fileNameFromDisposition(null, 'orders.xlsx')).toBe('orders.xlsx');
  });
});
