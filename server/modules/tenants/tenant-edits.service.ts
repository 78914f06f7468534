import type { Tx } from '../../platform/db/database';
import { TENANT_TYPES, type TenantType } from '../../platform/db/schema/index';
import { conflict, forbidden } from '../../platform/errors';
import { withTenantScope, type RequestContext } from '../../platform/tenancy';
import { CENTRE_ROLE_PERMISSIONS } from '../../platform/role-grants';
import { yuanToFen } from '../../platform/money';
import { mayParent, requireManagedTenant, tenantManager, withManagedTenant, type TenantManager } from './tenant-access';
import { mayHang, PARENT_TYPES, reminderDefaultFen } from './tenant-rules';
import {
  deleteTenantRows,
  dependantsOf,
  findTenant,
  findTenantOptions,
  grantRoles,
  insertTenant,
  isBelow,
  nameTaken,
  updateTenant as writeTenant,
  type TenantRow,
  type TenantValues,
} from './tenants.repository';
import type {
  ChangeEmailBody,
  FreezeBody,
  ReminderAmountBody,
  TenantBody,
  TenantOption,
  TenantUpdateBody,
} from './tenants.schemas';
import { EMAIL } from '../../platform/patterns';
import { NS, type Problem, invalid } from './tenants.rules';
import { oneItem } from './tenant-items';

// Creating, editing, freezing and deleting a tenant, and its reminder amounts and e-mail.

/** The stored values of the dialog, every problem at once; the parent is checked against the tree and the caller. */
const acceptedTenant = async (
  tx: Tx,
  manager: TenantManager,
  body: TenantBody,
  editing: TenantRow | null,
): Promise<TenantValues> => {
  const problems: Problem[] = [];
  const name = (body.displayName ?? body.name ?? '').trim();
  if (name === '') problems.push({ member: 'displayName', key: 'name-required' });
  const email = body.email?.trim() || null;
  if (email !== null && !EMAIL.test(email)) problems.push({ member: 'email', key: 'email-invalid' });
  const parentId = body.parentTenant ?? null;
  const parentRow = parentId ? await findTenant(tx, parentId) : null;
  if (parentId && !parentRow) problems.push({ member: 'parentTenant', key: 'parent-not-found' });
  else if (!mayHang(body.type, parentRow?.type ?? null)) {
    problems.push({ member: 'parentTenant', key: parentRow ? 'parent-type-not-allowed' : 'parent-required' });
  }
  if (problems.length > 0) throw invalid(problems);
  if (!(await mayParent(tx, manager, parentId))) throw forbidden(`${NS}parent-out-of-reach`);
  if (await nameTaken(tx, name, editing?.id ?? null))
    throw conflict('Business:TenantNameTaken', `${NS}name-taken`, { name });
  return { name, type: body.type, parentId, area: body.area?.trim() || null, email };
};

/** POST /api/business/tenant/simple: a new tenant with the reminder amounts of its type (spec 002 §9). */
export const createTenant = async (tx: Tx, ctx: RequestContext, body: TenantBody) => {
  const manager = tenantManager(ctx);
  const values = await acceptedTenant(tx, manager, body, null);
  const id = await insertTenant(tx, {
    ...values,
    hfsReminderAmountFen: reminderDefaultFen(values.type),
    vratReminderAmountFen: reminderDefaultFen(values.type),
  });
  if (values.type === 'Center') {
    // Its staff get the grants every centre starts with (role_permissions is per tenant).
    await withTenantScope(tx, id, () => grantRoles(tx, id, CENTRE_ROLE_PERMISSIONS));
  }
  return oneItem(tx, ctx, manager, id);
};

/** PUT /api/business/tenant/simple. Moving a tenant keeps the tree whole and its money tree intact. */
export const editTenant = async (tx: Tx, ctx: RequestContext, body: TenantUpdateBody) => {
  const { manager, target } = await withManagedTenant(tx, ctx, body.id, async (managed) => {
    const { manager, target } = managed;
    const values = await acceptedTenant(tx, manager, body, target);
    if (values.parentId !== target.parentId) {
      if (values.parentId && (values.parentId === target.id || (await isBelow(tx, values.parentId, target.id)))) {
        throw conflict('Business:TenantTreeCycle', `${NS}parent-in-own-subtree`);
      }
      // A contract's money comes from its parent tenant's contract: a move would cut that line.
      if ((await dependantsOf(tx, target.id)).contracts > 0) {
        throw conflict('Business:TenantHasContracts', `${NS}move-has-contracts`);
      }
    }
    if (values.type !== target.type) {
      const children = await findTenantOptions(tx, { root: null, parentId: target.id });
      if (children.some((c) => !mayHang(c.type, values.type))) {
        throw conflict('Business:TenantChildrenForbidType', `${NS}type-children`);
      }
    }
    await writeTenant(tx, target.id, values);
    return managed;
  });
  return oneItem(tx, ctx, manager, target.id);
};

/** DELETE /api/business/tenant/{id}: only a tenant with no children, members or contracts. */
export const deleteTenant = async (tx: Tx, ctx: RequestContext, id: string) =>
  withManagedTenant(tx, ctx, id, async () => {
    const found = await dependantsOf(tx, id);
    if (found.children > 0)
      throw conflict('Business:TenantHasChildren', `${NS}delete-has-children`, { count: found.children });
    if (found.members > 0)
      throw conflict('Business:TenantHasMembers', `${NS}delete-has-members`, { count: found.members });
    if (found.contracts > 0) {
      throw conflict('Business:TenantHasContracts', `${NS}delete-has-contracts`, { count: found.contracts });
    }
    try {
      await deleteTenantRows(tx, id);
    } catch (error) {
      // Anything else still naming the tenant (children's records, events) keeps it: say so plainly.
      if (pgCode(error) === '23503') throw conflict('Business:TenantHasData', `${NS}delete-has-data`);
      throw error;
    }
  });

const pgCode = (error: unknown): string | undefined => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^\d{5}$/.test(code)) return code;
  }
  return undefined;
};

/** POST /api/business/tenant/freeze: Effective ↔ Frozen; a frozen centre's users are refused (CenterStateInvalid). */
export const freezeTenant = async (tx: Tx, ctx: RequestContext, body: FreezeBody) => {
  const { manager, target } = await withManagedTenant(tx, ctx, body.tenantId, async (managed) => {
    const state = body.operate === 'Freeze' ? 'Frozen' : 'Effective';
    if (managed.target.state === state) {
      throw conflict('Business:TenantStateUnchanged', `${NS}state-unchanged-${state}`);
    }
    await writeTenant(tx, managed.target.id, { state });
    return managed;
  });
  return oneItem(tx, ctx, manager, target.id);
};

const allowedParents = async (tx: Tx, manager: TenantManager, editing: TenantRow | null): Promise<TenantOption[]> => {
  const rows = await findTenantOptions(tx, { root: manager.root, includeRoot: true });
  const excluded = new Set<string>();
  if (editing) {
    excluded.add(editing.id);
    for (const r of rows) if (await isBelow(tx, r.id, editing.id)) excluded.add(r.id);
  }
  return rows.filter((r) => !excluded.has(r.id)).map((r) => ({ id: r.id, displayName: r.name, type: r.type }));
};

/** GET /api/business/tenant/prepareForEdit: what the create/edit dialog may offer this caller. */
export const prepareForEdit = async (tx: Tx, ctx: RequestContext, id: string | undefined) => {
  let manager = tenantManager(ctx);
  let editing: TenantRow | null = null;
  if (id) {
    ({ manager, target: editing } = await requireManagedTenant(tx, ctx, id));
  }
  const parents = await allowedParents(tx, manager, editing);
  const parentTypes = new Set<TenantType | null>(parents.map((p) => p.type));
  if (manager.root === null) parentTypes.add(null);
  const types = TENANT_TYPES.filter((type) => PARENT_TYPES[type].some((p) => parentTypes.has(p))).map((type) => ({
    type,
    parentTypes: [...PARENT_TYPES[type]],
  }));
  return { tenant: editing ? await oneItem(tx, ctx, manager, editing.id) : null, types, parents };
};

/** PUT /api/business/tenant/reminderAmount: the hfs and vrat reminder amounts, yuan on the wire. */
export const setReminderAmounts = async (tx: Tx, ctx: RequestContext, body: ReminderAmountBody) => {
  const { manager, target } = await withManagedTenant(tx, ctx, body.id, async (managed) => {
    await writeTenant(tx, managed.target.id, {
      ...(body.hfsReminderAmount === undefined
        ? {}
        : { hfsReminderAmountFen: yuanToFen(body.hfsReminderAmount, 'hfsReminderAmount') }),
      ...(body.vratReminderAmount === undefined
        ? {}
        : { vratReminderAmountFen: yuanToFen(body.vratReminderAmount, 'vratReminderAmount') }),
    });
    return managed;
  });
  return oneItem(tx, ctx, manager, target.id);
};

/** PUT /api/business/tenant/changeTenantEmail. */
export const changeTenantEmail = async (tx: Tx, ctx: RequestContext, body: ChangeEmailBody) => {
  const { manager, target } = await withManagedTenant(tx, ctx, body.tenantId, async (managed) => {
    const email = body.email.trim();
    if (!EMAIL.test(email)) throw invalid([{ member: 'email', key: 'email-invalid' }]);
    await writeTenant(tx, managed.target.id, { email });
    return managed;
  });
  return oneItem(tx, ctx, manager, target.id);
};
