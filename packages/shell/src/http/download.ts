import type { QueryParamValue, ShellRequest } from './request';

export const DEFAULT_DOWNLOAD_FILE_NAME = 'download';

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 5987/6266, preferred)
 * or `filename="…"` / `filename=…`; null when there is none.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star?.[2]) {
    const charset = (star[1] ?? '').trim().toLowerCase();
    const raw = star[2].trim().replace(/^"(.*)"$/, '$1');
    try {
      if (charset === '' || charset === 'utf-8') return decodeURIComponent(raw);
      // ISO-8859-1 and others: percent bytes are code points.
      return raw.replace(/%([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    } catch {
      // fall through to the plain form
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined && quoted[1] !== '') return quoted[1].replace(/\\(.)/g, '$1');
  const plain = /filename\s*=\s*([^;\s]+)/i.exec(header);
  if (plain?.[1]) return plain[1];
  return null;
}

export interface DownloadOptions {
  params?: Record<string, QueryParamValue | QueryParamValue[]>;
  /** Used instead of the Content-Disposition name. */
  fileName?: string;
  signal?: AbortSignal;
  /** Save the file in the browser (default true); false only returns it. */
  save?: boolean;
  /** Extra request settings (headers, legacy…). */
  request?: Partial<Omit<ShellRequest, 'url' | 'params' | 'responseType'>>;
}

export interface DownloadResult {
  fileName: string;
  blob: Blob;
}

/** Saves a blob under a name with a temporary object URL and an `<a download>` click. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
  if (!url) return;
  const a = doc.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  doc.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
