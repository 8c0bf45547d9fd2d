import { defineConfig } from 'vitest/config';
import { patient } from '../../scripts/patience.mjs';

export default defineConfig({
  test: {
    // vitest's 5 s default, scaled by the machine's load (scripts/patience.mjs).
    testTimeout: patient(5_000),
    environment: 'jsdom',
    // One worker runs the files one after another, keeping jsdom and the imported modules
    // (decision 0037): all pass without isolation, shuffled too; no file mocks a module.
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.browser.test.{ts,tsx}', 'node_modules/**'],
  },
});
