import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import type { z } from 'zod';
import { parseWith, ProblemError, type ParseOptions, type UserMessage } from '../../http/problem';
import { ADMINISTRATORS_GROUP, getSessionGroups, getSessionUser, resolveLanguage } from '../account/index';
import { grantsOfGroups, hasGrant, type PermissionAction } from '../permissions/index';
import { getTranslations, formatMessage, type LanguageCode } from '../translations/index';
import type { Actor } from './types';

/** The requester's texts: translate keys (with `{name}` values) in their language. */
export interface Translator {
  language: LanguageCode;
  texts: Map<string, string | null>;
  t(key: string, values?: Record<string, string | number>): string;
  /** The text of `key` when it is a known key, else the string itself (definition texts). */
  text(keyOrText: string): string;
  message(
    key: string,
    level?: UserMessage['level'],
    values?: Record<string, string | number>,
    controlName?: string,
  ): UserMessage;
  problem(
    status: number,
    key: string,
    options?: {
      detail?: string;
      values?: Record<string, string | number>;
      controlName?: string;
      extensions?: Record<string, unknown>;
    },
  ): ProblemError;
}

export async function translator(ctx: ServerContext, request: FastifyRequest): Promise<Translator> {
  const language = await resolveLanguage(ctx, request);
  const texts = await getTranslations(ctx.db, language);
  const t = (key: string, values?: Record<string, string | number>) => {
    const found = texts.get(key);
    return typeof found === 'string' ? formatMessage(found, values) : key;
  };
  const message = (
    key: string,
    level: UserMessage['level'] = 'error',
    values?: Record<string, string | number>,
    controlName?: string,
  ): UserMessage =>
    controlName ? { message: t(key, values), level, controlName } : { message: t(key, values), level };
  return {
    language,
    texts,
    t,
    text: (keyOrText) => {
      const found = texts.get(keyOrText);
      return typeof found === 'string' ? found : keyOrText;
    },
    message,
    problem: (status, key, options = {}) =>
      new ProblemError(status, {
        detail: options.detail,
        userMessages: [message(key, 'error', options.values, options.controlName)],
        extensions: options.extensions,
      }),
  };
}

/** The acting user of a request (resolved before any transaction starts), with their grants. */
export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const user = await getSessionUser(request);
  if (!user) return { userId: null, userName: null };
  const groups = await getSessionGroups(request);
  return {
    userId: user.id,
    userName: user.fullName ?? user.username,
    groups,
    isAdministrator: groups.includes(ADMINISTRATORS_GROUP),
    grants: await grantsOfGroups(request.server.ctx, groups),
  };
}

/**
 * The translator and actor of a request that may do `action` on `resource` (an entity id or an
 * administrative surface): 401 for anonymous visitors, 403 for signed-in users without the
 * grant. Checked before the route touches any data.
 */
export async function permittedOf(
  ctx: ServerContext,
  request: FastifyRequest,
  resource: string,
  action: PermissionAction,
): Promise<{ tr: Translator; actor: Actor & { userId: string } }> {
  const tr = await translator(ctx, request);
  const actor = await actorOf(request);
  if (actor.userId === null) throw tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
  if (!hasGrant(actor, resource, action))
    throw tr.problem(403, 'Permissions_Denied', { detail: `Not permitted: ${action} ${resource}.` });
  return { tr, actor: actor as Actor & { userId: string } };
}

/**
 * The translator and actor of a request from a signed-in administrator: 401 for anonymous
 * visitors, 403 for everyone else. Only what no grant may hand out uses it (the permissions
 * themselves, the profiler).
 */
export async function administratorOf(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<{ tr: Translator; actor: Actor & { userId: string } }> {
  const tr = await translator(ctx, request);
  const actor = await actorOf(request);
  if (actor.userId === null) throw tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
  if (!actor.isAdministrator) throw tr.problem(403, 'AccessDenied_Text', { detail: 'Only administrators.' });
  return { tr, actor: actor as Actor & { userId: string } };
}

/** parseWith, with the issues' messages (translation keys) in the requester's language. */
export function parseFor<S extends z.ZodType>(
  tr: Translator,
  schema: S,
  value: unknown,
  options?: ParseOptions,
): z.output<S> {
  try {
    return parseWith(schema, value, options);
  } catch (err) {
    if (err instanceof ProblemError && err.userMessages)
      throw new ProblemError(err.status, {
        detail: err.detail,
        userMessages: err.userMessages.map((m) => ({ ...m, message: tr.t(m.message) })),
        extensions: err.extensions,
      });
    throw err;
  }
}
