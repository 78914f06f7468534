import { fenOf, yuanOf } from '../../../shared/money/yuan';

// Spec 002 §5 "VRAT contract": the recharge or deduct dialog's arithmetic, in whole fen.

const WHOLE = /^\d{1,6}$/;

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
  return yuanOf(Math.floor(fenOf(parentYuan) / fenOf(buyPriceYuan)) * fenOf(sellPriceYuan));
};
