import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ServerContext } from '../../context';
import { DocumentNotFoundError, renderDocument } from '../documents/index';
import { getTranslations, formatMessage, isLanguageCode, type LanguageCode } from '../translations/index';
import { calculationFacts } from './calculation';

/**
 * The port the process uses to generate a document (the `generateDocument` effect): the documents
 * module's templates (issue 16: `renderDocument` with the effect's template id, in the default
 * language); an installation may plug another renderer in with `setDocumentRenderer`. When no
 * template of that id exists, the built-in offer layout below renders it, so the Offer process
 * never depends on a template an administrator may have deleted.
 */
export interface DocumentRenderRequest {
  /** The effect's template id (`Offer`). */
  template: string;
  entityId: string;
  instanceId: string;
  /** The entity instance's values at generation time. */
  values: Record<string, unknown>;
  language: string;
  processId: string;
}

export interface RenderedDocument {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** Answers null when it has no template of that id (the built-in layout then renders it). */
export type DocumentRenderer = (
  ctx: ServerContext,
  request: DocumentRenderRequest,
) => Promise<RenderedDocument | null>;

let renderer: DocumentRenderer | null = null;

/** Plugs the documents module's renderer in (its index.ts calls this once). */
export function setDocumentRenderer(next: DocumentRenderer | null): void {
  renderer = next;
}

export async function renderProcessDocument(
  ctx: ServerContext,
  request: DocumentRenderRequest,
): Promise<RenderedDocument> {
  const rendered = renderer ? await renderer(ctx, request) : await fromTemplates(ctx, request);
  return rendered ?? renderBuiltInOffer(ctx, request);
}

async function fromTemplates(
  ctx: ServerContext,
  request: DocumentRenderRequest,
): Promise<RenderedDocument | null> {
  try {
    const doc = await renderDocument(
      ctx,
      request.template,
      request.values,
      isLanguageCode(request.language) ? request.language : 'en',
    );
    return { fileName: doc.fileName, contentType: doc.contentType, content: doc.bytes };
  } catch (err) {
    if (err instanceof DocumentNotFoundError) return null;
    throw err;
  }
}

const FONT_MODULE = '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';
const BOLD_MODULE = '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf';
let fonts: Promise<[Uint8Array, Uint8Array]> | null = null;
const loadFonts = () => {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all([readFile(require.resolve(FONT_MODULE)), readFile(require.resolve(BOLD_MODULE))]);
  return fonts;
};

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/** Formats a price in the document's language (two decimals, EUR). */
export function formatPrice(value: unknown, language: string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '';
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(n);
}

/** Words wrapped to `width` points. */
function wrap(font: PDFFont, size: number, value: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** The built-in offer: the customer, the calculation's headline, the price and notes, one A4 page. */
async function renderBuiltInOffer(
  ctx: ServerContext,
  request: DocumentRenderRequest,
): Promise<RenderedDocument> {
  const language: LanguageCode = isLanguageCode(request.language) ? request.language : 'en';
  const texts = await getTranslations(ctx.db, language);
  const t = (key: string, values?: Record<string, string | number>) => {
    const found = texts.get(key);
    return typeof found === 'string' ? formatMessage(found, values) : key;
  };
  const [regularBytes, boldBytes] = await loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  const v = request.values;
  const title = t('Workflow_Offer_DocumentTitle');
  pdf.setTitle(`${title} — ${text(v.ContactName)}`);
  pdf.setLanguage(request.language);
  pdf.setCreator('Insulcalc');
  const page: PDFPage = pdf.addPage([595.28, 841.89]);
  const left = 56;
  const width = 595.28 - 2 * left;
  let y = 780;
  const line = (value: string, font = regular, size = 11, gap = 6) => {
    for (const l of wrap(font, size, value, width)) {
      page.drawText(l, { x: left, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + gap;
    }
  };
  line(title, bold, 20, 14);
  line(new Intl.DateTimeFormat(request.language, { dateStyle: 'long' }).format(new Date()), regular, 10, 16);
  line(t('Workflow_Offer_Customer'), bold, 12);
  for (const value of [v.ContactName, v.Company, v.Email, v.Phone]) if (text(value)) line(text(value));
  y -= 10;
  const calculation = await calculationFacts(ctx, v.CalculationReference, language);
  if (calculation) {
    line(t('Workflow_Offer_Calculation'), bold, 12);
    const name = [calculation.projectName, calculation.calculationName].filter(Boolean).join(' — ');
    if (name) line(name);
    if (calculation.headline)
      line(
        `${calculation.headline.label}: ${calculation.headline.value} ${calculation.headline.unit}`.trim(),
      );
    y -= 10;
  }
  line(t('Workflow_Offer_Price'), bold, 12);
  line(formatPrice(v.Price, request.language) || '—', bold, 16, 12);
  if (text(v.OfferNotes)) {
    y -= 6;
    line(t('Workflow_Offer_Notes'), bold, 12);
    line(text(v.OfferNotes));
  }
  const safeName =
    text(v.ContactName)
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .trim()
      .slice(0, 60) || 'offer';
  return {
    fileName: `${t('Workflow_Offer_FileName')} ${safeName}.pdf`,
    contentType: 'application/pdf',
    content: await pdf.save(),
  };
}
