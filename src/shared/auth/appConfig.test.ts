import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './appConfig';

const base = { authority: 'http://localhost:8080', clientId: 'atrium-console', scope: 'openid' };

describe('app-config.json', () => {
  it("carries the centres' time zone when the browser knows it", () => {
    expect(parseAppConfig({ ...base, timeZone: 'Asia/Shanghai' }).timeZone).toBe('Asia/Shanghai');
  });

  it("leaves an unknown or missing zone out, so the browser's own is used", () => {
    expect(parseAppConfig({ ...base, timeZone: 'Nowhere/Atlantis' })).not.toHaveProperty('timeZone');
    expect(parseAppConfig(base)).not.toHaveProperty('timeZone');
  });

  it("carries the provider's endpoints when they are the authority's, so the console need not fetch them", () => {
    const metadata = { issuer: base.authority, token_endpoint: `${base.authority}/oidc/token` };
    expect(parseAppConfig({ ...base, metadata }).metadata).toEqual(metadata);
    // Another issuer's, or not all strings: left out, and oidc-client-ts reads the document itself.
    expect(parseAppConfig({ ...base, metadata: { ...metadata, issuer: 'https://elsewhere' } })).not.toHaveProperty(
      'metadata',
    );
    expect(parseAppConfig({ ...base, metadata: { ...metadata, jwks_uri: 42 } })).not.toHaveProperty('metadata');
  });

  it('refuses a configuration without where to sign in', () => {
    expect(() => parseAppConfig({ ...base, authority: '' })).toThrow(/authority/);
  });
});
