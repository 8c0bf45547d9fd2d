import { defineConfig } from 'vitest/config';
import { patient } from '../../scripts/patience.mjs';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // One worker runs the files one after another, keeping jsdom and the imported modules
    // (decision 0037): all pass without isolation, shuffled too; no file mocks a module.
    isolate: false,
    // jsdom with react-aria on a shared 2-core machine: first renders take seconds (as in forms).
    testTimeout: patient(20000),
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.browser.test.{ts,tsx}', 'node_modules/**'],
  },
});
