import { describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_LOAD_FAILED_KEY,
  fallbackTranslations,
  loadTranslations,
  translationsUrl,
  validateTranslations,
} from './index';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('translationsUrl', () => {
  it('builds api/v1/translations/{language}?v={applicationVersion}', () => {
    expect(translationsUrl('sl', '1.2.3')).toBe('api/v1/translations/sl?v=1.2.3');
  });

  it('encodes its parts', () => {
    expect(translationsUrl('sr', '1.0 beta&x')).toBe('api/v1/translations/sr?v=1.0%20beta%26x');
  });
});

describe('fallbackTranslations', () => {
  it('is Slovenian for sl', () => {
    const map = fallbackTranslations('sl');
    expect(Object.keys(map)).toEqual([APPLICATION_LOAD_FAILED_KEY]);
    expect(map.Common_ApplicationLoadFailed).toMatch(/Aplikacije ni bilo mogoče naložiti/);
  });

  it('is English for every other language', () => {
    for (const language of ['en', 'de', 'sr', 'bs', 'hr', 'xx', undefined]) {
      expect(fallbackTranslations(language).Common_ApplicationLoadFailed).toMatch(
        /The application could not be loaded/,
      );
    }
  });
});

describe('validateTranslations', () => {
  it('accepts a map of strings and nulls', () => {
    expect(validateTranslations({ A: 'a', B: null })).toEqual({
      ok: true,
      messages: { A: 'a', B: null },
      droppedKeys: [],
    });
  });

  it('drops entries that are neither string nor null', () => {
    const result = validateTranslations({ A: 'a', B: 1, C: { x: 1 } });
    expect(result).toEqual({ ok: true, messages: { A: 'a' }, droppedKeys: ['B', 'C'] });
  });

  it('refuses anything that is not an object', () => {
    for (const body of [null, 'text', 1, ['a'], undefined]) expect(validateTranslations(body).ok).toBe(false);
  });
});

describe('loadTranslations', () => {
  it('fetches the URL and returns the map', async () => {
    const fetch = vi.fn(async () => jsonResponse({ Hello: 'Živjo', Empty: null }));
    const result = await loadTranslations({ language: 'sl', applicationVersion: '7', fetch });
    expect(result).toEqual({ failed: false, messages: { Hello: 'Živjo', Empty: null } });
    expect(fetch).toHaveBeenCalledWith(
      'api/v1/translations/sl?v=7',
      expect.objectContaining({ headers: expect.objectContaining({ Accept: 'application/json' }) }),
    );
  });

  it('prefixes a base URL and passes headers and signal', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({}));
    const controller = new AbortController();
    await loadTranslations({
      language: 'de',
      applicationVersion: '1',
      fetch,
      baseUrl: '/platform',
      headers: { RequestVerificationToken: 't' },
      signal: controller.signal,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/platform/api/v1/translations/de?v=1');
    expect(init?.signal).toBe(controller.signal);
    expect(init?.headers).toMatchObject({ RequestVerificationToken: 't' });
  });

  it('falls back on a failed status', async () => {
    const result = await loadTranslations({
      language: 'sl',
      applicationVersion: '1',
      fetch: async () => jsonResponse({ title: 'x' }, 500),
    });
    expect(result).toMatchObject({ failed: true, aborted: false, messages: fallbackTranslations('sl') });
  });

  it('falls back on a network error', async () => {
    const error = new TypeError('Failed to fetch');
    const result = await loadTranslations({
      language: 'en',
      applicationVersion: '1',
      fetch: async () => Promise.reject(error),
    });
    expect(result).toEqual({ failed: true, messages: fallbackTranslations('en'), error, aborted: false });
  });

  it('tells the caller when the request was aborted', async () => {
    const controller = new AbortController();
    const fetch = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const pending = loadTranslations({
      language: 'sl',
      applicationVersion: '1',
      fetch,
      signal: controller.signal,
    });
    controller.abort();
    const result = await pending;
    expect(result).toMatchObject({ failed: true, aborted: true, messages: fallbackTranslations('sl') });
  });

  it('falls back on a body that is not JSON or not a map', async () => {
    const notJson = await loadTranslations({
      language: 'hr',
      applicationVersion: '1',
      fetch: async () => new Response('<html>', { status: 200 }),
    });
    expect(notJson.failed).toBe(true);
    expect(notJson.messages.Common_ApplicationLoadFailed).toMatch(/could not be loaded/);
    const notMap = await loadTranslations({
      language: 'hr',
      applicationVersion: '1',
      fetch: async () => jsonResponse(['a']),
    });
    expect(notMap.failed).toBe(true);
  });
});
