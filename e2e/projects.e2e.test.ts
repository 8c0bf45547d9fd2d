/**
 * Projects in a real browser against the real built server (fresh database per test): a signed-in
 * user's project saves itself a moment after a change, and the first sign-in offers to keep the
 * project an anonymous visitor built in this browser (keep → in the account; discard → the
 * server's project).
 */
import { afterEach, beforeAll, afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  axeViolations,
  describeViolations,
  keepFailureArtifacts,
  launchBrowser,
  newPage,
  signIn,
  startServer,
  type RunningServer,
  patient,
} from './harness';
import { waitForConfigurator } from './configurator';

const STATUS = '[data-testid="project-save-status"]';
const LOCAL_PROJECT_KEY = 'insulcalc.configurator.project.v1';
const KEEP_TITLE = 'Keep the project you started?';

describe('projects', () => {
  let browser: Browser;
  let server: RunningServer | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Pages stay open until the end, so a failed test's screenshot can still be taken.
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
    await browser?.close();
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  async function fresh(name: string): Promise<RunningServer> {
    server = await startServer({ name: `projects-${name}` });
    return server;
  }

  async function openPage(name: string): Promise<Page> {
    const { context, page } = await newPage(browser);
    contexts.push(context);
    onTestFailed(() => keepFailureArtifacts(page, `projects-${name}`));
    return page;
  }

  async function openConfigurator(page: Page, url: string): Promise<void> {
    await page.goto(`${url}/Configurator`);
    await waitForConfigurator(page);
  }

  const calculations = (page: Page) =>
    page.getByRole('navigation', { name: 'Calculations of the project' }).locator('.icc-calcs__item');

  const temperature = (page: Page) => page.getByLabel('Medium temperature', { exact: true });

  const localProject = (page: Page) =>
    page.evaluate((key) => window.localStorage.getItem(key), LOCAL_PROJECT_KEY);

  /** An anonymous visitor's work: a changed temperature and a second calculation, kept in the browser. */
  async function buildAnonymousProject(page: Page, url: string): Promise<void> {
    await openConfigurator(page, url);
    await temperature(page).fill('135');
    await page.getByRole('button', { name: 'Add calculation' }).click();
    await page.getByLabel('Name of the selected calculation').fill('Tank north');
    await expect.poll(() => localProject(page), { timeout: patient(10_000) }).toContain('Tank north');
  }

  it('a signed-in user’s change is saved without pressing Save and is there after a reload', async () => {
    const { url, adminPassword } = await fresh('autosave');
    const page = await openPage('autosave');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/project(\/[0-9a-f-]{36})?$/.test(request.url()) && /POST|PUT/.test(request.method()))
        saves.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await signIn(page, url, 'admin', adminPassword, '/Configurator');
    await openConfigurator(page, url);
    const status = page.locator(STATUS);
    await expect.poll(() => status.getAttribute('aria-live')).toBe('polite');
    await expect
      .poll(() => status.textContent())
      .toBe('The project is saved automatically after your first change.');

    await temperature(page).fill('142');
    await expect.poll(() => status.textContent(), { timeout: patient(15_000) }).toBe('All changes saved');
    expect(saves).toEqual(['POST /api/v1/project']);

    await temperature(page).fill('143');
    await expect.poll(() => saves.length, { timeout: patient(15_000) }).toBe(2);
    await expect.poll(() => status.textContent(), { timeout: patient(15_000) }).toBe('All changes saved');
    expect(saves[1]).toMatch(/^PUT \/api\/v1\/project\/[0-9a-f-]{36}$/);

    await page.reload();
    await waitForConfigurator(page);
    await expect.poll(() => temperature(page).inputValue(), { timeout: patient(15_000) }).toBe('143');
    expect(await status.textContent()).toBe('All changes saved');
  });

  it('an anonymous project is offered at sign-in, kept in the account with both calculations, and cleared from the browser', async () => {
    const { url, adminPassword } = await fresh('keep');
    const page = await openPage('keep');
    await buildAnonymousProject(page, url);

    await signIn(page, url, 'admin', adminPassword, '/Configurator');
    const dialog = page.getByRole('dialog', { name: KEEP_TITLE });
    await dialog.waitFor({ timeout: patient(30_000) });
    expect(await dialog.textContent()).toContain('2 calculations');
    const keep = dialog.getByRole('button', { name: 'Keep it in my account' });
    await expect.poll(() => keep.evaluate((el) => el === document.activeElement)).toBe(true);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // The dialog is rendered outside the configurator: its primary button must still be painted
    // in the configurator's accent (it was once white on white, which axe did not report).
    expect(await keep.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(140, 52, 20)');

    await keep.click();
    await dialog.waitFor({ state: 'detached', timeout: patient(15_000) });
    await expect.poll(() => calculations(page).allTextContents()).toEqual(['Calculation', 'Tank north']);
    expect(await localProject(page)).toBeNull();

    await page.reload();
    await waitForConfigurator(page);
    await expect
      .poll(() => calculations(page).allTextContents(), { timeout: patient(15_000) })
      .toEqual(['Calculation', 'Tank north']);
    await calculations(page).first().click();
    expect(await temperature(page).inputValue()).toBe('135');
    expect(await page.getByRole('dialog', { name: KEEP_TITLE }).count()).toBe(0);
    expect(await localProject(page)).toBeNull();

    // The project came from the server: it is the user's selected project there.
    const fromServer = await page.evaluate(async () => {
      const selected = (await (await fetch('/api/v1/project/selected')).json()) as { projectId: string };
      const project = (await (await fetch(`/api/v1/project/${selected.projectId}`)).json()) as {
        name: string;
        calculationData: { name: string }[];
      };
      return { name: project.name, calculations: project.calculationData.map((c) => c.name) };
    });
    expect(fromServer).toEqual({ name: 'Default project', calculations: ['Calculation', 'Tank north'] });
  });

  it('discarding the anonymous project shows the user’s project from the server', async () => {
    const { url, adminPassword } = await fresh('discard');
    // The user already has a project on the server (another browser).
    const other = await openPage('discard-other');
    await signIn(other, url, 'admin', adminPassword, '/Configurator');
    await openConfigurator(other, url);
    await temperature(other).fill('77');
    await expect
      .poll(() => other.locator(STATUS).textContent(), { timeout: patient(15_000) })
      .toBe('All changes saved');

    const page = await openPage('discard');
    await buildAnonymousProject(page, url);
    await signIn(page, url, 'admin', adminPassword, '/Configurator');
    const dialog = page.getByRole('dialog', { name: KEEP_TITLE });
    await dialog.waitFor({ timeout: patient(30_000) });
    await dialog.getByRole('button', { name: 'Discard it' }).click();
    await dialog.waitFor({ state: 'detached', timeout: patient(15_000) });

    await waitForConfigurator(page);
    await expect
      .poll(() => calculations(page).allTextContents(), { timeout: patient(15_000) })
      .toEqual(['Calculation']);
    await expect.poll(() => temperature(page).inputValue()).toBe('77');
    expect(await localProject(page)).toBeNull();

    await page.reload();
    await waitForConfigurator(page);
    expect(await temperature(page).inputValue()).toBe('77');
    expect(await page.getByRole('dialog', { name: KEEP_TITLE }).count()).toBe(0);
  });
});
