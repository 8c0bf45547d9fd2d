/**
 * A throw-away PostgreSQL server for the integration tests: Debian's binaries
 * (/usr/lib/postgresql/<version>/bin, or PG_BIN), initdb + pg_ctl in a temp folder on a free
 * loopback port, run as the `postgres` OS user when we are root. Stopped and removed after.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface TempPostgres {
  /** Superuser connection string to the `postgres` database. */
  url: string;
  version: string;
  stop(): void;
}

/** Finds initdb/pg_ctl: PG_BIN, then the newest /usr/lib/postgresql/<v>/bin, then PATH. */
export function findPostgresBin(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) {
    // An explicit choice: no fallback, so a wrong PG_BIN is noticed.
    const dir = process.env.PG_BIN;
    return existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')) ? dir : undefined;
  }
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(join(base, v, 'bin'));
  }
  for (const dir of candidates) {
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const onPath = which.stdout.trim();
  if (which.status === 0 && onPath) {
    const dir = onPath.replace(/\/pg_ctl$/, '');
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  return undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export const POSTGRES_NOT_FOUND =
  'PostgreSQL was not found (no initdb/pg_ctl in PG_BIN, or else /usr/lib/postgresql/*/bin or PATH). ' +
  'Install it (`apt-get install -y postgresql`) or point TEST_DATABASE_URL at a server whose user may CREATE DATABASE.';

const DIR_PREFIX = 'insulcalc-pg-';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Stops and removes temp servers left behind by test runs that were killed before their teardown
 * (their owner process is gone). Servers of running test processes are left alone.
 */
export function reapOrphanedServers(bin: string | undefined = findPostgresBin()): void {
  const asRoot = process.getuid?.() === 0;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const dir = join(tmpdir(), name);
    let owner = 0;
    try {
      owner = Number(readFileSync(join(dir, 'owner.pid'), 'utf8').trim());
    } catch {
      // no owner file: only reap when clearly old
      try {
        if (Date.now() - statSync(dir).mtimeMs < 6 * 3600_000) continue;
      } catch {
        continue;
      }
    }
    if (owner > 0 && isAlive(owner)) continue;
    const dataDir = join(dir, 'data');
    if (bin && existsSync(join(dataDir, 'postmaster.pid'))) {
      const args = [join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop'];
      spawnSync(asRoot ? 'runuser' : args[0]!, asRoot ? ['-u', 'postgres', '--', ...args] : args.slice(1), {
        stdio: 'ignore',
      });
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_NOT_FOUND);
  reapOrphanedServers(bin);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), DIR_PREFIX));
  writeFileSync(join(dir, 'owner.pid'), String(process.pid));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  let pgUid: number | undefined;
  let pgGid: number | undefined;
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        'Running as root but there is no `postgres` OS user to run the test PostgreSQL server as.',
      );
    }
    pgUid = Number(id.stdout.trim());
    pgGid = Number(gid.stdout.trim());
    chownSync(dir, pgUid, pgGid);
  }
  const run = (cmd: string, args: string[]): string => {
    const full = join(bin, cmd);
    try {
      return asRoot
        ? execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
          })
        : execFileSync(full, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (err) {
      const e = err as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${cmd} failed: ${e.stderr || e.stdout || e.message}`, { cause: err });
    }
  };
  const user = asRoot ? 'postgres' : userInfo().username;
  try {
    run('initdb', ['-D', dataDir, '-U', user, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    const opts = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    run('pg_ctl', ['-D', dataDir, '-o', opts, '-l', logFile, '-w', '-t', '60', 'start']);
    const version = run('postgres', ['--version']).trim();
    let stopped = false;
    return {
      url: `postgres://${user}@127.0.0.1:${port}/postgres`,
      version,
      stop() {
        if (stopped) return;
        stopped = true;
        try {
          run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
        } catch {
          try {
            run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
          } catch {
            // fall through to removing the folder
          }
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // not started
    }
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
