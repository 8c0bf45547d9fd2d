import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    exclude: ['node_modules/**', 'artifacts/**'],
    environment: 'node',
    // Migrates and seeds one data directory that every file's server starts from.
    globalSetup: ['globalSetup.ts'],
    // Each file starts its own server and browser; the machine has two cores.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
