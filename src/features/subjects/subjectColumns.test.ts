import { describe, expect, it } from 'vitest';
import { fitsLaptop } from '../../shared/ui/columnWidths';
import { SUBJECT_COLUMN_KINDS } from './subjectColumns';

describe('the subject list columns', () => {
  it('fit a 1280 px laptop, all twelve, with the text columns readable', () => {
    expect(SUBJECT_COLUMN_KINDS).toHaveLength(12);
    expect(fitsLaptop(SUBJECT_COLUMN_KINDS)).toBe(true);
  });
});
