import { Type } from 'typebox';
import { badRequest } from './errors';

// Architecture.md "Money": integer fen below the REST edge, the spec's decimal yuan (two
// decimals) on the wire. A JSON number such as 12.3 is read from its shortest decimal text,
// never multiplied as a binary fraction.

const YUAN = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Fen from a yuan amount with at most two decimals; anything else is a 400 in the error shape. */
export const yuanToFen = (yuan: number, member = 'money'): number => {
  const match = Number.isFinite(yuan) ? YUAN.exec(String(yuan)) : null;
  if (!match) throw badRequest('Business:InvalidMoney', 'contracts:contracts.invalid-money', { member });
  const [, sign, whole, cents = ''] = match;
  const fen = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  return sign && fen !== 0 ? -fen : fen;
};

/** Yuan for the wire: 123450 fen is 1234.5, which JSON writes as the shortest exact decimal. */
export const fenToYuan = (fen: number): number => {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not a whole number of fen: ${fen}`);
  const sign = fen < 0 ? -1 : 1;
  const abs = Math.abs(fen);
  // Whole yuan plus hundredths read back from decimal text: exact for any safe integer of fen.
  return sign * Number(`${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
};

/** A yuan amount on the wire, at least 0; yuanToFen refuses a third decimal (multipleOf 0.01 would misjudge binary fractions). */
export const Yuan = Type.Number({ minimum: 0 });
