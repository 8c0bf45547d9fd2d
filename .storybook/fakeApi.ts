/**
 * The fake API a story's app harness answers from (parameters.app.api and .problems), so connected
 * screens show real states — loaded, empty, and failed — without a server.
 *
 * A key matches a request when the URL contains it; a key may start with a method
 * (`'POST api/v1/forms/save'`) to match only that method. The first matching entry answers.
 */

/** What a handler gets: the URL, the parsed JSON body (or the raw string) and the method. */
export type FakeHandler<T> = (url: string, body: unknown, method: string) => T;

/**
 * An RFC 9457 problem+json body, as the server sends it (`apps/server/src/http/problem.ts`): its
 * `status` is also the response's HTTP status. The server sends its messages translated; a story
 * gives the key as the message (the client shows a key translated, in the story's language).
 */
export interface StoryProblem {
  status: number;
  type?: string;
  title?: string;
  detail?: string;
  userMessages?: {
    message: string;
    level: 'error' | 'warn' | 'info';
    controlName?: string;
    /** A story's stand-in for the server's translation: the key and its values, shown in the story's language. */
    messageKey?: string;
    values?: Record<string, string | number>;
  }[];
  [extension: string]: unknown;
}

export interface FakeApi {
  /** JSON answers (200). A function's value is the answer; anything unmatched answers `{}`. */
  api?: Record<string, unknown>;
  /**
   * Failures: the endpoint answers with the problem's status and the problem as
   * `application/problem+json`. Looked up before `api`; a function returning undefined lets the
   * request through to `api` (e.g. only a save that carries a stale token fails).
   */
  problems?: Record<string, StoryProblem | FakeHandler<StoryProblem | undefined>>;
}

const METHOD = /^(GET|POST|PUT|PATCH|DELETE) /;

function matches(key: string, url: string, method: string): boolean {
  const prefix = METHOD.exec(key);
  if (prefix && prefix[1] !== method) return false;
  return url.includes(prefix ? key.slice(prefix[0].length) : key);
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    // A legacy form post (application/x-www-form-urlencoded) is no JSON.
    return body;
  }
}

function resolve<T>(value: unknown, url: string, body: unknown, method: string): T {
  return (typeof value === 'function' ? (value as FakeHandler<T>)(url, body, method) : value) as T;
}

export function answer(fake: FakeApi, input: RequestInfo | URL, init?: RequestInit): Response {
  const url = input instanceof Request ? input.url : String(input);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const body = parseBody(init?.body);
  for (const [key, value] of Object.entries(fake.problems ?? {})) {
    if (!matches(key, url, method)) continue;
    const problem = resolve<StoryProblem | undefined>(value, url, body, method);
    if (!problem) continue;
    return new Response(JSON.stringify({ type: 'about:blank', ...problem }), {
      status: problem.status,
      headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
    });
  }
  const match = Object.entries(fake.api ?? {}).find(([key]) => matches(key, url, method));
  const value = match ? resolve<unknown>(match[1], url, body, method) : {};
  return new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });
}
