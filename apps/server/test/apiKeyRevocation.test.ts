/**
 * API keys stop at once (issue 23 item 2): a key whose user is deactivated, whose user leaves a
 * group, or which is revoked is refused at the next request — on the server that made the change
 * and on another server process on the same database (the `sessions` data version, moved by the
 * triggers of migrations 0007, 0011 and 0020, invalidates the cached key owner everywhere).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey } from '../src/db/schema/account';
import { addUserToGroup, createUser } from '../src/modules/account/index';
import { controlFields, saveWith } from '../src/modules/forms/testing';
import { expectProblemShape, TestClient } from './accountClient';
import { createTestCluster, type TestCluster } from './testCluster';
import { testConfig, testDriver } from './testServer';

const PASSWORD = 'Api-Key-Test-Pass-1';

describe(`API key revocation on ${testDriver()}`, () => {
  let cluster: TestCluster;
  let app: FastifyInstance;
  let other: FastifyInstance;
  let users = 0;

  beforeAll(async () => {
    cluster = await createTestCluster();
    ({ app, other } = cluster);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  /** A user in `groups`, signed in on `app`, with a fresh API key. */
  const keyHolder = async (groups: string[]) => {
    const username = `keyholder${++users}`;
    const user = await createUser(app.ctx.db, { username, password: PASSWORD, fullName: `Key ${users}` });
    for (const g of groups) await addUserToGroup(app.ctx.db, user.id, g);
    const client = new TestClient(app);
    expect((await client.logon(username, PASSWORD)).statusCode).toBe(200);
    const created = await client.request({
      method: 'POST',
      url: '/api/v1/account/api-keys',
      payload: { name: 'script' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key, id } = created.json() as { key: string; id: string };
    return { user, client, key, keyId: id };
  };
  const profileWith = (target: FastifyInstance, key: string) =>
    target.inject({
      method: 'GET',
      url: '/api/v1/account/profile',
      headers: { authorization: `Bearer ${key}` },
    });
  /** A route only Sales (and administrators) may use. */
  const offerRequestsWith = (target: FastifyInstance, key: string) =>
    target.inject({
      method: 'POST',
      url: '/api/v1/views/OfferRequests/rows',
      headers: { authorization: `Bearer ${key}` },
      payload: {},
    });
  const expectRefused = (res: Awaited<ReturnType<typeof profileWith>>) => {
    expectProblemShape(res, 401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
  };
  /** Both keys' owners are cached on both servers (the request each makes before the change). */
  const warm = async (key: string) => {
    for (const target of [app, other]) {
      for (let i = 0; i < 2; i++) {
        const res = await profileWith(target, key);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ isAuthenticated: true });
      }
    }
  };
  /** The other server has seen the change (PostgreSQL notifies asynchronously). */
  const otherCatchesUp = () => other.ctx.readCache.versions.catchUp();
  const administrator = async () => {
    const client = new TestClient(app);
    expect((await client.logon('admin', testConfig().adminPassword!)).statusCode).toBe(200);
    return client;
  };
  const loadUserForm = async (client: TestClient, id: string) => {
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/forms/load',
      payload: { formGroupId: 'UserAccount', entityInstanceId: id },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { concurrencyTokens: Record<string, string> };
  };

  it('a user deactivated by an administrator: the key is refused at the next request, here and on the other server', async () => {
    const { user, key } = await keyHolder([]);
    await warm(key);
    const boss = await administrator();
    const form = await loadUserForm(boss, user.id);
    const saved = await saveWith(boss, 'UserAccount', {
      Action: 'SAVE',
      EntityInstanceId: user.id,
      ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
      ...controlFields({ IsActive: false }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // No waiting on this server: its own change counts before the notification arrives.
    expectRefused(await profileWith(app, key));
    await otherCatchesUp();
    expectRefused(await profileWith(other, key));
  });

  it('a user deactivated by plain SQL (psql, another tool): the trigger stops the key on both servers', async () => {
    const { user, key } = await keyHolder([]);
    await warm(key);
    await app.ctx.db.execute(sql`update user_account set is_active = false where id = ${user.id}`);
    await app.ctx.readCache.versions.catchUp();
    await otherCatchesUp();
    expectRefused(await profileWith(app, key));
    expectRefused(await profileWith(other, key));
  });

  it("a user removed from Sales by an administrator: the key loses Sales' rights at the next request, on both servers", async () => {
    const { user, key } = await keyHolder(['sales']);
    await warm(key);
    for (const target of [app, other]) expect((await offerRequestsWith(target, key)).statusCode).toBe(200);
    const boss = await administrator();
    const form = await loadUserForm(boss, user.id);
    const saved = await saveWith(boss, 'UserAccount', {
      Action: 'SAVE',
      EntityInstanceId: user.id,
      ConcurrencyTokens: JSON.stringify(form.concurrencyTokens),
      ...controlFields({ Groups: [] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await app.ctx.readCache.versions.catchUp();
    await otherCatchesUp();
    for (const target of [app, other]) {
      expectProblemShape(await offerRequestsWith(target, key), 403);
      // Still the user's key: only the group's rights are gone.
      expect((await profileWith(target, key)).statusCode).toBe(200);
    }
    // And back: the membership given again counts as soon.
    await addUserToGroup(app.ctx.db, user.id, 'sales');
    await app.ctx.readCache.versions.catchUp();
    await otherCatchesUp();
    for (const target of [app, other]) expect((await offerRequestsWith(target, key)).statusCode).toBe(200);
  });

  it('a key revoked by its owner on one server is refused on the other at the next request', async () => {
    const { client, key, keyId } = await keyHolder([]);
    await warm(key);
    const revoked = await client.request({ method: 'DELETE', url: `/api/v1/account/api-keys/${keyId}` });
    expect(revoked.statusCode, revoked.body).toBe(204);
    expectRefused(await profileWith(app, key));
    await otherCatchesUp();
    expectRefused(await profileWith(other, key));
  });

  it('a key revoked by an administrator is refused on both servers at the next request', async () => {
    const { user, key, keyId } = await keyHolder([]);
    await warm(key);
    const boss = await administrator();
    const revoked = await boss.request({
      method: 'DELETE',
      url: `/api/v1/account/users/${user.id}/api-keys/${keyId}`,
    });
    expect(revoked.statusCode, revoked.body).toBe(204);
    expectRefused(await profileWith(app, key));
    await otherCatchesUp();
    expectRefused(await profileWith(other, key));
  });

  it('a key revoked, shortened or deleted by plain SQL: the trigger (migration 0020) stops it on both servers', async () => {
    for (const change of ['revoke', 'expire', 'delete'] as const) {
      const { keyId, key } = await keyHolder([]);
      await warm(key);
      if (change === 'revoke')
        await app.ctx.db.update(apiKey).set({ revokedAt: new Date() }).where(eq(apiKey.id, keyId));
      else if (change === 'expire')
        await app.ctx.db
          .update(apiKey)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(apiKey.id, keyId));
      else await app.ctx.db.delete(apiKey).where(eq(apiKey.id, keyId));
      await app.ctx.readCache.versions.catchUp();
      await otherCatchesUp();
      expectRefused(await profileWith(app, key));
      expectRefused(await profileWith(other, key));
    }
  });

  it('using a key (its last-used time) does not move the sessions data version', async () => {
    const { key, keyId } = await keyHolder([]);
    await warm(key);
    await app.ctx.readCache.versions.catchUp();
    const before = app.ctx.readCache.versions.version('sessions');
    await app.ctx.db
      .update(apiKey)
      .set({ lastUsedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(apiKey.id, keyId));
    await app.ctx.readCache.versions.catchUp();
    expect(app.ctx.readCache.versions.version('sessions')).toBe(before);
  });
});
