import type { FastifyRequest } from 'fastify';
import type { Fail } from '../../http/defineRoute';

/** Whether the request's body is JSON (`application/json` or `application/…+json`). */
export function isJson(request: FastifyRequest): boolean {
  const type =
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * The body checks this module's routes make before validating a body (an authorize step, so they
 * answer first): 415 unless it is JSON, then 400 `invalidKey` unless it is an object (or, with
 * `arrays`, an array). `detail` says what the body must be.
 */
export async function requireJsonBody(
  request: FastifyRequest,
  fail: Fail,
  options: { invalidKey: string; detail: string; arrays?: boolean },
): Promise<void> {
  if (!isJson(request)) {
    throw await fail(415, 'Calculations_UnsupportedMediaType', {
      detail: 'Send the body as application/json.',
    });
  }
  const body = request.body;
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!isObject && !(options.arrays && Array.isArray(body)))
    throw await fail(400, options.invalidKey, { detail: options.detail });
}
