import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblemShape, TestClient } from './accountClient';
import { createTestServer, type TestServer } from './testServer';

// Failures raised by Fastify itself (before any route runs) carry a user message translated into
// the requester's language, like every module's own messages.
describe('framework failures with the full module set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('explains an oversized body in the language of the lang cookie', async () => {
    const client = new TestClient(server.app, { headers: { cookie: 'lang=de' } });
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/account/logon',
      headers: { 'content-type': 'application/json', cookie: 'lang=de' },
      payload: JSON.stringify({ username: 'x'.repeat(server.config.bodyLimit + 10), password: 'y' }),
      token: false,
    });
    const problem = expectProblemShape(res, 413);
    const limit = Math.floor(server.config.bodyLimit / 1024);
    expect(problem.userMessages).toEqual([
      { message: `Die Anfrage ist zu groß (höchstens ${limit} kB).`, level: 'error' },
    ]);
  });

  it('explains malformed JSON in English by default', async () => {
    const client = new TestClient(server.app);
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/account/logon',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
      token: false,
    });
    const problem = expectProblemShape(res, 400);
    expect(problem.userMessages?.[0]?.message).toBe(
      'The request could not be read. Please check the entered data and try again.',
    );
  });
});
