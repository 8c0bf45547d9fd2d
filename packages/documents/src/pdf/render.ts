/**
 * The interpreter of PDF document definitions (decision 0016): walks the blocks with a scope
 * (the render context plus loop variables), fills the placeholders in the reader's language and
 * lays the result out with the {@link Writer} on pdf-lib, in an embedded TrueType font.
 */
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { resolveLocale } from '@insulcalc/i18n/core';
import {
  TemplateError,
  interpolate,
  lookup,
  resolveText,
  truthy,
  type RenderEnvironment,
} from '../core/expressions';
import type { PdfTemplate, TemplateBlock, TemplateText } from '../core/schema';
import { MUTED, PAGE_SIZES, Writer, printableWith, type FontBytes } from './writer';

/** Where a chart draws: its box on the current page. */
export interface PdfChartBox {
  x: number;
  top: number;
  width: number;
  height: number;
}

/** A chart the host provides (the engine's thickness chart), drawn as vector graphics. */
export interface PdfChart {
  draw(
    page: PDFPage,
    font: PDFFont,
    box: PdfChartBox,
    data: unknown,
    printable: (text: string) => string,
  ): void;
}

export interface PdfRenderOptions {
  font: FontBytes;
  env: RenderEnvironment;
  /** Charts by the name `chart` blocks use. */
  charts?: Record<string, PdfChart>;
  /** The document's date (metadata); default now. */
  date?: Date;
}

const MAX_BLOCKS = 200_000;

const displayName = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

class Interpreter {
  private images = new Map<string, PDFImage>();
  private count = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly w: Writer,
    private readonly options: PdfRenderOptions,
  ) {}

  private text(text: TemplateText | undefined, scope: unknown): string {
    return interpolate(text, scope, this.options.env);
  }

  private async image(source: unknown): Promise<PDFImage | undefined> {
    if (typeof source !== 'string') return undefined;
    const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/.exec(source);
    if (!match) return undefined;
    let image = this.images.get(source);
    if (!image) {
      const bytes = Buffer.from(match[2]!, 'base64');
      try {
        image = match[1] === 'png' ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
      } catch {
        // A broken image in the data is left out rather than failing the whole document.
        return undefined;
      }
      this.images.set(source, image);
    }
    return image;
  }

  async blocks(blocks: readonly TemplateBlock[], scope: Record<string, unknown>): Promise<void> {
    for (const block of blocks) await this.block(block, scope);
  }

  private async block(block: TemplateBlock, scope: Record<string, unknown>): Promise<void> {
    if (++this.count > MAX_BLOCKS) throw new TemplateError('Documents_TooLarge');
    const { w } = this;
    switch (block.type) {
      case 'brand':
        w.brand(
          this.text(block.title, scope),
          this.text(block.tagline, scope),
          block.logo ? await this.image(lookup(scope, block.logo)) : undefined,
          // The configured brand's name (the server's `brand.name`), else the product's.
          displayName(lookup(scope, 'brand.name')) || 'Insulcalc',
        );
        return;
      case 'heading':
        w.heading(this.text(block.text, scope), block.size ?? 14, block.keep ?? 16);
        return;
      case 'paragraph':
        w.paragraph(this.text(block.text, scope), block.size ?? 10);
        return;
      case 'row':
        w.row(
          this.text(block.label, scope),
          this.text(block.value, scope).trim(),
          block.size ?? 10,
          block.strong ?? false,
        );
        return;
      case 'table':
        this.table(block, scope);
        return;
      case 'each': {
        const items = lookup(scope, block.items);
        if (!Array.isArray(items)) return;
        for (const [index, item] of items.entries()) {
          if (block.newPage) w.newPage();
          await this.blocks(block.body, { ...scope, [block.as]: item, [`${block.as}Index`]: index + 1 });
        }
        return;
      }
      case 'if': {
        const test = truthy(lookup(scope, block.test)) !== (block.not ?? false);
        await this.blocks(test ? block.then : (block.else ?? []), scope);
        return;
      }
      case 'image': {
        const image = await this.image(lookup(scope, block.source));
        if (!image) return;
        const scale = Math.min(
          block.width / image.width,
          block.height / image.height,
          w.contentWidth / image.width,
        );
        const height = image.height * scale;
        const top = w.block(height + 6);
        w.page.drawImage(image, { x: w.margin, y: top - height, width: image.width * scale, height });
        return;
      }
      case 'chart': {
        const chart = this.options.charts?.[block.chart];
        if (!chart) throw new TemplateError('Documents_UnknownChart', { chart: block.chart });
        const height = block.height ?? 250;
        const top = w.block(height);
        chart.draw(
          w.page,
          w.font,
          { x: w.margin, top, width: w.contentWidth, height },
          lookup(scope, block.data),
          printableWith(w.font),
        );
        w.y -= 10;
        return;
      }
      case 'pageBreak':
        w.newPage();
        return;
      case 'space':
        w.y -= block.height;
        if (w.y < w.margin) w.newPage();
        return;
    }
  }

  private table(block: Extract<TemplateBlock, { type: 'table' }>, scope: Record<string, unknown>) {
    const { w } = this;
    const size = block.size ?? 9;
    const first = block.first ?? 120;
    let header: string[] = [];
    let rows: string[][] = [];
    let marked: boolean[] = [];
    let title = block.title ? this.text(block.title, scope) : '';
    if (block.source) {
      const table = lookup(scope, block.source) as
        { title?: unknown; header?: unknown; rows?: unknown } | undefined;
      if (!table || typeof table !== 'object') return;
      if (!title && typeof table.title === 'string') title = table.title;
      header = Array.isArray(table.header) ? table.header.map((h) => String(h ?? '')) : [];
      const list: unknown[] = Array.isArray(table.rows) ? table.rows : [];
      rows = list.map((r) => {
        const cells = Array.isArray(r) ? r : ((r as { cells?: unknown })?.cells ?? []);
        return Array.isArray(cells) ? cells.map((c) => (typeof c === 'string' ? c : String(c ?? ''))) : [];
      });
      // A row `{ cells, marked: true }` is highlighted (the project report's differing rows).
      marked = list.map((r) => !Array.isArray(r) && (r as { marked?: unknown })?.marked === true);
    } else if (block.items && block.columns) {
      const items = lookup(scope, block.items);
      const as = block.as ?? 'item';
      header = block.columns.map((c) => this.text(c.header, scope));
      rows = Array.isArray(items)
        ? items.map((item) => block.columns!.map((c) => this.text(c.value, { ...scope, [as]: item })))
        : [];
    }
    if (header.length === 0) return;
    if (title) w.heading(title, 11, (size + 4) * 5);
    w.table(header, rows, size, first, (row) => marked[row] ?? false);
  }
}

/** "Page N of M" and the like on every page, once all pages exist. */
function footers(
  doc: PDFDocument,
  w: Writer,
  template: PdfTemplate,
  scope: Record<string, unknown>,
  env: RenderEnvironment,
) {
  if (!template.footer) return;
  const pages = doc.getPages();
  const size = 8;
  pages.forEach((page, i) => {
    const pageScope = { ...scope, page: i + 1, pages: pages.length };
    const right = template.footer?.right ? interpolate(template.footer.right, pageScope, env) : '';
    let left = template.footer?.left ? interpolate(template.footer.left, pageScope, env) : '';
    page.drawLine({
      start: { x: w.margin, y: w.margin - 14 },
      end: { x: w.margin + w.contentWidth, y: w.margin - 14 },
      thickness: 0.5,
      color: rgb(0.7, 0.7, 0.7),
    });
    while (left.length > 10 && w.rich.width(left, size) > w.contentWidth - 120)
      left = `${left.slice(0, -2)}…`;
    w.rich.draw(page, left, w.margin, w.margin - 26, size, MUTED);
    w.rich.draw(
      page,
      right,
      w.margin + w.contentWidth - w.rich.width(right, size),
      w.margin - 26,
      size,
      MUTED,
    );
  });
}

/** Renders a PDF definition with a context; returns the PDF's bytes. */
export async function renderPdf(
  template: PdfTemplate,
  context: Record<string, unknown>,
  options: PdfRenderOptions,
): Promise<Uint8Array> {
  const { env } = options;
  const date = options.date ?? new Date();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // The whole face: pdf-lib's subsetting drops glyphs of Noto Sans (composite glyphs).
  const font = await doc.embedFont(options.font, { subset: false });
  doc.setTitle(interpolate(template.title, context, env));
  doc.setLanguage(resolveLocale(env.language).intlLocale);
  doc.setCreator('Insulcalc');
  doc.setProducer('Insulcalc (pdf-lib)');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const page = template.page ?? { size: 'A4' as const, margin: 50 };
  const w = new Writer(doc, font, [...PAGE_SIZES[page.size]], page.margin);
  await new Interpreter(doc, w, options).blocks(template.body, context);
  footers(doc, w, template, context, env);
  return doc.save();
}

/** The file name a template gives a rendered document (without extension). */
export function documentBaseName(
  template: { title: TemplateText; fileName?: TemplateText | undefined },
  context: Record<string, unknown>,
  env: RenderEnvironment,
): string {
  return (
    interpolate(template.fileName ?? template.title, context, env) ||
    resolveText(template.title, env.language)
  );
}
