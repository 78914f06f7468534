import { AppError, conflict } from '../../../platform/errors';
import { assertAllowed, changed } from '../ledger/contract-ledger.service';
import { deduct, recharge } from '../ledger/contract-money.service';
import { lineContractCaller } from '../access/contract-access.service';
import { findContract } from '../lifecycle/tenant-contracts.repository';
import type { RechargeRemarkBody } from './hfs-contract.schemas';
import { toRechargeRecord } from './hfs-records.service';
import { rechargeEntry, rechargeRecordOf, setEntryRemark } from '../ledger/contract-ledger.repository';
import { reversalsOf, reversingEntries } from './resources/hfs-resources.repository';
import { contractNotFound } from '../contract.errors';
import type { ContractCall } from '../contract.types';

/**
 * Spec 002 §7 PUT contractRechargeRecord: a recharge or deduction's remark is corrected; its money
 * never changes (the application role may update that one column of the ledger, migration 0014).
 * Only while the contract's state lists editRecord (spec 002 §4).
 */
export const editHfsRechargeRemark = async (call: ContractCall, body: RechargeRemarkBody) => {
  const entry = await rechargeEntry(call.tx, body.id);
  if (!entry) throw new AppError(404, 'Business:RechargeRecordNotFound', 'contracts:contracts.record-not-found');
  await lineContractCaller(call, 'hfs', entry.contractId, 'manage');
  const contract = await findContract(call.tx, entry.contractId);
  if (!contract) throw contractNotFound();
  assertAllowed(contract, 'editRecord', call.today);
  await assertLive(call, entry.id);
  await setEntryRemark(call.tx, entry.id, body.remark);
  await changed(call.tx, contract, 'RechargeRemarkEdited');
  const row = await rechargeRecordOf(call.tx, entry.id);
  if (!row) throw new AppError(404, 'Business:RechargeRecordNotFound', 'contracts:contracts.record-not-found');
  return toRechargeRecord({ id: entry.id, ...row });
};

/** A deleted record, or the entry that reversed one, is history: it is neither edited nor deleted again. */
const assertLive = async (call: ContractCall, id: number) => {
  if ((await reversalsOf(call.tx, [id])).length > 0)
    throw conflict('Business:RechargeRecordDeleted', 'contracts:contracts.resources.record-deleted');
  if ((await reversingEntries(call.tx, [id])).length > 0)
    throw conflict('Business:RechargeRecordIsReversal', 'contracts:contracts.resources.record-is-reversal');
};

/**
 * Deleting a recharge record (spec 002 §4, only on NotActive, Active and NotEnable): the ledger is
 * immutable, so the record's movement is undone by an opposite one through the ledger (money back
 * to the parent contract, or from it), whose entry names the record it reverses; the records list
 * shows the record as Deleted from then on. The ledger functions tell the screens (ContractChanged).
 */
export const deleteHfsRechargeRecord = async (call: ContractCall, id: number, contractId?: string) => {
  // The platform administrator reaches a tenant's ledger only once its tree is chosen (RLS), which
  // the contract's id does: the console always sends it.
  if (contractId) await lineContractCaller(call, 'hfs', contractId, 'manage');
  const entry = await rechargeEntry(call.tx, id);
  if (!entry || (contractId && entry.contractId !== contractId))
    throw new AppError(404, 'Business:RechargeRecordNotFound', 'contracts:contracts.record-not-found');
  await lineContractCaller(call, 'hfs', entry.contractId, 'manage');
  const contract = await findContract(call.tx, entry.contractId);
  if (!contract) throw contractNotFound();
  assertAllowed(contract, 'editRecord', call.today);
  await assertLive(call, entry.id);
  const mover = { userId: call.ctx.userId, today: call.today, messenger: call.messenger };
  const movement = {
    amountFen: Math.abs(entry.amountFen),
    freeTimes: Math.abs(entry.freeTimes),
    remark: '',
    details: { reverses: entry.id },
  };
  if (entry.kind === 'Recharge') await deduct(call.tx, mover, entry.contractId, movement);
  else await recharge(call.tx, mover, entry.contractId, movement);
  return { id: String(entry.id) };
};
