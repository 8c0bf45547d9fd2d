import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserMessage } from '../messages/types';
import { TelemetryClient } from '../telemetry/index';
import { setAntiforgeryToken } from './antiforgery';
import { performRequest, type ShellRequest } from './request';
import { HttpClient } from './settings';
import { TRACEPARENT_PATTERN } from './traceparent';

const telemetry = new TelemetryClient();
// A new client per test (each store has its own): settings, hooks and translations never leak.
let client: HttpClient;

type FetchArgs = [string, RequestInit];

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
let shown: UserMessage[];

function stub(response: Response | (() => Promise<Response>) | Error) {
  fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    if (typeof response === 'function') return response();
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
}

function call(req: ShellRequest | string, signal?: AbortSignal) {
  return performRequest(client, req, {
    showMessages: (m) => shown.push(...m),
    ...(signal ? { signal } : {}),
  });
}

function sent(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
  return { url, init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  shown = [];
  client = new HttpClient();
  client.setReporter(telemetry);
  setAntiforgeryToken('tok-123');
  client.translator.set({
    Common_UnknownError: 'Unknown error (tr)',
    ServerCommunicationError: 'Server communication error (tr)',
    AccessDenied_Text: 'Access denied (tr)',
    Error_NetworkResponseNotOkMessage: 'Not OK (tr)',
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAntiforgeryToken(null);
  telemetry.setEnabled(false);
});

describe('request headers', () => {
  it('sends token, X-Requested-With, Accept and a W3C traceparent', async () => {
    stub(json({ ok: 1 }));
    const r = await call('api/v1/navigation');
    expect(r.data).toEqual({ ok: 1 });
    const { url, headers, init } = sent();
    expect(url).toBe('/api/v1/navigation');
    expect(headers.get('RequestVerificationToken')).toBe('tok-123');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('traceparent')).toMatch(TRACEPARENT_PATTERN);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
  });

  it('uses a fresh random trace per request', async () => {
    stub(json({}));
    await call('api/v1/a');
    fetchMock.mockImplementation(async () => json({}));
    await call('api/v1/b');
    const a = new Headers((fetchMock.mock.calls[0] as FetchArgs)[1].headers).get('traceparent');
    const b = new Headers((fetchMock.mock.calls[1] as FetchArgs)[1].headers).get('traceparent');
    expect(a).not.toBe(b);
  });

  it('omits traceparent when skipTelemetry', async () => {
    stub(json({}));
    await call({ url: 'api/app/v1/telemetry/errors', method: 'POST', body: [], skipTelemetry: true });
    expect(sent().headers.has('traceparent')).toBe(false);
  });

  it('resolves URLs against the configured API base and adds params', async () => {
    client.configure({ apiBaseUrl: 'https://example.test/api/' });
    stub(json({}));
    await call({ url: 'api/v1/translations/sl', params: { v: '1.2', skip: undefined, ids: [1, 2] } });
    expect(sent().url).toBe('https://example.test/api/v1/translations/sl?v=1.2&ids=1&ids=2');
  });

  it('sends JSON bodies with Content-Type', async () => {
    stub(json({}));
    await call({ url: 'api/v1/x', method: 'POST', body: { a: 1 } });
    const { init, headers } = sent();
    expect(init.body).toBe('{"a":1}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as is (browser sets the multipart boundary)', async () => {
    stub(json({}));
    const fd = new FormData();
    fd.append('a', '1');
    await call({ url: 'api/v1/x', method: 'POST', body: fd });
    const { init, headers } = sent();
    expect(init.body).toBe(fd);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('legacy requests send the token as __RequestVerificationToken and disable caching', async () => {
    stub(json({}));
    await call({ url: 'api/v1/x', method: 'POST', body: { name: 'n' }, legacy: true });
    const { init, headers } = sent();
    expect(init.body).toBeInstanceOf(URLSearchParams);
    const body = init.body as URLSearchParams;
    expect(body.get('__RequestVerificationToken')).toBe('tok-123');
    expect(body.get('name')).toBe('n');
    expect(headers.has('RequestVerificationToken')).toBe(false);
    expect(init.cache).toBe('no-store');
    expect(headers.get('Cache-Control')).toBe('no-cache');
  });

  it('legacy FormData gets the token field appended; legacy GET gets a cache buster', async () => {
    stub(json({}));
    const fd = new FormData();
    await call({ url: 'api/v1/x', method: 'POST', body: fd, legacy: true });
    expect((sent().init.body as FormData).get('__RequestVerificationToken')).toBe('tok-123');
    fetchMock.mockImplementation(async () => json({}));
    await call({ url: 'api/v1/y', legacy: true });
    expect((fetchMock.mock.calls[1] as FetchArgs)[0]).toMatch(/^\/api\/v1\/y\?_=\d+$/);
  });

  it('calls the request hooks around the request with the lock flag', async () => {
    const events: string[] = [];
    const off = client.registerHooks({
      onRequestStart: (i) => events.push(`start ${i.method} ${i.url} ${i.lockForm}`),
      onRequestEnd: (i) => events.push(`end ${i.url}`),
    });
    stub(new Error('down'));
    await call({ url: 'api/v1/x', lockForm: false });
    off();
    expect(events).toEqual(['start GET api/v1/x false', 'end api/v1/x']);
  });
});

describe('messages and the error catalogue (spec §8)', () => {
  it('shows userMessages of a JSON success body', async () => {
    stub(json({ value: 1, userMessages: [{ message: 'Saved', level: 'info' }] }));
    const r = await call('api/v1/x');
    expect(r.data).toEqual({ value: 1, userMessages: [{ message: 'Saved', level: 'info' }] });
    expect(shown.map((m) => [m.message, m.level])).toEqual([['Saved', 'info']]);
  });

  it('adds X-User-Messages header messages (URL-encoded JSON)', async () => {
    const header = encodeURIComponent(JSON.stringify([{ Message: 'From header', MessageType: 'Warning' }]));
    stub(json({}, { headers: { 'X-User-Messages': header } }));
    await call('api/v1/x');
    expect(shown.map((m) => [m.message, m.level])).toEqual([['From header', 'warn']]);
  });

  it('network failure → Common_UnknownError', async () => {
    stub(new TypeError('Failed to fetch'));
    const r = await call('api/v1/x');
    expect(r.error).toMatchObject({
      status: 'FETCH_ERROR',
      message: 'Unknown error (tr)',
      messageKey: 'Common_UnknownError',
    });
    expect(shown.map((m) => [m.message, m.level, m.messageKey])).toEqual([
      ['Unknown error (tr)', 'error', 'Common_UnknownError'],
    ]);
  });

  it('aborted requests show nothing', async () => {
    const controller = new AbortController();
    stub(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const r = await call('api/v1/x', controller.signal);
    expect(r.error?.status).toBe('ABORTED');
    expect(shown).toEqual([]);
  });

  it('problem+json: userMessages shown, error text joined with "; "', async () => {
    stub(
      new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          userMessages: [
            { message: 'Name is required', level: 'error', controlName: 'Name' },
            { message: 'Too long', level: 'error' },
          ],
        }),
        { status: 400, headers: { 'Content-Type': 'application/problem+json; charset=utf-8' } },
      ),
    );
    const r = await call('api/v1/x');
    expect(r.error).toMatchObject({
      status: 400,
      message: 'Name is required; Too long',
      title: 'Bad Request',
    });
    expect(shown.map((m) => m.message)).toEqual(['Name is required', 'Too long']);
    expect(shown[0]?.controlName).toBe('Name');
  });

  it('problem+json without messages → the title is the error text', async () => {
    stub(
      new Response(JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409 }), {
        status: 409,
        headers: { 'Content-Type': 'application/problem+json' },
      }),
    );
    const r = await call('api/v1/x');
    expect(r.error).toMatchObject({ status: 409, message: 'Conflict' });
    expect(shown).toEqual([]);
  });

  it('unparsable JSON body → ServerCommunicationError (failure and success)', async () => {
    stub(new Response('{oops', { status: 500, headers: { 'Content-Type': 'application/json' } }));
    const r = await call('api/v1/x');
    expect(r.error).toMatchObject({
      status: 'PARSING_ERROR',
      messageKey: 'ServerCommunicationError',
      message: 'Server communication error (tr)',
    });
    expect(shown.map((m) => m.messageKey)).toEqual(['ServerCommunicationError']);
    shown = [];
    stub(new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const ok = await call('api/v1/x');
    expect(ok.error?.status).toBe('PARSING_ERROR');
    expect(shown.map((m) => m.messageKey)).toEqual(['ServerCommunicationError']);
  });

  it('other failures use the header messages when present', async () => {
    const header = encodeURIComponent(
      JSON.stringify({ userMessages: [{ message: 'Locked by Ana', severity: 'Error' }] }),
    );
    stub(
      new Response('nope', {
        status: 423,
        headers: { 'X-User-Messages': header, 'Content-Type': 'text/plain' },
      }),
    );
    const r = await call('api/v1/x');
    expect(r.error).toMatchObject({ status: 423, message: 'Locked by Ana' });
    expect(shown.map((m) => m.message)).toEqual(['Locked by Ana']);
  });

  it('401 without messages → "{hash}" (not shown)', async () => {
    stub(new Response('', { status: 401 }));
    const r = await call('api/v1/x');
    expect(r.error).toMatchObject({ status: 401, message: '{hash}' });
    expect(shown).toEqual([]);
  });

  it('403 without messages → AccessDenied_Text', async () => {
    stub(new Response('', { status: 403 }));
    const r = await call('api/v1/x');
    expect(r.error).toMatchObject({
      status: 403,
      messageKey: 'AccessDenied_Text',
      message: 'Access denied (tr)',
    });
    expect(shown.map((m) => m.messageKey)).toEqual(['AccessDenied_Text']);
  });

  it('any other failure → Error_NetworkResponseNotOkMessage', async () => {
    stub(new Response('boom', { status: 502, headers: { 'Content-Type': 'text/plain' } }));
    const r = await call('api/v1/x');
    expect(r.error).toMatchObject({
      status: 502,
      messageKey: 'Error_NetworkResponseNotOkMessage',
      message: 'Not OK (tr)',
    });
    expect(shown.map((m) => m.messageKey)).toEqual(['Error_NetworkResponseNotOkMessage']);
  });

  it('silent requests show nothing but still return the error', async () => {
    stub(new Response('', { status: 500 }));
    const r = await call({ url: 'api/v1/x', silent: true });
    expect(r.error?.messageKey).toBe('Error_NetworkResponseNotOkMessage');
    expect(shown).toEqual([]);
  });

  it('messages go to the requested target', async () => {
    stub(json({ userMessages: [{ message: 'Hi', level: 'info' }] }));
    await call({ url: 'api/v1/x', messageTarget: 'page' });
    expect(shown[0]?.target).toBe('page');
  });

  it('empty success bodies give null; text and blob response types', async () => {
    stub(new Response(null, { status: 204 }));
    expect((await call('api/v1/x')).data).toBeNull();
    stub(new Response('plain', { status: 200 }));
    expect((await call({ url: 'api/v1/x', responseType: 'text' })).data).toBe('plain');
    stub(new Response('bin', { status: 200 }));
    const blob = (await call({ url: 'api/v1/x', responseType: 'blob' })).data as Blob;
    expect(await blob.text()).toBe('bin');
  });
});

describe('telemetry of requests', () => {
  it('reports failures and timings when enabled, not do-not-log ones', async () => {
    telemetry.setEnabled(true);
    stub(new Response('', { status: 500 }));
    const r = await call('api/v1/x');
    let pending = telemetry.pending();
    expect(pending.errors).toHaveLength(1);
    expect(pending.errors[0]?.traceId).toBe(r.error?.traceparent);
    expect(pending.timings).toHaveLength(1);
    expect(pending.timings[0]).toMatchObject({
      parentTraceId: r.error?.traceparent,
      displayName: 'GET api/v1/x',
      tags: { status: 500, method: 'GET' },
    });
    telemetry.setEnabled(false);
    telemetry.setEnabled(true);
    stub(new Response('', { status: 500 }));
    await call({ url: 'api/v1/x', doNotLog: true });
    pending = telemetry.pending();
    expect(pending.errors).toHaveLength(0);
  });

  it('aborts are not reported', async () => {
    telemetry.setEnabled(true);
    const controller = new AbortController();
    controller.abort();
    stub(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await call('api/v1/x', controller.signal);
    expect(telemetry.pending().errors).toHaveLength(0);
  });
});

describe('server messages that are translation keys', () => {
  it('are translated, keep their key, and make the error text readable', async () => {
    client.translator.set({ Antiforgery_InvalidToken: 'Session expired (tr)' });
    stub(
      new Response(
        JSON.stringify({
          title: 'Forbidden',
          status: 403,
          userMessages: [
            { message: 'Antiforgery_InvalidToken', level: 'error' },
            { message: 'Plain text', level: 'error' },
          ],
        }),
        {
          status: 403,
          headers: { 'Content-Type': 'application/problem+json' },
        },
      ),
    );
    const r = await call({ url: 'api/v1/x', method: 'POST', body: {} });
    expect(r.error?.message).toBe('Session expired (tr); Plain text');
    expect(shown.map((m) => [m.message, m.messageKey])).toEqual([
      ['Session expired (tr)', 'Antiforgery_InvalidToken'],
      ['Plain text', undefined],
    ]);
  });
});

describe('X-User-Messages without a handler', () => {
  it('are logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub(
      json(
        {},
        {
          headers: {
            'X-User-Messages': encodeURIComponent(JSON.stringify([{ message: 'Heads up', level: 'warn' }])),
          },
        },
      ),
    );
    await performRequest(client, 'api/v1/x');
    expect(warn).toHaveBeenCalledWith('[user message warn] Heads up');
    warn.mockRestore();
  });
});
