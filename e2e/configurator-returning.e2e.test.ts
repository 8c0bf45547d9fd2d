/**
 * A returning visitor of the server-rendered configurator (issue 12, "stale is never current";
 * decisions 0033 and 0040): the server renders the default project in SI units, so a visitor whose
 * browser keeps their own project or imperial units must never see the server's figures as if
 * they were theirs — not before the SPA has loaded, not when it takes over. A first-time visitor
 * sees the server's page, which is theirs.
 *
 * What was on screen is sampled in every animation frame from the document's start (the page's
 * own script cannot hide anything from it): the text of every visible results headline.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  keepFailureArtifacts,
  launchBrowser,
  newPage,
  startServer,
  type RunningServer,
  patient,
} from './harness';
import { waitForConfigurator } from './configurator';

const HEADLINE = '.icc-results__headline';
const LOCAL_PROJECT_KEY = 'insulcalc.configurator.project.v1';
const UNIT_SYSTEM_KEY = 'insulcalc.unitSystem';

declare global {
  interface Window {
    __shown?: string[];
  }
}

/** Records, in every frame, the visible headlines and whether the loading note is visible. */
function sampleWhatIsShown(selector: string): void {
  const shown = new Set<string>();
  window.__shown = [];
  const sample = () => {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        shown.add(`headline:${element.textContent?.trim() ?? ''}`);
    }
    // The unit switch: a server page showing SI chosen to an imperial visitor is not theirs either.
    for (const checked of document.querySelectorAll<HTMLInputElement>('.icc-units input:checked')) {
      if (checked.checkVisibility({ visibilityProperty: true })) shown.add(`units:${checked.value}`);
    }
    for (const note of document.querySelectorAll<HTMLElement>('.icc-kept-note')) {
      if (note.checkVisibility({ visibilityProperty: true })) shown.add(`note:${note.textContent?.trim()}`);
    }
    window.__shown = [...shown];
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

describe('the server-rendered configurator and a returning visitor', () => {
  let browser: Browser;
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ name: 'configurator-returning' })]);
  });
  afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  async function openPage(name: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
    const { context, page } = await newPage(browser, { viewport: { width: 412, height: 900 } });
    contexts.push(context);
    onTestFailed(() => keepFailureArtifacts(page, `configurator-returning-${name}`));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, context, errors };
  }

  const headline = async (page: Page) => ((await page.locator(HEADLINE).textContent()) ?? '').trim();
  const shown = (page: Page) => page.evaluate(() => window.__shown ?? []);
  const kept = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-kept-work'));
  const keptProject = (page: Page) =>
    page.evaluate((key) => window.localStorage.getItem(key), LOCAL_PROJECT_KEY);
  const temperature = (page: Page) => page.getByLabel('Medium temperature', { exact: true });

  it('a first-time visitor sees the server’s default page at once', async () => {
    const { page, context, errors } = await openPage('first');
    await context.addInitScript(sampleWhatIsShown, HEADLINE);
    await page.goto(`${server.url}/Configurator`);
    await waitForConfigurator(page);
    const own = await headline(page);
    expect(own).toMatch(/W\/m/);
    expect(await kept(page)).toBe(false);
    // The server's figures were on screen before the SPA's (they are this visitor's).
    expect(await shown(page)).toEqual([`headline:${own}`, 'units:SI']);
    expect(errors).toEqual([]);
  });

  it('a visitor who only undid an edit keeps nothing, and sees the server’s page at once on return', async () => {
    const { page, context, errors } = await openPage('undone');
    await page.goto(`${server.url}/Configurator`);
    await waitForConfigurator(page);
    const defaultFigures = await headline(page);
    const initial = await temperature(page).inputValue();
    await temperature(page).fill('135');
    await expect.poll(() => keptProject(page), { timeout: patient(10_000) }).toContain('135');
    await temperature(page).fill(initial);
    await expect.poll(() => keptProject(page), { timeout: patient(10_000) }).toBeNull();

    await context.addInitScript(sampleWhatIsShown, HEADLINE);
    await page.reload();
    await waitForConfigurator(page);
    expect(await kept(page)).toBe(false);
    expect(await headline(page)).toBe(defaultFigures);
    expect(await shown(page)).toEqual([`headline:${defaultFigures}`, 'units:SI']);
    expect(errors).toEqual([]);
  });

  it('a visitor with a kept project never sees the default figures, only a loading note, then their own', async () => {
    const { page, context, errors } = await openPage('project');
    await page.goto(`${server.url}/Configurator`);
    await waitForConfigurator(page);
    const defaultFigures = await headline(page);
    await temperature(page).fill('135');
    await expect.poll(() => headline(page)).not.toBe(defaultFigures);
    const own = await headline(page);
    await expect
      .poll(async () => (await keptProject(page)) ?? '', { timeout: patient(10_000) })
      .toContain('135');

    await context.addInitScript(sampleWhatIsShown, HEADLINE);
    await page.reload();
    await waitForConfigurator(page);
    await expect.poll(() => headline(page)).toBe(own);
    const seen = await shown(page);
    expect(seen).not.toContain(`headline:${defaultFigures}`);
    expect(seen).toContain(`headline:${own}`);
    expect(seen).toContain('note:Loading the configurator…');
    expect(await kept(page)).toBe(true);
    // The inline script that marks the page runs under the page's policy: no violation reported.
    expect(errors).toEqual([]);
  });

  it('a visitor who keeps imperial units never sees SI figures', async () => {
    const { page, context, errors } = await openPage('units');
    await context.addInitScript(
      ([key]) => {
        if (!window.localStorage.getItem(key!)) window.localStorage.setItem(key!, 'imperial');
      },
      [UNIT_SYSTEM_KEY],
    );
    await context.addInitScript(sampleWhatIsShown, HEADLINE);
    await page.goto(`${server.url}/Configurator`);
    await waitForConfigurator(page);
    await expect.poll(() => headline(page)).toMatch(/Btu\/h·ft/);
    const headlines = (await shown(page)).filter((s) => s.startsWith('headline:'));
    expect(headlines.length).toBeGreaterThan(0);
    expect(headlines.filter((s) => /W\/m/.test(s))).toEqual([]);
    expect((await shown(page)).filter((s) => s.startsWith('units:'))).toEqual(['units:imperial']);
    expect(await kept(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
