import { describe, expect, it } from 'vitest';
import { fitsLaptop } from '../../../shared/ui/columnWidths';
import { STAFF_COLUMN_KINDS } from './StaffTable';

describe('the staff list columns', () => {
  it('fit a 1280 px laptop, all eight, with the text columns readable', () => {
    expect(STAFF_COLUMN_KINDS).toHaveLength(8);
    expect(fitsLaptop(STAFF_COLUMN_KINDS)).toBe(true);
  });
});
