import type { Tx } from '../../../platform/db/database';
import type { Messenger } from '../../../platform/messaging/messenger';
import type { ContractRow } from '../contract.types';
import { remindIfLow } from '../reminders/contract-reminders.service';
import {
  postConsumption,
  postDeduct,
  postRecharge,
  type Actor,
  type Moved,
  type Movement,
  type Usage,
} from './contract-ledger.service';

// The money API every other folder and module calls: the ledger movement, then, in the same
// transaction, the reminder check of the contract whose spendable money went down (spec 002 §3
// "Reminder settings"). A failed movement throws before any reminder is looked at.

/** Who moves the money, their tenant's day, and the messenger a low-balance reminder goes out through. */
export type Mover = Actor & { messenger: Messenger };

const thenRemind = async (tx: Tx, mover: Mover, moved: Moved): Promise<ContractRow> => {
  if (moved.lowered) await remindIfLow(tx, moved.lowered.contract, moved.lowered.facts, mover);
  return moved.after;
};

/** Puts money on a contract, from its parent contract when it has one (contract-ledger.service.ts). */
export const recharge = async (tx: Tx, mover: Mover, contractId: string, m: Movement): Promise<ContractRow> =>
  thenRemind(tx, mover, await postRecharge(tx, mover, contractId, m));

/** Takes money off a contract, back to its parent contract. */
export const deduct = async (tx: Tx, mover: Mover, contractId: string, m: Movement): Promise<ContractRow> =>
  thenRemind(tx, mover, await postDeduct(tx, mover, contractId, m));

/** The tenant uses what it bought: only an Active contract pays. */
export const consume = async (tx: Tx, mover: Mover, contractId: string, usage: Usage): Promise<ContractRow> =>
  thenRemind(tx, mover, await postConsumption(tx, mover, contractId, usage));
