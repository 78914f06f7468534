import { describe, expect, it } from 'vitest';
import { readTrustProxy } from '../../env/trust-proxy';
import { readConfig } from '../../server/platform/config';

// One reader of TRUST_PROXY (env/) for the REST server and the gateway, so both believe the same peers.
describe('TRUST_PROXY', () => {
  const hopsOf = (trust: unknown) =>
    typeof trust === 'function'
      ? [0, 1, 2, 3].filter((hop) => (trust as (a: string, h: number) => boolean)('', hop))
      : trust;

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, ::1 ,loopback', ['10.0.0.0/8', '::1', 'loopback']],
    ['2', [0, 1]],
  ])('reads %j as %j, and the server config takes it', (raw, expected) => {
    const env = raw === undefined ? {} : { TRUST_PROXY: raw };
    expect(hopsOf(readTrustProxy(env))).toEqual(expected);
    expect(hopsOf(readConfig(env).trustProxy)).toEqual(expected);
  });

  it('trusts nobody by default, and refuses what is not an address', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(() => readTrustProxy({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});
