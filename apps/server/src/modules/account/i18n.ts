import type { FastifyRequest } from 'fastify';
import type { UserMessage } from '../../http/problem';
import { normaliseLanguage, type LanguageCode } from '../translations/index';
import { translate } from '../translations/index';
import { LANGUAGE_COOKIE, readCookie } from './cookies';
import { getSession } from './sessions';
import { accountSettings } from './settings';
import type { ServerContext } from '../../context';

/** selectedLanguage: the lang cookie, else the user's setting, else the default language. */
export async function resolveLanguage(ctx: ServerContext, request: FastifyRequest): Promise<LanguageCode> {
  const fromCookie = normaliseLanguage(readCookie(request, LANGUAGE_COOKIE));
  if (fromCookie) return fromCookie;
  const session = await getSession(request).catch(() => null);
  return normaliseLanguage(session?.user?.selectedLanguage) ?? accountSettings(ctx).defaultLanguage;
}

export async function t(
  ctx: ServerContext,
  request: FastifyRequest,
  key: string,
  values?: Record<string, string | number>,
): Promise<string> {
  return translate(ctx.db, await resolveLanguage(ctx, request), key, values);
}

export async function message(
  ctx: ServerContext,
  request: FastifyRequest,
  key: string,
  level: UserMessage['level'] = 'error',
  values?: Record<string, string | number>,
  controlName?: string,
): Promise<UserMessage> {
  const text = await t(ctx, request, key, values);
  return controlName ? { message: text, level, controlName } : { message: text, level };
}
