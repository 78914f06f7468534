import type { Tx } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { withEachTenantScope, type RequestContext } from '../../platform/tenancy';
import { fenToYuan } from '../../platform/money';
import { PROJECT_SWITCH_RULES } from './project-switch.rules';
import { type TenantManager } from './tenant-access';
import { findProjectFeatures, findTenant, topOf, type TenantRow } from './tenants.repository';
import type { TenantItem } from './tenants.schemas';

// Tenants as the screens show them (list rows and the one-tenant answers).

const PROJECTS = ['hfs', 'vrat'] as const;

/**
 * The rows as the screens show them, with each project's switch. The platform administrator's
 * rows may come from several trees: row-level security is pointed at each tree's top in turn.
 */
export const toItems = async (
  tx: Tx,
  ctx: RequestContext,
  manager: TenantManager,
  rows: TenantRow[],
): Promise<TenantItem[]> => {
  const open = new Set<string>();
  const ids = rows.map((r) => r.id);
  if (manager.root === null) {
    const tops = new Map<string, string[]>();
    for (const id of ids) {
      const top = await topOf(tx, id);
      tops.set(top, [...(tops.get(top) ?? []), id]);
    }
    const found = await withEachTenantScope(tx, [...tops.keys()], (top) => findProjectFeatures(tx, tops.get(top)!));
    for (const f of found.flat()) open.add(`${f.tenantId}/${f.name}`);
  } else {
    for (const f of await findProjectFeatures(tx, ids)) open.add(`${f.tenantId}/${f.name}`);
  }
  const rules = PROJECT_SWITCH_RULES[manager.caller];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    displayName: row.name,
    type: row.type,
    parentTenant:
      row.parentId && row.parentName && row.parentType
        ? { id: row.parentId, displayName: row.parentName, type: row.parentType }
        : null,
    area: row.area,
    email: row.email,
    logo: row.logoUrl,
    state: row.state,
    hfsReminderAmount: fenToYuan(row.hfsReminderAmountFen),
    vratReminderAmount: fenToYuan(row.vratReminderAmountFen),
    vratReminderTimes: row.vratReminderTimes,
    projectStatus: PROJECTS.map((name) => ({
      name,
      status: open.has(`${row.id}/${name}`),
      mayToggle: rules[name].mayToggle,
    })),
    childCount: row.childCount,
    creationTime: row.createdAt.toISOString(),
  }));
};

export const oneItem = async (tx: Tx, ctx: RequestContext, manager: TenantManager, id: string) => {
  const row = await findTenant(tx, id);
  if (!row) throw notFound('tenant');
  const [item] = await toItems(tx, ctx, manager, [row]);
  return item!;
};
