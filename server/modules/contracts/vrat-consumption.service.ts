import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { contractLedger, tenantContracts } from '../../platform/db/schema/index';
import { conflict } from '../../platform/errors';
import { requireTenant } from '../../platform/tenancy';
import { caseForCharging } from '../vrat-tests/vrat-tests.service';
import { consume } from './contract-ledger';
import { latestActiveContract } from './hfs-contract.repository';
import { fenToYuan } from './money';
import type { VratCall } from './vrat-access';

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

/** The Consumption entry that paid for the case, when there is one. */
const paidEntry = async (tx: Tx, tenantId: string, caseId: string) => {
  const [row] = await tx
    .select({
      contractId: contractLedger.contractId,
      amountFen: contractLedger.amountFen,
      freeTimes: contractLedger.freeTimes,
      createdAt: contractLedger.createdAt,
    })
    .from(contractLedger)
    .innerJoin(tenantContracts, eq(tenantContracts.id, contractLedger.contractId))
    .where(
      and(
        eq(contractLedger.tenantId, tenantId),
        eq(tenantContracts.line, 'vrat'),
        eq(contractLedger.kind, 'Consumption'),
        sql`${contractLedger.details}->>'caseId' = ${caseId}`,
      ),
    )
    .orderBy(desc(contractLedger.id))
    .limit(1);
  return row;
};

export const vratDeductAndGetReport = async (call: VratCall, caseId: string) => {
  const tenant = requireTenant(call.ctx);
  // Locks the case: a concurrent second call waits here, then finds the first one's entry.
  const report = await caseForCharging(call.tx, call.ctx, caseId);
  const paid = await paidEntry(call.tx, tenant.id, report.id);
  if (paid) return { ...report, charge: chargeOf(paid) };

  const contract = await latestActiveContract(call.tx, tenant.id, call.today, 'vrat');
  if (!contract) throw conflict('Business:NoActiveVratContract', 'contracts:reminders.consumption.no-active-contract');
  const price = contract.unitPriceFen ?? 0;
  const useFree = contract.freeTimes > 0;
  if (!useFree && (price <= 0 || contract.balanceFen < price))
    throw conflict('Business:InsufficientBalance', 'contracts:reminders.consumption.insufficient');
  await consume(call.tx, { userId: call.ctx.userId, today: call.today }, contract.id, {
    amountFen: useFree ? 0 : price,
    freeTimes: useFree ? 1 : 0,
    usageKind: 'evaluation',
    details: { caseId: report.id, subjectId: report.subjectId, childName: report.subjectName, resourceName: 'VRAT' },
  });
  const entry = await paidEntry(call.tx, tenant.id, report.id);
  if (!entry) throw new Error('the consumption just written was not found');
  return { ...report, charge: chargeOf(entry) };
};
