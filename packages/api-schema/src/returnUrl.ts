/**
 * The one return-URL rule (spec §5), used by the server on every redirect it answers and by the
 * client before it navigates. The value is normalised the way a browser or a proxy could read it
 * (percent-decoding, backslashes as slashes, dot segments, repeated slashes) BEFORE it is judged;
 * judging first is what let `/.//evil.example` through as `//evil.example`.
 */

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether `url` matches an allowed-origin pattern: `https://app.example.com`,
 * `https://*.example.com` (one or more labels), `http://localhost:*` (any port),
 * `https://example.com/portal/*` (path prefix).
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

export interface ReturnUrlOptions {
  /** The origin the page was served from, e.g. `https://insulcalc.example` (`location.origin`). */
  origin: string;
  /** Where to go when the value is missing or refused (usually the app's base path). */
  fallback: string;
  /**
   * The app's base path (`/`, `/platform/`): a same-origin target must stay under it.
   * Default `/` (anywhere on the origin).
   */
  basePath?: string;
  /** Other origins a return URL may lead to (patterns, see `matchesOriginPattern`). */
  allowedOrigins?: readonly string[];
}

export const RETURN_URL_MAX_LENGTH = 2048;

// Any control character or a lone surrogate: browsers silently drop tab/CR/LF inside URLs
// (`/\t/evil.example` is `//evil.example` to them), so none is accepted.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Percent-decodes until stable (double encoding), or null when the encoding is malformed. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Dot segments resolved as a browser does (RFC 3986 §5.2.4, empty segments kept). A result that
 * starts with `//` is a host to the next reader: such a value was crafted, so it is refused.
 */
function removeDotSegments(decoded: string): string | null {
  const out: string[] = [];
  const segments = decoded.split('/').slice(1);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '.') {
      if (last) out.push('');
    } else if (segment === '..') {
      out.pop();
      if (last) out.push('');
    } else out.push(segment);
  });
  const path = `/${out.join('/')}`;
  return path.startsWith('//') ? null : path;
}

/** Empty segments dropped; always one leading slash; a trailing slash kept. */
function normalisePath(decoded: string): string {
  const segments = decoded.split('/');
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      out.pop();
      continue;
    }
    out.push(segment);
  }
  const last = segments[segments.length - 1];
  const trailing = out.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${out.join('/')}${trailing ? '/' : ''}`;
}

// Characters a path segment may carry unencoded (RFC 3986 pchar without '%').
const PCHAR_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;

function encodeSegment(segment: string): string {
  let out = '';
  for (const ch of segment) out += PCHAR_SAFE.test(ch) ? ch : encodeURIComponent(ch);
  return out;
}

function normaliseBasePath(basePath: string | undefined): string {
  let b = (basePath ?? '/').trim() || '/';
  if (!b.startsWith('/')) b = `/${b}`;
  if (!b.endsWith('/')) b = `${b}/`;
  return b;
}

/** The path part judged on its decoded, normalised form; null when refused. */
function sameOriginPath(path: string, rest: string, basePath: string): string | null {
  const decoded = decodeFully(path);
  if (decoded === null || CONTROL.test(decoded) || LONE_SURROGATE.test(decoded)) return null;
  const slashed = decoded.replace(/\\/g, '/');
  // After decoding, a scheme (`%6Aavascript:`) or a host (`%2F%2Fevil`) means the value was
  // disguised: refuse rather than guess what the next reader will make of it.
  if (SCHEME.test(slashed) || slashed.startsWith('//')) return null;
  const resolved = removeDotSegments(slashed);
  if (resolved === null) return null;
  const normalised = normalisePath(resolved);
  const base = normaliseBasePath(basePath);
  if (!(normalised === base.slice(0, -1) || normalised.startsWith(base))) return null;
  let encoded: string;
  try {
    encoded = normalised.split('/').map(encodeSegment).join('/');
  } catch {
    return null;
  }
  if (!encoded.startsWith('/') || encoded.startsWith('//')) return null;
  const query = rest.replace(/\\/g, '%5C');
  return `${encoded}${query}`;
}

/**
 * Sanitises a ReturnUrl. A same-origin target comes back as a normalised path (+query, +hash)
 * under `basePath`; another origin only as an absolute URL matching `allowedOrigins`; anything
 * else (protocol-relative, `javascript:`, other hosts, disguised by percent-encoding, backslashes,
 * dot segments or control characters, credentials) yields `fallback`.
 */
export function sanitizeReturnUrl(raw: unknown, options: ReturnUrlOptions): string {
  const { origin, fallback } = options;
  if (typeof raw !== 'string') return fallback;
  if (raw.length === 0 || raw.length > RETURN_URL_MAX_LENGTH) return fallback;
  if (CONTROL.test(raw) || LONE_SURROGATE.test(raw)) return fallback;
  const value = raw.trim();
  if (value === '') return fallback;
  let pageOrigin: string;
  try {
    pageOrigin = new URL(origin).origin;
  } catch {
    return fallback;
  }

  const cut = value.search(/[?#]/);
  const head = cut === -1 ? value : value.slice(0, cut);
  const rest = cut === -1 ? '' : value.slice(cut);
  const slashedHead = head.replace(/\\/g, '/');

  // An absolute URL (the scheme before any path): same origin → its path; allowed origin → as is.
  if (SCHEME.test(slashedHead) || slashedHead.startsWith('//')) {
    if (!SCHEME.test(slashedHead)) return fallback;
    let url: URL;
    try {
      url = new URL(value.replace(/\\/g, '/'));
    } catch {
      return fallback;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
    if (url.username || url.password) return fallback;
    if (url.origin === pageOrigin) {
      return sameOriginPath(url.pathname, `${url.search}${url.hash}`, options.basePath ?? '/') ?? fallback;
    }
    if ((options.allowedOrigins ?? []).some((p) => matchesOriginPattern(url, p))) return url.toString();
    return fallback;
  }

  // A relative value without a leading slash resolves against the site root.
  const path = head.startsWith('/') || head.startsWith('\\') ? head : `/${head}`;
  return sameOriginPath(path, rest, options.basePath ?? '/') ?? fallback;
}
