import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    exclude: ['node_modules/**', 'artifacts/**'],
    environment: 'node',
    // Migrates and seeds one data directory that every file's server starts from.
    globalSetup: ['globalSetup.ts'],
    // Each file starts its own server; the machine has two cores. The files of one run share one
    // worker and its chromium (harness launchBrowser: fresh contexts per file), without isolation:
    // a fresh worker per file cost a vitest start and a chromium launch each.
    fileParallelism: false,
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
