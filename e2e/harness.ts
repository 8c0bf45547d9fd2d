/**
 * End-to-end harness: the real built server on a free port with a fresh PGlite data directory,
 * and Debian's chromium driven by playwright-core. Nothing here is mocked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { patient } from '../scripts/patience.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..');
export const artifactsDir = path.join(here, 'artifacts');
/** The built server; E2E_SERVER_ENTRY points at another build (e.g. one kept apart from the shared tree's). */
export const serverEntry = process.env.E2E_SERVER_ENTRY
  ? path.resolve(process.env.E2E_SERVER_ENTRY)
  : path.join(repoRoot, 'apps/server/dist/main.js');

/** Fixed so tests can sign in; the server seeds the admin account with it on first start. */
export const ADMIN_PASSWORD = 'E2e-Admin-Passw0rd!';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  logPath: string;
  adminPassword: string;
  /** The server's log so far (JSON lines). */
  log(): string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** A name for the artifacts folder (defaults to a timestamp). */
  name?: string;
  env?: Record<string, string>;
  /** Reuse an existing data directory (e.g. to test a restart). */
  dataDir?: string;
  /** Start from an empty data directory even when the suite has a seeded template. */
  fresh?: boolean;
  /** How long the server may take to answer its health check (default 110 s). */
  startTimeoutMs?: number;
}

/**
 * The environment variable naming a data directory the suite's global setup migrated and seeded
 * (e2e/globalSetup.ts); a new server starts on a copy of it.
 */
export const TEMPLATE_DATA_DIR_ENV = 'INSULCALC_E2E_TEMPLATE_DATA_DIR';

/** Starts the server once on `dataDir` so that it migrates and seeds it, then stops it. */
export async function makeTemplateDataDir(dataDir: string): Promise<void> {
  // A first start migrates and seeds: give it longer than a test file's hook may wait.
  const server = await startServer({ name: 'template', dataDir, fresh: true, startTimeoutMs: 300_000 });
  await server.stop();
}

function newDataDir(options: StartServerOptions): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'insulcalc-e2e-'));
  const template = process.env[TEMPLATE_DATA_DIR_ENV];
  const ownDatabase = !options.env?.DATABASE_URL;
  if (!options.fresh && ownDatabase && template && existsSync(template)) {
    cpSync(template, dataDir, { recursive: true });
  }
  return dataDir;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(`The server is not built (${serverEntry} is missing): run "pnpm build" first.`);
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? newDataDir(options);
  const runDir = path.join(artifactsDir, options.name ?? `server-${Date.now()}`);
  mkdirSync(runDir, { recursive: true });
  const logPath = path.join(runDir, 'server.log');
  const logStream = createWriteStream(logPath);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    INSULCALC_ADMIN_PASSWORD: ADMIN_PASSWORD,
    NODE_ENV: 'production',
    ...options.env,
  };
  // The e2e suite always runs on the embedded database unless a test asks otherwise.
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(logStream, { end: false });
  child.stderr?.pipe(logStream, { end: false });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  // Opening PGlite and seeding take 45–70 s when the other test lane keeps both cores busy, more
  // beside other work: scaled by the load like the suite's hook timeout, which stays the outer limit.
  const deadline = Date.now() + patient(options.startTimeoutMs ?? 110_000);
  let ready = false;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) {
        ready = true;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const readLog = () => (existsSync(logPath) ? readFileSync(logPath, 'utf8') : '');
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(
      `The server did not become healthy on ${url}. Log (${logPath}):\n${readLog().slice(-4000)}`,
    );
  }
  return {
    url,
    port,
    dataDir,
    logPath,
    adminPassword: ADMIN_PASSWORD,
    log: readLog,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      logStream.end();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * One chromium for every test file a worker runs (the test command runs several e2e files in one
 * worker, without isolation: scripts/test-all.mjs). Launching it cost each file about 1 CPU s.
 */
let sharedChromium: Promise<Browser> | undefined;
/** Inside vitest only: a script (the benches) that closes its browser means it, and then exits. */
const SHARE_BROWSER = Boolean(process.env.VITEST);

/**
 * A browser for one test file. Where the worker runs several files (vitest without isolation) it
 * is the worker's one chromium, seen through a view whose `close()` closes the contexts this file
 * made, not the browser: each file still starts from fresh contexts (no cookies, storage or cache
 * of another file), which keeps the files independent. Locally launched, not connected to a
 * browser server: a download's path() only works on a local browser.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!SHARE_BROWSER) return launchChromium();
  if (sharedChromium) {
    const current = await sharedChromium.catch(() => undefined);
    if (!current?.isConnected()) sharedChromium = undefined;
  }
  sharedChromium ??= launchChromium();
  const browser = await sharedChromium;
  const contexts = new Set<BrowserContext>();
  let closed = false;
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          patientWaits(context);
          contexts.add(context);
          context.once('close', () => contexts.delete(context));
          return context;
        };
      if (property === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          patientWaits(page.context());
          contexts.add(page.context());
          page.context().once('close', () => contexts.delete(page.context()));
          return page;
        };
      if (property === 'contexts') return () => [...contexts];
      if (property === 'close')
        return async () => {
          if (closed) return;
          closed = true;
          await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
        };
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Playwright's waits (30 s by default: a navigation, a locator's action) scaled by the machine's
 * load like the tests' own timeouts (scripts/patience.mjs): a busy machine is slow, not broken.
 */
function patientWaits(context: BrowserContext): void {
  context.setDefaultTimeout(patient(30_000));
  context.setDefaultNavigationTimeout(patient(30_000));
}

export interface PageOptions {
  locale?: string;
  viewport?: { width: number; height: number };
}

export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-GB',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  patientWaits(context);
  const page = await context.newPage();
  return { context, page };
}

/** Keeps a screenshot (and the page's HTML) of a failed test next to the server log. */
export async function keepFailureArtifacts(page: Page | undefined, testName: string): Promise<void> {
  if (!page || page.isClosed()) return;
  const safe = testName.replace(/[^a-z0-9-]+/gi, '_').slice(0, 120);
  mkdirSync(artifactsDir, { recursive: true });
  try {
    await page.screenshot({ path: path.join(artifactsDir, `${safe}.png`), fullPage: true });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(artifactsDir, `${safe}.html`), await page.content());
  } catch {
    // the page may already be gone; the server log is still kept
  }
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Brings axe-core into the page. Evaluated through the DevTools protocol, not added as a script
 * element: the server's Content Security Policy (script-src 'self') rightly blocks inline scripts.
 * Needed once per loaded document.
 */
export async function loadAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/** Has axe-core evaluated in every document the page loads from now on (also under the CSP). */
export async function addAxeInitScript(page: Page): Promise<void> {
  await page.addInitScript({ content: axeSource });
}

/** Runs the axe-core already in the page (loadAxe or addAxeInitScript) over the WCAG 2.x A/AA rules. */
export async function runAxe(page: Page, disableRules: string[] = []): Promise<AxeViolation[]> {
  return page.evaluate(async (disabled: string[]) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, html: node.html })),
    }));
  }, disableRules);
}

/** Runs axe-core (WCAG 2.x A/AA rules) in the page and returns its violations. */
export async function axeViolations(
  page: Page,
  options: { disableRules?: string[] } = {},
): Promise<AxeViolation[]> {
  await loadAxe(page);
  return runAxe(page, options.disableRules ?? []);
}

/** A readable summary for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
    )
    .join('\n');
}

/** Signs in through the real login page. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username = 'admin',
  password = ADMIN_PASSWORD,
  returnPath = '/platform/',
): Promise<void> {
  const loginPath = returnPath.startsWith('/platform') ? '/platform/Account/LogOn' : '/Account/LogOn';
  await page.goto(`${baseUrl}${loginPath}?ReturnUrl=${encodeURIComponent(returnPath)}`);
  // By the form's field names and its submit button, not by label texts: the sign-in page speaks
  // the visitor's language (the `lang` cookie), and tests sign in in any of the six.
  const form = page.locator('form:has(input[name="password"])');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.includes('Account/LogOn')),
    form.locator('button[type="submit"]').click(),
  ]);
  // The app keeps the new session's anti-forgery token on <head> once it has loaded the profile;
  // a test's own API calls right after signing in need it.
  await page.waitForFunction(() => Boolean(document.head.dataset.antiforgeryToken), undefined, {
    timeout: patient(30_000),
  });
}

/** A JSON answer, read loosely (the test checks the fields it needs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** An HTTP session outside the browser (the administrator's, or a visitor's): cookies and the anti-forgery token. */
export class ApiSession {
  /** name → value; a test may add one (e.g. `lang`). */
  readonly cookies = new Map<string, string>();
  private token = '';
  constructor(private readonly base: string) {}

  async request(method: string, url: string, body?: unknown): Promise<{ status: number; json: Json }> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      RequestVerificationToken: this.token,
    };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    const text = await response.text();
    try {
      return { status: response.status, json: JSON.parse(text) };
    } catch {
      return { status: response.status, json: text };
    }
  }

  /** An anonymous session: its cookie and anti-forgery token. */
  async start(): Promise<this> {
    this.token = (await this.request('GET', '/api/v1/account/profile')).json.antiforgeryToken;
    return this;
  }

  /** Signs in (the administrator unless told otherwise). */
  async logon(username = 'admin', password = ADMIN_PASSWORD): Promise<this> {
    await this.start();
    const res = await this.request('POST', '/api/v1/account/logon', { username, password });
    if (res.status !== 200) throw new Error(`${username} sign-in: ${JSON.stringify(res.json)}`);
    this.token = res.json.antiforgeryToken;
    return this;
  }
}

/** The activation link's token in the newest mail to `email` (the server's file mail transport). */
export function activationToken(server: RunningServer, email: string): string | null {
  const dir = path.join(server.dataDir, 'mail');
  if (!existsSync(dir)) return null;
  const mails = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    )
    .filter((text) => text.includes(email));
  const match = mails.at(-1)?.match(/ActivateAccount\?token=([A-Za-z0-9%_.~-]+)/);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * A new active user with a password, as an administrator makes one: the Users form (groups by
 * their code-list codes; the administrator joins none of them), the sign-in mail, and the user's
 * own activation through the mail's link.
 */
export async function createUserThroughUsersForm(
  server: RunningServer,
  admin: ApiSession,
  username: string,
  groupCodes: string[],
  password: string,
): Promise<void> {
  const form = (await admin.request('POST', '/api/v1/forms/load', { formGroupId: 'UserAccount' })).json;
  const groups = form.elements.find((e: Json) => e.name === 'Groups');
  const options: { value: unknown; code?: string; text?: string }[] =
    groups.settings?.options ?? groups.options ?? [];
  const ids = groupCodes.map((code) => {
    const option = options.find((o) => o.code === code || new RegExp(code, 'i').test(String(o.text ?? '')));
    if (!option) throw new Error(`no group ${code} among ${JSON.stringify(options)}`);
    return option.value;
  });
  const email = `${username}@example.com`;
  const data = new FormData();
  data.append('EntityInstanceId', '');
  data.append('Action', 'SAVE');
  data.append('ConcurrencyTokens', JSON.stringify(form.concurrencyTokens ?? {}));
  data.append('UserName', JSON.stringify(username));
  data.append('FullName', JSON.stringify(username));
  data.append('Email', JSON.stringify(email));
  data.append('IsActive', JSON.stringify(true));
  data.append('Groups', JSON.stringify(ids));
  const saved = await admin.request('POST', `/api/v1/forms/${form.formId}/save`, data);
  if (saved.status !== 200) throw new Error(`saving user ${username}: ${JSON.stringify(saved.json)}`);
  const userId = saved.json.entityInstanceId as string;
  const mail = await admin.request('POST', `/api/v1/account/users/${userId}/send-sign-in-mail`);
  if (mail.status !== 200) throw new Error(`sign-in mail for ${username}: ${JSON.stringify(mail.json)}`);
  // The mail is written by the server's mail job: wait for it.
  let token = activationToken(server, email);
  for (
    const deadline = Date.now() + 15_000;
    !token && Date.now() < deadline;
    token = activationToken(server, email)
  )
    await new Promise((resolve) => setTimeout(resolve, 200));
  if (!token) throw new Error(`no activation mail to ${email}`);
  // The new user follows the mail's link: an anonymous visitor's request.
  const visitor = await new ApiSession(server.url).start();
  const activated = await visitor.request('POST', '/api/v1/account/activate', {
    token,
    newPassword: password,
    confirmPassword: password,
  });
  if (activated.status !== 200) throw new Error(`activating ${username}: ${JSON.stringify(activated.json)}`);
}

export { PATIENCE, patient } from '../scripts/patience.mjs';
