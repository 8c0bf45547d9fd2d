/** Client-side ReturnUrl rules (spec §5): same host only, other origins only when allowed. */

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether `url` matches an allowed-origin pattern: `https://app.example.com`,
 * `https://*.example.com` (one or more labels), `http://localhost:*` (any port),
 * `https://example.com/portal/*` (path prefix). Same rules as the server.
 */
export function matchesOriginPattern(url: URL, pattern: string): boolean {
  const m = /^(https?):\/\/([^/?#]+)(\/[^?#]*)?$/i.exec(pattern.trim());
  if (!m) return false;
  const [, scheme = '', hostPattern = '', pathPattern] = m;
  if (url.protocol !== `${scheme.toLowerCase()}:`) return false;
  if (url.username || url.password) return false;
  const [hostPart = '', portPart] = hostPattern.toLowerCase().split(/:(?=[^:]*$)/);
  const hostRe = new RegExp(`^${hostPart.split('*').map(escapeRegex).join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*')}$`);
  if (!hostRe.test(url.hostname)) return false;
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  const port = url.port || defaultPort;
  if (portPart === undefined ? port !== defaultPort : portPart !== '*' && portPart !== port) return false;
  if (pathPattern && pathPattern !== '/') {
    const pathRe = new RegExp(`^${pathPattern.split('*').map(escapeRegex).join('.*')}`);
    if (!pathRe.test(url.pathname)) return false;
  }
  return true;
}

export interface SanitizeReturnUrlOptions {
  /** The page's origin, e.g. `location.origin`. */
  origin: string;
  /** Where to go when the value is missing or refused (usually the app's base path). */
  fallback: string;
  allowedRedirectOrigins?: readonly string[];
}

/**
 * Sanitises a ReturnUrl: same-origin targets come back as a path (+query, +hash); other origins
 * only when they match `allowedRedirectOrigins`; anything else (protocol-relative, `javascript:`,
 * other hosts, backslashes, control characters, credentials) yields the fallback.
 */
export function sanitizeReturnUrl(raw: unknown, options: SanitizeReturnUrlOptions): string {
  const { origin, fallback } = options;
  if (typeof raw !== 'string') return fallback;
  const value = raw.trim();
  if (value === '' || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  if (value.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(value, `${origin}/`);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  if ((options.allowedRedirectOrigins ?? []).some((p) => matchesOriginPattern(url, p))) return url.toString();
  return fallback;
}

/** Path of the login page with the ReturnUrl parameter. */
export function logOnPath(basePath: string, returnUrl: string): string {
  return `${joinBase(basePath, 'Account/LogOn')}?ReturnUrl=${encodeURIComponent(returnUrl)}`;
}

export function normalizeBasePath(basePath: string | undefined | null): string {
  let b = (basePath ?? '/').trim() || '/';
  if (!b.startsWith('/')) b = `/${b}`;
  if (!b.endsWith('/')) b = `${b}/`;
  return b;
}

export function joinBase(basePath: string, path: string): string {
  return `${normalizeBasePath(basePath)}${path.replace(/^\/+/, '')}`;
}
