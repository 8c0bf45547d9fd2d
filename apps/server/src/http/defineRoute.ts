/**
 * The one way to add a route (docs/adding-a-route.md): a route is its schemas, once. The same zod
 * schemas document the route (GET /api/openapi.json), validate the request (a 400 problem whose
 * messages are translated for the reader), and type the handler's input; `fail` is the one way
 * to refuse with a translated problem.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { ServerContext } from '../context';
import { parseWith, ProblemError, type ParseOptions, type ValidationIssue } from './problem';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type Values = Record<string, string | number>;

/** A success answer that is a file rather than JSON: its media types, each with its schema. */
export interface FileAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/** How a handler refuses: `throw await fail(404, 'Project_NotFound')`. */
export type Fail = (
  status: number,
  key: string,
  options?: {
    values?: Values;
    detail?: string;
    /** The form control that shows the message. */
    controlName?: string;
    /** Extra members of the problem body (e.g. `concurrencyToken`). */
    extensions?: Record<string, unknown>;
    /** Extra answer headers (e.g. Retry-After). */
    headers?: Record<string, string>;
  },
) => Promise<ProblemError>;

export interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema, A = undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to the module's prefix, Fastify style (`/:id`). */
  url: string;
  /** One line for the API reference. */
  summary: string;
  tags: string[];
  /** OpenAPI security requirements, e.g. `[{ session: [] }]`. */
  security?: FastifySchema['security'];
  params?: P;
  querystring?: Q;
  body?: B;
  /**
   * A body the handler checks itself, documented but not validated here: for a body whose
   * refusals are the handler's own findings (a process definition's consistency, path by path)
   * rather than the schema's issues. The handler reads it from `request.body`.
   */
  documentedBody?: z.ZodType;
  /** Request media types, when not JSON (a multipart form save reads its parts in the handler). */
  consumes?: string[];
  /** Answer media types, when not JSON (a script). */
  produces?: string[];
  /** What an absent (or JSON null) body stands for, e.g. `{}` for a body of defaults. */
  bodyWhenAbsent?: unknown;
  /**
   * The message key of a body issue by its path ('' for the root), for a body schema shared with
   * the client that words its issues in English (a view's filters): each issue then reads as the
   * translated text of what it is about.
   */
  bodyIssueKey?: (path: string) => string;
  /** Success answers by status (errors are problem+json, documented for every route). */
  response: Record<number, z.ZodType | FileAnswer>;
  /** Body paths → the form control that shows a message (see parseWith). */
  controlNames?: ParseOptions['controlNames'];
  /**
   * Who may call the route, asked before the request is validated: a caller without the right is
   * refused (401/403) whatever they sent. What it returns reaches the handler as `auth`. A record
   * the caller may not see (404) is looked up here too, so the body is read only for a visible
   * one: `input.params()` validates the path first (the route's own 400), once.
   */
  authorize?: (
    request: FastifyRequest,
    fail: Fail,
    input: { params: () => Promise<Parsed<P>> },
  ) => Promise<A>;
  /** Fastify route options beyond the schema: `config`, `bodyLimit`, `compress`, … */
  options?: Omit<RouteShorthandOptions, 'schema' | 'handler'>;
}

export interface RouteInput<P extends Schema, Q extends Schema, B extends Schema, A = undefined> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** What `authorize` returned. */
  auth: A;
  /**
   * A problem to throw: `throw await fail(404, 'Project_NotFound')`. The message is the key's text
   * in the reader's language, `values` fill its ICU placeholders.
   */
  fail: Fail;
}

/** Translates each message of `problem` (a key, or `key|{"json":"values"}` from a zod issue). */
async function translated(
  ctx: ServerContext,
  request: FastifyRequest,
  problem: ProblemError,
): Promise<ProblemError> {
  if (!problem.userMessages || !ctx.translateMessage) return problem;
  const userMessages = await Promise.all(
    problem.userMessages.map(async (message) => {
      const [key = message.message, raw] = message.message.split('|', 2);
      let values: Values | undefined;
      try {
        values = raw ? (JSON.parse(raw) as Values) : undefined;
      } catch {
        values = undefined;
      }
      return { ...message, message: (await ctx.translateMessage!(request, key, values)) ?? key };
    }),
  );
  return new ProblemError(problem.status, {
    detail: problem.detail,
    userMessages,
    extensions: problem.extensions,
    headers: problem.headers,
  });
}

/** A validation problem whose messages are the keys `keyOf` gives each issue's path. */
function keyedIssues(problem: ProblemError, keyOf: (path: string) => string): ProblemError {
  const issues = (problem.extensions?.errors ?? []) as ValidationIssue[];
  return new ProblemError(problem.status, {
    detail: problem.detail,
    userMessages: problem.userMessages?.map((message, i) => ({
      ...message,
      message: keyOf(issues[i]?.path ?? ''),
    })),
    extensions: problem.extensions,
    headers: problem.headers,
  });
}

/** The one error helper of a request: a problem whose message is `key` in the reader's language. */
export function failFor(ctx: ServerContext, request: FastifyRequest): Fail {
  return async (status, key, options = {}) =>
    translated(
      ctx,
      request,
      new ProblemError(status, {
        detail: options.detail,
        extensions: options.extensions,
        headers: options.headers,
        userMessages: [
          {
            message: options.values ? `${key}|${JSON.stringify(options.values)}` : key,
            level: 'error',
            ...(options.controlName === undefined ? {} : { controlName: options.controlName }),
          },
        ],
      }),
    );
}

export function defineRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  A = undefined,
>(
  app: FastifyInstance,
  ctx: ServerContext,
  spec: RouteSpec<P, Q, B, A>,
  handler: (input: RouteInput<P, Q, B, A>) => Promise<unknown>,
): void {
  const parse = async <S extends Schema>(
    request: FastifyRequest,
    schema: S,
    value: unknown,
    issueKey?: (path: string) => string,
  ): Promise<Parsed<S>> => {
    if (!schema) return undefined as Parsed<S>;
    try {
      return parseWith(schema, value, { controlNames: spec.controlNames }) as Parsed<S>;
    } catch (err) {
      if (!(err instanceof ProblemError)) throw err;
      throw await translated(ctx, request, issueKey ? keyedIssues(err, issueKey) : err);
    }
  };
  app.route({
    ...spec.options,
    config: { ...spec.options?.config, definedRoute: true },
    method: spec.method,
    url: spec.url,
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      ...(spec.security ? { security: spec.security } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.querystring ? { querystring: spec.querystring } : {}),
      ...(spec.body ? { body: spec.body } : spec.documentedBody ? { body: spec.documentedBody } : {}),
      ...(spec.consumes ? { consumes: spec.consumes } : {}),
      ...(spec.produces ? { produces: spec.produces } : {}),
      response: spec.response,
    },
    handler: async (request, reply) => {
      const fail = failFor(ctx, request);
      let parsedParams: Promise<Parsed<P>> | undefined;
      const readParams = () =>
        (parsedParams ??= parse(request, spec.params, request.params) as Promise<Parsed<P>>);
      const auth = (
        spec.authorize ? await spec.authorize(request, fail, { params: readParams }) : undefined
      ) as A;
      const params = await readParams();
      const query = (await parse(request, spec.querystring, request.query)) as Parsed<Q>;
      const body = (await parse(
        request,
        spec.body,
        request.body ?? spec.bodyWhenAbsent,
        spec.bodyIssueKey,
      )) as Parsed<B>;
      return handler({ params, query, body, request, reply, auth, fail });
    },
  });
}
