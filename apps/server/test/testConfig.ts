import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type ServerConfig } from '../src/config';
import { testTmpRoot } from './tmpRoot';

/** A configuration for tests: silent logs (TEST_LOG_LEVEL to see them), a temp DATA_DIR, no built apps. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(testTmpRoot(), 'insulcalc-data-'));
  const base = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    PUBLIC_DIST: join(dataDir, 'no-public-dist'),
    PLATFORM_DIST: join(dataDir, 'no-platform-dist'),
    LANDING_BUNDLE: join(dataDir, 'no-landing-bundle.js'),
    INSULCALC_ADMIN_PASSWORD: 'Test-Admin-Password-1',
  });
  return { ...base, ...overrides };
}
