import { defineConfig } from 'vitest/config';

// Date tests run in a fixed zone with daylight saving time, so local-time rules are exercised
// the same way on every machine.
process.env.TZ = 'Europe/Ljubljana';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.browser.test.{ts,tsx}', 'node_modules/**'],
  },
});
