import { conflict } from '../../../platform/errors';
import { requireTenant } from '../../../platform/tenancy';
import { caseForCharging } from '../../vrat-tests/vrat-tests.service';
import { vratCaseEntry } from '../ledger/contract-ledger.repository';
import { consume } from '../ledger/contract-money.service';
import { latestActiveContract } from '../lifecycle/tenant-contracts.repository';
import { fenToYuan } from '../../../platform/money';
import type { ContractCall } from '../contract.types';

// Spec 002 §7 GET /api/vrclassroom/testRequest/vratDeductAndGetReport/{caseId}: the product's
// real use of VRAT money. One test is taken from the centre's Active VRAT contract, a free test
// first, else the unit price, once per case; the ledger's Consumption entry (details.caseId) is
// the record that it was paid, so a second call charges nothing and answers the same.

const chargeOf = (row: { contractId: string; amountFen: number; freeTimes: number; createdAt: Date }) => ({
  contractId: row.contractId,
  money: fenToYuan(-row.amountFen),
  freeTimes: -row.freeTimes,
  chargedAt: row.createdAt.toISOString(),
});

export const vratDeductAndGetReport = async (call: ContractCall, caseId: string) => {
  const tenant = requireTenant(call.ctx);
  // Locks the case: a concurrent second call waits here, then finds the first one's entry.
  const report = await caseForCharging(call.tx, call.ctx, caseId);
  const paid = await vratCaseEntry(call.tx, tenant.id, report.id);
  if (paid) return { ...report, charge: chargeOf(paid) };

  const contract = await latestActiveContract(call.tx, tenant.id, call.today, 'vrat');
  if (!contract) throw conflict('Business:NoActiveVratContract', 'contracts:reminders.consumption.no-active-contract');
  const price = contract.unitPriceFen ?? 0;
  const useFree = contract.freeTimes > 0;
  if (!useFree && (price <= 0 || contract.balanceFen < price))
    throw conflict('Business:InsufficientBalance', 'contracts:reminders.consumption.insufficient');
  await consume(call.tx, { userId: call.ctx.userId, today: call.today, messenger: call.messenger }, contract.id, {
    amountFen: useFree ? 0 : price,
    freeTimes: useFree ? 1 : 0,
    usageKind: 'evaluation',
    details: { caseId: report.id, subjectId: report.subjectId, childName: report.subjectName, resourceName: 'VRAT' },
  });
  const entry = await vratCaseEntry(call.tx, tenant.id, report.id);
  if (!entry) throw new Error('the consumption just written was not found');
  return { ...report, charge: chargeOf(entry) };
};
