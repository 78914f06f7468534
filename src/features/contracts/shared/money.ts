import { formatYuan } from '../../../shared/i18n/currency';

// Contract money arrives as yuan with at most two decimals (architecture.md "Money"); the console
// formats and checks it as whole fen, never as a binary fraction.

const YUAN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Whole fen of a yuan amount from the wire (it has at most two decimals, so rounding is exact). */
export const fenOf = (yuan: number): number => Math.round(yuan * 100);

/** '¥1,234.50', or '—' when the amount is not shown to this caller. */
export const formatMoney = (yuan: number | null | undefined): string =>
  yuan === null || yuan === undefined ? '—' : formatYuan(fenOf(yuan));

/** Spec 002 §5: an amount of at least 0 with at most two decimals; null when the text is not one. */
export const parseYuan = (text: string): number | null => {
  const match = YUAN.exec(text.trim());
  if (!match) return null;
  return Number(`${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`);
};
