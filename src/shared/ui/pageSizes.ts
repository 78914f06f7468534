// Spec 002 §9: tables in the commercial screens show 10 per page, with page-size options 6, 12,
// 18 and 24. The first page is 10; the options list keeps whichever size is in use.
export const COMMERCIAL_PAGE_SIZE = 10;
export const COMMERCIAL_PAGE_SIZES = [6, 12, 18, 24] as const;

export const pageSizeOptions = (current: number): number[] =>
  [...new Set([...COMMERCIAL_PAGE_SIZES, current])].sort((a, b) => a - b);
