import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// A freshly started server on an empty data directory: the tests sign in through the real
// OpenID flow against the seeded demo data.
const port = Number(process.env['E2E_PORT'] ?? 8181);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'atrium-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  reporter: process.env['CI'] ? 'list' : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    command: 'npx tsx start.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Short-lived access tokens, so that the browser tests see the console renew them.
      ACCESS_TOKEN_TTL: '70',
      // A build of the console of its own (npx vite build --outDir ...), so parallel runs do not share dist/.
      ...(process.env['E2E_UI_DIR'] ? { UI_DIR: resolve(process.env['E2E_UI_DIR']) } : {}),
    },
  },
});
