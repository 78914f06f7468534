import type { Tx } from '../../platform/db/database';
import { TENANT_TYPES, type TenantType } from '../../platform/db/schema/index';
import { AppError, badRequest, conflict, forbidden, notFound, type ValidationErrorInfo } from '../../platform/errors';
import { translatorFor, type Language } from '../../platform/i18n';
import type { Messenger } from '../../platform/messaging/messenger';
import type { FileStorage } from '../../platform/storage/file-storage';
import { setTenant, type RequestContext } from '../../platform/tenancy';
import { CENTRE_ROLE_PERMISSIONS } from '../../seed/permissions';
import { fenToYuan, yuanToFen } from '../contracts/money';
import { issueQrCode } from '../qr-codes/qr-codes.service';
import { LOGO_MAX_BYTES, sniffLogo } from './logo-image';
import { PROJECT_SWITCH_RULES } from './project-switch.rules';
import { managedTenant, mayParent, restoreScope, tenantManager, type TenantManager } from './tenant-access';
import { mayHang, PARENT_TYPES, reminderDefaultFen } from './tenant-rules';
import {
  deleteTenantRows,
  dependantsOf,
  findProjectFeatures,
  findTenant,
  findTenantOptions,
  findTenantPage,
  grantRoles,
  insertTenant,
  isBelow,
  nameTaken,
  topOf,
  updateTenant as writeTenant,
  type TenantRow,
  type TenantValues,
} from './tenants.repository';
import type {
  ChangeEmailBody,
  FreezeBody,
  ReminderAmountBody,
  SearchQuery,
  TenantBody,
  TenantItem,
  TenantListQuery,
  TenantOption,
  TenantUpdateBody,
} from './tenants.schemas';

export type TenantDeps = { storage: FileStorage; messenger: Messenger; publicUrl: string };

const NS = 'tenants:';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Problem = { member: string; key: string };

const invalid = (problems: Problem[]) =>
  new AppError(400, 'ValidationError', 'errors.validation', {}, (t) => {
    const validationErrors: ValidationErrorInfo[] = problems.map(({ member, key }) => ({
      message: t(`${NS}${key}`),
      members: [member],
    }));
    return { details: `body: ${validationErrors.map((v) => v.message).join(' ')}`, validationErrors };
  });

const PROJECTS = ['hfs', 'vrat'] as const;

/**
 * The rows as the screens show them, with each project's switch. The platform administrator's
 * rows may come from several trees: row-level security is pointed at each tree's top in turn.
 */
const toItems = async (
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
    for (const [top, members] of tops) {
      await setTenant(tx, top);
      for (const f of await findProjectFeatures(tx, members)) open.add(`${f.tenantId}/${f.name}`);
    }
    await restoreScope(tx, ctx);
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

const oneItem = async (tx: Tx, ctx: RequestContext, manager: TenantManager, id: string) => {
  const row = await findTenant(tx, id);
  if (!row) throw notFound('tenant');
  const [item] = await toItems(tx, ctx, manager, [row]);
  return item!;
};

const typesOf = (text: string | undefined): TenantType[] =>
  (text ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t): t is TenantType => (TENANT_TYPES as readonly string[]).includes(t));

/** GET /api/business/tenant: the tenants the caller manages, newest first. */
export const listTenants = async (tx: Tx, ctx: RequestContext, query: TenantListQuery) => {
  const manager = tenantManager(ctx);
  const page = await findTenantPage(tx, {
    root: manager.root,
    types: typesOf(query.type),
    ...(query.filter?.trim() ? { filter: query.filter.trim() } : {}),
    ...(query.parentId ? { parentId: query.parentId } : {}),
    skipCount: query.skipCount,
    maxResultCount: query.maxResultCount,
  });
  return { items: await toItems(tx, ctx, manager, page.items), totalCount: page.totalCount };
};

/** GET /api/business/tenant/{id}. */
export const getTenant = async (tx: Tx, ctx: RequestContext, id: string) => {
  const { manager } = await managedTenant(tx, ctx, id);
  return oneItem(tx, ctx, manager, id);
};

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
    await setTenant(tx, id);
    await grantRoles(tx, id, CENTRE_ROLE_PERMISSIONS);
    await restoreScope(tx, ctx);
  }
  return oneItem(tx, ctx, manager, id);
};

/** PUT /api/business/tenant/simple. Moving a tenant keeps the tree whole and its money tree intact. */
export const editTenant = async (tx: Tx, ctx: RequestContext, body: TenantUpdateBody) => {
  const { manager, target } = await managedTenant(tx, ctx, body.id);
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
  await restoreScope(tx, ctx);
  return oneItem(tx, ctx, manager, target.id);
};

/** DELETE /api/business/tenant/{id}: only a tenant with no children, members or contracts. */
export const deleteTenant = async (tx: Tx, ctx: RequestContext, id: string) => {
  await managedTenant(tx, ctx, id);
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
};

const pgCode = (error: unknown): string | undefined => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^\d{5}$/.test(code)) return code;
  }
  return undefined;
};

/** POST /api/business/tenant/freeze: Effective ↔ Frozen; a frozen centre's users are refused (CenterStateInvalid). */
export const freezeTenant = async (tx: Tx, ctx: RequestContext, body: FreezeBody) => {
  const { manager, target } = await managedTenant(tx, ctx, body.tenantId);
  const state = body.operate === 'Freeze' ? 'Frozen' : 'Effective';
  if (target.state === state) throw conflict('Business:TenantStateUnchanged', `${NS}state-unchanged-${state}`);
  await writeTenant(tx, target.id, { state });
  await restoreScope(tx, ctx);
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
    ({ manager, target: editing } = await managedTenant(tx, ctx, id));
    await restoreScope(tx, ctx);
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
  const { manager, target } = await managedTenant(tx, ctx, body.id);
  await writeTenant(tx, target.id, {
    ...(body.hfsReminderAmount === undefined
      ? {}
      : { hfsReminderAmountFen: yuanToFen(body.hfsReminderAmount, 'hfsReminderAmount') }),
    ...(body.vratReminderAmount === undefined
      ? {}
      : { vratReminderAmountFen: yuanToFen(body.vratReminderAmount, 'vratReminderAmount') }),
  });
  await restoreScope(tx, ctx);
  return oneItem(tx, ctx, manager, target.id);
};

/** PUT /api/business/tenant/changeTenantEmail. */
export const changeTenantEmail = async (tx: Tx, ctx: RequestContext, body: ChangeEmailBody) => {
  const { manager, target } = await managedTenant(tx, ctx, body.tenantId);
  const email = body.email.trim();
  if (!EMAIL.test(email)) throw invalid([{ member: 'email', key: 'email-invalid' }]);
  await writeTenant(tx, target.id, { email });
  await restoreScope(tx, ctx);
  return oneItem(tx, ctx, manager, target.id);
};

/** POST /api/business/tenant/sendEmailToTenant/{tenantId}: the tenant's sign-in details to its e-mail. */
export const sendEmailToTenant = async (
  tx: Tx,
  ctx: RequestContext,
  deps: TenantDeps,
  tenantId: string,
  language: Language,
) => {
  const { target } = await managedTenant(tx, ctx, tenantId);
  if (!target.email) throw conflict('Business:TenantEmailMissing', `${NS}email-missing`);
  const t = translatorFor(language);
  const params = {
    name: target.name,
    type: t(`${NS}types.${target.type.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}`),
    url: deps.publicUrl,
  };
  await deps.messenger.send(tx, {
    channel: 'email',
    recipient: target.email,
    subject: t(`${NS}email.subject`, params),
    body: t(`${NS}email.body`, params),
    userId: null,
  });
  return { recipient: target.email };
};

/** GET /api/business/tenant/qRCodeLink/{tenantId}: the tenant's QR address (the qr-codes module's 'tenant' kind). */
export const qrCodeLink = async (tx: Tx, ctx: RequestContext, deps: TenantDeps, tenantId: string) => {
  const { target } = await managedTenant(tx, ctx, tenantId);
  // The code is issued as if from inside the target tenant: access was checked just above.
  const code = await issueQrCode(
    tx,
    { ...ctx, tenant: { id: target.id, name: target.name, type: target.type } },
    'tenant',
    {},
    { publicUrl: deps.publicUrl },
  );
  return { content: code.content, expiresAt: code.expiresAt };
};

const options = async (
  tx: Tx,
  ctx: RequestContext,
  types: readonly TenantType[],
  query: SearchQuery,
  includeRoot = false,
) => {
  const manager = tenantManager(ctx);
  const rows = await findTenantOptions(tx, {
    root: manager.root,
    includeRoot,
    types,
    ...(query.filter?.trim() ? { filter: query.filter.trim() } : {}),
    limit: query.maxResultCount,
  });
  return rows.map((r) => ({ id: r.id, displayName: r.name, type: r.type }));
};

/** GET /api/business/tenant/areaList: the areas a centre may be put under. */
export const areaList = (tx: Tx, ctx: RequestContext, query: SearchQuery) =>
  options(tx, ctx, ['Area', 'AreaAgent'], query, true);

/** GET /api/business/tenant/enterpriseSearchList: the enterprises an area may be put under. */
export const enterpriseSearchList = (tx: Tx, ctx: RequestContext, query: SearchQuery) =>
  options(tx, ctx, ['Enterprise', 'EnterpriseAgent'], query, true);

/** GET /api/business/tenant/find: tenants in reach by part of their name, any type. */
export const findTenants = (tx: Tx, ctx: RequestContext, query: SearchQuery) => options(tx, ctx, [], query);

/** GET /api/business/tenant/nextLevelList: the tenants right below one (default: the caller's, or the tops). */
export const nextLevelList = async (tx: Tx, ctx: RequestContext, tenantId: string | undefined) => {
  const manager = tenantManager(ctx);
  const parentId = tenantId ?? manager.root;
  if (parentId && parentId !== manager.root) await managedTenant(tx, ctx, parentId);
  const rows = parentId
    ? await findTenantOptions(tx, { root: null, parentId })
    : (await findTenantOptions(tx, { root: null })).filter((r) => r.parentId === null);
  return rows.map((r) => ({ id: r.id, displayName: r.name, type: r.type }));
};

/** GET /api/business/tenant/childInstitutions/{tenantId}: the tenants right below one, as list rows. */
export const childInstitutions = async (tx: Tx, ctx: RequestContext, tenantId: string) => {
  const manager = tenantManager(ctx);
  if (tenantId !== manager.root) {
    await managedTenant(tx, ctx, tenantId);
    await restoreScope(tx, ctx);
  }
  const page = await findTenantPage(tx, { root: manager.root, parentId: tenantId, skipCount: 0, maxResultCount: 999 });
  return { items: await toItems(tx, ctx, manager, page.items), totalCount: page.totalCount };
};

export const logoUrl = (tenantId: string, fileId: string) => `/api/business/tenant/logo/${tenantId}/${fileId}`;
const LOGO_PREFIX = 'tenant-logos';

/**
 * POST /api/business/tenant/tenantProfile/logo: an image, checked by its bytes, becomes the
 * tenant's logo. Answers the file and the storage key of the logo it replaced (removed by the
 * route after the commit).
 */
export const uploadLogo = async (
  tx: Tx,
  ctx: RequestContext,
  deps: TenantDeps,
  tenantId: string,
  file: { fileName: string; data: Buffer } | null,
) => {
  const { target } = await managedTenant(tx, ctx, tenantId);
  if (!file || file.data.length === 0) throw badRequest('Business:FileMissing', `${NS}logo-missing`);
  if (file.data.length > LOGO_MAX_BYTES) {
    throw new AppError(413, 'Business:FileTooLarge', `${NS}logo-too-large`, { mb: LOGO_MAX_BYTES / 1024 / 1024 });
  }
  const kind = sniffLogo(file.data);
  if (!kind) throw new AppError(415, 'Business:FileTypeNotAllowed', `${NS}logo-type`);
  const key = await deps.storage.put(`${LOGO_PREFIX}/${target.id}`, file.data);
  const url = logoUrl(target.id, key.split('/').pop()!);
  try {
    await writeTenant(tx, target.id, { logoUrl: url });
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
  const replaced = target.logoUrl ? storageKeyOf(target.logoUrl) : null;
  return { logo: { fileName: file.fileName || `logo.${kind.extension}`, url }, replacedKey: replaced };
};

const LOGO_URL = /^\/api\/business\/tenant\/logo\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/;
const storageKeyOf = (url: string) => {
  const match = LOGO_URL.exec(url);
  return match ? `${LOGO_PREFIX}/${match[1]}/${match[2]}` : null;
};

/** The bytes of a logo and their type (told again from the bytes). */
export const readLogo = async (deps: Pick<TenantDeps, 'storage'>, tenantId: string, fileId: string) => {
  const data = await deps.storage.get(`${LOGO_PREFIX}/${tenantId}/${fileId}`).catch(() => null);
  const kind = data ? sniffLogo(data) : null;
  if (!data || !kind) throw new AppError(404, 'NotFound', `${NS}logo-not-found`);
  return { data, contentType: kind.contentType };
};
