import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblemShape, TestClient } from '../../test/accountClient';
import { createTestServer, type TestServer } from '../../test/testServer';
import { paths } from '../config';
import { createUser } from '../modules/account/index';

const repositoryRoot = join(paths.packageRoot, '..', '..');
const exampleFile = join(paths.packageRoot, 'src', 'modules', 'temperatureRange', 'index.ts');

describe('defineRoute and docs/adding-a-route.md', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("the guide's example is the module the product runs, letter for letter", () => {
    const guide = readFileSync(join(repositoryRoot, 'docs', 'adding-a-route.md'), 'utf8');
    const example = /```ts\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(example).toBe(readFileSync(exampleFile, 'utf8'));
  });

  it('documents the route from its schemas: summary, parameters, a named answer, the problem answers', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { schemas: Record<string, unknown> };
    };
    const operation = doc.paths['/api/v1/products/{id}/temperature-range']?.get as {
      summary: string;
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    expect(operation.summary).toBe("A product's service temperature range (°C)");
    expect(operation.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
    );
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
    expect(doc.components.schemas).toHaveProperty('TemperatureRange');
  });

  it('answers with the typed handler, refuses bad input with a translated 400 and a missing record with fail()', async () => {
    const ok = await server.app.inject({ method: 'GET', url: '/api/v1/products/1/temperature-range' });
    expect(ok.statusCode, ok.body).toBe(200);
    const range = ok.json() as { productId: number; minTemperature: number; maxTemperature: number };
    expect(range.productId).toBe(1);
    expect(range.maxTemperature).toBeGreaterThan(range.minTemperature);

    const german = { cookie: 'lang=de' };
    const bad = expectProblemShape(
      await server.app.inject({
        method: 'GET',
        url: '/api/v1/products/abc/temperature-range',
        headers: german,
      }),
      400,
    );
    const badMessage = bad.userMessages?.[0];
    expect(badMessage?.controlName).toBe('id');
    // A text in the reader's language, not the key the schema gave.
    expect(badMessage?.message).not.toMatch(/^[A-Za-z]+_[A-Za-z_]+$/);

    const missing = expectProblemShape(
      await server.app.inject({
        method: 'GET',
        url: '/api/v1/products/99999/temperature-range',
        headers: german,
      }),
      404,
    );
    const english = expectProblemShape(
      await server.app.inject({ method: 'GET', url: '/api/v1/products/99999/temperature-range' }),
      404,
    );
    expect(missing.userMessages?.[0]?.message).not.toBe('NotFound_Text');
    expect(missing.userMessages?.[0]?.message).not.toBe(english.userMessages?.[0]?.message);
  });

  it('asks authorize before it validates: a caller without the right is refused whatever they sent', async () => {
    await createUser(server.app.ctx.db, {
      username: 'no-grants',
      password: 'No-Grants-Pass-1',
      fullName: 'No',
    });
    const client = new TestClient(server.app);
    expect((await client.logon('no-grants', 'No-Grants-Pass-1')).statusCode).toBe(200);
    // POST /api/v1/scripts/lint needs ConfigurationCheck:read and a body with a script text.
    const invalid = { method: 'POST' as const, url: '/api/v1/scripts/lint', payload: { javascript: 42 } };
    const refused = expectProblemShape(await client.request(invalid), 403);
    expect(refused.userMessages?.[0]?.message).not.toBe('Permissions_Denied');
    const admin = new TestClient(server.app);
    expect((await admin.logon('admin', 'Test-Admin-Password-1')).statusCode).toBe(200);
    expect(expectProblemShape(await admin.request(invalid), 400).userMessages?.[0]?.controlName).toBe(
      'javascript',
    );
  });

  it("looks a record up in authorize after the path's own 400, before the body is read", async () => {
    const admin = new TestClient(server.app);
    expect((await admin.logon('admin', 'Test-Admin-Password-1')).statusCode).toBe(200);
    // PUT /api/v1/dashboards/:dashboardId finds the dashboard in authorize through input.params().
    const missing = { method: 'PUT' as const, url: '/api/v1/dashboards/NoSuchDashboard', payload: [1] };
    expect(expectProblemShape(await admin.request(missing), 404).userMessages?.[0]?.message).not.toBe(
      'Dashboards_NotFound',
    );
    const badPath = { method: 'PUT' as const, url: '/api/v1/dashboards/..%2Fx', payload: [1] };
    const refused = expectProblemShape(await admin.request(badPath), 400);
    expect(refused.userMessages?.map((m) => m.controlName)).toEqual(['dashboardId']);
  });

  it('documents a body the handler checks itself (documentedBody) and leaves its refusals to the handler', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    expect(
      Object.keys(doc.paths['/api/v1/workflow/definitions']?.post?.requestBody?.content ?? {}),
    ).toContain('application/json');
    const admin = new TestClient(server.app);
    expect((await admin.logon('admin', 'Test-Admin-Password-1')).statusCode).toBe(200);
    // The process definition's own findings, path by path, not the schema's issues.
    const refused = expectProblemShape(
      await admin.request({ method: 'POST', url: '/api/v1/workflow/definitions', payload: { key: 5 } }),
      400,
    );
    expect(refused.userMessages?.[0]?.message).toMatch(/^The process definition is not valid at /);
  });

  it('words body issues by their path (bodyIssueKey) and reads an absent body as bodyWhenAbsent', async () => {
    const admin = new TestClient(server.app);
    expect((await admin.logon('admin', 'Test-Admin-Password-1')).statusCode).toBe(200);
    // POST /api/v1/views/:viewId/rows: a filter the shared schema refuses in English.
    const refused = expectProblemShape(
      await admin.request({
        method: 'POST',
        url: '/api/v1/views/OfferRequests/rows',
        payload: { filters: [{ kind: 'nonsense' }] },
      }),
      400,
    );
    expect(refused.userMessages?.[0]).toMatchObject({
      message: 'This filter does not fit the column.',
      controlName: expect.stringMatching(/^filters/),
    });
    // No body at all: the first page of defaults.
    const rows = await admin.request({ method: 'POST', url: '/api/v1/views/OfferRequests/rows' });
    expect(rows.statusCode, rows.body).toBe(200);
  });

  it('documents the media types a route consumes and produces (a multipart save, a script)', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, unknown> };
            responses: Record<string, { content?: Record<string, unknown> }>;
          }
        >
      >;
    };
    const save = doc.paths['/api/v1/forms/{formId}/save']?.post;
    expect(Object.keys(save?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const script = doc.paths['/api/v1/forms/javascript/{script}']?.get;
    expect(Object.keys(script?.responses['200']?.content ?? {})).toEqual(['text/javascript']);
  });
});
