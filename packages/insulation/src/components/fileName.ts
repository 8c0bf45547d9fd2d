/**
 * A download's file name from user text (project and calculation names): letters and digits of
 * any script kept, everything else as '_', trimmed, at most 150 characters before the extension.
 */
export function safeFileName(text: string, extension: string, fallback = 'download'): string {
  const base = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, 150);
  return `${base || fallback}.${extension}`;
}
