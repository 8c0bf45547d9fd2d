import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthModule } from '../src/modules/health/index';
import { withEnvironmentLabel } from '../src/static/spa';
import { createTestServer, type TestServer } from './testServer';

describe('withEnvironmentLabel', () => {
  it('adds data-env to the body tag, escaped', () => {
    expect(withEnvironmentLabel('<html><body class="x"><div></div></body></html>', 'Test "A"')).toBe(
      '<html><body data-env="Test &#34;A&#34;" class="x"><div></div></body></html>',
    );
    expect(withEnvironmentLabel('<BODY>', 'staging')).toBe('<body data-env="staging">');
  });
  it('leaves the page alone without a label, and never touches look-alike tags', () => {
    expect(withEnvironmentLabel('<body>', undefined)).toBe('<body>');
    expect(withEnvironmentLabel('<bodyguard>', 'x')).toBe('<bodyguard>');
  });
});

describe('the environment label on served pages', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'insulcalc-env-dist-'));
    for (const app of ['public', 'platform']) {
      mkdirSync(join(dir, app), { recursive: true });
      writeFileSync(
        join(dir, app, 'index.html'),
        `<!doctype html><html><body><div id="root">${app}</div></body></html>`,
      );
    }
    server = await createTestServer({
      modules: [healthModule],
      config: {
        publicDist: join(dir, 'public'),
        platformDist: join(dir, 'platform'),
        environmentLabel: 'staging',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is written into the index page at the base paths and at deep links', async () => {
    for (const url of ['/', '/Configurator', '/platform/', '/platform/Administration/CodeList']) {
      const res = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<body data-env="staging">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
