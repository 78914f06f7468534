import { eq, sql } from 'drizzle-orm';
import { nextContract, type ContractState } from '../../../machines/contract.machine';
import { tenantContracts } from '../../platform/db/schema/index';
import { badRequest, conflict } from '../../platform/errors';
import {
  assertAllowed,
  changed,
  contractNotFound,
  deleteContract,
  lockWithParent,
  type ContractRow,
} from './contract-ledger';
import { callerInfo, hfsCaller, hfsContractCaller, toItem, type HfsCall } from './hfs-access';
import {
  findContract,
  latestActiveContract,
  listContracts,
  overlappingContract,
  rechargedFen,
  recordOperation,
  takenRanges,
} from './hfs-contract.repository';
import {
  CONTRACT_STATES,
  type HfsContractBody,
  type HfsContractEditBody,
  type HfsContractListQuery,
  type RenewalBody,
} from './hfs-contract.schemas';
import { fenToYuan, yuanToFen } from './money';

// The HFS contract's lifecycle (spec 002 §4, §5): every state change is asked of the contract
// machine first (a refusal is 409), and every one is kept in contract_operations.

const invalidDates = (code: string, key: string, params: Record<string, string> = {}) =>
  badRequest(code, `contracts:contracts.hfs.dates.${key}`, params);

/** Spec 002 §5: validity required and in order, not past the parent's end, not over another contract. */
const checkRange = async (
  call: HfsCall,
  tenantId: string,
  range: { start: string; end: string; parentEnd: string | undefined; exceptId?: string },
) => {
  if (range.end < range.start) throw invalidDates('Business:ContractDatesInvalid', 'end-before-start');
  if (range.parentEnd && range.end > range.parentEnd)
    throw invalidDates('Business:ContractEndAfterParent', 'after-parent', { parentEnd: range.parentEnd });
  const other = await overlappingContract(call.tx, tenantId, { ...range, today: call.today });
  if (other)
    throw invalidDates('Business:ContractDatesOverlap', 'overlap', { start: other.startDate, end: other.endDate });
};

const minSellPriceFen = (minSellPrice: number | null | undefined) => {
  if (minSellPrice === null || minSellPrice === undefined) return null;
  const fen = yuanToFen(minSellPrice, 'minSellPrice');
  if (fen <= 0) throw badRequest('Business:MinSellPriceInvalid', 'contracts:contracts.hfs.min-sell-price');
  return fen;
};

export const listHfsContracts = async (call: HfsCall, query: HfsContractListQuery) => {
  const caller = await hfsCaller(call, query.TenantId, 'view');
  const states = (query.contractStates ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is ContractState => (CONTRACT_STATES as readonly string[]).includes(s));
  const { rows, totalCount } = await listContracts(call.tx, caller.target.id, call.today, {
    skip: query.SkipCount,
    take: query.MaxResultCount,
    states,
  });
  const recharged = await rechargedFen(
    call.tx,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toItem(row, caller, call.today, recharged.get(row.id))),
    totalCount,
    today: call.today,
    caller: callerInfo(caller),
    tenantName: caller.target.name,
    hasParentTenant: caller.target.parentId !== null,
  };
};

const itemOf = async (call: HfsCall, caller: Awaited<ReturnType<typeof hfsCaller>>, row: ContractRow) =>
  toItem(row, caller, call.today, (await rechargedFen(call.tx, [row.id])).get(row.id));

export const getHfsContract = async (call: HfsCall, id: string) => {
  const caller = await hfsContractCaller(call, id, 'view');
  const row = await findContract(call.tx, id);
  if (!row) throw contractNotFound();
  return itemOf(call, caller, row);
};

/** The days a new or renewed contract may not take: today's past, after the parent's end, other contracts. */
export const hfsDateLimits = async (call: HfsCall, tenantId: string) => {
  const caller = await hfsCaller(call, tenantId, 'view');
  const parent = caller.target.parentId
    ? await latestActiveContract(call.tx, caller.target.parentId, call.today)
    : undefined;
  const taken = await takenRanges(call.tx, caller.target.id, call.today);
  return {
    today: call.today,
    parentEndTime: parent?.endDate ?? null,
    taken: taken.map((r) => ({ id: r.id, startTime: r.startDate, endTime: r.endDate })),
  };
};

/**
 * A NotEnable contract of a tenant. Below the top of the tree it draws on the parent tenant's
 * latest Active contract, which must exist, and may not outlast it.
 */
export const createHfsContract = async (call: HfsCall, body: HfsContractBody) => {
  const caller = await hfsCaller(call, body.tenantId, 'manage');
  const parent = caller.target.parentId
    ? await latestActiveContract(call.tx, caller.target.parentId, call.today)
    : undefined;
  if (caller.target.parentId && !parent)
    throw conflict('Business:ParentContractRequired', 'contracts:contracts.hfs.parent-no-active');
  if (body.startTime < call.today) throw invalidDates('Business:ContractStartInPast', 'start-in-past');
  await checkRange(call, caller.target.id, { start: body.startTime, end: body.endTime, parentEnd: parent?.endDate });
  const minSell = minSellPriceFen(body.minSellPrice);
  if (body.setSellingPrice && minSell === null)
    throw badRequest('Business:MinSellPriceInvalid', 'contracts:contracts.hfs.min-sell-price');
  const [row] = await call.tx
    .insert(tenantContracts)
    .values({
      tenantId: caller.target.id,
      line: 'hfs',
      parentContractId: parent?.id ?? null,
      status: 'NotEnable',
      startDate: body.startTime,
      endDate: body.endTime,
      remark: body.remark,
      reminderAmountFen: body.reminderAmount === undefined ? null : yuanToFen(body.reminderAmount, 'reminderAmount'),
      setSellingPrice: body.setSellingPrice,
      minSellPriceFen: minSell,
      createdBy: call.ctx.userId,
    })
    .returning();
  if (!row) throw new Error('contract insert returned nothing');
  await recordOperation(call.tx, row, 'Create', call.ctx.userId);
  if (minSell !== null)
    await recordOperation(call.tx, row, 'MinSellingPriceChange', call.ctx.userId, { priceFen: minSell });
  await changed(call.tx, row, 'Create', parent);
  return itemOf(call, caller, row);
};

export const editHfsContract = async (call: HfsCall, id: string, body: HfsContractEditBody) => {
  const caller = await hfsContractCaller(call, id, 'manage');
  const { contract, parent } = await lockWithParent(call.tx, id);
  assertAllowed(contract, 'edit', call.today);
  if (body.startTime !== contract.startDate && body.startTime < call.today)
    throw invalidDates('Business:ContractStartInPast', 'start-in-past');
  await checkRange(call, contract.tenantId, {
    start: body.startTime,
    end: body.endTime,
    parentEnd: parent?.endDate,
    exceptId: contract.id,
  });
  const [row] = await call.tx
    .update(tenantContracts)
    .set({
      startDate: body.startTime,
      endDate: body.endTime,
      remark: body.remark,
      ...(body.reminderAmount === undefined
        ? {}
        : { reminderAmountFen: yuanToFen(body.reminderAmount, 'reminderAmount') }),
    })
    .where(eq(tenantContracts.id, id))
    .returning();
  await recordOperation(call.tx, row!, 'Edit', call.ctx.userId, { endDate: body.endTime });
  await changed(call.tx, row!, 'Edit', parent);
  return itemOf(call, caller, row!);
};

type StatusAction = 'enable' | 'stop' | 'reEnable';
const OPERATION = { enable: 'Enable', stop: 'Stop', reEnable: 'ReEnable' } as const;

/** Formally enable (NotEnable → open), stop (Active → Deactivate), re-enable (Deactivate → back). */
export const changeHfsStatus = async (call: HfsCall, id: string, action: StatusAction) => {
  const caller = await hfsContractCaller(call, id, 'manage');
  const { contract, parent } = await lockWithParent(call.tx, id);
  const next = nextContract(
    {
      line: 'hfs',
      status: contract.status,
      startDate: contract.startDate,
      endDate: contract.endDate,
      today: call.today,
    },
    { type: action },
  );
  if (!next) throw conflict('Business:ContractActionNotAllowed', `contracts:contracts.not-allowed.${action}`);
  // A stopped contract's days may have been given to another contract meanwhile.
  if (action === 'reEnable')
    await checkRange(call, contract.tenantId, {
      start: contract.startDate,
      end: contract.endDate,
      parentEnd: undefined,
      exceptId: contract.id,
    });
  const [row] = await call.tx
    .update(tenantContracts)
    .set({
      status: next.status,
      ...(action === 'stop' ? { stoppedAt: sql`now()` } : action === 'reEnable' ? { stoppedAt: null } : {}),
    })
    .where(eq(tenantContracts.id, id))
    .returning();
  await recordOperation(call.tx, row!, OPERATION[action], call.ctx.userId);
  await changed(call.tx, row!, OPERATION[action], parent);
  return itemOf(call, caller, row!);
};

/** Spec 002 §5: the new end not before today, later than the current one, within the parent's, over no other contract. */
export const renewHfsContract = async (call: HfsCall, body: RenewalBody) => {
  const caller = await hfsContractCaller(call, body.contractId, 'manage');
  const { contract, parent } = await lockWithParent(call.tx, body.contractId);
  assertAllowed(contract, 'renew', call.today);
  if (body.EndTime < call.today) throw invalidDates('Business:RenewalDateInvalid', 'renew-before-today');
  if (body.EndTime <= contract.endDate)
    throw invalidDates('Business:RenewalDateInvalid', 'renew-not-later', { endTime: contract.endDate });
  await checkRange(call, contract.tenantId, {
    start: contract.startDate,
    end: body.EndTime,
    parentEnd: parent?.endDate,
    exceptId: contract.id,
  });
  const [row] = await call.tx
    .update(tenantContracts)
    .set({ endDate: body.EndTime })
    .where(eq(tenantContracts.id, contract.id))
    .returning();
  await recordOperation(call.tx, row!, 'Renewal', call.ctx.userId, { endDate: body.EndTime });
  await changed(call.tx, row!, 'Renewal', parent);
  return itemOf(call, caller, row!);
};

/** Deletes a contract its state allows deleting; what it held goes back to the parent contract. */
export const deleteHfsContract = async (call: HfsCall, id: string) => {
  await hfsContractCaller(call, id, 'manage');
  const deleted = await deleteContract(call.tx, { userId: call.ctx.userId, today: call.today }, id, '');
  await recordOperation(call.tx, deleted, 'Delete', call.ctx.userId);
  return { id, returnedAmount: fenToYuan(deleted.returnedFen) };
};
