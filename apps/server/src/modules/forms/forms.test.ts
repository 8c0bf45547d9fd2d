import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { formRoute } from '../../db/schema/forms';
import { FORM_ROUTE_MAX_LENGTH, seedFormRoutes, validateFormRoute } from './index';

describe('validateFormRoute', () => {
  it.each(['Projects', 'Forms/Requests', 'a-b_c/D9', 'x'])('accepts %s', (route) => {
    expect(validateFormRoute(route)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    [undefined, 'empty'],
    [42, 'empty'],
    ['x'.repeat(FORM_ROUTE_MAX_LENGTH + 1), 'tooLong'],
    ['/Projects', 'leadingSlash'],
    ['//evil.example', 'leadingSlash'],
    ['..', 'parentSegment'],
    ['Projects/../admin', 'parentSegment'],
    ['a..b', 'parentSegment'],
    ['Projects/', 'invalidCharacters'],
    ['a//b', 'invalidCharacters'],
    ['Pro jects', 'invalidCharacters'],
    ['Projects?x=1', 'invalidCharacters'],
    ['Projects#x', 'invalidCharacters'],
    ['a.b', 'invalidCharacters'],
    ['Projekti/čšž', 'invalidCharacters'],
    ['https://x', 'invalidCharacters'],
    ['a\\b', 'invalidCharacters'],
  ])('refuses %j (%s)', (route, problem) => {
    expect(validateFormRoute(route)).toBe(problem);
  });
});

describe(`GET /api/v1/forms/routes on ${testDriver()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/forms/routes' });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('is empty without rows (nothing is seeded), for anonymous visitors, briefly cacheable', async () => {
    await seedFormRoutes(server.ctx); // idempotent, seeds nothing yet
    const res = await get();
    expect(res.json()).toEqual([]);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('returns the enabled rows ordered by sortOrder then route, without internal columns', async () => {
    await server.ctx.db.insert(formRoute).values([
      { route: 'Requests', isSearchPage: false, formGroupId: '12', sortOrder: 20 },
      { route: 'Projects', isSearchPage: true, formGroupId: 'projects', sortOrder: 10 },
      { route: 'Archive/Old', isSearchPage: true, formGroupId: '7', sortOrder: 5, enabled: false },
      { route: 'Contacts/Search', isSearchPage: true, formGroupId: '3', sortOrder: 20 },
    ]);
    await seedFormRoutes(server.ctx); // leaves existing rows alone
    expect((await get()).json()).toEqual([
      { route: 'Projects', isSearchPage: true, formGroupId: 'projects' },
      { route: 'Contacts/Search', isSearchPage: true, formGroupId: '3' },
      { route: 'Requests', isSearchPage: false, formGroupId: '12' },
    ]);
  });

  it('the database refuses duplicate and malformed routes', async () => {
    await expect(
      server.ctx.db.insert(formRoute).values({ route: 'Projects', formGroupId: '1' }),
    ).rejects.toThrow();
    for (const route of ['/Abs', 'a/../b', 'a b', 'a/']) {
      await expect(server.ctx.db.insert(formRoute).values({ route, formGroupId: '1' })).rejects.toThrow();
    }
  });
});
