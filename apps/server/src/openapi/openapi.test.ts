import {
  accountOptionsDto,
  appInfoDto,
  CODE_LIST_ITEM_SCHEMAS,
  formRoutesDto,
  healthDto,
  languageDto,
  productListDto,
  profileDto,
  translationsDto,
} from '@insulcalc/api-schema';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/testServer';
import { API_DOCS_PREFIX, OPENAPI_PATH, isDocumentedPath } from './index';

interface Operation {
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: unknown;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/** Fastify's `/api/v1/project/:projectId` → OpenAPI's `/api/v1/project/{projectId}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The API's routes; a module's '/' route registered twice (with and without the slash) counts once. */
function apiRoutes(server: TestServer) {
  const all = server.app.openApiRoutes.filter((r) => isDocumentedPath(r.url));
  const urls = new Set(all.map((r) => `${r.method} ${r.url}`));
  return all.filter((r) => !(r.url.endsWith('/') && urls.has(`${r.method} ${r.url.slice(0, -1)}`)));
}

describe('GET /api/openapi.json', () => {
  let server: TestServer;
  let doc: Document;
  beforeAll(async () => {
    server = await createTestServer();
    const res = await server.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every route of the API: summary and a success answer with its schema', () => {
    const routes = apiRoutes(server);
    expect(routes.length).toBeGreaterThan(30);
    const undocumented: string[] = [];
    for (const route of routes) {
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const success = Object.entries(op?.responses ?? {}).filter(([status]) => /^[23]/.test(status));
      if (!op || !op.summary || success.length === 0) undocumented.push(`${route.method} ${route.url}`);
    }
    expect(undocumented).toEqual([]);
  });

  it('covers nothing that is not a route, and hides nothing of the API', () => {
    const routes = new Set(apiRoutes(server).map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((d) => !routes.has(d))).toEqual([]);
    expect([...routes].filter((r) => !documented.includes(r))).toEqual([]);
  });

  it('names the request bodies of the calls that take one', () => {
    const post = doc.paths['/api/v1/project']?.post;
    expect(post?.requestBody).toBeDefined();
    const schemas = doc.components?.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['ProblemDetails']));
    // every operation lists the problem+json failures
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        expect(op.responses?.['4XX'], `${method} ${path}`).toBeDefined();
  });

  it('the answers match the schemas the client is typed with', async () => {
    const calls: [string, z.ZodType][] = [
      ['/api/health', healthDto],
      ['/api/v1/appinfo', appInfoDto],
      ['/api/v1/account/profile', profileDto],
      ['/api/v1/account/options', accountOptionsDto],
      ['/api/v1/translations/de', translationsDto],
      ['/api/v1/codelists/languages', z.array(languageDto)],
      ...Object.entries(CODE_LIST_ITEM_SCHEMAS).map(([list, item]): [string, z.ZodType] => [
        `/api/v1/codelists/${list}`,
        z.array(z.strictObject(item.shape)),
      ]),
      ['/api/v1/products', productListDto],
      ['/api/v1/products/recommended', productListDto],
      ['/api/v1/forms/routes', formRoutesDto],
    ];
    for (const [url, schema] of calls) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const parsed = schema.safeParse(res.json());
      expect(parsed.error?.issues ?? [], url).toEqual([]);
    }
  });

  it('keeps every profile field the handler sends (the documented serializer drops undeclared ones)', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/account/profile' });
    expect(res.json()).toMatchObject({
      unitSystem: 'SI',
      messageAutoHide: { error: false, warn: true, info: true },
    });
  });

  it('renders the reference page from the package (no CDN)', async () => {
    const page = await server.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const html = page.body;
    expect(html).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
    const scripts = [...html.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = new URL(src, `http://localhost${API_DOCS_PREFIX}/`).pathname;
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    const init = await server.app.inject({
      method: 'GET',
      url: `${API_DOCS_PREFIX}/static/swagger-initializer.js`,
    });
    expect(init.body).toContain(OPENAPI_PATH);
  });
});
