import { defineConfig } from 'vitest/config';

// The same suites run twice: once on PGlite, once on a real PostgreSQL server (see
// test/globalSetup.ts). `pnpm test -- --project pglite` runs one of them.
const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const shared = {
  environment: 'node' as const,
  include,
  exclude: ['node_modules/**', 'dist/**'],
  globalSetup: ['test/globalSetup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  teardownTimeout: 60_000,
};

export default defineConfig({
  test: {
    // PGlite takes ~700 MB per instance and the machine has 2 cores: few files at once.
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'pglite', env: { INSULCALC_TEST_DRIVER: 'pglite' } } },
      { test: { ...shared, name: 'postgresql', env: { INSULCALC_TEST_DRIVER: 'postgresql' } } },
    ],
  },
});
