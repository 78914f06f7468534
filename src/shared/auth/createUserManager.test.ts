// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUserManager } from './createUserManager';

const authority = 'http://localhost:8080';
const base = { authority, clientId: 'atrium-console', scope: 'openid', sessionTimeoutMinutes: 120 };

describe('the console’s OpenID client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the token endpoint from app-config.json without fetching the discovery document', async () => {
    const fetched = vi.fn(() => Promise.reject(new Error('no network in this test')));
    vi.stubGlobal('fetch', fetched);
    const metadata = {
      issuer: authority,
      authorization_endpoint: `${authority}/oidc/auth`,
      token_endpoint: `${authority}/oidc/token`,
    };
    const manager = createUserManager({ ...base, metadata }, 'http://localhost:8080');
    await expect(manager.metadataService.getTokenEndpoint()).resolves.toBe(`${authority}/oidc/token`);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('fetches the discovery document when app-config.json has no endpoints', async () => {
    const fetched = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetched);
    const manager = createUserManager(base, 'http://localhost:8080');
    await expect(manager.metadataService.getTokenEndpoint()).rejects.toThrow();
    expect(String((fetched.mock.calls[0] as unknown[] | undefined)?.[0])).toBe(
      `${authority}/.well-known/openid-configuration`,
    );
  });
});
