import { describe, expect, it } from 'vitest';
import { readDeployment } from './deployment';

const LOCAL = 'http://localhost:8080';
const PUBLIC = 'https://atrium.example.com';

describe('readDeployment', () => {
  it('a start on this machine is the demo: message log on, demo accounts seeded', () => {
    expect(readDeployment({}, LOCAL)).toEqual({
      production: false,
      demoMode: true,
      demoAccountsAllowed: true,
      seedDemo: true,
    });
    expect(readDeployment({}, 'http://127.0.0.1:8181').production).toBe(false);
    expect(readDeployment({ SEED_DEMO: 'false' }, LOCAL)).toMatchObject({ seedDemo: false, demoMode: true });
  });

  it('NODE_ENV=production or a public address is production: no log, no demo accounts', () => {
    for (const [env, url] of [
      [{ NODE_ENV: 'production' }, LOCAL],
      [{}, PUBLIC],
      [{}, 'http://10.0.0.5:8080'],
    ] as const)
      expect(readDeployment(env, url)).toEqual({
        production: true,
        demoMode: false,
        demoAccountsAllowed: false,
        seedDemo: false,
      });
  });

  it('production keeps a demo only when asked for explicitly', () => {
    expect(readDeployment({ DEMO_MODE: 'true' }, PUBLIC)).toEqual({
      production: true,
      demoMode: true,
      demoAccountsAllowed: true,
      seedDemo: true,
    });
    // Demo accounts without the message log.
    expect(readDeployment({ SEED_DEMO: 'true' }, PUBLIC)).toEqual({
      production: true,
      demoMode: false,
      demoAccountsAllowed: true,
      seedDemo: true,
    });
    expect(readDeployment({ DEMO_MODE: 'true', SEED_DEMO: 'false' }, PUBLIC).seedDemo).toBe(false);
  });

  it('DEMO_MODE=false turns the log off on this machine too; other values are refused', () => {
    expect(readDeployment({ DEMO_MODE: 'false' }, LOCAL)).toMatchObject({ demoMode: false, demoAccountsAllowed: true });
    expect(() => readDeployment({ DEMO_MODE: 'yes' }, LOCAL)).toThrow(/DEMO_MODE must be true or false/);
    expect(() => readDeployment({ SEED_DEMO: '0' }, LOCAL)).toThrow(/SEED_DEMO must be true or false/);
  });
});
