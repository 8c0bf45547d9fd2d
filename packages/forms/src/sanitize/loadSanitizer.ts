/**
 * Loads the rich-text sanitiser (DOMPurify with the shared allow-list) on demand, for screens
 * that show stored rich text outside a form (document previews, help texts). DOMPurify stays out
 * of the bundle of every page that never calls it.
 */
export function loadRichTextSanitizer(): Promise<(html: string) => string> {
  return import('./sanitizeRichText').then((m) => m.sanitizeRichText);
}
