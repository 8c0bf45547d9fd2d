/** A PDF read by Mozilla's pdf.js, for tests: pages, text items, title and language. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
try {
  // pdf.js makes a DOMMatrix as it loads: in Node, from its optional dependency @napi-rs/canvas.
  createRequire(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'))('@napi-rs/canvas');
} catch {
  // Not installed here: a stand-in lets it load (reading text never renders).
  (globalThis as Record<string, unknown>).DOMMatrix ??= class {};
}
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');

export interface PdfContent {
  pageCount: number;
  /** Every non-blank text item of every page, in drawing order. */
  lines: string[];
  /** The document information's /Title. */
  title: string | null;
  /** The catalog's /Lang. */
  language: string | null;
}

export async function readPdf(pdf: Uint8Array): Promise<PdfContent> {
  const task = getDocument({
    data: new Uint8Array(pdf), // a copy, and not a Buffer (which pdf.js refuses)
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
  });
  const doc = await task.promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const { items } = await (await doc.getPage(n)).getTextContent({ disableNormalization: true });
      for (const item of items) if ('str' in item && item.str.trim() !== '') lines.push(item.str);
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } };
    return { pageCount: doc.numPages, lines, title: info.Title ?? null, language: info.Language ?? null };
  } finally {
    await task.destroy();
  }
}
