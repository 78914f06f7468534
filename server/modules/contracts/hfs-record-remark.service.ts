import { and, eq, inArray, sql } from 'drizzle-orm';
import { contractLedger, users } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';
import { assertAllowed, changed, contractNotFound } from './contract-ledger';
import { hfsContractCaller, type HfsCall } from './hfs-access';
import { findContract } from './hfs-contract.repository';
import type { RechargeRemarkBody } from './hfs-contract.schemas';
import { toRechargeRecord } from './hfs-records.service';

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
  await hfsContractCaller(call, entry.contractId, 'manage');
  const contract = await findContract(call.tx, entry.contractId);
  if (!contract) throw contractNotFound();
  assertAllowed(contract, 'editRecord', call.today);
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
