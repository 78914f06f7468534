import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { laneMessagingEnv, mailboxHttpUrl } from './tests/e2e/support/mailbox-ports';

// Freshly started servers on empty data directories: the tests sign in through the real OpenID
// flow against the seeded demo data. The servers run in demo mode (the message log is on, codes
// masked for all but the recipient) and deliver e-mail and SMS through their real transports to
// one local mailbox (tests/e2e/support/mailbox-server.ts), where the specs read codes and links.
//
// Two busy lanes, each a server with a database of its own and one worker, so that two specs run
// at once without seeing each other's data; within a lane specs run one after another, in file
// order, as they were written to (a third, WAITING_LANE, holds a journey that mostly waits). The
// second lane takes the commercial specs, the subject specs and the content library's, which
// balances the two lanes' run times (measured 2026-11-28 on two loaded cores, the specs' times
// summed: about 33 minutes each; the first lane had been 41).
const SECOND_LANE = [
  /contract-lock/,
  /contract-warnings/,
  /deposits/,
  /hfs-contracts/,
  /hfs-resources/,
  /orders/,
  /reminder-contacts/,
  /tenants/,
  /vrat-contracts/,
  /subjects/,
  /subject-detail/,
  /guardians/,
  // The content library's editor and centre journeys (content-centre, content-music, …).
  /content-/,
  // Music statistics and records (issue 21): the music player's journeys stay on the first lane.
  /music-statistics/,
  /music-records/,
  // The whole music therapy journey (issue 21 "Done means"): its child gets a FAS programme here,
  // away from music-programmes.spec.ts's on the first lane.
  /music-therapy/,
  // Read-only sweeps (axe, every menu item's title): they balance the first lane's journeys.
  /accessibility/,
  /menu-titles/,
  // Sign-in, errors and offline: about 160 s of the first lane's 1,520 (measured 2026-11-29 under
  // load 15, specs' times summed: 1,370 and 1,330 s after the move, 1,520 and 1,180 before).
  /sign-in/,
  /errors/,
  /\/offline(?=\.spec)/,
].map((name) => new RegExp(`${name.source}[^/]*\\.spec\\.ts$`));

// A lane of its own for journeys that mostly wait on the clock and hardly use the machine: beside
// the two busy lanes, their waiting costs the run no time (realtime-token.spec.ts waits out a 70 s
// token; it had been 80 s of the first lane).
const WAITING_LANE = [/realtime-token/].map((name) => new RegExp(`${name.source}[^/]*\\.spec\\.ts$`));

const firstPort = Number(process.env['E2E_PORT'] ?? 8181);
const dataRoot = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'atrium-e2e-'));
const lanes = [
  { name: 'lane-1', port: firstPort, testIgnore: [...SECOND_LANE, ...WAITING_LANE] },
  { name: 'lane-2', port: firstPort + 1, testMatch: SECOND_LANE },
  { name: 'lane-3', port: firstPort + 2, testMatch: WAITING_LANE },
];
const baseUrlOf = (port: number) => `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: lanes.length,
  // No retry anywhere: each spec sets up the state it needs, so a failure is a finding, not noise.
  retries: 0,
  // Sized for a loaded two-core machine (load near 8 in CI): a journey signs in through the real
  // OpenID flow and crosses several screens, and one expectation may wait behind the other lane.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env['CI'] ? 'list' : [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: lanes.map(({ name, port, ...files }) => ({
    name,
    ...files,
    workers: 1,
    use: { baseURL: baseUrlOf(port) },
  })),
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/mailbox-server.ts',
      url: `${mailboxHttpUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Every lane's server at once (tests/e2e/support/lane-servers.ts), each the server bundle that
      // `npm run build` (run by test:e2e before Playwright) leaves in build/.
      command: 'node tests/e2e/support/lane-servers.ts',
      wait: { stdout: /lanes up/ },
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        LANE_SERVERS: JSON.stringify(
          lanes.map(({ name, port }) => ({
            name,
            port,
            env: {
              PORT: String(port),
              HOST: '127.0.0.1',
              PUBLIC_URL: baseUrlOf(port),
              DATA_DIR: join(dataRoot, name),
              LOG_LEVEL: 'warn',
              // Short-lived access tokens, so that the browser tests see the console renew them.
              ACCESS_TOKEN_TTL: '70',
              DEMO_MODE: 'true',
              ...laneMessagingEnv(name),
              // A build of the console of its own (npx vite build --outDir ...), so parallel runs do not share dist/.
              ...(process.env['E2E_UI_DIR'] ? { UI_DIR: resolve(process.env['E2E_UI_DIR']) } : {}),
            },
          })),
        ),
      },
    },
  ],
});
