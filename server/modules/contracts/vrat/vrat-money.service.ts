import { DateTime } from 'luxon';
import { contractState } from '../../../../machines/contract.machine';
import { badRequest } from '../../../platform/errors';
import { lineCaller, lineContractCaller } from '../access/contract-access.service';
import { deduct, recharge } from '../ledger/contract-money.service';
import { assertRemindContacts } from '../reminders/contract-reminder-delivery.service';
import { notifyRecharge } from '../reminders/contract-reminders.service';
import { allContracts, findContract, latestActiveContract } from '../lifecycle/tenant-contracts.repository';
import { fenToYuan, yuanToFen } from '../../../platform/money';
import { toVratItem } from './vrat-contract-view.service';
import { VRAT_REMINDER_OFF, type VratParentMoneyQuery, type VratRechargeBody } from './vrat-contract.schemas';
import type { ContractCall, ContractCaller, ContractRow } from '../contract.types';
import { tenantRow } from '../access/contract-access.repository';

// The VRAT contract's money and free tests (spec 002 §3 "VRAT balance summary", §5): every
// movement goes through contract-ledger, which locks, checks the machine and the balances, and
// moves the free tests with the money.

const LINE = 'vrat';

/**
 * Recharge, or deduct when isRecharge is false or the money is negative (spec 002 §5 "a negative
 * amount means deduct"). Expired and stopped contracts only deduct: the machine refuses the rest.
 */
export const rechargeVratContract = async (call: ContractCall, body: VratRechargeBody) => {
  const caller = await lineContractCaller(call, 'vrat', body.contractId, 'manage');
  const fen = yuanToFen(body.money);
  const isDeduct = !body.isRecharge || fen < 0;
  const movement = { amountFen: Math.abs(fen), freeTimes: body.freeTimes, remark: body.remark };
  const mover = { userId: call.ctx.userId, today: call.today, messenger: call.messenger };
  const contacts = body.remindContacts ?? [];
  await assertRemindContacts(call.tx, caller.target.id, contacts);
  const row = isDeduct
    ? await deduct(call.tx, mover, body.contractId, movement)
    : await recharge(call.tx, mover, body.contractId, movement);
  await notifyRecharge(call.tx, row, { isDeduct, ...movement }, contacts, mover.messenger);
  return toVratItem(row, caller, call.today);
};

/** Spec 002 §5: the free-count equivalent of an amount = floor(amount / unit price). */
export const timesFor = (fen: number, unitPriceFen: number | null) =>
  unitPriceFen && unitPriceFen > 0 ? Math.floor(fen / unitPriceFen) : 0;

/** Spec 002 §5: recharge maximum = floor(parent amount / buy price) × selling price. */
export const rechargeMaximumFen = (parentFen: number, buyPriceFen: number | null, sellPriceFen: number | null) =>
  buyPriceFen && buyPriceFen > 0 && sellPriceFen !== null ? Math.floor(parentFen / buyPriceFen) * sellPriceFen : null;

/** The parent tenant's latest Active VRAT contract, when the caller manages the tenant. */
const parentLatest = async (call: ContractCall, caller: ContractCaller): Promise<ContractRow | undefined> =>
  caller.target.parentId && caller.manages
    ? latestActiveContract(call.tx, caller.target.parentId, call.today, LINE)
    : undefined;

const parentView = (parent: ContractRow | undefined) =>
  parent
    ? {
        id: parent.id,
        amount: fenToYuan(parent.cumulativeRechargeFen),
        balance: fenToYuan(parent.balanceFen),
        freeTimes: parent.freeTimes,
        unitPrice: parent.unitPriceFen === null ? null : fenToYuan(parent.unitPriceFen),
        endTime: parent.endDate,
      }
    : null;

/** Spec 002 §7 parentMoneyRequired, with the recharge maximum of `contractId` when given. */
export const vratParentMoneyRequired = async (call: ContractCall, query: VratParentMoneyQuery) => {
  const caller = await lineCaller(call, 'vrat', query.tenantId, 'view');
  const parent = await parentLatest(call, caller);
  const contract = query.contractId ? await findContract(call.tx, query.contractId, LINE) : undefined;
  if (query.contractId && contract?.tenantId !== caller.target.id)
    throw badRequest('Business:ContractNotFound', 'contracts:contracts.not-found', { member: 'contractId' });
  const maximum =
    contract && parent ? rechargeMaximumFen(parent.balanceFen, contract.buyPriceFen, contract.unitPriceFen) : null;
  return {
    required: caller.target.parentId !== null,
    parentLatestContract: parentView(parent),
    rechargeMaximum: maximum === null ? null : fenToYuan(maximum),
  };
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const activeOf = (rows: ContractRow[], today: string) => rows.filter((r) => contractState(r, today) === 'Active');
const latestEnd = (rows: ContractRow[]) => [...rows].sort((a, b) => b.endDate.localeCompare(a.endDate))[0];

/** Spec 002 §3 "VRAT balance summary" over the tenant's contracts that are not deleted. */
export const vratBalanceSummary = async (call: ContractCall, tenantId: string) => {
  const caller = await lineCaller(call, 'vrat', tenantId, 'view');
  const rows = await allContracts(call.tx, caller.target.id, LINE);
  const active = activeOf(rows, call.today);
  const sees = caller.rules.seesBalanceAndStopTime;
  return {
    balance: sees ? fenToYuan(sum(active.map((r) => r.balanceFen))) : null,
    cumulativeConsumption: fenToYuan(sum(rows.map((r) => r.cumulativeConsumptionFen))),
    cumulativeRecharge: fenToYuan(sum(rows.map((r) => r.cumulativeRechargeFen))),
    deactivateBalance: fenToYuan(
      sum(rows.filter((r) => contractState(r, call.today) === 'Deactivate').map((r) => r.balanceFen)),
    ),
    currentEndTime: latestEnd(active)?.endDate ?? null,
    balanceEqualTimes: sees ? sum(active.map((r) => timesFor(r.balanceFen, r.unitPriceFen))) : null,
    parentLatestContract: parentView(await parentLatest(call, caller)),
  };
};

/**
 * Spec 002 §7 keyIndicator, for the contract warning modals (§8): the days left and the tests left
 * (floor(balance / unit price) + free times) on the Active contracts, and whether they are below the
 * tenant's VRAT reminder (times, unless switched off; amount, when set).
 */
export const vratKeyIndicator = async (call: ContractCall, tenantId: string) => {
  const caller = await lineCaller(call, 'vrat', tenantId, 'view');
  const rows = await allContracts(call.tx, caller.target.id, LINE);
  const active = activeOf(rows, call.today);
  const latest = latestEnd(active);
  const tenant = await tenantRow(call.tx, caller.target.id);
  const reminderTimes = tenant?.vratReminderTimes ?? VRAT_REMINDER_OFF;
  const reminderFen = tenant?.vratReminderAmountFen ?? 0;
  const times = latest ? sum(active.map((r) => timesFor(r.balanceFen, r.unitPriceFen) + r.freeTimes)) : null;
  const balanceFen = sum(active.map((r) => r.balanceFen));
  const fewTimes = times !== null && reminderTimes > 0 && times < reminderTimes;
  const amountOn = tenant?.vratReminderAmountOn ?? true;
  const littleMoney = latest !== undefined && amountOn && reminderFen > 0 && balanceFen < reminderFen;
  return {
    show: fewTimes || littleMoney,
    days: latest ? Math.round(DateTime.fromISO(latest.endDate).diff(DateTime.fromISO(call.today), 'days').days) : null,
    times,
    reminderTimes,
    reminderAmount: fenToYuan(reminderFen),
  };
};
