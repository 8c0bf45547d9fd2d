/**
 * Hands a file made in the browser to the user as a download (a temporary object URL on a
 * clicked anchor). The URL is revoked later, not at once: some browsers start reading it only
 * after the click handler returns.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from user text: letters and digits of any script kept, the rest as '_'. */
export function safeFileName(text: string, extension: string): string {
  const base = text.replace(/[^\p{L}\p{N}_-]+/gu, '_').replace(/^_+|_+$/g, '') || 'download';
  return `${base}.${extension}`;
}
