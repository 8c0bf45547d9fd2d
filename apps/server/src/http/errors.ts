import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { PROBLEM_CONTENT_TYPE, ProblemError, sendProblem, statusTitle, type UserMessage } from './problem';

/** Fastify / plugin error codes whose message is safe to show as the problem detail. */
const SAFE_DETAIL_CODES = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_EMPTY_TYPE',
  'FST_ERR_CTP_INVALID_TYPE',
  'FST_ERR_VALIDATION',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

/**
 * Translation keys for the errors raised by Fastify and its plugins before a route runs. Given a
 * translator (ctx.translateMessage), these problems carry a translated user message.
 */
export const FRAMEWORK_MESSAGE_KEYS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Common_RequestTooLarge',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Common_InvalidRequest',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Common_InvalidRequest',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Common_InvalidRequest',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Common_UnsupportedMediaType',
  FST_REQ_FILE_TOO_LARGE: 'Common_FileTooLarge',
  FST_FILES_LIMIT: 'Common_RequestTooLarge',
  FST_FIELDS_LIMIT: 'Common_RequestTooLarge',
  FST_PARTS_LIMIT: 'Common_RequestTooLarge',
  SHUTTING_DOWN: 'Common_ServiceUnavailable',
};

/** A translated user message for `key`, when the app has a translator that knows the key. */
export async function frameworkUserMessages(
  request: FastifyRequest,
  key: string | undefined,
): Promise<UserMessage[] | undefined> {
  const ctx = (request.server as Partial<FastifyInstance>).ctx;
  if (!key || !ctx?.translateMessage) return undefined;
  const values = {
    maxKilobytes: Math.floor(ctx.config.bodyLimit / 1024),
    maxMegabytes: Math.floor(ctx.config.uploadLimit / (1024 * 1024)),
  };
  try {
    const text = await ctx.translateMessage(request, key, values);
    return text ? [{ message: text, level: 'error' }] : undefined;
  } catch (err) {
    request.log.warn({ err, key }, 'translating a problem message failed');
    return undefined;
  }
}

function instanceOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

/** Turns any thrown value into a problem+json answer; 5xx never leak internals. */
export async function problemErrorHandler(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (error instanceof ProblemError) {
    if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
    return sendProblem(reply, error);
  }
  if (error instanceof ZodError) {
    const userMessages: UserMessage[] = error.issues.map((i) => {
      const path = i.path.map(String).join('.');
      return path
        ? { message: i.message, level: 'error', controlName: path }
        : { message: i.message, level: 'error' };
    });
    return sendProblem(reply, new ProblemError(400, { detail: 'The request is not valid.', userMessages }));
  }
  const fe = error as Partial<FastifyError> & { validation?: unknown[] };
  const status =
    typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, {
      type: 'about:blank',
      title: statusTitle(status),
      status,
      instance: instanceOf(request),
      userMessages: (await frameworkUserMessages(request, 'Common_UnknownError')) ?? [
        { message: 'Common_UnknownError', level: 'error' },
      ],
    });
  }
  request.log.info({ code: fe.code, statusCode: status }, fe.message ?? 'client error');
  const detail = fe.code && SAFE_DETAIL_CODES.has(fe.code) ? fe.message : undefined;
  const userMessages = await frameworkUserMessages(
    request,
    fe.code ? FRAMEWORK_MESSAGE_KEYS[fe.code] : undefined,
  );
  return sendProblem(reply, {
    type: 'about:blank',
    title: statusTitle(status),
    status,
    ...(detail ? { detail } : {}),
    instance: instanceOf(request),
    ...(fe.code ? { code: fe.code } : {}),
    ...(userMessages ? { userMessages } : {}),
  });
}

interface RoutePattern {
  method: string;
  regex: RegExp;
}

function patternToRegex(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((seg) => {
      if (seg === '*') return '.*';
      if (seg.startsWith(':')) return '[^/]+';
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Records the API routes so an unknown method on a known path answers 405 with Allow, not 404.
 * Must be installed before routes are registered.
 */
export function trackApiRoutes(app: FastifyInstance): (path: string) => string[] {
  const routes: RoutePattern[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const regex = patternToRegex(route.url);
    for (const method of methods) routes.push({ method: method.toUpperCase(), regex });
  });
  return (path: string) => {
    const allowed = new Set<string>();
    for (const r of routes) if (r.regex.test(path)) allowed.add(r.method);
    return [...allowed].sort();
  };
}

/** 404 / 405 for /api paths (never the SPA). */
export function apiNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  allowedMethods: (path: string) => string[],
): FastifyReply {
  const path = instanceOf(request);
  const allowed = allowedMethods(path);
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    return sendProblem(
      reply,
      new ProblemError(405, {
        detail: `${request.method} is not allowed on ${path}.`,
        headers: { allow: allowed.join(', ') },
      }),
    );
  }
  return sendProblem(reply, new ProblemError(404, { detail: `No API endpoint ${request.method} ${path}.` }));
}

/**
 * Malformed HTTP (bad request line, oversized headers, …) never reaches Fastify's routing: answer
 * it on the socket as problem+json too (Fastify's default writes plain JSON).
 */
export function problemClientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const title = statusTitle(status);
  const body = JSON.stringify({ type: 'about:blank', title, status });
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
