import { sql } from 'drizzle-orm';
import { pgPolicy } from 'drizzle-orm/pg-core';

// The request's transaction sets these with set_config(..., true). After a transaction-local
// set, current_setting(..., true) reads '' (not NULL) once the transaction ends on that
// connection, so '' must mean "no tenant" too.
export const currentTenant = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;
export const currentUser = sql`nullif(current_setting('app.user_id', true), '')::uuid`;

/** Rows of the current tenant only, for reading and for writing. */
export const tenantIsolation = (name: string) =>
  pgPolicy(`${name}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    using: sql`tenant_id = ${currentTenant}`,
    withCheck: sql`tenant_id = ${currentTenant}`,
  });

/**
 * Rows of the current tenant, plus the current user's own rows in any tenant (read only): a
 * user must see all of their memberships to pick a centre.
 */
export const tenantOrOwnRows = (name: string) => [
  pgPolicy(`${name}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    using: sql`tenant_id = ${currentTenant}`,
    withCheck: sql`tenant_id = ${currentTenant}`,
  }),
  pgPolicy(`${name}_own_rows`, {
    as: 'permissive',
    for: 'select',
    using: sql`user_id = ${currentUser}`,
  }),
];

/** The row's tenant is the current tenant or one below it in the tree (tenant_closure). */
export const inCurrentSubtree = sql`tenant_id in (select descendant_id from tenant_closure where ancestor_id = ${currentTenant})`;

/**
 * Rows a tenant keeps for itself and that the tenants above it manage: a centre's contracts are
 * created, recharged and stopped by its parent (spec 002 §2 item 5), so the parent's requests
 * read and write them; a centre never sees its parent's or its siblings' rows.
 */
export const tenantSubtree = (name: string, policyName = `${name}_tenant_subtree`) =>
  pgPolicy(policyName, {
    as: 'permissive',
    for: 'all',
    using: inCurrentSubtree,
    withCheck: inCurrentSubtree,
  });
