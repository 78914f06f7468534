// Spec 002 §5: "Deposit money required at least 0 with two decimals". Checked as typed text, so
// the amount never passes through a binary fraction before the server reads it.

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;

/** The amount in yuan, or null when the text is not at least 0 with at most two decimals. */
export const parseDepositMoney = (text: string): number | null => {
  const trimmed = text.trim();
  return MONEY.test(trimmed) ? Number(trimmed) : null;
};
