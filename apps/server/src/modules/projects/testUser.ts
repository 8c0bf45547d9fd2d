import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { createUser } from '../account/index';

/** Test helper: a signed-in user (cookie + anti-forgery header) for app.inject. */
export interface SignedIn {
  userId: string;
  headers: Record<string, string>;
}

export async function signIn(
  app: FastifyInstance,
  ctx: ServerContext,
  username: string,
  password = 'Correct-horse-42!',
): Promise<SignedIn> {
  const user = await createUser(ctx.db, { username, password });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/account/logon',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'insulcalc_session');
  if (!cookie) throw new Error('no session cookie');
  const { antiforgeryToken } = res.json() as { antiforgeryToken: string };
  return {
    userId: user.id,
    headers: { cookie: `insulcalc_session=${cookie.value}`, requestverificationtoken: antiforgeryToken },
  };
}
