// Server-side PDF rendering (pdf-lib, Node): no React, no DOM.
export {
  documentBaseName,
  renderPdf,
  type PdfChart,
  type PdfChartBox,
  type PdfRenderOptions,
} from './render';
export { PAGE_SIZES, RichText, Writer, printableWith, type FontBytes } from './writer';
