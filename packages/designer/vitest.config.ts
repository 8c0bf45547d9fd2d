import { defineConfig } from 'vitest/config';

// The designer's core (grid operations, rule dependencies) runs without a DOM; the pages in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['src/core/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'react',
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20000,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/core/**', 'node_modules/**'],
        },
      },
    ],
  },
});
