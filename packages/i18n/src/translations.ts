import { resolveLocale } from './languages';

/** A key→text map as returned by the translations call. `null` means "render nothing". */
export type TranslationMap = Readonly<Record<string, string | null>>;

/** The key shown when translations (or the profile) cannot be loaded (spec §8). */
export const APPLICATION_LOAD_FAILED_KEY = 'Common_ApplicationLoadFailed';

const APPLICATION_LOAD_FAILED_TEXT = {
  sl: 'Aplikacije ni bilo mogoče naložiti. Osvežite stran ali poskusite znova pozneje.',
  en: 'The application could not be loaded. Refresh the page or try again later.',
} as const;

/**
 * "Loading" in the six languages, for the time before any translation is loaded: the shell's
 * loading status, and the server's copy of it in the HTML (so the first paint does not wait for
 * the scripts).
 */
export const LOADING_TEXTS: Readonly<Record<string, string>> = Object.freeze({
  en: 'Loading…',
  sl: 'Nalaganje …',
  sr: 'Učitavanje…',
  bs: 'Učitavanje…',
  hr: 'Učitavanje…',
  de: 'Wird geladen …',
});

/** The loading text for a language tag (`de-AT` → German), English for any other language. */
export function loadingTextFor(language: string | null | undefined): string {
  const key = (language ?? '').toLowerCase().slice(0, 2);
  return LOADING_TEXTS[key] ?? LOADING_TEXTS.en!;
}

/**
 * Relative URL of the translations call (spec §7):
 * `api/v1/translations/{language}?v={applicationVersion}`.
 */
export function translationsUrl(language: string, applicationVersion: string): string {
  return `api/v1/translations/${encodeURIComponent(language)}?v=${encodeURIComponent(applicationVersion)}`;
}

/**
 * The built-in map used when the translations call fails (spec §7): only
 * `Common_ApplicationLoadFailed`, in Slovenian for `sl` and in English for every other language.
 */
export function fallbackTranslations(language: string | null | undefined): TranslationMap {
  const isSlovenian = resolveLocale(language).language === 'sl';
  return Object.freeze({
    [APPLICATION_LOAD_FAILED_KEY]: isSlovenian
      ? APPLICATION_LOAD_FAILED_TEXT.sl
      : APPLICATION_LOAD_FAILED_TEXT.en,
  });
}

export type TranslationsValidation =
  { ok: true; messages: TranslationMap; droppedKeys: readonly string[] } | { ok: false; error: string };

/**
 * Validates the body of the translations call: it must be a JSON object whose values are
 * strings or `null`. Entries with any other value are dropped (and listed in `droppedKeys`);
 * a body that is not an object is refused.
 */
export function validateTranslations(body: unknown): TranslationsValidation {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, error: 'Translations response is not a JSON object.' };
  }
  const messages: Record<string, string | null> = {};
  const droppedKeys: string[] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string' || value === null) messages[key] = value;
    else droppedKeys.push(key);
  }
  return { ok: true, messages: Object.freeze(messages), droppedKeys };
}

export interface LoadTranslationsOptions {
  language: string;
  applicationVersion: string;
  /** The fetch to use (the browser's, or a test double). */
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** Prefix for the relative URL, e.g. `/` or `/platform/`. Default: none (relative URL). */
  baseUrl?: string;
  signal?: AbortSignal;
  /** Extra request headers (anti-forgery token, trace header...). */
  headers?: Record<string, string>;
}

export type LoadTranslationsResult =
  | { failed: false; messages: TranslationMap }
  | {
      failed: true;
      messages: TranslationMap;
      error: unknown;
      /** The request was aborted through `signal` (spec §8: aborted requests show nothing). */
      aborted: boolean;
    };

function joinUrl(baseUrl: string | undefined, path: string): string {
  if (!baseUrl) return path;
  return baseUrl.endsWith('/') ? `${baseUrl}${path}` : `${baseUrl}/${path}`;
}

/**
 * Loads the key→text map (spec §7). Never rejects: on a network error, a non-2xx answer or a
 * body that is not a valid map it resolves to `{ failed: true, messages: fallbackTranslations(language), error }`.
 */
export async function loadTranslations(options: LoadTranslationsOptions): Promise<LoadTranslationsResult> {
  const { language, applicationVersion, fetch, baseUrl, signal, headers } = options;
  const fail = (error: unknown): LoadTranslationsResult => ({
    failed: true,
    messages: fallbackTranslations(language),
    error,
    aborted: signal?.aborted === true || (error instanceof Error && error.name === 'AbortError'),
  });
  try {
    const init: RequestInit = { headers: { Accept: 'application/json', ...headers } };
    if (signal) init.signal = signal;
    const response = await fetch(joinUrl(baseUrl, translationsUrl(language, applicationVersion)), init);
    if (!response.ok) return fail(new Error(`Translations request failed with status ${response.status}.`));
    const validation = validateTranslations(await response.json());
    if (!validation.ok) return fail(new Error(validation.error));
    return { failed: false, messages: validation.messages };
  } catch (error) {
    return fail(error);
  }
}
