/**
 * Issue 14: rich text with `<input>` and `<script>` pasted in is stored and shown without them.
 * In chromium against the built server: an admin pastes hostile HTML into the English editor of
 * the HelpContentEdit form (RichTextAreaMultiLang) and saves; the stored value (the load answer)
 * and the editor after a reload carry neither. A save posted around the editor (straight to the
 * save endpoint) is sanitised by the server, and the public help form (RichTextArea, read-only)
 * shows the text without form controls, scripts or handlers. No `alert` ever fires.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  addAxeInitScript,
  artifactsDir,
  describeViolations,
  keepFailureArtifacts,
  launchBrowser,
  runAxe,
  newPage,
  signIn,
  startServer,
  type RunningServer,
  patient,
} from './harness';

const HOSTILE =
  '<p>Pasted <b>bold</b> text<input name="phish" value="x"><script>window.__pwned = 1</script>' +
  '<img src=x onerror="window.__pwned = 2"><select><option>o</option></select>' +
  '<a href="javascript:window.__pwned=3">link</a></p>';

const EDIT_URL = '/platform/DynamicForm/Form?formGroupId=HelpContentEdit&entityInstanceId=Configurator';
const HELP_URL = '/platform/DynamicForm/Form?formGroupId=HelpContent&entityInstanceId=Configurator';

interface LoadAnswer {
  elements: { name: string; value?: unknown }[];
  concurrencyTokens?: Record<string, string>;
  formId: string;
}

describe('rich text: pasted form controls and scripts are neither stored nor shown', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startServer({ name: 'editors-richtext' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  /** POST forms/load from the page (the session and the anti-forgery token of the page). */
  async function load(p: Page, formGroupId: string): Promise<LoadAnswer> {
    return p.evaluate(async (group) => {
      const token = document.head.getAttribute('data-antiforgery-token') ?? '';
      const response = await fetch('/api/v1/forms/load', {
        method: 'POST',
        headers: { 'content-type': 'application/json', RequestVerificationToken: token },
        body: JSON.stringify({ formGroupId: group, entityInstanceId: 'Configurator' }),
      });
      return (await response.json()) as LoadAnswer;
    }, formGroupId);
  }

  it('pasted into the editor and saved: stored and shown without them', async () => {
    ({ context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } }));
    const p = page;
    onTestFailed(() => keepFailureArtifacts(p, 'editors-richtext-paste'));
    await signIn(p, server.url);
    await p.goto(`${server.url}${EDIT_URL}`);
    const editor = p.locator('[contenteditable="true"][id$="-Body-en"]');
    await editor.waitFor({ timeout: patient(30_000) });
    await expect.poll(() => editor.textContent()).toContain('Choose the equipment');
    await p
      .getByRole('toolbar', { name: /Body|Text/ })
      .first()
      .waitFor();

    // Select everything in the English editor and paste the hostile HTML over it.
    await editor.click();
    await p.keyboard.press('Control+A');
    await editor.evaluate((el, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Pasted bold text link');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, HOSTILE);
    await expect.poll(() => editor.innerHTML()).toContain('<strong>bold</strong>');
    expect(await editor.locator('input, script, img, select').count()).toBe(0);

    const saved = p.waitForResponse((r) => /\/api\/v1\/forms\/[^/]+\/save$/.test(new URL(r.url()).pathname));
    await p.getByRole('button', { name: 'Save', exact: true }).first().click();
    expect((await saved).status()).toBe(200);

    const stored = await load(p, 'HelpContentEdit');
    const body = stored.elements.find((e) => e.name === 'Body')!.value as Record<string, string>;
    expect(body.en).toContain('Pasted <strong>bold</strong> text');
    expect(body.en).not.toMatch(/<input|<script|<img|<select|onerror|javascript:/i);
    // The other languages were not touched.
    expect(body.de).toContain('Wählen Sie Anlage');

    // Reloaded: the editor shows the stored text without them; nothing ran.
    await p.reload();
    await editor.waitFor({ timeout: patient(30_000) });
    await expect.poll(() => editor.textContent()).toContain('Pasted bold text');
    expect(await p.locator('[id$="-Body-en"] input, [id$="-Body-en"] script').count()).toBe(0);
    expect(await p.evaluate(() => (window as { __pwned?: number }).__pwned ?? 0)).toBe(0);
  });

  it('posted around the editor: the server sanitises, the help form shows no controls', async () => {
    const p = page!;
    onTestFailed(() => keepFailureArtifacts(p, 'editors-richtext-direct'));
    const before = await load(p, 'HelpContentEdit');
    const title = before.elements.find((e) => e.name === 'Title')!.value;
    const status = await p.evaluate(
      async ({ formId, tokens, html, titleValue }) => {
        const token = document.head.getAttribute('data-antiforgery-token') ?? '';
        const form = new FormData();
        form.set('EntityInstanceId', 'Configurator');
        form.set('Action', 'SAVE');
        form.set('ConcurrencyTokens', JSON.stringify(tokens ?? {}));
        form.set('Title', JSON.stringify(titleValue));
        form.set('Body', JSON.stringify({ en: html, de: '<p>Deutsch<textarea>x</textarea></p>' }));
        const response = await fetch(`/api/v1/forms/${formId}/save`, {
          method: 'POST',
          headers: { RequestVerificationToken: token },
          body: form,
        });
        return response.status;
      },
      {
        formId: before.formId,
        tokens: before.concurrencyTokens,
        html: `<form action="https://evil.example"><p>Direct text</p>${HOSTILE}<button>Send</button></form><svg><script>window.__pwned=4</script></svg>`,
        titleValue: title,
      },
    );
    expect(status).toBe(200);
    const stored = (await load(p, 'HelpContentEdit')).elements.find((e) => e.name === 'Body')!
      .value as Record<string, string>;
    expect(stored.en).toContain('<p>Direct text</p>');
    expect(stored.en).not.toMatch(/<form|<input|<button|<script|<svg|<img|<select|onerror|javascript:/i);
    expect(stored.de).toBe('<p>Deutsch</p>');

    // The public help form: read-only rich text, sanitised again on show.
    await p.goto(`${server.url}${HELP_URL}`);
    const view = p.locator('.ic-richtext-view');
    await view.waitFor({ timeout: patient(30_000) });
    await expect.poll(() => view.textContent()).toContain('Direct text');
    expect(await view.locator('form, input, button, select, textarea, script, svg, img').count()).toBe(0);
    const link = view.locator('a');
    expect(await link.getAttribute('href')).toBeNull();
    expect(await link.getAttribute('target')).toBe('_self');
    expect(await p.evaluate(() => (window as { __pwned?: number }).__pwned ?? 0)).toBe(0);
  });
  it('the editors pass axe and look right at 1280 and 390 px, in English and German', async () => {
    for (const language of ['en', 'de']) {
      for (const width of [1280, 390]) {
        const { context: c, page: p } = await newPage(browser, {
          locale: language === 'de' ? 'de-DE' : 'en-GB',
          viewport: { width, height: 900 },
        });
        try {
          onTestFailed(() => keepFailureArtifacts(p, `editors-richtext-${language}-${width}`));
          await addAxeInitScript(p);
          // Sign in first (the sign-in helper finds the English labels), then switch the language.
          await signIn(p, server.url);
          await c.addCookies([{ name: 'lang', value: language, url: server.url }]);
          await p.goto(`${server.url}${EDIT_URL}`);
          await p
            .locator(`[contenteditable="true"][id$="-Body-${language}"]`)
            .waitFor({ timeout: patient(30_000) });
          await p.getByRole('toolbar').first().waitFor();
          await p.screenshot({
            path: `${artifactsDir}/editors-richtext/edit-${language}-${width}.png`,
            fullPage: true,
          });
          if (width === 1280) {
            const violations = await runAxe(p);
            expect(violations, describeViolations(violations)).toEqual([]);
          }
          await p.goto(`${server.url}${HELP_URL}`);
          await p.locator('.ic-richtext-view').waitFor({ timeout: patient(30_000) });
          await p.screenshot({
            path: `${artifactsDir}/editors-richtext/help-${language}-${width}.png`,
            fullPage: true,
          });
        } finally {
          await c.close();
        }
      }
    }
  });
});
