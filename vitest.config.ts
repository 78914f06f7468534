import { defineConfig } from 'vitest/config';

// Two projects: the console's component and unit tests, and the database and integration tests.
const CONSOLE = ['{src,machines,events,forms,env}/**/*.test.{ts,tsx}'];
const SERVER = ['{gateway,server,tests/integration,tests/lint}/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['./tests/setup/testing-library.ts'],
    // Vitest's default is one worker fewer than the cores: one on CI's two cores. Two workers ran
    // the whole suite in 9.1 min instead of 15.1 (fresh clone, same machine, both engines).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'console',
          include: CONSOLE,
          setupFiles: ['./tests/setup/late-timers.ts'],
          // The files share a worker's loaded modules (React, Blueprint, urql, i18next) instead of
          // importing them again per file: 107 component files took 34 s instead of 106 s, and the
          // console is the part that grows fastest. Safe because no console test mocks a module
          // or leaves state behind (each renders into its own container, with its own client);
          // `npm run test:shuffle` runs them in random order to keep it so.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER,
          // Migrates and seeds once per run; each test file copies the result (server/platform/db/testing.ts).
          globalSetup: ['./tests/setup/database-templates.ts'],
        },
      },
    ],
  },
});
