// Spec 000 §1: currency is yuan. Amounts travel as integer fen (architecture.md, "money"), so
// formatting never goes through a binary fraction.

/** '¥1,234.50' from 123450 fen; '-¥12.00' for a refund of 1200 fen. */
export const formatYuan = (amountFen: number): string => {
  if (!Number.isSafeInteger(amountFen))
    throw new RangeError(`amountFen must be a whole number of fen, not ${amountFen}`);
  const sign = amountFen < 0 ? '-' : '';
  const fen = Math.abs(amountFen);
  const yuan = Math.floor(fen / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (fen % 100).toString().padStart(2, '0');
  return `${sign}¥${yuan}.${cents}`;
};
