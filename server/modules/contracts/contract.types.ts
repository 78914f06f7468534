import type { Tx } from '../../platform/db/database';
import type { tenantContracts, TenantType } from '../../platform/db/schema/index';
import type { Messenger } from '../../platform/messaging/messenger';
import type { RequestContext } from '../../platform/tenancy';

// The words every contract folder speaks: one definition each, so that the HFS and VRAT lines,
// the lock and the ledger cannot drift apart.

export { CONTRACT_LINES, type ContractLine } from '../../platform/db/schema/index';

/** A contract as stored (tenant_contracts), either line. */
export type ContractRow = typeof tenantContracts.$inferSelect;

export const CONTRACT_PROFILES = [
  'Admin',
  'Enterprise',
  'EnterpriseAgent',
  'Area',
  'AreaAgent',
  'CenterAdmin',
] as const;
/** Spec 002 §6 "Contract-type profiles": who is calling the contract screens. */
export type ContractProfile = (typeof CONTRACT_PROFILES)[number];

export type ProfileRules = {
  /** The price column's label: what the caller sells at, buys at, or (Admin) the unit price. */
  priceLabel: 'sellingPrice' | 'purchasePrice' | 'unitPrice';
  seesBalanceAndStopTime: boolean;
  /** Contract calls need the verification-code unlock (the authenticate header), else 412. */
  needsVerification: boolean;
  mayDeductHfs: boolean;
  reloadsParentPage: boolean;
};

export type TargetTenant = { id: string; name: string; type: TenantType; parentId: string | null };

/** Who calls about a tenant's contracts, and what they may do with them. */
export type ContractCaller = {
  ctx: RequestContext;
  profile: ContractProfile;
  rules: ProfileRules;
  target: TargetTenant;
  /** The caller manages the target's contracts (its parent, or the platform), not only reads them. */
  manages: boolean;
};

/**
 * What a request proves about the verification lock: the deployment's unlock key and the
 * `authenticate` header as sent. Taken from the request by the routes, so that nothing below them
 * needs Fastify.
 */
export type UnlockProof = { key: Uint8Array | undefined; header: string | string[] | undefined };

/**
 * One contract call of either line, as the routes hand it to the services: the transaction, the
 * caller's context, the tenant's day, the unlock proof and the messenger reminders go out through.
 */
export type ContractCall = { tx: Tx; ctx: RequestContext; today: string; unlock: UnlockProof; messenger: Messenger };
