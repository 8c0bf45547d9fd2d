import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ServerContext } from '../context';
import { getSetting, setSetting } from './settings';

/**
 * Seeds run at every start. A seed that reads big files (translations, code lists, …) can skip
 * its work when its input has not changed since the last run on this database:
 *
 *   export async function seed(ctx: ServerContext) {
 *     const dir = join(ctx.paths.seedDir, 'translations');
 *     await seedIfChanged(ctx, 'translations', fingerprintDir(dir), async () => { …upserts… });
 *   }
 *
 * The fingerprint is stored in app_setting under `seed.<name>`. Include a version number of
 * your seed code in the fingerprint (`fingerprint('v2', fingerprintDir(dir))`) when the code
 * changes how the same files are loaded.
 */
export function fingerprint(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(typeof part === 'string' ? Buffer.from(part) : part);
    hash.update('\0');
  }
  return hash.digest('hex');
}

function listFiles(dir: string, out: string[]): void {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) listFiles(full, out);
    else out.push(full);
  }
}

/** Hash of every file (relative name + content) under `dir`, recursively, in a stable order. */
export function fingerprintDir(dir: string, filter: (relativePath: string) => boolean = () => true): string {
  const files: string[] = [];
  listFiles(dir, files);
  const parts: (string | Buffer)[] = [];
  for (const file of files) {
    const rel = relative(dir, file).replace(/\\/g, '/');
    if (!filter(rel)) continue;
    parts.push(rel, readFileSync(file));
  }
  return fingerprint(...parts);
}

/** Runs `run` unless the stored fingerprint of seed `name` equals `fp`; returns whether it ran. */
export async function seedIfChanged(
  ctx: Pick<ServerContext, 'db' | 'version'>,
  name: string,
  fp: string,
  run: () => Promise<void>,
): Promise<boolean> {
  const key = `seed.${name}`;
  const stored = await getSetting<{ fingerprint?: string }>(ctx.db, key);
  if (stored?.fingerprint === fp) return false;
  await run();
  await setSetting(ctx.db, key, { fingerprint: fp, at: new Date().toISOString(), version: ctx.version });
  return true;
}
