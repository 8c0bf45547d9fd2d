/**
 * Vitest globalSetup for the e2e suite: starts the built server once on a fresh data directory,
 * lets it migrate and seed, stops it and keeps that directory as a template. Every test file's
 * server then starts on a copy of it (harness `startServer`), which skips the first start's
 * migrations and seeding: the suite starts two dozen servers, and a first start costs tens of
 * seconds on a busy two-core machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPLATE_DATA_DIR_ENV, startServer } from './harness';

export default async function setup(): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'insulcalc-e2e-template-'));
  // A first start migrates and seeds: give it longer than a test file's hook may wait.
  const server = await startServer({ name: 'template', dataDir, fresh: true, startTimeoutMs: 300_000 });
  await server.stop();
  // Forked test workers inherit the environment of the process that runs the global setup.
  process.env[TEMPLATE_DATA_DIR_ENV] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
