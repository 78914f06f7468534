/**
 * The width contract of the management lists (issue 17 item 1): a column's width follows from
 * what it holds, so it is the same on every page whatever the page's rows are, and a list's
 * fixed columns leave room for its text columns on a 1280 px laptop. Widths are CSS pixels with
 * the cell's padding (6 px each side, listTable.css), wide enough for the longer language.
 */
export const COLUMN_WIDTHS = {
  /** A person's or a thing's name, cut with an ellipsis past it (the title has it all). */
  name: 100,
  /** An identifier such as a clinic number (SR-2026-0190). */
  code: 104,
  /** A status tag ("Authorized", 已授权). */
  status: 88,
  /** A date: 30/07/2018 or 2026/07/30. */
  date: 86,
  /** A time of day: 14:50 (wide enough for its heading, "Arrived" / 签到时间). */
  time: 68,
  /** A date and time: 30/07/2018 10:00. */
  dateTime: 136,
  /** A phone number with its country code. */
  phone: 136,
  /** A one-word value (gender). */
  word: 64,
  /** A short label (a grade: "Before school"). */
  label: 100,
  /** A count or an amount. */
  number: 80,
  /** An amount of yuan with its sign, up to ¥999,999.99 (a contract's money). */
  money: 90,
  /** The check-in state ("Not checked in"). */
  checkIn: 106,
  /** A row's actions as icon buttons (two, each named by its aria-label). */
  actions: 64,
  /** One action as a button with its icon and word ("Check out", 签退). */
  buttonAction: 120,
  /** One action with its word ("Edit") and a menu of the others. */
  wordAction: 104,
  /** Up to five actions as icon buttons (a staff member's). */
  manyActions: 136,
  /** Up to seven actions as icon buttons (an HFS contract's, for the tenant's manager). */
  mostActions: 180,
} as const;

/** A column's kind: one of the fixed widths, or text, which shares what the fixed ones leave. */
export type ColumnKind = keyof typeof COLUMN_WIDTHS | 'text';

/** A 1280 px window less the side menu (232 px), main's padding (2 × 24 px) and a scrollbar (15 px). */
export const LAPTOP_LIST_WIDTH = 1280 - 232 - 2 * 24 - 15;

/** The least a text column may get before its text is cut to a word or two. */
export const MIN_TEXT_COLUMN_WIDTH = 56;

/** The column's width in pixels, or undefined for a text column (it takes a share of the rest). */
export const columnWidth = (kind: ColumnKind): number | undefined =>
  kind === 'text' ? undefined : COLUMN_WIDTHS[kind];

/** Whether a list of these columns fits a 1280 px laptop with every text column readable. */
export const fitsLaptop = (kinds: readonly ColumnKind[]): boolean => {
  const fixed = kinds.reduce((sum, kind) => sum + (columnWidth(kind) ?? MIN_TEXT_COLUMN_WIDTH), 0);
  return fixed <= LAPTOP_LIST_WIDTH;
};
