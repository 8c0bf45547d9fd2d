import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/accountClient';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { lintFormScript } from './lint';

const keys = (script: string) =>
  lintFormScript(script).map((f) => [f.messageKey, f.line, f.column, f.values]);

describe('form-script linter (ESLint Linter, the form-script API globals)', () => {
  it('accepts the seeded OfferRequest script', () => {
    const seeded = readFileSync(
      join(import.meta.dirname, '../../../seed/forms/scripts/OfferRequest.js'),
      'utf8',
    );
    expect(lintFormScript(seeded)).toEqual([]);
  });

  it('reports undefined names with line and column', () => {
    expect(keys('export function onLoad(form) {\n  form.setValue("A", totl);\n}\n')).toEqual([
      ['Scripts_UndefinedName', 2, 22, { name: 'totl' }],
    ]);
  });

  it('reports syntax errors', () => {
    const [finding] = lintFormScript('export function onLoad(form) {\n  if (x {\n}');
    expect(finding).toMatchObject({
      severity: 'error',
      ruleId: 'syntax',
      messageKey: 'Scripts_SyntaxError',
      line: 2,
    });
  });

  it('forbids eval, new Function, the DOM and storage', () => {
    const found = keys(
      [
        'export function onLoad(form) {',
        '  eval("1");',
        '  const f = new Function("return 1");',
        '  document.title = "x";',
        '  localStorage.setItem("a", f());',
        '}',
      ].join('\n'),
    );
    expect(found).toContainEqual(['Scripts_CodeFromText', 2, 3, {}]);
    expect(found).toContainEqual(['Scripts_ForbiddenGlobal', 3, 17, { name: 'Function' }]);
    expect(found).toContainEqual(['Scripts_ForbiddenGlobal', 4, 3, { name: 'document' }]);
    expect(found).toContainEqual(['Scripts_ForbiddenGlobal', 5, 3, { name: 'localStorage' }]);
  });

  it("forbids fetch: the sandbox removes it, a script calls the form's requests through form.reload", () => {
    const found = keys(
      [
        'export async function onChange(form, name, value) {',
        '  await fetch("api/v1/codelists/countries");',
        '  await form.reload(name);',
        '}',
      ].join('\n'),
    );
    expect(found).toEqual([['Scripts_ForbiddenGlobal', 2, 9, { name: 'fetch' }]]);
  });

  it('refuses imports and warns about exports that are not hooks', () => {
    const found = lintFormScript('import x from "y";\nexport function onLaod(form) { return x; }\n');
    expect(found.map((f) => [f.severity, f.messageKey])).toEqual([
      ['error', 'Scripts_NoImports'],
      ['warning', 'Scripts_UnknownHook'],
    ]);
  });
});

describe(`Application/ValidateJavaScript API on ${testDriver()}`, () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await createTestServer({ config: { adminPassword: 'Test-Admin-Password-1' } });
    client = new TestClient(server.app);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('needs a signed-in user', async () => {
    const res = await new TestClient(server.app).request({ method: 'GET', url: '/api/v1/scripts/lint' });
    expect(res.statusCode).toBe(401);
  });

  it('lints every stored form script and one posted script, translated, with links to the designer', async () => {
    await client.logon('admin', 'Test-Admin-Password-1');
    const all = await client.request({ method: 'GET', url: '/api/v1/scripts/lint' });
    expect(all.statusCode, all.body).toBe(200);
    const report = all.json();
    expect(report.summary).toMatchObject({ errors: 0 });
    expect(report.scripts).toContainEqual(
      expect.objectContaining({
        formId: 'OfferRequest',
        status: 'published',
        link: 'Administration/Forms/EditForm/OfferRequest?tab=script',
        findings: [],
      }),
    );
    const one = await client.request({
      method: 'POST',
      url: '/api/v1/scripts/lint',
      payload: { javascript: 'export function onLoad(form) { eval(form); }' },
      headers: { cookie: `lang=de; ${client.cookieHeader()}` },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().findings[0]).toMatchObject({ messageKey: 'Scripts_CodeFromText', line: 1, column: 32 });
    expect(one.json().findings[0].message).toMatch(/nicht erlaubt/);
  });

  it('answers bad bodies with a translated 400', async () => {
    for (const payload of [
      {},
      { javascript: 5 },
      { javascript: 'a\u0000b' },
      { javascript: 'x'.repeat(200_001) },
    ]) {
      const res = await client.request({ method: 'POST', url: '/api/v1/scripts/lint', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    }
  });
});
