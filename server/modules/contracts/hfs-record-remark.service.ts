import { and, eq, inArray, sql } from 'drizzle-orm';
import { contractLedger, users } from '../../platform/db/schema/index';
import { AppError, conflict } from '../../platform/errors';
import { assertAllowed, changed, contractNotFound, deduct, recharge } from './contract-ledger';
import { lineContractCaller } from './contract-access';
import type { HfsCall } from './hfs-access';
import { findContract } from './hfs-contract.repository';
import type { RechargeRemarkBody } from './hfs-contract.schemas';
import { toRechargeRecord } from './hfs-records.service';
import { reversalsOf, reversingEntries } from './hfs-resources.repository';

/**
 * Spec 002 §7 PUT contractRechargeRecord: a recharge or deduction's remark is corrected; its money
 * never changes (the application role may update that one column of the ledger, migration 0014).
 * Only while the contract's state lists editRecord (spec 002 §4).
 */
export const editHfsRechargeRemark = async (call: HfsCall, body: RechargeRemarkBody) => {
  const [entry] = await call.tx
    .select({ id: contractLedger.id, contractId: contractLedger.contractId })
    .from(contractLedger)
    .where(and(eq(contractLedger.id, body.id), inArray(contractLedger.kind, ['Recharge', 'Deduct'])));
  if (!entry) throw new AppError(404, 'Business:RechargeRecordNotFound', 'contracts:contracts.record-not-found');
  await lineContractCaller(call, 'hfs', entry.contractId, 'manage');
  const contract = await findContract(call.tx, entry.contractId);
  if (!contract) throw contractNotFound();
  assertAllowed(contract, 'editRecord', call.today);
  await assertLive(call, entry.id);
  await call.tx.update(contractLedger).set({ remark: body.remark }).where(eq(contractLedger.id, entry.id));
  await changed(call.tx, contract, 'RechargeRemarkEdited');
  const [row] = await call.tx
    .select({
      createdAt: contractLedger.createdAt,
      amountFen: contractLedger.amountFen,
      remark: contractLedger.remark,
      kind: contractLedger.kind,
      operateName: sql<string>`coalesce(nullif(${users.name}, ''), ${users.userName}, '')`,
    })
    .from(contractLedger)
    .leftJoin(users, eq(users.id, contractLedger.operatorId))
    .where(eq(contractLedger.id, entry.id));
  if (!row) throw new AppError(404, 'Business:RechargeRecordNotFound', 'contracts:contracts.record-not-found');
  return toRechargeRecord({ id: entry.id, ...row });
};

/** A deleted record, or the entry that reversed one, is history: it is neither edited nor deleted again. */
const assertLive = async (call: HfsCall, id: number) => {
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
export const deleteHfsRechargeRecord = async (call: HfsCall, id: number, contractId?: string) => {
  // The platform administrator reaches a tenant's ledger only once its tree is chosen (RLS), which
  // the contract's id does: the console always sends it.
  if (contractId) await lineContractCaller(call, 'hfs', contractId, 'manage');
  const [entry] = await call.tx
    .select({
      id: contractLedger.id,
      contractId: contractLedger.contractId,
      kind: contractLedger.kind,
      amountFen: contractLedger.amountFen,
      freeTimes: contractLedger.freeTimes,
    })
    .from(contractLedger)
    .where(and(eq(contractLedger.id, id), inArray(contractLedger.kind, ['Recharge', 'Deduct'])));
  if (!entry || (contractId && entry.contractId !== contractId))
    throw new AppError(404, 'Business:RechargeRecordNotFound', 'contracts:contracts.record-not-found');
  await lineContractCaller(call, 'hfs', entry.contractId, 'manage');
  const contract = await findContract(call.tx, entry.contractId);
  if (!contract) throw contractNotFound();
  assertAllowed(contract, 'editRecord', call.today);
  await assertLive(call, entry.id);
  const mover = { userId: call.ctx.userId, today: call.today };
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
