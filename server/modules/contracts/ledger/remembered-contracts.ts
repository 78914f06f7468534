import type { Tx } from '../../../platform/db/database';
import { databaseOf } from '../../../platform/db/prepared';
import type { ContractRow } from '../contract.types';

// The contract rows this process last moved, each with the version of the row it wrote, so that
// the next movement of the same contract can skip the statement that locks and reads it: the
// movement is worked out on the remembered row and written only if the row is still that version
// (contract-ledger.service.ts "Remembered rows"). A centre's contract pays for every assessment,
// class and session, one after another, so the contract a movement meets is most often the one
// this process moved last.
//
// A row version is PostgreSQL's (xmin, ctid) of the tuple: the transaction that wrote it and where
// it lies. Every change of the row, by any statement of any process, writes a new tuple; while its
// transaction runs, each tuple it writes lies in a place of its own (none of them can be pruned
// before the transaction ends), and no later transaction has its id. So a row still at the
// remembered (xmin, ctid) is the row remembered, column for column. A frozen tuple answers xmin 2
// and a moved one (VACUUM FULL) another ctid: either only costs the movement its short cut.

/** PostgreSQL's version of a row: its tuple's xmin and ctid, as text. */
export type RowVersion = { xmin: string; ctid: string };

type Remembered = { row: ContractRow; version: RowVersion; at: number };

/** At most this many contracts per database; the oldest remembered is forgotten first. */
const LIMIT = 10_000;
/**
 * A remembered row older than this is not used. Movements of one contract that come this close
 * together are the ones worth the short cut; and the bound keeps the reasoning above from having
 * to survive years of transaction ids or a server restored to an earlier point under a running
 * process.
 */
const FRESH_MS = 60_000;

const memories = new WeakMap<object, Map<string, Remembered>>();

const memoryOf = (tx: Tx, create: boolean) => {
  const database = databaseOf(tx);
  if (!database) return undefined;
  let memory = memories.get(database);
  if (!memory && create) memories.set(database, (memory = new Map()));
  return memory;
};

/** Remembers `row` as written at `version` (from the statement that wrote it). */
export const rememberContract = (tx: Tx, row: ContractRow, version: RowVersion) => {
  const memory = memoryOf(tx, true);
  if (!memory) return;
  // Deleted and inserted again: the Map's order is the order of remembering.
  memory.delete(row.id);
  memory.set(row.id, { row, version, at: Date.now() });
  if (memory.size > LIMIT) memory.delete(memory.keys().next().value!);
};

/** The contract as this process last wrote it, and that row's version; undefined when not remembered or stale. */
export const recallContract = (tx: Tx, contractId: string): Omit<Remembered, 'at'> | undefined => {
  const memory = memoryOf(tx, false);
  const remembered = memory?.get(contractId.toLowerCase());
  if (!remembered) return undefined;
  if (Date.now() - remembered.at > FRESH_MS) {
    memory!.delete(contractId.toLowerCase());
    return undefined;
  }
  return remembered;
};
