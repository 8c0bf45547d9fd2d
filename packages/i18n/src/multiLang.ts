import { detectProduction } from './env';
import { FALLBACK_LANGUAGE } from './languages';

/** A multi-language value: language code → text. */
export type MultiLangValue = Readonly<Record<string, string | null | undefined>>;

export interface MultiLangOptions {
  /** Override production detection (default: `import.meta.env.PROD` / NODE_ENV). */
  isProduction?: boolean;
}

export interface ResolveMultiLangOptions extends MultiLangOptions {
  /** The user's selected language. */
  selectedLanguage?: string | null;
  /** The profile's default language. */
  defaultLanguage?: string | null;
  /** The application's fallback language (default `en`). */
  fallbackLanguage?: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads a multi-language value: an object, or JSON text of an object (`{"en":"Pipe","sl":"Cev"}`).
 * Non-string entries are ignored. Invalid JSON (or JSON that is not an object) gives `{}` and a
 * `console.warn` — only outside production (spec §5). Empty input gives `{}` silently.
 */
export function parseMultiLang(value: unknown, options: MultiLangOptions = {}): Record<string, string> {
  let data: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      data = JSON.parse(value);
    } catch {
      data = undefined;
    }
  } else if (value === null || value === undefined) {
    return {};
  }
  if (!isRecord(data)) {
    if (!(options.isProduction ?? detectProduction())) {
      console.warn(
        '[@insulcalc/i18n] Invalid multi-language value (expected a JSON object of language → text):',
        value,
      );
    }
    return {};
  }
  const result: Record<string, string> = {};
  for (const [language, text] of Object.entries(data)) if (typeof text === 'string') result[language] = text;
  return result;
}

/**
 * Resolves a multi-language value (spec §9): the text of the selected language, else of the
 * default language, else of the fallback language, else ''. Empty texts count as missing.
 */
export function resolveMultiLang(value: unknown, options: ResolveMultiLangOptions = {}): string {
  const texts = parseMultiLang(value, options);
  const order = [
    options.selectedLanguage,
    options.defaultLanguage,
    options.fallbackLanguage ?? FALLBACK_LANGUAGE,
  ];
  for (const language of order) {
    if (!language) continue;
    const text = texts[language];
    if (typeof text === 'string' && text !== '') return text;
  }
  return '';
}

/** Serialises a multi-language value to the JSON text stored by the server. */
export function serializeMultiLang(value: MultiLangValue): string {
  const clean: Record<string, string> = {};
  for (const [language, text] of Object.entries(value)) if (typeof text === 'string') clean[language] = text;
  return JSON.stringify(clean);
}
