import { defineConfig } from 'vitest/config';

// The core runs without a DOM (its tests prove it); the React screens run in jsdom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', environment: 'node', include: ['src/core/**/*.test.ts'] } },
      {
        test: {
          name: 'react',
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          // jsdom with react-aria on a shared 2-core machine: first renders take seconds.
          testTimeout: 20000,
          include: ['src/react/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
