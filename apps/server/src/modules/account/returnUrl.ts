import { sanitizeReturnUrl as sanitize } from '@insulcalc/api-schema';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { isSecureRequest } from './cookies';
import { accountSettings } from './settings';

export { matchesOriginPattern } from '@insulcalc/api-schema';

/** The origin the client used to reach us (scheme from `request.protocol`, host from the Host header). */
export function requestOrigin(request: FastifyRequest): string {
  const scheme = isSecureRequest(request) ? 'https' : 'http';
  const host = (request.host || request.headers.host || 'localhost').toLowerCase();
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return `${scheme}://localhost`;
  }
}

/**
 * The shared return-URL rule (`@insulcalc/api-schema`) with the server's positional signature:
 * a same-origin path, an allowed other origin, or `fallback`.
 */
export function sanitizeReturnUrl(
  raw: unknown,
  origin: string,
  allowedOrigins: readonly string[],
  fallback: string,
): string {
  return sanitize(raw, { origin, fallback, allowedOrigins });
}

/**
 * Where a redirect of this request may lead: `raw` judged against the request's origin (and the
 * configured public URL's, when set) and the allowed origins; otherwise the platform's home.
 */
export function safeReturnUrl(ctx: ServerContext, request: FastifyRequest, raw: unknown): string {
  const settings = accountSettings(ctx);
  const fallback = ctx.config.platformBasePath;
  const allowedOrigins = settings.publicUrl
    ? [settings.publicUrl, ...settings.allowedRedirectOrigins]
    : settings.allowedRedirectOrigins;
  return sanitize(raw, { origin: requestOrigin(request), fallback, allowedOrigins });
}
