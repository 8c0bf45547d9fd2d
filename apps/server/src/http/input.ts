import type { FastifyInstance, FastifyRequest } from 'fastify';
import { frameworkUserMessages } from './errors';
import { ProblemError } from './problem';

/** Deepest JSON nesting accepted (the deepest real body, a project, is about 8 levels). */
export const MAX_JSON_DEPTH = 64;

export const INPUT_MESSAGE_KEYS = {
  tooDeep: 'Common_InvalidRequest',
  invalidCharacters: 'Validation_TextInvalidCharacters',
} as const;

/**
 * The nesting depth of a JSON text, scanned without recursion and stopping at `limit + 1`, so a
 * 10,000-deep body is refused before anything (JSON.parse, a schema, JSON.stringify) recurses.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * Whether a parsed JSON value nests deeper than `limit` (arrays and objects). Recursion stops at
 * `limit + 1`, so a value parsed from a deeply nested text (a multipart part, which the JSON body
 * parser never sees) is measured without overflowing the stack.
 */
export function jsonValueDepthExceeds(value: unknown, limit: number, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth >= limit) return true;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => jsonValueDepthExceeds(child, limit, depth + 1));
}

// U+0000 cannot be stored by PostgreSQL (text or jsonb) and a lone surrogate cannot be encoded
// in UTF-8 (jsonb refuses its escape): either would turn into a 500 deep in a module.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored by PostgreSQL as it is. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * The path of the first string (or key) PostgreSQL cannot store, or null. Walks plain objects and
 * arrays (binary data, streams and multipart file parts are left to their route), at most MAX_JSON_DEPTH + 2 deep.
 */
export function findUnstorable(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (depth > MAX_JSON_DEPTH + 2 || !value || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnstorable(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  // Binary data, streams and multipart file parts are the route's business.
  const candidate = value as { pipe?: unknown; toBuffer?: unknown };
  if (
    ArrayBuffer.isView(value) ||
    typeof candidate.pipe === 'function' ||
    typeof candidate.toBuffer === 'function'
  )
    return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return childPath;
    const found = findUnstorable(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

async function badInput(
  request: FastifyRequest,
  detail: string,
  key: string,
  controlName?: string,
): Promise<ProblemError> {
  const translated = await frameworkUserMessages(request, key);
  const userMessages = (translated ?? [{ message: key, level: 'error' as const }]).map((m) =>
    controlName ? { ...m, controlName } : m,
  );
  return new ProblemError(400, { detail, userMessages });
}

/**
 * Replaces Fastify's JSON parser with one that bounds the depth before parsing (prototype
 * poisoning is still refused by Fastify's own parser, which does the parsing), and adds a
 * preValidation check that no body, query or path value carries U+0000 or a lone surrogate.
 * Field schemas (`@insulcalc/api-schema` text) refuse the other control characters with a
 * message per field; this is the floor under every route, including ones added later.
 */
export function registerInputGuards(app: FastifyInstance, bodyLimit: number): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      badInput(request, `JSON nested deeper than ${MAX_JSON_DEPTH} levels.`, INPUT_MESSAGE_KEYS.tooDeep).then(
        (err) => done(err, undefined),
        (err: Error) => done(err, undefined),
      );
      return;
    }
    parseJson(request, text, done);
  });

  // A callback hook: clean input (nearly every request) passes without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      if (value === undefined || value === null) continue;
      if (part === 'body' && Buffer.isBuffer(value)) continue;
      const path = findUnstorable(value);
      if (path !== null) {
        badInput(
          request,
          `The ${part} contains U+0000 or an unpaired surrogate at "${path || '(root)'}".`,
          INPUT_MESSAGE_KEYS.invalidCharacters,
          part === 'body' && path ? path : undefined,
        ).then(done, done);
        return;
      }
    }
    done();
  });
}
