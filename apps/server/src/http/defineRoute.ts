/**
 * The one way to add a route (docs/adding-a-route.md): a route is its schemas, once. The same zod
 * schemas document the route (GET /api/openapi.json), validate the request (a 400 problem whose
 * messages are translated for the reader), and type the handler's input; `fail` is the one way
 * to refuse with a translated problem.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { ServerContext } from '../context';
import { parseWith, ProblemError, type ParseOptions } from './problem';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type Values = Record<string, string | number>;

/** A success answer that is a file rather than JSON: its media types, each with its schema. */
export interface FileAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

export interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema> {
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
  /** Success answers by status (errors are problem+json, documented for every route). */
  response: Record<number, z.ZodType | FileAnswer>;
  /** Body paths → the form control that shows a message (see parseWith). */
  controlNames?: ParseOptions['controlNames'];
}

export interface RouteInput<P extends Schema, Q extends Schema, B extends Schema> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * A problem to throw: `throw await fail(404, 'Project_NotFound')`. The message is the key's text
   * in the reader's language, `values` fill its ICU placeholders.
   */
  fail: (
    status: number,
    key: string,
    options?: { values?: Values; detail?: string },
  ) => Promise<ProblemError>;
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
  });
}

export function defineRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(
  app: FastifyInstance,
  ctx: ServerContext,
  spec: RouteSpec<P, Q, B>,
  handler: (input: RouteInput<P, Q, B>) => Promise<unknown>,
): void {
  const parse = async <S extends Schema>(
    request: FastifyRequest,
    schema: S,
    value: unknown,
  ): Promise<Parsed<S>> => {
    if (!schema) return undefined as Parsed<S>;
    try {
      return parseWith(schema, value, { controlNames: spec.controlNames }) as Parsed<S>;
    } catch (err) {
      throw err instanceof ProblemError ? await translated(ctx, request, err) : err;
    }
  };
  app.route({
    method: spec.method,
    url: spec.url,
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      ...(spec.security ? { security: spec.security } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.querystring ? { querystring: spec.querystring } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      response: spec.response,
    },
    handler: async (request, reply) => {
      const params = (await parse(request, spec.params, request.params)) as Parsed<P>;
      const query = (await parse(request, spec.querystring, request.query)) as Parsed<Q>;
      const body = (await parse(request, spec.body, request.body)) as Parsed<B>;
      const fail: RouteInput<P, Q, B>['fail'] = async (status, key, options = {}) =>
        translated(
          ctx,
          request,
          new ProblemError(status, {
            detail: options.detail,
            userMessages: [
              {
                message: options.values ? `${key}|${JSON.stringify(options.values)}` : key,
                level: 'error',
              },
            ],
          }),
        );
      return handler({ params, query, body, request, reply, fail });
    },
  });
}
