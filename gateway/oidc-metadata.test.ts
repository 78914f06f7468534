import { describe, expect, it, vi } from 'vitest';
import { createProviderMetadata, metadataOf } from './oidc-metadata';

const issuer = 'http://localhost:8080';
const discovery = {
  issuer,
  authorization_endpoint: `${issuer}/oidc/auth`,
  token_endpoint: `${issuer}/oidc/token`,
  end_session_endpoint: `${issuer}/oidc/session/end`,
  scopes_supported: ['openid'],
};

describe("the provider's endpoints for app-config.json", () => {
  it('keeps the endpoints oidc-client-ts reads, and nothing else', () => {
    expect(metadataOf(issuer, discovery)).toEqual({
      issuer,
      authorization_endpoint: `${issuer}/oidc/auth`,
      token_endpoint: `${issuer}/oidc/token`,
      end_session_endpoint: `${issuer}/oidc/session/end`,
    });
  });

  it("refuses another issuer's document, an endpoint that is not a URL, or one without a token endpoint", () => {
    expect(metadataOf(issuer, { ...discovery, issuer: 'https://evil.example' })).toBeUndefined();
    expect(metadataOf(issuer, { ...discovery, token_endpoint: 'not a url' })).toBeUndefined();
    expect(metadataOf(issuer, { ...discovery, token_endpoint: undefined })).toBeUndefined();
    expect(metadataOf(issuer, 'html')).toBeUndefined();
  });

  it('reads once, serves what it read, and reads again in the background once stale', async () => {
    let clock = 0;
    const read = vi.fn(async () => ({ status: 200, body: discovery }));
    const provider = createProviderMetadata(issuer, read, () => clock);
    await provider.ready();
    expect(provider.current()?.token_endpoint).toBe(`${issuer}/oidc/token`);
    await provider.ready();
    expect(read).toHaveBeenCalledTimes(1);
    clock += 11 * 60_000;
    expect(provider.current()?.token_endpoint).toBe(`${issuer}/oidc/token`);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('serves nothing after a failed read (the console fetches the document itself), and tries again later', async () => {
    let clock = 0;
    const read = vi
      .fn<() => Promise<{ status: number; body: unknown }>>()
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockResolvedValue({ status: 200, body: discovery });
    const provider = createProviderMetadata(issuer, read, () => clock);
    await provider.ready();
    expect(provider.current()).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
    clock += 31_000;
    provider.current();
    await vi.waitFor(() => expect(provider.current()?.issuer).toBe(issuer));
  });
});
