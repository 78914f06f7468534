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

  it('refuses a configuration without where to sign in', () => {
    expect(() => parseAppConfig({ ...base, authority: '' })).toThrow(/authority/);
  });
});
