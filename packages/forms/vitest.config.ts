import { defineConfig } from 'vitest/config';
import { patient } from '../../scripts/patience.mjs';

// The core runs without a DOM (its tests prove it); the React layer runs in jsdom.
// isolate: false — one worker runs the files one after another, keeping jsdom and the imported
// modules instead of making them anew for each file: a fifth of the CPU (decision 0037). The
// tests clean up after themselves (Testing Library's cleanup, real timers, unstubbed globals) and
// no file mocks a module (vi.mock would then reach the files after it).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          isolate: false,
          include: ['src/core/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'react',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
          // jsdom with react-aria on a shared 2-core machine: first renders take seconds.
          testTimeout: patient(20000),
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/core/**', 'src/**/*.browser.test.{ts,tsx}', 'node_modules/**'],
        },
      },
    ],
  },
});
