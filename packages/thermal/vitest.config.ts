import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // the machine is shared: property tests and the CLI process test may be slow under load
    testTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.browser.test.{ts,tsx}', 'node_modules/**'],
  },
});
