import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bootDatabase, DemoAccountsRefused, judgeDemoAccounts, type BootLog } from './boot';
import { readConfig } from './platform/config';
import { tenants, users } from './platform/db/schema/index';
import { hashPassword } from './platform/oidc/passwords';
import { DEMO_ACCOUNT_USER_NAMES } from './seed/demo.seed';

const PUBLIC_URL = 'https://atrium.example.com';

describe('judgeDemoAccounts', () => {
  const dev = { production: false, demoAccountsAllowed: true, publicUrl: 'http://localhost:8080' };
  const prod = { production: true, demoAccountsAllowed: false, publicUrl: PUBLIC_URL };

  it('says nothing when there are none', () => {
    expect(judgeDemoAccounts(prod, [])).toEqual({ kind: 'none' });
    expect(judgeDemoAccounts(dev, [])).toEqual({ kind: 'none' });
  });

  it('warns on every start that has them, naming the password', () => {
    const verdict = judgeDemoAccounts(dev, ['admin', 'coach']);
    expect(verdict).toMatchObject({ kind: 'warn' });
    expect(verdict.kind !== 'none' && verdict.message).toMatch(
      /DEMO ACCOUNTS ARE ACTIVE: 2 .*Demo#2026 \(admin, coach\)/,
    );
    expect(judgeDemoAccounts({ ...prod, demoAccountsAllowed: true }, ['admin'])).toMatchObject({ kind: 'warn' });
  });

  it('refuses a production start that did not ask for them, saying how to go on', () => {
    const verdict = judgeDemoAccounts(prod, ['admin']);
    expect(verdict).toMatchObject({ kind: 'refuse' });
    expect(verdict.kind !== 'none' && verdict.message).toMatch(
      /Refusing to start.*Nothing was changed.*DEMO_MODE=true/,
    );
  });
});

describe('a production start and the demo accounts (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-boot-'));
  const configOf = (env: NodeJS.ProcessEnv) => readConfig({ PUBLIC_URL, DATA_DIR: dataDir, PORT: '0', ...env });
  const logged: { level: 'info' | 'warn'; message: string }[] = [];
  const log: BootLog = {
    info: (message) => logged.push({ level: 'info', message }),
    warn: (message) => logged.push({ level: 'warn', message }),
  };
  const boot = async (env: NodeJS.ProcessEnv) => {
    logged.length = 0;
    const { db, demoAccounts } = await bootDatabase(configOf(env), log);
    const tenantCount = (await db.privileged((tx) => tx.select({ id: tenants.id }).from(tenants))).length;
    return { db, demoAccounts, tenantCount };
  };

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds nothing unless asked, refuses demo accounts it finds, and keeps them when asked', async () => {
    // A production start on an empty database: no demo data.
    const empty = await boot({});
    expect(empty).toMatchObject({ demoAccounts: [], tenantCount: 0 });
    expect(logged.filter((l) => l.level === 'warn')).toEqual([]);
    await empty.db.close();

    // Asked for explicitly: seeded, and said loudly.
    const seeded = await boot({ SEED_DEMO: 'true' });
    expect(seeded.demoAccounts).toEqual([...DEMO_ACCOUNT_USER_NAMES].sort());
    expect(seeded.tenantCount).toBeGreaterThan(0);
    expect(logged.find((l) => l.level === 'warn')?.message).toMatch(/DEMO ACCOUNTS ARE ACTIVE/);
    await seeded.db.close();

    // The next production start that does not ask stops, and deletes nothing.
    await expect(bootDatabase(configOf({}), log)).rejects.toThrow(DemoAccountsRefused);
    await expect(bootDatabase(configOf({}), log)).rejects.toThrow(/Refusing to start.*admin/);

    // DEMO_MODE=true keeps them (and warns again); an account whose password changed is no demo account.
    const demo = await boot({ DEMO_MODE: 'true' });
    expect(demo.demoAccounts).toContain('admin');
    expect(logged.filter((l) => l.level === 'warn')).toHaveLength(1);
    const changed = await hashPassword('A real password 2026');
    await demo.db.privileged((tx) =>
      tx.update(users).set({ passwordHash: changed }).where(eq(users.userName, 'admin')),
    );
    await demo.db.close();
    const again = await boot({ DEMO_MODE: 'true' });
    expect(again.demoAccounts).not.toContain('admin');
    expect(again.demoAccounts).toHaveLength(DEMO_ACCOUNT_USER_NAMES.length - 1);
    await again.db.close();
  }, 120_000);

  it('the one-process start exits with the refusal on a production start', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'start.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_URL, DATA_DIR: dataDir, PORT: '0', UI_DIR: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toMatch(/Refusing to start: this is a production start/);
    expect(output).not.toMatch(/Atrium is running/);
  }, 120_000);
});
