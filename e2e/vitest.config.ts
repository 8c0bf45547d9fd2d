import { defineConfig } from 'vitest/config';
import { patient } from '../scripts/patience.mjs';

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
    testTimeout: patient(90_000),
    // expect.poll's own default (1 s) is a wall-clock budget for a quiet machine; the polls wait
    // for a state, so they get as long as a step may take here.
    expect: { poll: { timeout: patient(10_000) } },
    hookTimeout: patient(120_000),
  },
});
