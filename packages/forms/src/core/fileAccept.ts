/**
 * A File control's `accept` and `maxSize` settings as both sides read them: the browser checks a
 * chosen file's declared type and name before uploading (a convenience), the server checks the
 * file's content (what counts). Both word their refusals alike: the same keys and texts.
 */

/** Names people know for the types a form is likely to accept. */
const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
};
const EXTENSION_ALIASES: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg', tif: 'tiff' };
const EXTENSION_NAMES: Record<string, string> = { jpg: 'JPEG', webp: 'WebP' };

const extensionOf = (token: string) => EXTENSION_ALIASES[token] ?? token;

/** The accept setting's tokens, lower-cased (`application/pdf`, `image/*`, `.docx`); empty: any. */
export function acceptTokens(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/** The accepted types as people name them: "PDF, PNG, JPEG, DOCX". */
export function acceptText(tokens: readonly string[]): string {
  const names = tokens.map((token) => {
    if (!token.startsWith('.')) return TYPE_NAMES[token] ?? token;
    const ext = extensionOf(token.slice(1));
    return EXTENSION_NAMES[ext] ?? ext.toUpperCase();
  });
  return [...new Set(names)].join(', ');
}

/** Whether a file of this type (`mime`) and extension (`ext`, without dot) is accepted. */
export function acceptsType(tokens: readonly string[], type: { ext: string; mime: string }): boolean {
  const mime = type.mime.toLowerCase();
  const ext = extensionOf(type.ext.toLowerCase());
  return tokens.some((token) => {
    if (token.startsWith('.')) return extensionOf(token.slice(1)) === ext;
    if (token.endsWith('/*')) return mime.startsWith(token.slice(0, -1));
    return mime === token;
  });
}

/** A size as people read it: kB below a megabyte, else MB with at most one decimal. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.floor(bytes / 1024))} kB`;
  return `${Math.floor((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
