import { badRequest, conflict, forbidden } from '../../../../platform/errors';
import { callerProfile, lineCaller } from '../../access/contract-access.service';
import { assertAllowed, changed, lockWithParent } from '../../ledger/contract-ledger.service';
import { ceilingOf } from '../hfs-ceiling.service';
import { findContract } from '../../lifecycle/tenant-contracts.repository';
import {
  catalogueItems,
  priceRecords,
  recordPrices,
  resourceRow,
  resourceRows,
  rowsOfResource,
  setRowPrice,
  takeOutRows,
  upsertRow,
  type ResourceRow,
} from './hfs-resources.repository';
import type {
  AddPlanV2Body,
  AddResourcesBody,
  ClassPriceInput,
  ContractResource,
  EditPlanV2Body,
  EditResourceBody,
  PrepareBody,
  ResourceBatchBody,
  ResourceListQuery,
  ResourceType,
} from './hfs-resources.schemas';
import { CLASS_KINDS } from './hfs-resources.schemas';
import { fenToYuan, yuanToFen } from '../../../../platform/money';
import { contractNotFound } from '../../contract.errors';
import type { ContractCall, ContractRow } from '../../contract.types';
import { contractTenantOf } from '../../access/contract-access.repository';

// Spec 002 §3 "HFS contract resource", §4 (adding disabled on Expired and Deactivate; edit and
// delete only on NotActive, Active and NotEnable: machines/contract.machine.ts decides), §5 (price
// required, at least 0) and §6 (prices are set by the contract's managers, or by a tenant on its
// own contract only when it has no parent). Every price set is kept with its operator.

const V2 = 'TrainingPlanV2';

// Node 20 has no Map.groupBy.
const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

const priceFen = (price: number, member: string) => {
  const fen = yuanToFen(price, member);
  if (fen < 0)
    throw badRequest('Business:ResourcePriceInvalid', 'contracts:contracts.resources.price-invalid', { member });
  return fen;
};

type Access = { contract: ContractRow; mayEditPrices: boolean; tenantId: string };

/** Who reads or prices the resources of one contract (spec 002 §6). */
const access = async (call: ContractCall, contractId: string): Promise<Access> => {
  if (!callerProfile(call.ctx)) throw forbidden();
  const tenantId = await contractTenantOf(call.tx, call.ctx, contractId);
  if (!tenantId) throw contractNotFound();
  const caller = await lineCaller(call, 'hfs', tenantId, 'view');
  const contract = await findContract(call.tx, contractId);
  if (!contract) throw contractNotFound();
  const own = call.ctx.tenant?.id === caller.target.id;
  return { contract, tenantId, mayEditPrices: caller.manages || (own && caller.target.parentId === null) };
};

/** The contract locked for a price change by a caller allowed to make it, in a state that allows `action`. */
const forPricing = async (call: ContractCall, contractId: string, action: 'addResource' | 'editResource') => {
  const { mayEditPrices } = await access(call, contractId);
  if (!mayEditPrices)
    throw forbidden('contracts:contracts.resources.parent-sets-prices', 'Business:ResourcePriceByParent');
  const { contract, parent } = await lockWithParent(call.tx, contractId);
  assertAllowed(contract, action, call.today);
  return { contract, parent };
};

const toResources = async (call: ContractCall, rows: ResourceRow[]): Promise<ContractResource[]> => {
  const records = await priceRecords(
    call.tx,
    rows.map((r) => r.id),
  );
  const byRow = groupBy(records, (r) => r.rowId);
  const rowById = new Map(rows.map((r) => [r.id, r]));
  // Newest first; prices set together (a class plan's twelve) in class-kind and platform order.
  const order = (rowId: string) => {
    const row = rowById.get(rowId);
    return (
      CLASS_KINDS.indexOf(row?.resourceType as ClassPriceInput['resourceType']) * 2 + (row?.platform === 'Web' ? 1 : 0)
    );
  };
  const historyOf = (ids: string[]) =>
    ids
      .flatMap((id) => byRow.get(id) ?? [])
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || order(a.rowId) - order(b.rowId))
      .map((r) => ({
        time: r.createdAt.toISOString(),
        price: fenToYuan(r.priceFen),
        operateName: r.operateName,
        resourceType: rowById.get(r.rowId)?.resourceType ?? null,
        platform: rowById.get(r.rowId)?.platform ?? null,
      }));
  const items: ContractResource[] = [];
  const plans = new Map<string, ResourceRow[]>();
  for (const row of rows) {
    if (row.type !== V2) {
      items.push({
        id: row.id,
        contractId: row.contractId,
        resourceId: row.resourceId,
        resourceName: row.resourceName,
        type: row.type as ResourceType,
        price: fenToYuan(row.priceFen),
        isInContract: row.isInContract,
        prices: [],
        buyPriceRecords: historyOf([row.id]),
      });
      continue;
    }
    const plan = plans.get(row.resourceId);
    if (plan) plan.push(row);
    else {
      const group = [row];
      plans.set(row.resourceId, group);
      // The plan's place in the list is its first row's; its class prices follow in the group.
      items.push({
        id: row.id,
        contractId: row.contractId,
        resourceId: row.resourceId,
        resourceName: row.resourceName,
        type: V2,
        price: null,
        isInContract: row.isInContract,
        prices: [],
        buyPriceRecords: [],
      });
    }
  }
  for (const item of items) {
    const group = item.type === V2 ? plans.get(item.resourceId) : undefined;
    if (!group) continue;
    item.prices = group.map((r) => ({
      id: r.id,
      price: fenToYuan(r.priceFen),
      resourceType: r.resourceType as ClassPriceInput['resourceType'],
      platform: r.platform ?? 'App',
    }));
    item.buyPriceRecords = historyOf(group.map((r) => r.id));
  }
  return items;
};

/** GET resources/{contractId} (and {id}/planV2Resource): the contract's resources, a page of one type. */
export const listHfsResources = async (call: ContractCall, contractId: string, query: ResourceListQuery) => {
  const { contract, mayEditPrices } = await access(call, contractId);
  const all = await toResources(call, await resourceRows(call.tx, contract.id, query.type));
  return {
    items: all.slice(query.SkipCount, query.SkipCount + query.MaxResultCount),
    totalCount: all.length,
    mayEditPrices,
  };
};

/** POST assessmentResource, courseResource, planResource, idtMusicPlanResource. */
export const addHfsResources = async (
  call: ContractCall,
  type: Exclude<ResourceType, typeof V2>,
  body: AddResourcesBody,
) => {
  const { contract, parent } = await forPricing(call, body.contractId, 'addResource');
  const prices = body.resources.map((r, i) => priceFen(r.price, `resources[${i}].price`));
  const ids = body.resources.map((r) => r.resourceId);
  if (new Set(ids).size !== ids.length)
    throw badRequest('Business:ResourceDuplicate', 'contracts:contracts.resources.duplicate', { member: 'resources' });
  const known = new Map((await catalogueItems(call.tx, type, { only: ids })).map((c) => [c.resourceId, c]));
  const present = new Set((await resourceRows(call.tx, contract.id, type)).map((r) => r.resourceId));
  const saved: { rowId: string; priceFen: number }[] = [];
  for (const [i, r] of body.resources.entries()) {
    const item = known.get(r.resourceId);
    if (!item)
      throw badRequest('Business:ResourceNotFound', 'contracts:contracts.resources.unknown', {
        member: `resources[${i}].resourceId`,
      });
    if (present.has(r.resourceId))
      throw conflict('Business:ResourceAlreadyInContract', 'contracts:contracts.resources.already-in', {
        name: item.displayName,
      });
    const rowId = await upsertRow(call.tx, {
      tenantId: contract.tenantId,
      contractId: contract.id,
      type,
      resourceId: r.resourceId,
      resourceName: item.displayName,
      resourceType: null,
      platform: null,
      priceFen: prices[i]!,
    });
    saved.push({ rowId, priceFen: prices[i]! });
  }
  await recordPrices(call.tx, contract.tenantId, call.ctx.userId, saved);
  await changed(call.tx, contract, 'ResourceAdded', parent);
  return { items: await toResources(call, await resourceRows(call.tx, contract.id, type)) };
};

const classPrices = (prices: readonly ClassPriceInput[]) => {
  const keys = prices.map((p) => `${p.resourceType}|${p.platform}`);
  if (new Set(keys).size !== keys.length)
    throw badRequest('Business:ClassPricesInvalid', 'contracts:contracts.resources.class-prices', { member: 'prices' });
  return prices.map((p, i) => ({ ...p, fen: priceFen(p.price, `prices[${i}].price`) }));
};

const savePlan = async (
  call: ContractCall,
  contract: ContractRow,
  plan: { resourceId: string; name: string },
  prices: ReturnType<typeof classPrices>,
) => {
  const saved: { rowId: string; priceFen: number }[] = [];
  for (const p of prices) {
    const rowId = await upsertRow(call.tx, {
      tenantId: contract.tenantId,
      contractId: contract.id,
      type: V2,
      resourceId: plan.resourceId,
      resourceName: plan.name,
      resourceType: p.resourceType,
      platform: p.platform,
      priceFen: p.fen,
    });
    saved.push({ rowId, priceFen: p.fen });
  }
  await recordPrices(call.tx, contract.tenantId, call.ctx.userId, saved);
};

/** POST planV2Resource: class plans with App and Web prices per class kind. */
export const addHfsPlanV2 = async (call: ContractCall, body: AddPlanV2Body) => {
  const { contract, parent } = await forPricing(call, body.contractId, 'addResource');
  const prices = classPrices(body.prices);
  const known = new Map((await catalogueItems(call.tx, V2, { only: body.resourceIds })).map((c) => [c.resourceId, c]));
  const present = new Set((await resourceRows(call.tx, contract.id, V2)).map((r) => r.resourceId));
  for (const [i, resourceId] of [...new Set(body.resourceIds)].entries()) {
    const item = known.get(resourceId);
    if (!item)
      throw badRequest('Business:ResourceNotFound', 'contracts:contracts.resources.unknown', {
        member: `resourceIds[${i}]`,
      });
    if (present.has(resourceId))
      throw conflict('Business:ResourceAlreadyInContract', 'contracts:contracts.resources.already-in', {
        name: item.displayName,
      });
    await savePlan(call, contract, { resourceId, name: item.displayName }, prices);
  }
  await changed(call.tx, contract, 'ResourceAdded', parent);
  return { items: await toResources(call, await resourceRows(call.tx, contract.id, V2)) };
};

/** PUT planV2Resource: one plan's class prices; a class kind not given keeps its price. */
export const editHfsPlanV2 = async (call: ContractCall, body: EditPlanV2Body) => {
  const { contract, parent } = await forPricing(call, body.contractId, 'editResource');
  const prices = classPrices(body.prices);
  const rows = (await rowsOfResource(call.tx, contract.id, V2, body.resourceId)).filter((r) => r.isInContract);
  if (rows.length === 0) throw resourceNotFound();
  await savePlan(call, contract, { resourceId: body.resourceId, name: rows[0]!.resourceName }, prices);
  await changed(call.tx, contract, 'ResourcePriceChanged', parent);
  const [item] = await toResources(
    call,
    (await rowsOfResource(call.tx, contract.id, V2, body.resourceId)).filter((r) => r.isInContract),
  );
  return item!;
};

const resourceNotFound = () =>
  badRequest('Business:ResourceNotFound', 'contracts:contracts.resources.not-found', { member: 'id' });

/** A row of a contract the caller can see and that is still in its contract. */
const liveRow = async (call: ContractCall, id: string) => {
  const row = await resourceRow(call.tx, id);
  if (!row || !row.isInContract) throw resourceNotFound();
  return row;
};

/** PUT resource: one row's price. */
export const editHfsResource = async (call: ContractCall, body: EditResourceBody) => {
  const fen = priceFen(body.price, 'price');
  const row = await liveRow(call, body.id);
  const { contract, parent } = await forPricing(call, row.contractId, 'editResource');
  await setRowPrice(call.tx, row.id, fen);
  await recordPrices(call.tx, contract.tenantId, call.ctx.userId, [{ rowId: row.id, priceFen: fen }]);
  await changed(call.tx, contract, 'ResourcePriceChanged', parent);
  const rows =
    row.type === V2 ? await rowsOfResource(call.tx, contract.id, V2, row.resourceId) : [{ ...row, priceFen: fen }];
  const [item] = await toResources(
    call,
    rows.filter((r) => r.isInContract),
  );
  return item!;
};

/** PUT resourceBatch: the flat price update (spec 002 §5 online and offline flat prices with a selection). */
export const batchHfsResourcePrices = async (call: ContractCall, body: ResourceBatchBody) => {
  const entries = body.resources.map((r, i) => ({ ...r, fen: priceFen(r.price, `resources[${i}].price`) }));
  const byContract = groupBy(entries, (e) => e.contractId);
  let count = 0;
  for (const [contractId, list] of byContract) {
    const { contract, parent } = await forPricing(call, contractId, 'editResource');
    const saved: { rowId: string; priceFen: number }[] = [];
    for (const e of list) {
      const row = await liveRow(call, e.id);
      if (row.contractId !== contract.id) throw resourceNotFound();
      await setRowPrice(call.tx, row.id, e.fen);
      saved.push({ rowId: row.id, priceFen: e.fen });
    }
    await recordPrices(call.tx, contract.tenantId, call.ctx.userId, saved);
    await changed(call.tx, contract, 'ResourcePriceChanged', parent);
    count += saved.length;
  }
  return { count };
};

/** DELETE resource: the resource leaves the contract (a class plan with all its class prices); its history stays. */
export const deleteHfsResource = async (call: ContractCall, id: string) => {
  const row = await liveRow(call, id);
  const { contract, parent } = await forPricing(call, row.contractId, 'editResource');
  const rows =
    row.type === V2
      ? (await rowsOfResource(call.tx, contract.id, V2, row.resourceId)).filter((r) => r.isInContract)
      : [row];
  await takeOutRows(
    call.tx,
    rows.map((r) => r.id),
  );
  await changed(call.tx, contract, 'ResourceDeleted', parent);
  return { count: rows.length };
};

/** POST …/prepareForAdd: the catalogue's items of the type that the contract does not hold yet. */
export const prepareHfsResources = async (call: ContractCall, type: ResourceType, body: PrepareBody) => {
  const { contract } = await access(call, body.contractId);
  const present = [...new Set((await resourceRows(call.tx, contract.id, type)).map((r) => r.resourceId))];
  return {
    items: await catalogueItems(call.tx, type, {
      exclude: present,
      ...(body.filter ? { filter: body.filter } : {}),
    }),
  };
};

/**
 * The recommended recharge ceiling of a contract (spec 002 §5), when its selling-price setting is
 * on: the parent contract's minimum selling price is what this tenant buys at. Null when there is
 * no parent contract in the caller's sight or a price is missing.
 */
export const hfsRechargeCeiling = async (call: ContractCall, contractId: string) => {
  const { contract } = await access(call, contractId);
  const c = await ceilingOf(call.tx, contract);
  const yuan = (fen: number | null) => (fen === null ? null : fenToYuan(fen));
  return {
    ceiling: yuan(c.ceilingFen),
    parentBalance: yuan(c.parentBalanceFen),
    buyingPrice: yuan(c.buyingPriceFen),
    minSellingPrice: yuan(c.minSellingPriceFen),
  };
};
