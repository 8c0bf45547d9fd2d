/**
 * The form grid's layouts and the dropdown layer in chromium (spec §9), where the CSS is actually
 * laid out (jsdom computes no layout): the form engine's own stylesheet over a 12-column grid at
 * 1280, 1024 and 768 px, and a dropdown popover over a dialog's backdrop (z-index 9000 against the
 * dialog stack's 2000 + 10 per dialog). No server: the page is the stylesheet and the markup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formsCss } from '@insulcalc/forms/basic';
import { launchBrowser, newPage } from './harness';

/** Cells as FieldCell writes them: column start and span as custom properties. */
const cells: { name: string; start: number; span: number }[] = [
  { name: 'half-a', start: 1, span: 6 },
  { name: 'half-b', start: 7, span: 6 },
  { name: 'quarter-a', start: 1, span: 3 },
  { name: 'quarter-b', start: 4, span: 3 },
  { name: 'third', start: 7, span: 4 },
];

const html = `<!doctype html><html><head><style>${formsCss}
body{margin:0}.ic-form-grid{column-gap:0!important}.ic-form-cell{height:20px;background:#ddd}</style></head>
<body><div class="ic-form-grid" id="grid">${cells
  .map(
    (c) =>
      `<div class="ic-form-cell" data-name="${c.name}" style="--ic-col-start:${c.start};--ic-col-span:${c.span};--ic-row-span:1"></div>`,
  )
  .join('')}</div>
<div id="backdrop" class="ic-dialog-backdrop" style="position:fixed;inset:0;z-index:2010;background:rgba(0,0,0,.4)"></div>
<div id="popover" class="ic-popover" style="position:fixed;left:10px;top:10px;width:100px;height:100px">Options</div>
</body></html>`;

describe('form layouts and the dropdown layer in chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 } }));
    await page.setContent(html);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** Each cell's width as a share of the grid's, in twelfths (rounded). */
  async function twelfths(width: number): Promise<Record<string, number>> {
    await page.setViewportSize({ width, height: 800 });
    return page.evaluate(() => {
      const grid = document.getElementById('grid')!.getBoundingClientRect().width;
      const out: Record<string, number> = {};
      document.querySelectorAll<HTMLElement>('.ic-form-cell').forEach((cell) => {
        out[cell.dataset.name!] = Math.round((cell.getBoundingClientRect().width / grid) * 12);
      });
      return out;
    });
  }

  it('wide: every cell spans its own colSpan of 12 columns', async () => {
    expect(await twelfths(1280)).toEqual({
      'half-a': 6,
      'half-b': 6,
      'quarter-a': 3,
      'quarter-b': 3,
      third: 4,
    });
  });

  it('medium (max-width 1024 px): spans double, at most the full row', async () => {
    expect(await twelfths(1024)).toEqual({
      'half-a': 12,
      'half-b': 12,
      'quarter-a': 6,
      'quarter-b': 6,
      third: 8,
    });
    // Just above the medium layout the wide one still holds.
    expect((await twelfths(1025))['quarter-a']).toBe(3);
  });

  it('small (max-width 768 px): every cell takes the full row', async () => {
    expect(await twelfths(768)).toEqual({
      'half-a': 12,
      'half-b': 12,
      'quarter-a': 12,
      'quarter-b': 12,
      third: 12,
    });
  });

  it('a dropdown popover (z-index 9000) shows above an open dialog', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const result = await page.evaluate(() => ({
      zIndex: getComputedStyle(document.getElementById('popover')!).zIndex,
      top: document.elementFromPoint(50, 50)?.id,
    }));
    expect(result).toEqual({ zIndex: '9000', top: 'popover' });
  });
});
