/**
 * `pnpm bench:api` — throughput of the API's hot reads against a bare Fastify hello-world, in
 * one run on the same machine (issue 10 §7). Starts the hello-world and the Insulcalc server
 * (tsx src/main.ts) as child processes — first on PGlite, then on a temporary PostgreSQL — and
 * drives each endpoint with autocannon (10 connections, `Accept-Encoding: br, gzip` as browsers
 * send; the translations row is the URL the apps fetch first, the shell's namespace under app
 * info's version, decision 0035), each right after a hello-world run of the same length. Prints req/s, p50/p99 latency and
 * the ratio to that neighbouring hello-world run. A script, not a timed test: the figures depend on the machine's load.
 *
 * Two control rows tell the server's limit from the client's: the bare hello-world answering a
 * body as large as the translations' (so the ratio shows what those bytes alone cost autocannon,
 * whose HTTP parser is JavaScript on the same two cores), and, when `wrk` (a native client) is on
 * the PATH, hello-world, code lists and translations measured again with it.
 *
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=10 BENCH_DATABASES=pglite,postgresql BENCH_WRK=auto|off pnpm bench:api
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startTempPostgres, type TempPostgres } from '@insulcalc/test-utils/postgres';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',').map((s) => s.trim());
const WRK = process.env.BENCH_WRK ?? 'auto';
const ADMIN_PASSWORD = 'Bench-Admin-Password-1';
const serverRoot = join(import.meta.dirname, '..');
const repoRoot = join(serverRoot, '../..');
const tsx = join(repoRoot, 'node_modules/.bin/tsx');

const calculateBody = JSON.stringify(
  (
    JSON.parse(readFileSync(join(repoRoot, 'packages/thermal/test-data/engine-cases.json'), 'utf8')) as {
      id: string;
      input: unknown;
    }[]
  ).find((c) => c.id === 'ref-001-pipe-heat')!.input,
);

const HELLO = `
const fastify = require(${JSON.stringify(createRequire(join(serverRoot, 'package.json')).resolve('fastify'))})();
fastify.get('/', async () => ({ hello: 'world' }));
// n bytes as they are (the control row: what a body of that size costs the client alone).
const bodies = new Map();
fastify.get('/bytes/:n', async (request, reply) => {
  const n = Math.min(Number(request.params.n) || 0, 1 << 20);
  if (!bodies.has(n)) bodies.set(n, require('node:crypto').randomBytes(n));
  return reply.type('application/octet-stream').send(bodies.get(n));
});
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => console.log('listening'));
`;

function startChild(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: serverRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited ${code}:\n${output.slice(-2000)}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Row {
  name: string;
  /** The hello-world's req/s measured right before this row (same machine load). */
  helloRps?: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Bytes of one answer as received, headers included (the body compressed when the endpoint compresses). */
  bytes?: number;
}

let helloUrl = '';

async function run(name: string, options: autocannon.Options): Promise<Row> {
  // Browsers always offer compression; the cached reads answer with bytes compressed once.
  const headers = { 'accept-encoding': 'br, gzip', ...(options.headers ?? {}) };
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options, headers });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    bytes: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** wrk's path when it should run (BENCH_WRK=auto: when it is on the PATH), else null. */
async function findWrk(): Promise<string | null> {
  if (WRK === 'off') return null;
  return new Promise((resolve) => {
    execFile('sh', ['-c', 'command -v wrk'], (err, stdout) => resolve(err ? null : stdout.trim() || null));
  });
}

/** One wrk run (1 thread, the same connections, duration and Accept-Encoding as autocannon's). */
async function runWrk(wrk: string, name: string, url: string): Promise<Row> {
  const args = [
    '-t1',
    `-c${CONNECTIONS}`,
    `-d${SECONDS}s`,
    '--latency',
    '-H',
    'accept-encoding: br, gzip',
    url,
  ];
  const out = await new Promise<string>((resolve, reject) => {
    execFile(wrk, args, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
  const ms = (label: string): number => {
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return NaN;
    const v = Number(m[1]);
    return m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v;
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { name, rps, p50: ms('50'), p99: ms('99'), non2xx };
}

async function measureWrk(wrk: string, name: string, url: string): Promise<Row> {
  const hello = await runWrk(wrk, 'hello', helloUrl);
  const row = await runWrk(wrk, name, url);
  return { ...row, helloRps: hello.rps };
}

/**
 * The endpoint, right after a hello-world run of the same length: on a shared machine the load
 * changes from one minute to the next, so each ratio compares two neighbouring measurements.
 */
async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const hello = await run('hello', { url: helloUrl });
  const row = await run(name, options);
  return { ...row, helloRps: hello.rps };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/account/logon`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('insulcalc_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

async function benchDatabase(database: string, hello: Row): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'insulcalc-bench-'));
  let postgres: TempPostgres | undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    INSULCALC_ADMIN_PASSWORD: ADMIN_PASSWORD,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  };
  if (database === 'postgresql') {
    postgres = await startTempPostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database insulcalc_bench');
    await admin.end();
    const url = new URL(postgres.url);
    url.pathname = '/insulcalc_bench';
    env.DATABASE_URL = url.toString();
  }
  const port = await freePort();
  env.PORT = String(port);
  const server = await startChild(tsx, ['src/main.ts'], env, /listening|Server listening|API health/);
  const base = `http://127.0.0.1:${port}`;
  try {
    const cookie = await signIn(base);
    const rows: Row[] = [];
    // The translations URL the apps fetch first: the shell's namespace under the current texts'
    // version (app info's), as the bootstrap builds it; and the largest namespace (insulation).
    const info = (await (await fetch(`${base}/api/v1/appinfo`)).json()) as {
      applicationVersion: string;
      translationsVersion?: string;
    };
    const v = encodeURIComponent(
      info.translationsVersion
        ? `${info.applicationVersion}-t${info.translationsVersion}`
        : info.applicationVersion,
    );
    const shellTexts = `/api/v1/translations/en/shell?v=${v}`;
    const insulationTexts = `/api/v1/translations/en/insulation?v=${v}`;
    // Warm the caches (and the JIT) once before measuring.
    for (const path of [
      '/api/health',
      '/api/v1/appinfo',
      '/api/v1/codelists/mediums',
      '/api/v1/products',
      shellTexts,
      insulationTexts,
      '/api/v1/translations/en',
    ])
      await fetch(`${base}${path}`);
    await fetch(`${base}/api/v1/navigation`, { headers: { cookie } });
    rows.push(await measure('GET /api/health', { url: `${base}/api/health` }));
    rows.push(await measure('GET /api/v1/appinfo', { url: `${base}/api/v1/appinfo` }));
    rows.push(await measure('GET /api/v1/codelists/mediums', { url: `${base}/api/v1/codelists/mediums` }));
    rows.push(await measure('GET /api/v1/products', { url: `${base}/api/v1/products` }));
    rows.push(await measure('GET /api/v1/translations/en/shell (first)', { url: `${base}${shellTexts}` }));
    rows.push(await measure('GET /api/v1/translations/en/insulation', { url: `${base}${insulationTexts}` }));
    rows.push(
      await measure('GET /api/v1/navigation (signed in)', {
        url: `${base}/api/v1/navigation`,
        headers: { cookie },
      }),
    );
    rows.push(
      await measure('GET /api/v1/translations/en (whole, unused)', { url: `${base}/api/v1/translations/en` }),
    );
    // The same number of body bytes from the bare hello-world: its ratio is the client's limit.
    const brotli = await fetch(`${base}/api/v1/translations/en`, { headers: { 'accept-encoding': 'br' } });
    const bodyBytes = Number(brotli.headers.get('content-length') ?? 0);
    await brotli.body?.cancel();
    const sameBytes = `bare hello-world, a ${bodyBytes}-byte body`;
    rows.push(await measure(sameBytes, { url: `${helloUrl}bytes/${bodyBytes}` }));
    rows.push(
      await measure('GET /api/v1/account/profile (signed in)', {
        url: `${base}/api/v1/account/profile`,
        headers: { cookie },
      }),
    );
    rows.push(
      await measure('POST /api/v1/calculations/calculate (no cookie)', {
        url: `${base}/api/v1/calculations/calculate`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: calculateBody,
      }),
    );
    print(`Insulcalc on ${database}`, hello, rows);
    const wrk = await findWrk();
    if (wrk) {
      const wrkHello = await runWrk(wrk, 'bare Fastify hello-world', helloUrl);
      const wrkRows = [
        await measureWrk(wrk, 'GET /api/v1/codelists/mediums', `${base}/api/v1/codelists/mediums`),
        await measureWrk(wrk, 'GET /api/v1/translations/en/shell (first)', `${base}${shellTexts}`),
        await measureWrk(
          wrk,
          'GET /api/v1/translations/en (whole, unused)',
          `${base}/api/v1/translations/en`,
        ),
        await measureWrk(wrk, sameBytes, `${helloUrl}bytes/${bodyBytes}`),
      ];
      print(`Insulcalc on ${database}, driven by wrk (a native client)`, wrkHello, wrkRows);
    }
    return rows;
  } finally {
    await stop(server);
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(title: string, hello: Row, rows: Row[]): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (n: number, d = 0) => n.toFixed(d).padStart(9);
  console.log(`\n${title} — ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log(
    `${pad('endpoint', 48)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'ratio'.padStart(9)}${'bytes'.padStart(8)}  errors`,
  );
  const bytes = (r: Row) => (r.bytes === undefined ? '' : String(r.bytes)).padStart(8);
  console.log(
    `${pad(hello.name, 48)}${num(hello.rps)}${num(hello.p50, 1)}${num(hello.p99, 1)}${'100'.padStart(9)}%${bytes(hello)}`,
  );
  for (const r of rows) {
    const base = r.helloRps ?? hello.rps;
    const ratio = `${num((100 * r.rps) / base)}%`;
    console.log(
      `${pad(r.name, 48)}${num(r.rps)}${num(r.p50, 1)}${num(r.p99, 1)}${ratio}${bytes(r)}  ${r.non2xx}  (hello-world just before: ${Math.round(base)})`,
    );
  }
}

async function main(): Promise<void> {
  const helloPort = await freePort();
  const helloServer = await startChild(
    process.execPath,
    ['-e', HELLO],
    { PORT: String(helloPort) },
    /listening/,
  );
  try {
    helloUrl = `http://127.0.0.1:${helloPort}/`;
    await fetch(helloUrl);
    for (const database of DATABASES) {
      const hello = await run('bare Fastify hello-world', { url: helloUrl });
      await benchDatabase(database, hello);
    }
  } finally {
    await stop(helloServer);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
