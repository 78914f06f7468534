import { describe, expect, it } from 'vitest';
import { createTenantScope } from './tenantScope';

describe('createTenantScope', () => {
  it('follows the store while unsettled, then keeps the tenant it was settled with', () => {
    let stored: string | null = null;
    const scope = createTenantScope(null, () => stored);
    expect(scope.tenantId()).toBeNull();
    scope.settle('t1');
    stored = 't1';
    expect(scope.servesTenant('t1')).toBe(true);
    stored = 't2';
    // The centre picker's switch: this client's cache is t1's, a new client is needed.
    expect(scope.tenantId()).toBe('t1');
    expect(scope.servesTenant('t2')).toBe(false);
    expect(scope.servesTenant(null)).toBe(false);
  });

  it('is not moved by a second settle, and a client made for a tenant serves only it', () => {
    const scope = createTenantScope('t1', () => 't9');
    scope.settle('t2');
    expect(scope.tenantId()).toBe('t1');
    expect(scope.servesTenant('t2')).toBe(false);
  });

  it('serves only the unknown tenant while unsettled: a switch before the shell settles is a switch', () => {
    const scope = createTenantScope(null, () => null);
    expect(scope.servesTenant(null)).toBe(true);
    expect(scope.servesTenant('t1')).toBe(false);
  });

  it('settled as management mode (no tenant), a centre chosen later needs a new client', () => {
    const scope = createTenantScope(null, () => null);
    scope.settle(null);
    expect(scope.servesTenant('t1')).toBe(false);
    expect(scope.tenantId()).toBeNull();
  });
});
