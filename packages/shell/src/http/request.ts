import { normalizeUserMessage, parseUserMessagesHeader, userMessagesOf } from '../messages/normalize';
import { translateKey, type ShellTranslator } from '../messages/translator';
import type { UserMessage, UserMessageTarget } from '../messages/types';
import { ANTIFORGERY_FIELD, ANTIFORGERY_HEADER, getAntiforgeryToken } from './antiforgery';
import { ERROR_KEYS, isAbortError, UNAUTHORIZED_ERROR_TEXT, type ApiError } from './errors';
import type { HttpClient, RequestInfo } from './settings';
import { createTraceContext, TRACEPARENT_HEADER, type TraceContext } from './traceparent';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParamValue = string | number | boolean | null | undefined;

/** A request as endpoints describe it (RTK Query `query` result, or a plain URL string for GET). */
export interface ShellRequest {
  /** `api/v1/...` (spec form), a path relative to the API base, or an absolute URL. */
  url: string;
  method?: HttpMethod;
  /** JSON-serialised unless FormData / URLSearchParams / Blob / string. */
  body?: unknown;
  params?: Record<string, QueryParamValue | QueryParamValue[]>;
  headers?: Record<string, string>;
  /** No traceparent header and no timing entry (the telemetry posts themselves). */
  skipTelemetry?: boolean;
  /**
   * Legacy-style request (spec §7): the token travels as the form field `__RequestVerificationToken`
   * (the body is sent form-encoded; FormData bodies get the field appended) and caching is disabled.
   */
  legacy?: boolean;
  /** How to read a successful body: json (default), text or blob. */
  responseType?: 'json' | 'text' | 'blob';
  /** Whether the forms engine should lock the form meanwhile (default true). */
  lockForm?: boolean;
  /** Failures are not reported to telemetry. */
  doNotLog?: boolean;
  /** Don't show any user message for this request (the caller shows the outcome itself). */
  silent?: boolean;
  /** Where this request's messages appear (default toast). */
  messageTarget?: UserMessageTarget;
  /** Sent with `credentials` (default same-origin). */
  credentials?: RequestCredentials;
}

export interface ShellResponseMeta {
  response?: Response;
  traceparent?: string;
  headerMessages: UserMessage[];
}

export type ShellResult<T = unknown> =
  | { data: T; error?: undefined; meta: ShellResponseMeta }
  | { error: ApiError; data?: undefined; meta: ShellResponseMeta };

export interface PerformOptions {
  signal?: AbortSignal;
  /** Shows messages; default: the client's message sink (its store's messages, or the console). */
  showMessages?: (messages: UserMessage[]) => void;
}

function buildUrl(client: HttpClient, req: ShellRequest): string {
  let url = client.resolveUrl(req.url);
  const search = new URLSearchParams();
  if (req.params) {
    for (const [key, value] of Object.entries(req.params)) {
      const list = Array.isArray(value) ? value : [value];
      for (const v of list) if (v !== undefined && v !== null) search.append(key, String(v));
    }
  }
  if (req.legacy && (req.method ?? 'GET') === 'GET') search.append('_', String(Date.now()));
  const qs = search.toString();
  if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  return url;
}

function isBodyInit(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer
  );
}

function toFormFields(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return params;
}

/** Headers and body for a request (exported for the download helper and tests). */
export function buildRequestInit(req: ShellRequest, trace: TraceContext | null): RequestInit {
  const method = req.method ?? 'GET';
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
  };
  if ((req.responseType ?? 'json') === 'json') headers.Accept = 'application/json';
  const token = getAntiforgeryToken();
  let body: BodyInit | undefined;
  const unsafe = method !== 'GET';
  if (req.legacy) {
    headers['Cache-Control'] = 'no-cache';
    headers.Pragma = 'no-cache';
    if (unsafe) {
      if (typeof FormData !== 'undefined' && req.body instanceof FormData) {
        if (token && !req.body.has(ANTIFORGERY_FIELD)) req.body.append(ANTIFORGERY_FIELD, token);
        body = req.body;
      } else if (
        req.body === undefined ||
        (typeof req.body === 'object' && req.body !== null && !isBodyInit(req.body))
      ) {
        const fields = toFormFields(req.body);
        if (token) fields.set(ANTIFORGERY_FIELD, token);
        body = fields;
      } else {
        body = req.body as BodyInit;
        if (token) headers[ANTIFORGERY_HEADER] = token;
      }
    } else if (token) {
      headers[ANTIFORGERY_HEADER] = token;
    }
  } else {
    if (token) headers[ANTIFORGERY_HEADER] = token;
    if (req.body !== undefined) {
      if (isBodyInit(req.body)) body = req.body;
      else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(req.body);
      }
    }
  }
  if (trace) headers[TRACEPARENT_HEADER] = trace.traceparent;
  Object.assign(headers, req.headers);
  const init: RequestInit = { method, headers, credentials: req.credentials ?? 'same-origin' };
  if (body !== undefined) init.body = body;
  if (req.legacy) init.cache = 'no-store';
  return init;
}

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9]*(_[A-Za-z0-9]+)+$/;

/**
 * Server messages may be translation keys (the server's validation messages are, e.g.
 * `validation_required`, `Antiforgery_InvalidToken`): a message that is a known key gets its
 * text and keeps the key in `messageKey` (so it re-translates on a language change), which also
 * makes the error text readable.
 */
export function withKeysTranslated(messages: UserMessage[], translator: ShellTranslator): UserMessage[] {
  const { messages: map, language } = translator.get();
  return messages.map((m) => {
    if (m.messageKey || !KEY_PATTERN.test(m.message)) return m;
    const known = map ? Object.prototype.hasOwnProperty.call(map, m.message) : false;
    if (!known) return m;
    return { ...m, messageKey: m.message, message: translateKey(map, m.message, undefined, language) ?? '' };
  });
}

function catalogueMessage(translator: ShellTranslator, key: string): UserMessage {
  return normalizeUserMessage({ message: translator.translate(key), level: 'error', messageKey: key })!;
}

function isJsonContentType(contentType: string | null): boolean {
  return !!contentType && /[/+]json\b/i.test(contentType);
}

/**
 * Performs one request with the shell's rules (spec §7, §8) and never throws: the result is
 * `{ data }` or `{ error: ApiError }`. Messages (body userMessages, X-User-Messages header,
 * catalogue texts) are shown through `showMessages` unless the request is `silent`.
 */
export async function performRequest<T = unknown>(
  client: HttpClient,
  input: ShellRequest | string,
  options: PerformOptions = {},
): Promise<ShellResult<T>> {
  const req: ShellRequest = typeof input === 'string' ? { url: input } : input;
  const method = req.method ?? 'GET';
  const trace = req.skipTelemetry ? null : createTraceContext();
  const info: RequestInfo = { url: req.url, method, lockForm: req.lockForm ?? true };
  const target: UserMessageTarget = req.messageTarget ?? 'toast';
  const show = (messages: UserMessage[]) => {
    if (req.silent || messages.length === 0) return;
    const targeted = messages.map((m) => ({ ...m, target }));
    if (options.showMessages) options.showMessages(targeted);
    else client.emitUserMessages(targeted);
  };
  const meta: ShellResponseMeta = { headerMessages: [] };
  if (trace) meta.traceparent = trace.traceparent;
  const fail = (error: Omit<ApiError, 'traceparent'>, report: boolean): ShellResult<T> => {
    const full: ApiError = { ...error };
    if (trace) full.traceparent = trace.traceparent;
    if (req.doNotLog) full.doNotLog = true;
    if (report && !req.doNotLog) {
      client
        .getReporter()
        ?.logError(new Error(`${method} ${req.url} failed: ${String(full.status)} ${full.message}`), {
          context: `request ${method} ${req.url}`,
          ...(trace ? { traceparent: trace.traceparent } : {}),
        });
    }
    return { error: full, meta };
  };

  const started = typeof performance !== 'undefined' ? performance.now() : Date.now();
  const startTime = new Date();
  const init = buildRequestInit(req, trace);
  if (options.signal) init.signal = options.signal;

  client.notifyStart(info);
  let response: Response;
  try {
    try {
      response = await client.getFetch()(buildUrl(client, req), init);
    } catch (error) {
      if (isAbortError(error, options.signal)) {
        return fail({ status: 'ABORTED', message: '', userMessages: [] }, false);
      }
      const m = catalogueMessage(client.translator, ERROR_KEYS.unknown);
      show([m]);
      return fail(
        { status: 'FETCH_ERROR', message: m.message, messageKey: ERROR_KEYS.unknown, userMessages: [] },
        true,
      );
    }
    meta.response = response;
    if (trace) {
      const end = typeof performance !== 'undefined' ? performance.now() : Date.now();
      client.getReporter()?.recordTiming({
        parentTraceId: trace.traceparent,
        operationId: trace.spanId,
        displayName: `${method} ${req.url.split('?')[0]}`,
        startTime: startTime.toISOString(),
        processingTime: Math.round((end - started) * 100) / 100,
        tags: { status: response.status, method },
      });
    }

    // X-User-Messages header (spec §8).
    let headerMessages: UserMessage[] = [];
    try {
      headerMessages = withKeysTranslated(
        parseUserMessagesHeader(response.headers.get('X-User-Messages')),
        client.translator,
      );
    } catch (e) {
      console.warn('Unreadable X-User-Messages header', e);
    }
    meta.headerMessages = headerMessages;
    show(headerMessages);

    const contentType = response.headers.get('Content-Type');
    if (response.ok) {
      const responseType = req.responseType ?? 'json';
      try {
        if (responseType === 'blob') return { data: (await response.blob()) as T, meta };
        const text = await response.text();
        if (responseType === 'text') return { data: text as T, meta };
        if (text.trim() === '') return { data: null as T, meta };
        const data: unknown = JSON.parse(text);
        show(withKeysTranslated(userMessagesOf(data), client.translator));
        return { data: data as T, meta };
      } catch (error) {
        if (isAbortError(error, options.signal))
          return fail({ status: 'ABORTED', message: '', userMessages: [] }, false);
        const m = catalogueMessage(client.translator, ERROR_KEYS.serverCommunication);
        show([m]);
        return fail(
          {
            status: 'PARSING_ERROR',
            message: m.message,
            messageKey: ERROR_KEYS.serverCommunication,
            userMessages: headerMessages,
          },
          true,
        );
      }
    }

    // Failed response.
    if (isJsonContentType(contentType)) {
      let body: unknown;
      try {
        body = JSON.parse(await response.text());
      } catch (error) {
        if (isAbortError(error, options.signal))
          return fail({ status: 'ABORTED', message: '', userMessages: [] }, false);
        const m = catalogueMessage(client.translator, ERROR_KEYS.serverCommunication);
        show([m]);
        return fail(
          {
            status: 'PARSING_ERROR',
            message: m.message,
            messageKey: ERROR_KEYS.serverCommunication,
            userMessages: headerMessages,
          },
          true,
        );
      }
      const bodyMessages = withKeysTranslated(userMessagesOf(body), client.translator);
      const title =
        body && typeof body === 'object' && typeof (body as { title?: unknown }).title === 'string'
          ? (body as { title: string }).title
          : undefined;
      if (bodyMessages.length > 0 || title) {
        show(bodyMessages);
        const message = bodyMessages.length > 0 ? bodyMessages.map((m) => m.message).join('; ') : title!;
        const error: Omit<ApiError, 'traceparent'> = {
          status: response.status,
          message,
          userMessages: [...headerMessages, ...bodyMessages],
          data: body,
        };
        if (title) error.title = title;
        return fail(error, true);
      }
      return failByStatus(response, headerMessages, body);
    }
    return failByStatus(response, headerMessages, undefined);
  } finally {
    client.notifyEnd(info);
  }

  function failByStatus(res: Response, headerMessages: UserMessage[], data: unknown): ShellResult<T> {
    if (headerMessages.length > 0) {
      // already shown above
      const e: Omit<ApiError, 'traceparent'> = {
        status: res.status,
        message: headerMessages.map((m) => m.message).join('; '),
        userMessages: headerMessages,
      };
      if (data !== undefined) e.data = data;
      return fail(e, true);
    }
    if (res.status === 401) {
      // Not shown: the text is a placeholder; callers (login page, frame) act on the status.
      return fail({ status: 401, message: UNAUTHORIZED_ERROR_TEXT, userMessages: [] }, false);
    }
    const key = res.status === 403 ? ERROR_KEYS.accessDenied : ERROR_KEYS.notOk;
    const m = catalogueMessage(client.translator, key);
    show([m]);
    const e: Omit<ApiError, 'traceparent'> = {
      status: res.status,
      message: m.message,
      messageKey: key,
      userMessages: [],
    };
    if (data !== undefined) e.data = data;
    return fail(e, res.status !== 403);
  }
}
