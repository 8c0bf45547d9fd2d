import { normalizeLanguage, type Language } from './languages';

/** Name of the cookie that stores the user's language (spec §9). */
export const LANGUAGE_COOKIE_NAME = 'lang';

export interface LanguageCookieOptions {
  /** Lifetime in seconds; default one year. `null` makes it a session cookie. */
  maxAgeSeconds?: number | null;
  /** Adds the `Secure` attribute (use behind TLS). */
  secure?: boolean;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Builds the `Set-Cookie`/`document.cookie` string for the language cookie:
 * `lang=sl; Path=/; SameSite=Lax; Max-Age=31536000`.
 */
export function buildLanguageCookie(language: Language, options: LanguageCookieOptions = {}): string {
  const parts = [`${LANGUAGE_COOKIE_NAME}=${encodeURIComponent(language)}`, 'Path=/', 'SameSite=Lax'];
  const maxAge = options.maxAgeSeconds === undefined ? ONE_YEAR_SECONDS : options.maxAgeSeconds;
  if (maxAge !== null) parts.push(`Max-Age=${Math.max(0, Math.floor(maxAge))}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Reads the language from a cookie header / `document.cookie` string. Returns the supported
 * language, or `null` when the cookie is absent or holds an unsupported value.
 */
export function readLanguageCookie(cookieString: string | null | undefined): Language | null {
  if (!cookieString) return null;
  for (const pair of cookieString.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== LANGUAGE_COOKIE_NAME) continue;
    let raw = pair.slice(eq + 1).trim();
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return null;
    }
    return normalizeLanguage(raw);
  }
  return null;
}

/** The language cookie helpers grouped: `languageCookie.build('sl')`, `languageCookie.read(document.cookie)`. */
export const languageCookie = {
  name: LANGUAGE_COOKIE_NAME,
  build: buildLanguageCookie,
  read: readLanguageCookie,
} as const;
