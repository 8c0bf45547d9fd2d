import { defineConfig } from 'vitest/config';

// The definitions run without a DOM; the React screens run in jsdom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', environment: 'node', include: ['src/core/**/*.test.ts'] } },
      {
        test: {
          name: 'react',
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20000,
          include: ['src/react/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
