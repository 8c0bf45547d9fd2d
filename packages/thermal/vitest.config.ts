import { defineConfig } from 'vitest/config';
import { patient } from '../../scripts/patience.mjs';

// isolate: false — one worker runs the files one after another, keeping jsdom and the imported
// modules instead of making them anew for each file: a fifth of the CPU (decision 0037). The
// tests clean up after themselves (Testing Library's cleanup, real timers, unstubbed globals) and
// no file mocks a module (vi.mock would then reach the files after it).
export default defineConfig({
  test: {
    environment: 'node',
    isolate: false,
    // the machine is shared: property tests and the CLI process test may be slow under load
    testTimeout: patient(60_000),
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.browser.test.{ts,tsx}', 'node_modules/**'],
  },
});
