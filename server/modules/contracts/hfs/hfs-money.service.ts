import { DateTime } from 'luxon';
import { contractState } from '../../../../machines/contract.machine';
import { forbidden } from '../../../platform/errors';
import { lineCaller, lineContractCaller } from '../access/contract-access.service';
import { deduct, recharge } from '../ledger/contract-money.service';
import { assertRemindContacts } from '../reminders/contract-reminder-delivery.service';
import { notifyRecharge } from '../reminders/contract-reminders.service';
import { assertWithinCeiling } from './hfs-ceiling.service';
import { toItem } from './hfs-contract-view.service';
import { allContracts, latestActiveContract } from '../lifecycle/tenant-contracts.repository';
import { rechargedFen } from '../ledger/contract-ledger.repository';
import type { RechargeBody } from './hfs-contract.schemas';
import { fenToYuan, yuanToFen } from '../../../platform/money';
import type { ContractCall, ContractCaller } from '../contract.types';
import { tenantRow } from '../access/contract-access.repository';

// The HFS contract's money (spec 002 §3 "Balance info", §5, §6): every movement goes through
// contract-ledger, which locks, checks the machine and the balances and writes the ledger.

/** Recharge, or (isRecharge false) deduct: only the profiles spec 002 §6 lets deduct. */
export const rechargeHfsContract = async (call: ContractCall, body: RechargeBody) => {
  const caller = await lineContractCaller(call, 'hfs', body.contractId, 'manage');
  if (!body.isRecharge && !caller.rules.mayDeductHfs)
    throw forbidden('contracts:contracts.hfs.deduct-not-allowed', 'Business:DeductNotAllowed');
  const movement = { amountFen: yuanToFen(body.money), freeTimes: 0, remark: body.remark };
  const mover = { userId: call.ctx.userId, today: call.today, messenger: call.messenger };
  const contacts = body.remindContacts ?? [];
  await assertRemindContacts(call.tx, caller.target.id, contacts);
  if (body.isRecharge) await assertWithinCeiling(call.tx, body.contractId, movement.amountFen);
  const row = body.isRecharge
    ? await recharge(call.tx, mover, body.contractId, movement)
    : await deduct(call.tx, mover, body.contractId, movement);
  await notifyRecharge(call.tx, row, { isDeduct: !body.isRecharge, ...movement }, contacts, mover.messenger);
  return toItem(row, caller, call.today, (await rechargedFen(call.tx, [row.id])).get(row.id));
};

/** The parent tenant's latest Active contract, when the caller may see it (its own or, for Admin, any). */
const parentLatest = async (call: ContractCall, caller: ContractCaller) => {
  if (!caller.target.parentId || !caller.manages) return null;
  const parent = await latestActiveContract(call.tx, caller.target.parentId, call.today);
  return parent
    ? {
        id: parent.id,
        amount: fenToYuan(parent.cumulativeRechargeFen),
        endTime: parent.endDate,
        balance: fenToYuan(parent.balanceFen),
      }
    : null;
};

/** Spec 002 §7 parentMoneyRequired: does the tenant draw on a parent contract, and what does that hold. */
export const hfsParentMoneyRequired = async (call: ContractCall, tenantId: string) => {
  const caller = await lineCaller(call, 'hfs', tenantId, 'view');
  return { required: caller.target.parentId !== null, parentLatestContract: await parentLatest(call, caller) };
};

const sumFen = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Spec 002 §3 "Balance info (HFS)" over the tenant's contracts that are not deleted. */
export const hfsBalanceSummary = async (call: ContractCall, tenantId: string) => {
  const caller = await lineCaller(call, 'hfs', tenantId, 'view');
  const rows = await allContracts(call.tx, caller.target.id);
  const stateOf = (row: (typeof rows)[number]) => contractState(row, call.today);
  const tenant = await tenantRow(call.tx, caller.target.id);
  return {
    balance: caller.rules.seesBalanceAndStopTime
      ? fenToYuan(sumFen(rows.filter((r) => stateOf(r) === 'Active').map((r) => r.balanceFen)))
      : null,
    cumulativeConsumption: fenToYuan(sumFen(rows.map((r) => r.cumulativeConsumptionFen))),
    cumulativeRecharge: fenToYuan(sumFen(rows.map((r) => r.cumulativeRechargeFen))),
    notActive: fenToYuan(
      sumFen(rows.filter((r) => ['NotActive', 'NotEnable'].includes(stateOf(r))).map((r) => r.balanceFen)),
    ),
    reminderAmount: fenToYuan(tenant?.hfsReminderAmountFen ?? 0),
    parentLatestContract: await parentLatest(call, caller),
  };
};

/** Spec 002 §7 keyIndicator: whether the tenant's balance reminder applies, and the days left. */
export const hfsKeyIndicator = async (call: ContractCall, tenantId: string) => {
  const caller = await lineCaller(call, 'hfs', tenantId, 'view');
  const rows = await allContracts(call.tx, caller.target.id);
  const active = rows.filter((r) => contractState(r, call.today) === 'Active');
  const latest = active.sort((a, b) => b.endDate.localeCompare(a.endDate))[0];
  const tenant = await tenantRow(call.tx, caller.target.id);
  const reminderFen = tenant?.hfsReminderAmountFen ?? 0;
  const activeFen = sumFen(active.map((r) => r.balanceFen));
  return {
    show: reminderFen > 0 && active.length > 0 && activeFen <= reminderFen,
    reminderAmount: fenToYuan(reminderFen),
    days: latest ? Math.round(DateTime.fromISO(latest.endDate).diff(DateTime.fromISO(call.today), 'days').days) : null,
    currentEndTime: latest?.endDate ?? null,
  };
};
