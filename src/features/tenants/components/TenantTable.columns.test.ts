import { describe, expect, it } from 'vitest';
import { fitsLaptop } from '../../../shared/ui/columnWidths';
import { TENANT_COLUMN_KINDS } from './TenantTable';

describe('the tenant list columns', () => {
  it('fit a 1280 px laptop, all nine, with the text columns readable', () => {
    expect(TENANT_COLUMN_KINDS).toHaveLength(9);
    expect(fitsLaptop(TENANT_COLUMN_KINDS)).toBe(true);
  });
});
