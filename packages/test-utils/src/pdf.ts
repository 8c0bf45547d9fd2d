/**
 * What a PDF shows, read by Mozilla's pdf.js (pdfjs-dist, legacy build for Node): its pages, title,
 * language, text items and drawing operators. The one PDF reader of the report tests of the
 * insulation package, the server tests and the browser end-to-end tests.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

const require = createRequire(import.meta.url);
try {
  // pdf.js makes a DOMMatrix as it loads: in Node, from its optional dependency @napi-rs/canvas.
  createRequire(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'))('@napi-rs/canvas');
} catch {
  // Not installed here: a stand-in lets it load (reading text and operators never renders).
  // (typed loosely: the server's tests compile without the DOM library)
  (globalThis as Record<string, unknown>).DOMMatrix ??= class {};
}
const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');

/** pdf.js's drawing-operator codes (`OPS.showText`, `OPS.fill`, …) for `PdfContent.operators`. */
export { OPS };
export type { TextItem };

export interface PdfContent {
  pageCount: number;
  /** The document information's /Title. */
  title: string | null;
  /** The catalog's /Lang. */
  language: string | null;
  /** Every text item of every page in drawing order (the whitespace-only items pdf.js adds left out). */
  items: TextItem[];
  /** The items' texts. */
  lines: string[];
  /** Every page's drawing operators: a pdf.js `OPS` code with its arguments. */
  operators: { fn: number; args: unknown[] }[];
}

export async function readPdf(pdf: Uint8Array): Promise<PdfContent> {
  const task = getDocument({
    data: new Uint8Array(pdf), // a copy, and not a Buffer (which pdf.js refuses); it takes it over
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    // The 14 standard fonts' metrics, for PDFs that use them without embedding.
    standardFontDataUrl: join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts/'),
  });
  const doc = await task.promise;
  try {
    const items: TextItem[] = [];
    const operators: PdfContent['operators'] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const text = await page.getTextContent({ disableNormalization: true });
      for (const item of text.items) if ('str' in item && item.str.trim() !== '') items.push(item);
      const list = await page.getOperatorList();
      list.fnArray.forEach((fn, i) => operators.push({ fn, args: list.argsArray[i] as unknown[] }));
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } };
    return {
      pageCount: doc.numPages,
      title: info.Title ?? null,
      language: info.Language ?? null,
      items,
      lines: items.map((item) => item.str),
      operators,
    };
  } finally {
    await task.destroy();
  }
}
