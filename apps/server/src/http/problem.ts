import type { ProblemDetailsDto, UserMessageDto } from '@insulcalc/api-schema';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * RFC 9457 problem details, the shape of every failed API response
 * (`Content-Type: application/problem+json`). `userMessages` is what the client shows.
 */
export type {
  UserMessageDto as UserMessage,
  ProblemDetailsDto as ProblemDetails,
} from '@insulcalc/api-schema';
export type UserMessageLevel = UserMessageDto['level'];

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** Standard titles; `type` stays `about:blank` for these (RFC 9457 §4.2.1). */
export const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function statusTitle(status: number): string {
  return STATUS_TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

export interface ProblemOptions {
  /** A URI reference identifying the problem type (default about:blank). */
  type?: string;
  /** Short summary; defaults to the status' standard title. */
  title?: string;
  /** Human-readable explanation specific to this occurrence (never internals or stack traces). */
  detail?: string;
  userMessages?: UserMessageDto[];
  /** Extra members merged into the body (e.g. `errors`, `concurrencyToken`). */
  extensions?: Record<string, unknown>;
  /** Extra response headers (e.g. Allow for 405, WWW-Authenticate for 401). */
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * Throw this from any route or hook: the error handler answers it as problem+json.
 *
 *   throw new ProblemError(404, { detail: 'No such project', userMessages: [{ message: 'Project_NotFound', level: 'error' }] });
 *   throw ProblemError.forbidden();
 */
export class ProblemError extends Error {
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly userMessages: UserMessageDto[] | undefined;
  readonly extensions: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, options: ProblemOptions = {}) {
    super(
      options.detail ?? options.title ?? statusTitle(status),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'ProblemError';
    this.status = status;
    this.type = options.type ?? 'about:blank';
    this.title = options.title ?? statusTitle(status);
    this.detail = options.detail;
    this.userMessages = options.userMessages;
    this.extensions = options.extensions;
    this.headers = options.headers;
  }

  toProblem(instance?: string): ProblemDetailsDto {
    const body: ProblemDetailsDto = {
      ...(this.extensions ?? {}),
      type: this.type,
      title: this.title,
      status: this.status,
    };
    if (this.detail !== undefined) body.detail = this.detail;
    if (instance !== undefined) body.instance = instance;
    if (this.userMessages !== undefined) body.userMessages = this.userMessages;
    return body;
  }

  static badRequest(detail?: string, userMessages?: UserMessageDto[]): ProblemError {
    return new ProblemError(400, { detail, userMessages });
  }
  static unauthorized(detail?: string, userMessages?: UserMessageDto[]): ProblemError {
    return new ProblemError(401, { detail, userMessages });
  }
  static forbidden(detail?: string, userMessages?: UserMessageDto[]): ProblemError {
    return new ProblemError(403, { detail, userMessages });
  }
  static notFound(detail?: string, userMessages?: UserMessageDto[]): ProblemError {
    return new ProblemError(404, { detail, userMessages });
  }
  static conflict(detail?: string, userMessages?: UserMessageDto[]): ProblemError {
    return new ProblemError(409, { detail, userMessages });
  }
}

/** One message for the user; shorthand for building userMessages. */
export function userMessage(
  message: string,
  level: UserMessageLevel = 'error',
  controlName?: string,
): UserMessageDto {
  return controlName === undefined ? { message, level } : { message, level, controlName };
}

export interface ParseOptions {
  /**
   * Maps a zod issue path (joined with '.', e.g. `address.street` or `items.0.name`) to the form
   * control name that shows the message. Unmapped paths use the joined path itself; issues at the
   * root have no controlName.
   */
  controlNames?: Record<string, string>;
  /** Problem detail (default "The request is not valid."). */
  detail?: string;
}

/** A validation issue in the `errors` extension of a 400 problem. */
export interface ValidationIssue {
  path: string;
  code: string;
  message: string;
}

/**
 * Validates `value` with a zod schema and returns the parsed output, or throws a 400 ProblemError
 * whose `userMessages` carry one entry per issue (level `error`, controlName from the path) and
 * whose `errors` extension lists `{ path, code, message }`.
 *
 * Give schema messages as translation keys where the client should translate them, e.g.
 * `z.string().min(1, 'validation_required')`.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  options: ParseOptions = {},
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: ValidationIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
  const userMessages: UserMessageDto[] = errors.map((e) => {
    const controlName = e.path === '' ? undefined : (options.controlNames?.[e.path] ?? e.path);
    return userMessage(e.message, 'error', controlName);
  });
  throw new ProblemError(400, {
    detail: options.detail ?? 'The request is not valid.',
    userMessages,
    extensions: { errors },
  });
}

/** Sends a problem+json response (for code paths that answer instead of throwing). */
export function sendProblem(reply: FastifyReply, problem: ProblemError | ProblemDetailsDto): FastifyReply {
  const instance = reply.request.url.split('?')[0];
  const body = problem instanceof ProblemError ? problem.toProblem(instance) : { instance, ...problem };
  if (problem instanceof ProblemError && problem.headers) reply.headers(problem.headers);
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}
