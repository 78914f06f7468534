import { formatYuan } from '../i18n/currency';

// The console's one home for money typed in or read from the wire (architecture.md "Money"):
// amounts travel as yuan with at most two decimals and are formatted and compared as whole fen,
// never as a binary fraction.

const YUAN = /^\d{1,13}(\.\d{1,2})?$/;
const SIGNED_YUAN = /^-?\d{1,13}(\.\d{1,2})?$/;

/** Spec 002 §5: typed yuan, at least 0 with at most two decimals; null when the text is not one. */
export const parseYuan = (text: string): number | null => {
  const trimmed = text.trim();
  return YUAN.test(trimmed) ? Number(trimmed) : null;
};

/** Typed yuan that may be negative (a deduction), at most two decimals; '-0' is 0; null otherwise. */
export const parseSignedYuan = (text: string): number | null => {
  const trimmed = text.trim();
  // `+ 0` turns the -0 of '-0' into 0.
  return SIGNED_YUAN.test(trimmed) ? Number(trimmed) + 0 : null;
};

/** Whole fen of a yuan amount from the wire (it has at most two decimals, so rounding is exact). */
export const fenOf = (yuan: number): number => Math.round(yuan * 100);

/** The yuan amount of a whole number of fen, as the wire sends it. */
export const yuanOf = (fen: number): number => fen / 100;

/** '¥1,234.50' from a yuan amount of the wire. */
export const formatYuanAmount = (yuan: number): string => formatYuan(fenOf(yuan));

/** '¥1,234.50', or '—' when the amount is not shown to this caller (the wire sends null). */
export const formatOptionalYuan = (yuan: number | null | undefined): string =>
  yuan === null || yuan === undefined ? '—' : formatYuanAmount(yuan);

/** '1234.50': the amount with two decimals and no symbol, where a column's heading names the unit. */
export const formatYuanDigits = (yuan: number): string => {
  const fen = fenOf(yuan);
  const whole = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(whole / 100)}.${(whole % 100).toString().padStart(2, '0')}`;
};
