/**
 * Vitest globalSetup for the e2e suite: a data directory the built server has migrated and
 * seeded once, as a template. Every test file's server then starts on a copy of it (harness
 * `startServer`), which skips the first start's migrations and seeding: the suite starts two
 * dozen servers, and a first start costs tens of seconds on a busy two-core machine.
 *
 * When the test command has made the template already (scripts/test-all.mjs runs each e2e file on
 * its own, all sharing one), it is used as it is.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPLATE_DATA_DIR_ENV, makeTemplateDataDir } from './harness';

export default async function setup(): Promise<() => void> {
  const given = process.env[TEMPLATE_DATA_DIR_ENV];
  if (given && existsSync(given)) return () => undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'insulcalc-e2e-template-'));
  await makeTemplateDataDir(dataDir);
  // Forked test workers inherit the environment of the process that runs the global setup.
  process.env[TEMPLATE_DATA_DIR_ENV] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
