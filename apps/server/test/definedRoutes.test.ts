/**
 * One way to add a route (issue 27 item 5): every route is registered through defineRoute (the
 * API, and the addresses a browser navigates to: files, external sign-in, task links), so
 * its schemas validate, document and type it, `authorize` runs before the body is read, and a
 * refusal is the one translated problem. A route registered by hand fails here with its name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX } from '../src/openapi/index';
import { createTestServer, type TestServer } from './testServer';

/**
 * Routes a plugin registers, not ours to define: the API reference page's files. (The apps' pages,
 * src/static/spa.ts, are not served by the test server.)
 */
const fromPlugins = (url: string) => url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);

describe('routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('every API route is registered through defineRoute', () => {
    const api = server.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(50);
    const byHand = api
      .filter((r) => !r.definedRoute && !fromPlugins(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect([...new Set(byHand)]).toEqual([]);
  });
});
