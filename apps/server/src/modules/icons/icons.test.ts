import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { expectProblemShape } from '../../../test/accountClient';
import { ICON_KEY } from './index';

describe(`GET /api/v1/icons on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const get = (key: string) => server.app.inject({ method: 'GET', url: `/api/v1/icons/${key}` });

  it('serves a Bootstrap icon as SVG text, with the MIT notice, cached immutably', async () => {
    const res = await get('bi-house');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 16 16"[^>]*><!-- Bootstrap Icons [^>]*MIT/);
    expect(res.body.trim().endsWith('</svg>')).toBe(true);
  });

  it.each([
    ['fas-house', 'solid'],
    ['far-envelope', 'regular'],
    ['fab-github', 'brands'],
  ])('serves Font Awesome %s (%s) with its licence comment', async (key) => {
    const res = await get(key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toMatch(
      /^<svg[^>]*><!--! Font Awesome Free .* License - https:\/\/fontawesome\.com\/license\/free/,
    );
  });

  it('an unknown icon of a known set is a 404 problem', async () => {
    expectProblemShape(await get('bi-no-such-icon-here'), 404);
    expectProblemShape(await get('fas-no-such-icon-here'), 404);
  });

  it.each([
    'xx-house',
    'bi-',
    'bi-..%2F..%2Fpackage',
    'bi-..',
    'bi-house.svg',
    'bi-House',
    'bi--house',
    'fas-%2e%2e%2f%2e%2e%2fLICENSE',
    'bi-house%00',
    `bi-${'a'.repeat(200)}`,
  ])('refuses %s with a 4xx problem, never a file outside the set', async (key) => {
    const res = await get(key);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
  });

  it('the key rule admits only a set prefix and a hyphenated lower-case name', () => {
    expect(ICON_KEY.test('bi-0-circle-fill')).toBe(true);
    expect(ICON_KEY.test('bi-../x')).toBe(false);
    expect(ICON_KEY.test('bi-a/b')).toBe(false);
  });
});
