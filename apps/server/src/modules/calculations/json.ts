import type { FastifyRequest } from 'fastify';

/** Whether the request's body is JSON (`application/json` or `application/…+json`). */
export function isJson(request: FastifyRequest): boolean {
  const type =
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}
