import { fenOf } from '../shared/money';

// Spec 002 §5 "VRAT contract": the recharge or deduct dialog's arithmetic, in whole fen.

const SIGNED_YUAN = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;
const WHOLE = /^\d{1,6}$/;

/** An amount with at most two decimals, negative meaning deduct; null when the text is not one. */
export const parseSignedYuan = (text: string): number | null => {
  const match = SIGNED_YUAN.exec(text.trim());
  if (!match) return null;
  const value = Number(`${match[2]}.${(match[3] ?? '').padEnd(2, '0')}`);
  return match[1] === '-' && value !== 0 ? -value : value;
};

/** Free tests: a whole number of at least 0 ('' counts as 0); null when the text is not one. */
export const parseFreeTimes = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return WHOLE.test(trimmed) ? Number(trimmed) : null;
};

/** The free-count equivalent of an amount: floor(amount / unit price); 0 without a price. */
export const freeCountEquivalent = (amountYuan: number, unitPriceYuan: number | null | undefined): number => {
  if (!unitPriceYuan || unitPriceYuan <= 0) return 0;
  return Math.floor(fenOf(Math.abs(amountYuan)) / fenOf(unitPriceYuan));
};

/** Recharge maximum = floor(parent amount / buy price) × selling price (the server sends it; used in tests). */
export const rechargeMaximum = (
  parentYuan: number,
  buyPriceYuan: number | null | undefined,
  sellPriceYuan: number | null | undefined,
): number | null => {
  if (!buyPriceYuan || buyPriceYuan <= 0 || sellPriceYuan == null) return null;
  return (Math.floor(fenOf(parentYuan) / fenOf(buyPriceYuan)) * fenOf(sellPriceYuan)) / 100;
};
