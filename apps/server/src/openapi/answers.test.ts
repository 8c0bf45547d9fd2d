import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/accountClient';
import { createTestServer, testDriver, type TestServer } from '../../test/testServer';
import { userAccount } from '../db/schema/account';
import { accountDocs } from '../modules/account/docs';
import { documentDocs } from '../modules/documents/docs';
import { definitionAnswer, definitionsAnswer } from '../modules/workflow/docs';

const ADMIN_PASSWORD = 'Test-Admin-Password-1';

/**
 * The platform screens' answers parse with the schemas their routes document (the handlers build
 * them by hand and Fastify does not serialise through the schemas): a field the document names
 * but the answer lacks, or a wrong type, fails here.
 */
describe(`documented answers of the platform calls on ${testDriver()}`, () => {
  let server: TestServer;
  let admin: TestClient;
  let adminId: string;
  beforeAll(async () => {
    server = await createTestServer({ config: { adminPassword: ADMIN_PASSWORD } });
    admin = new TestClient(server.app);
    expect((await admin.logon('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    const [row] = await server.ctx.db
      .select({ id: userAccount.id })
      .from(userAccount)
      .where(eq(userAccount.username, 'admin'));
    adminId = row!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The documented schema of a route's success answer, read from the registered route. */
  const documented = (method: string, url: string, status = 200): z.ZodType => {
    const route = server.app.openApiRoutes.find((r) => r.method === method && r.url === url);
    expect(route, `${method} ${url}`).toBeTruthy();
    const answer = (route?.schema?.response as Record<number, z.ZodType> | undefined)?.[status];
    expect(answer, `${method} ${url} documents ${status}`).toBeTruthy();
    return answer!;
  };

  const get = async (url: string) => {
    const res = await admin.request({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as unknown;
  };

  it.each([
    ['/api/v1/dashboards/home', '/api/v1/dashboards/home'],
    ['/api/v1/dashboards/AdministratorsHome', '/api/v1/dashboards/:dashboardId'],
    ['/api/v1/reports', '/api/v1/reports'],
    ['/api/v1/documents/templates', '/api/v1/documents/templates'],
    ['/api/v1/workflow/tasks/counts', '/api/v1/workflow/tasks/counts'],
    ['/api/v1/workflow/assignees', '/api/v1/workflow/assignees'],
    ['/api/v1/workflow/definitions', '/api/v1/workflow/definitions'],
    ['/api/v1/navigation', '/api/v1/navigation'],
    ['/api/v1/account/api-keys', '/api/v1/account/api-keys'],
  ])('GET %s', async (url, route) => {
    const answer = await get(url);
    const parsed = documented('GET', route).safeParse(answer);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('a user’s API keys, a document template, a process definition and a report summary', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/v1/account/api-keys',
      payload: { name: 'Docs check' },
    });
    expect(created.statusCode).toBe(201);
    expect(accountDocs.createApiKey.response[201].safeParse(created.json()).error?.issues ?? []).toEqual([]);
    const keys = await get(`/api/v1/account/users/${adminId}/api-keys`);
    expect(accountDocs.userApiKeys.response[200].parse(keys)).toHaveLength(1);

    const templates = documentDocs.list.response[200].parse(await get('/api/v1/documents/templates'));
    expect(templates.length).toBeGreaterThan(0);
    const template = await get(`/api/v1/documents/templates/${templates[0]!.id}`);
    expect(documentDocs.get.response[200].safeParse(template).error?.issues ?? []).toEqual([]);

    const definitions = definitionsAnswer.parse(await get('/api/v1/workflow/definitions'));
    expect(definitions.length).toBeGreaterThan(0);
    const definition = await get(
      `/api/v1/workflow/definitions/${definitions[0]!.key}/${definitions[0]!.version}`,
    );
    expect(definitionAnswer.safeParse(definition).error?.issues ?? []).toEqual([]);

    const reports = (await get('/api/v1/reports')) as { id: string }[];
    expect(reports.length).toBeGreaterThan(0);
    const summary = await admin.request({
      method: 'POST',
      url: `/api/v1/reports/${reports[0]!.id}/summary`,
      payload: {},
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const parsed = documented('POST', '/api/v1/reports/:reportId/summary').safeParse(summary.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
