/**
 * Where an event stands in the outbox's delivery order: its writing transaction (xid8, decimal
 * text) and its id (server/modules/realtime/realtime.repository.ts). Delivery follows commit
 * visibility, not ids, so a client resumes from, and drops duplicates by, this position.
 */
export type EventPosition = { txId: string; id: number };

const TX_DIGITS = 19; // REST's TxId: at most 19 digits.
const ID_DIGITS = 16; // Number.MAX_SAFE_INTEGER has 16.
const CURSOR = /^(\d{19})\.(\d{16})$/;

/**
 * The position as the GraphQL `cursor` a client sees: opaque, of fixed width, so that comparing
 * two as strings orders them as the positions (a later event has the greater cursor).
 */
export const cursorOf = (position: EventPosition): string =>
  `${position.txId.padStart(TX_DIGITS, '0')}.${String(position.id).padStart(ID_DIGITS, '0')}`;

/**
 * A subscriber's `after`: a cursor, or an event id as clients sent before cursors (the server
 * looks its position up).
 */
export type After = { position: EventPosition } | { id: number };

/** `after` as the client sent it; null when it is neither a cursor nor an event id. */
export const parseAfter = (text: string): After | null => {
  const cursor = CURSOR.exec(text);
  if (cursor) {
    const id = Number(cursor[2]);
    return Number.isSafeInteger(id) ? { position: { txId: cursor[1]!.replace(/^0+(?=\d)/, ''), id } } : null;
  }
  if (!/^\d{1,16}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? { id } : null;
};
