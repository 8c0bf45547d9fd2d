import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'insulcalc_session';
export const OIDC_STATE_COOKIE = 'insulcalc_oidc';
export const LANGUAGE_COOKIE = 'lang';

/**
 * Reads one cookie from the Cookie header (no dependence on a cookie plugin). Every request reads
 * two (the session and the language), so it scans the header in place rather than splitting it:
 * the first `name=` at the start of a pair wins, a quoted value loses its quotes, and a value that
 * is not valid percent-encoding counts as absent.
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  let from = 0;
  while (from < header.length) {
    const end = header.indexOf(';', from);
    const pairEnd = end < 0 ? header.length : end;
    const eq = header.indexOf('=', from);
    if (eq >= 0 && eq < pairEnd && header.slice(from, eq).trim() === name) {
      let raw = header.slice(eq + 1, pairEnd).trim();
      if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
      if (!raw.includes('%')) return raw;
      try {
        return decodeURIComponent(raw);
      } catch {
        return undefined;
      }
    }
    from = pairEnd + 1;
  }
  return undefined;
}

/**
 * True when the client reached us over TLS. `request.protocol` already honours
 * X-Forwarded-Proto when (and only when) TRUST_PROXY is on; reading the header here would let
 * any client pick the cookie's Secure flag.
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export interface CookieOptions {
  path?: string;
  maxAgeSeconds?: number;
  httpOnly?: boolean;
}

export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  options: CookieOptions = {},
): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.httpOnly !== false) parts.push('HttpOnly');
  if (isSecureRequest(request)) parts.push('Secure');
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${options.maxAgeSeconds}`);
    if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  appendSetCookie(reply, parts.join('; '));
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string, path = '/'): void {
  setCookie(request, reply, name, '', { path, maxAgeSeconds: 0 });
}

function appendSetCookie(reply: FastifyReply, value: string): void {
  const existing = reply.getHeader('set-cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...list, value]);
}
