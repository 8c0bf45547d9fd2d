/**
 * Where the PDF report's fonts are served (TTF with Latin Extended: č ć đ š ž ß ü …). Kept apart
 * from the PDF code so that an app can set it at start without loading the PDF library: apps/public
 * imports Noto Sans through Vite's `?url` and calls setReportFontUrls().
 */
export interface FontUrls {
  /** A TrueType font covering Latin Extended-A (the report uses one face). */
  regular: string;
}

let fontUrls: FontUrls | null = null;

export function setReportFontUrls(urls: FontUrls): void {
  fontUrls = urls;
}

export function getReportFontUrls(): FontUrls | null {
  return fontUrls;
}
