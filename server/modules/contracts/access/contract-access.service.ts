import type { Tx } from '../../../platform/db/database';
import { forbidden, notFound } from '../../../platform/errors';
import { PLATFORM_ADMIN_ROLE, setTenant, type RequestContext } from '../../../platform/tenancy';
import type { TenantType } from '../../../platform/db/schema/index';
import { contractNotFound } from '../contract.errors';
import type { ContractCall, ContractCaller, ContractLine, ContractProfile, ProfileRules } from '../contract.types';
import { assertUnlocked } from '../lock/contract-unlock-token.service';
import { contractTenantOf, targetTenant, treeTopOf } from './contract-access.repository';

// Spec 002 §6 "Contract-type profiles": who is calling the contract screens decides labels, what
// they see and what they may do. The server enforces every rule here; the console only hides
// what the server would refuse.

export const PROFILE_RULES: Readonly<Record<ContractProfile, ProfileRules>> = {
  Admin: {
    priceLabel: 'unitPrice',
    seesBalanceAndStopTime: true,
    needsVerification: true,
    mayDeductHfs: true,
    reloadsParentPage: false,
  },
  Enterprise: {
    priceLabel: 'sellingPrice',
    seesBalanceAndStopTime: false,
    needsVerification: false,
    mayDeductHfs: false,
    reloadsParentPage: true,
  },
  EnterpriseAgent: {
    priceLabel: 'sellingPrice',
    seesBalanceAndStopTime: false,
    needsVerification: true,
    mayDeductHfs: true,
    reloadsParentPage: true,
  },
  Area: {
    priceLabel: 'sellingPrice',
    seesBalanceAndStopTime: false,
    needsVerification: false,
    mayDeductHfs: false,
    reloadsParentPage: true,
  },
  AreaAgent: {
    priceLabel: 'sellingPrice',
    seesBalanceAndStopTime: false,
    needsVerification: true,
    mayDeductHfs: true,
    reloadsParentPage: true,
  },
  CenterAdmin: {
    priceLabel: 'purchasePrice',
    seesBalanceAndStopTime: false,
    needsVerification: false,
    mayDeductHfs: true,
    reloadsParentPage: true,
  },
};

const PROFILE_BY_TENANT_TYPE: Readonly<Record<TenantType, ContractProfile>> = {
  Enterprise: 'Enterprise',
  EnterpriseAgent: 'EnterpriseAgent',
  Area: 'Area',
  AreaAgent: 'AreaAgent',
  Center: 'CenterAdmin',
};

// The roles of a tenant that run its contracts: its administrators and, in a centre, finance.
const CONTRACT_ROLES = new Set([
  'CenterAdmin',
  'Finance',
  'EnterpriseAdmin',
  'EnterpriseAgent',
  'AreaManager',
  'AreaAdmin',
  'AreaAgent',
]);

/** The caller's profile, or null for a caller who has no business with contracts. */
export const callerProfile = (ctx: RequestContext): ContractProfile | null => {
  if (ctx.roles.length === 0 && ctx.adminRoles.includes(PLATFORM_ADMIN_ROLE)) return 'Admin';
  if (!ctx.tenant || !ctx.roles.some((role) => CONTRACT_ROLES.has(role))) return null;
  return PROFILE_BY_TENANT_TYPE[ctx.tenant.type];
};

/**
 * Who may do what with the contracts of `targetTenantId`: its parent tenant manages them, the
 * platform administrator manages anyone's, and a tenant reads its own. For the administrator,
 * row-level security is pointed at the top of the target's tree, so that the target's contracts
 * and its parent's (the money's source) are both in reach.
 */
export const contractCaller = async (
  tx: Tx,
  ctx: RequestContext,
  targetTenantId: string,
  need: 'view' | 'manage',
): Promise<ContractCaller> => {
  const profile = callerProfile(ctx);
  if (!profile) throw forbidden();
  const target = await targetTenant(tx, targetTenantId);
  if (!target) throw notFound('tenant');
  const manages = profile === 'Admin' || (ctx.tenant !== null && target.parentId === ctx.tenant.id);
  const own = ctx.tenant?.id === target.id;
  if (!manages && !(need === 'view' && own)) throw forbidden('errors.forbidden');
  // Not withTenantScope: the administrator acts in the target's tree for the rest of the request,
  // and the services after this call (here and in orders and deposits) rely on it.
  if (profile === 'Admin') {
    await setTenant(tx, await treeTopOf(tx, target.id));
  }
  return { ctx, profile, rules: PROFILE_RULES[profile], target, manages };
};

/** The caller of a call about `tenantId`'s contracts of `line`, unlocked for that line (spec 002 §4 "Verification lock"). */
export const lineCaller = async (
  call: ContractCall,
  line: ContractLine,
  tenantId: string,
  need: 'view' | 'manage',
): Promise<ContractCaller> => {
  const caller = await contractCaller(call.tx, call.ctx, tenantId, need);
  await assertUnlocked(call.unlock, caller, line);
  return caller;
};

/** The caller of a call about one contract of `line`; a contract out of the caller's reach is not found. */
export const lineContractCaller = async (
  call: ContractCall,
  line: ContractLine,
  contractId: string,
  need: 'view' | 'manage',
): Promise<ContractCaller> => {
  // Checked before the lookup, so that a caller with no business here learns nothing of the id.
  if (!callerProfile(call.ctx)) throw forbidden();
  const tenantId = await contractTenantOf(call.tx, call.ctx, contractId, line);
  if (!tenantId) throw contractNotFound();
  return lineCaller(call, line, tenantId, need);
};

/** Spec 002 §6: the system-notice reminder contact is for CenterAdmin or Admin. */
export const mayUseSystemNotice = (caller: ContractCaller): boolean =>
  caller.profile === 'CenterAdmin' || caller.profile === 'Admin';
