import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseWith, ProblemError, type ParseOptions, type UserMessage } from '../../http/problem';
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

/** A problem whose single user message is translated for the requester. */
export async function problem(
  ctx: ServerContext,
  request: FastifyRequest,
  status: number,
  key: string,
  options: {
    detail?: string;
    values?: Record<string, string | number>;
    headers?: Record<string, string>;
    controlName?: string;
    level?: UserMessage['level'];
  } = {},
): Promise<ProblemError> {
  return new ProblemError(status, {
    detail: options.detail,
    headers: options.headers,
    userMessages: [
      await message(ctx, request, key, options.level ?? 'error', options.values, options.controlName),
    ],
  });
}

/** parseWith, with the issue messages (translation keys) translated for the requester. */
export async function parseTranslated<S extends z.ZodType>(
  ctx: ServerContext,
  request: FastifyRequest,
  schema: S,
  value: unknown,
  options?: ParseOptions,
): Promise<z.output<S>> {
  try {
    return parseWith(schema, value, options);
  } catch (err) {
    if (!(err instanceof ProblemError) || !err.userMessages) throw err;
    const language = await resolveLanguage(ctx, request);
    const translated: UserMessage[] = [];
    for (const m of err.userMessages) {
      const [key, raw] = m.message.split('|', 2);
      let values: Record<string, string | number> | undefined;
      if (raw) {
        try {
          values = JSON.parse(raw) as Record<string, string | number>;
        } catch {
          values = undefined;
        }
      }
      translated.push({ ...m, message: await translate(ctx.db, language, key ?? m.message, values) });
    }
    throw new ProblemError(err.status, {
      detail: err.detail,
      userMessages: translated,
      extensions: err.extensions,
    });
  }
}
