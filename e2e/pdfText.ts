/** The pages and text items of a PDF, read by Mozilla's pdf.js (as the report's unit tests do). */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
try {
  // pdf.js makes a DOMMatrix as it loads: in Node, from its optional dependency @napi-rs/canvas.
  createRequire(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'))('@napi-rs/canvas');
} catch {
  // Not installed here: a stand-in lets it load (reading text never renders).
  globalThis.DOMMatrix ??= class {} as unknown as typeof DOMMatrix;
}
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');

/** The page count and every text item of every page (pdf.js's whitespace-only items left out). */
export async function pdfText(pdf: Uint8Array): Promise<{ pageCount: number; lines: string[] }> {
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
    return { pageCount: doc.numPages, lines };
  } finally {
    await task.destroy();
  }
}
