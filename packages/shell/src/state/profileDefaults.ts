import { LANGUAGE_NAMES, LANGUAGES, SUPPORTED_LANGUAGES } from '@insulcalc/i18n';
import { messageAutoHideDto, unitSystemSchema } from '@insulcalc/api-schema';
import type { AppInfo, AvailableLanguage, Profile } from './types';

const SUPPORTED: readonly string[] = SUPPORTED_LANGUAGES;

/** Local names of the supported languages (spec §1), used when the profile does not say. */
const LANGUAGE_LOCAL_NAMES: Readonly<Record<string, string>> = LANGUAGE_NAMES;

const defaultLanguages = (): AvailableLanguage[] =>
  LANGUAGES.map(({ code, localName }) => ({ code, localName }));

function languageFromCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === 'lang') {
      const value = decodeURIComponent(rest.join('=').trim()).toLowerCase();
      return SUPPORTED.includes(value) ? value : null;
    }
  }
  return null;
}

/** The server's defaults of the Message settings: errors stay until dismissed, the rest hide. */
const DEFAULT_MESSAGE_AUTO_HIDE = { error: false, warn: true, info: true } as const;

/** The profile used when loading it fails (spec §7): anonymous, language from the `lang` cookie or English. */
export function createDefaultProfile(): Profile {
  const language = languageFromCookie() ?? 'en';
  return {
    isAuthenticated: false,
    canLogOff: false,
    canChangePassword: false,
    selectedLanguage: language,
    defaultLanguage: 'en',
    availableLanguages: defaultLanguages(),
    rememberGridFilters: false,
    enableTelemetry: false,
    enableMiniProfiler: false,
    selectedTheme: null,
    unitSystem: 'SI',
    messageAutoHide: { ...DEFAULT_MESSAGE_AUTO_HIDE },
    antiforgeryToken: '',
    fullName: null,
    allowedRedirectOrigins: [],
  };
}

export const DEFAULT_APP_INFO: AppInfo = {
  applicationVersion: '0',
  platformVersion: '0',
  fallbackLanguage: 'en',
  fallbackTheme: null,
  logoNormalPath: null,
  logoMinimizedPath: null,
};

const bool = (v: unknown, d = false) => (typeof v === 'boolean' ? v : d);
const str = (v: unknown, d: string) => (typeof v === 'string' && v !== '' ? v : d);
const strOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

function languageList(v: unknown): AvailableLanguage[] {
  if (!Array.isArray(v)) return defaultLanguages();
  const out: AvailableLanguage[] = [];
  for (const x of v as unknown[]) {
    if (typeof x === 'string' && x) out.push({ code: x, localName: LANGUAGE_LOCAL_NAMES[x] ?? x });
    else if (x && typeof x === 'object' && typeof (x as { code?: unknown }).code === 'string') {
      const code = (x as { code: string }).code;
      const name = (x as { localName?: unknown; name?: unknown }).localName ?? (x as { name?: unknown }).name;
      out.push({
        code,
        localName: typeof name === 'string' && name ? name : (LANGUAGE_LOCAL_NAMES[code] ?? code),
      });
    }
  }
  return out;
}

/** Reads a profile body defensively (missing fields get the defaults). */
export function normalizeProfile(body: unknown): Profile {
  const d = createDefaultProfile();
  if (!body || typeof body !== 'object') return d;
  const b = body as Record<string, unknown>;
  return {
    isAuthenticated: bool(b.isAuthenticated),
    canLogOff: bool(b.canLogOff),
    canChangePassword: bool(b.canChangePassword),
    selectedLanguage: str(b.selectedLanguage, d.selectedLanguage),
    defaultLanguage: str(b.defaultLanguage, d.defaultLanguage),
    availableLanguages: languageList(b.availableLanguages),
    rememberGridFilters: bool(b.rememberGridFilters),
    enableTelemetry: bool(b.enableTelemetry),
    enableMiniProfiler: bool(b.enableMiniProfiler),
    selectedTheme: strOrNull(b.selectedTheme),
    unitSystem: unitSystemSchema.catch(d.unitSystem).parse(b.unitSystem),
    messageAutoHide: messageAutoHideDto.catch(d.messageAutoHide).parse(b.messageAutoHide),
    antiforgeryToken: typeof b.antiforgeryToken === 'string' ? b.antiforgeryToken : '',
    fullName: strOrNull(b.fullName),
    allowedRedirectOrigins: Array.isArray(b.allowedRedirectOrigins)
      ? b.allowedRedirectOrigins.filter((x): x is string => typeof x === 'string')
      : [],
  };
}

/** Reads an app info body defensively. */
export function normalizeAppInfo(body: unknown): AppInfo {
  if (!body || typeof body !== 'object') return { ...DEFAULT_APP_INFO };
  const b = body as Record<string, unknown>;
  return {
    applicationVersion: str(b.applicationVersion, DEFAULT_APP_INFO.applicationVersion),
    platformVersion: str(b.platformVersion, DEFAULT_APP_INFO.platformVersion),
    fallbackLanguage: str(b.fallbackLanguage, DEFAULT_APP_INFO.fallbackLanguage),
    fallbackTheme: strOrNull(b.fallbackTheme),
    logoNormalPath: strOrNull(b.logoNormalPath),
    logoMinimizedPath: strOrNull(b.logoMinimizedPath),
    ...(typeof b.translationsVersion === 'string' && b.translationsVersion !== ''
      ? { translationsVersion: b.translationsVersion }
      : {}),
    ...namespaceRequirements(b.translationNamespaces),
  };
}

/** App info's translation namespaces (each with the namespaces it needs), when well-formed. */
function namespaceRequirements(value: unknown): { translationNamespaces?: Record<string, string[]> } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [name, needs] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(needs)) continue;
    out[name] = needs.filter((n): n is string => typeof n === 'string');
  }
  return Object.keys(out).length ? { translationNamespaces: out } : {};
}
