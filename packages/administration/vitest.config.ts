import { defineConfig } from 'vitest/config';

// Screens render in jsdom; react-aria on a shared 2-core machine makes first renders slow.
export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
