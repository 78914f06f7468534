import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTHS, LAPTOP_LIST_WIDTH, MIN_TEXT_COLUMN_WIDTH, columnWidth, fitsLaptop } from './columnWidths';

describe('the list column width contract', () => {
  it('leaves 985 px for a list on a 1280 px laptop (side menu 232, main padding 2 × 24, a scrollbar)', () => {
    expect(LAPTOP_LIST_WIDTH).toBe(985);
  });

  it('gives every kind but text a fixed width, and text a share of the rest', () => {
    expect(columnWidth('text')).toBeUndefined();
    for (const [kind, width] of Object.entries(COLUMN_WIDTHS)) {
      expect(columnWidth(kind as keyof typeof COLUMN_WIDTHS), kind).toBe(width);
    }
  });

  it('refuses a list whose fixed columns leave its text columns too little', () => {
    const tooMany = [
      'name',
      'code',
      'status',
      'date',
      'dateTime',
      'phone',
      'label',
      'checkIn',
      'actions',
      'text',
      'text',
    ] as const;
    expect(fitsLaptop(tooMany)).toBe(false);
    const justFits = Array.from(
      { length: Math.floor(LAPTOP_LIST_WIDTH / MIN_TEXT_COLUMN_WIDTH) },
      () => 'text' as const,
    );
    expect(fitsLaptop(justFits)).toBe(true);
    expect(fitsLaptop([...justFits, 'text'])).toBe(false);
  });
});
