import type { FastifyRequest } from 'fastify';
import { isSecureRequest } from './cookies';

/** The origin the client used to reach us (scheme from TLS / X-Forwarded-Proto, Host header). */
export function requestOrigin(request: FastifyRequest): string {
  const scheme = isSecureRequest(request) ? 'https' : 'http';
  const host = (request.host || request.headers.host || 'localhost').toLowerCase();
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return `${scheme}://localhost`;
  }
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether `url` matches an allowed-origin pattern such as `https://app.example.com`,
 * `https://*.example.com` (one or more labels), `http://localhost:*` (any port), or
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

/**
 * Sanitises a ReturnUrl: same-origin targets come back as a path (+query, +hash); other origins
 * only when they match `allowedOrigins`; anything else (protocol-relative, javascript:, other
 * hosts, control characters) yields `fallback`.
 */
export function sanitizeReturnUrl(
  raw: unknown,
  origin: string,
  allowedOrigins: string[],
  fallback: string,
): string {
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
  if (url.origin === origin) {
    // A relative value without a leading slash would resolve against the site root: keep it so.
    return `${url.pathname}${url.search}${url.hash}`;
  }
  if (allowedOrigins.some((p) => matchesOriginPattern(url, p))) return url.toString();
  return fallback;
}
