import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { problemDetailsSchema } from '@insulcalc/api-schema';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModulePlugin, ServerModule } from '../modules/types';
import { defineRoute } from '../http/defineRoute';
import { nameRecursiveSchemas } from './recursive';

/**
 * The OpenAPI 3.1 document of the API, generated from the Zod schemas the routes declare
 * (`schema: { summary, tags, body, querystring, params, response }`), published at
 * GET /api/openapi.json, with a reference page (Swagger UI, served from its package: no CDN)
 * at /api/docs/.
 *
 * The schemas document; defineRoute validates with the same schemas itself (`parseWith`), so
 * that a bad request gets its translated problem+json answer. So Fastify's own validation and
 * serialisation are switched off for these schema objects (see docs/decisions on the OpenAPI
 * document). Every route declares its schemas where it is written (`defineRoute`,
 * docs/adding-a-route.md), with answers from @insulcalc/api-schema or the module's domain package.
 *
 * openapi.test.ts walks every registered route and fails on an undocumented one.
 */

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/** The routes the document covers: the API and the browser entry points of external sign-in. */
export function isDocumentedPath(url: string): boolean {
  return (url.startsWith('/api/') || url.startsWith('/Account/')) && !isDocsUiPath(url);
}

function isDocsUiPath(url: string): boolean {
  return url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);
}

export interface ApiRoute {
  method: string;
  url: string;
  /** The schema the route declares (its OpenAPI documentation; tests parse answers with it). */
  schema?: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the OpenAPI module (HEAD twins of GET routes left out). */
    openApiRoutes: readonly ApiRoute[];
  }
}

/** The problem+json answers every API route may give; added to each operation of the document. */
const PROBLEM_RESPONSE = {
  description: 'RFC 9457 problem details with translated userMessages.',
  content: { 'application/problem+json': { schema: problemDetailsSchema } },
};

const zodTransform = createJsonSchemaTransform({ skipList: [] });

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
}

const plugin: ModulePlugin = async (app: FastifyInstance, { ctx }) => {
  const routes: ApiRoute[] = [];
  const recursiveNames = new Map<z.core.$ZodType, string>();
  app.decorate('openApiRoutes', routes);

  app.addHook('onRoute', (route) => {
    const methods = methodsOf(route).filter((m) => m !== 'HEAD');
    if (methods.length === 0) return;
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema });
    const schema = route.schema as Record<string, unknown> | undefined;
    for (const part of ['body', 'querystring', 'params', 'headers'] as const)
      nameRecursiveSchemas(schema?.[part], recursiveNames);
    for (const answer of Object.values((schema?.response ?? {}) as Record<string, unknown>)) {
      const content = (answer as { content?: Record<string, { schema?: unknown }> }).content;
      if (content) for (const c of Object.values(content)) nameRecursiveSchemas(c.schema, recursiveNames);
      else nameRecursiveSchemas(answer, recursiveNames);
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Insulcalc API',
        version: app.ctx.version,
        description:
          'The API of Insulcalc: accounts, translations, navigation, code lists, products, saved ' +
          'projects, calculations and reports, forms and telemetry. Unsafe methods need the ' +
          'anti-forgery token (header RequestVerificationToken, from GET /api/v1/account/profile) ' +
          'unless noted. Failures answer application/problem+json with translated userMessages.\n\n' +
          '**Scripts.** A request without a session cookie carries no ambient authority: the ' +
          'stateless `POST /api/v1/calculations/calculate` and `/report` answer it without a token ' +
          "(`curl -X POST -H 'content-type: application/json' --data @case.json " +
          'http://localhost:3000/api/v1/calculations/calculate`). For signed-in use, create a personal ' +
          'API key (`POST /api/v1/account/api-keys` from a browser session) and send it as ' +
          '`Authorization: Bearer <key>` — no cookie, no anti-forgery token; rate-limited per key ' +
          '(`curl -H "Authorization: Bearer $INSULCALC_KEY" http://localhost:3000/api/v1/project/`).',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'insulcalc_session' },
          antiforgery: { type: 'apiKey', in: 'header', name: 'RequestVerificationToken' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal API key (ick_…); acts as its user, needs no anti-forgery token.',
          },
        },
      },
    },
    transform: (original) => {
      if (!isDocumentedPath(original.url))
        return { schema: { hide: true } as FastifySchema, url: original.url };
      // A module's '/' route (`/api/v1/project/`) is documented under the module's path.
      const slashTwin =
        original.url.length > 1 &&
        original.url.endsWith('/') &&
        routes.some((r) => r.url === original.url.slice(0, -1));
      const input = slashTwin ? { ...original, url: original.url.slice(0, -1) } : original;
      const out = zodTransform(input) as {
        schema: FastifySchema & { response?: Record<string, unknown> };
        url: string;
      };
      if (out.schema && !(out.schema as { hide?: boolean }).hide) {
        const problem = zodTransform({
          ...input,
          schema: { response: { '4XX': PROBLEM_RESPONSE, '5XX': PROBLEM_RESPONSE } },
        }) as { schema: { response: Record<string, unknown> } };
        out.schema.response = { ...problem.schema.response, ...(out.schema.response ?? {}) };
      }
      return out;
    },
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { url: OPENAPI_PATH, docExpansion: 'list', deepLinking: true },
    // No staticCSP: its own header would replace the server's policy with a weaker one
    // (frame-ancestors 'self', styles and fonts from any https origin, images from
    // validator.swagger.io). The page needs no inline script and no validator, so the server's
    // policy serves it as it is (the validator badge is off by default).
  });

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: OPENAPI_PATH,
      tags: ['documentation'],
      summary: 'This OpenAPI 3.1 document',
      response: { 200: z.looseObject({ openapi: z.string() }).describe('The OpenAPI document.') },
    },
    async ({ reply }) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    },
  );
};

/**
 * Registered first and without encapsulation: its compilers and its onRoute hook apply to the
 * routes of every module registered after it.
 */
export const openApiModule: ServerModule = { name: 'openapi', plugin, global: true };
