/**
 * Test helper: what a PDF shows, read by Mozilla's pdf.js (pdfjs-dist, legacy build for Node):
 * its pages, title, text items and drawing operators. Not exported by the package.
 */
import { createRequire } from 'node:module';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

const require = createRequire(import.meta.url);
try {
  // pdf.js makes a DOMMatrix as it loads: in Node, from its optional dependency @napi-rs/canvas.
  createRequire(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'))('@napi-rs/canvas');
} catch {
  // Not installed here: a stand-in lets it load (reading text and operators never renders).
  globalThis.DOMMatrix ??= class {} as unknown as typeof DOMMatrix;
}
const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');

export { OPS };

export interface PdfContent {
  pageCount: number;
  title: string | undefined;
  /** Every text item of every page in order (the whitespace-only items pdf.js adds between them left out). */
  items: TextItem[];
  /** The items' texts. */
  lines: string[];
  /** Every page's drawing operators: a pdf.js `OPS` code with its arguments. */
  operators: { fn: number; args: unknown[] }[];
}

export async function readPdf(pdf: Uint8Array): Promise<PdfContent> {
  const task = getDocument({
    data: new Uint8Array(pdf), // a copy: pdf.js takes over the buffer it is given
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
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
    const { info } = await doc.getMetadata();
    const title = (info as { Title?: string }).Title;
    return { pageCount: doc.numPages, title, items, lines: items.map((item) => item.str), operators };
  } finally {
    await task.destroy();
  }
}
