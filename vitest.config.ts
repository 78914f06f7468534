import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{src,machines,gateway,server,tests/integration}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./tests/setup/testing-library.ts'],
    // Migrates and seeds once per run; each test file copies the result (server/platform/db/testing.ts).
    globalSetup: ['./tests/setup/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
