import { defineConfig } from 'vitest/config';
import { patient } from '../../scripts/patience.mjs';

// Date tests run in a fixed zone with daylight saving time, so local-time rules are exercised
// the same way on every machine.
process.env.TZ = 'Europe/Ljubljana';

export default defineConfig({
  test: {
    // vitest's 5 s default, scaled by the machine's load (scripts/patience.mjs).
    testTimeout: patient(5_000),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.browser.test.{ts,tsx}', 'node_modules/**'],
  },
});
