import { createIntl, createIntlCache, IntlErrorCode, type IntlShape, type OnErrorFn } from '@formatjs/intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { detectProduction } from './env';
import { resolveLocale } from './languages';
import type { TranslationMap } from './translations';

/** Values for ICU placeholders. */
export type TranslateValues = Record<string, string | number | boolean | Date | null | undefined>;

/** What a key resolves to before ICU formatting (spec §8 rules). */
export type MessageLookup = { kind: 'text'; text: string } | { kind: 'null' } | { kind: 'missing' };

/** The text shown for a key that has no translation (spec §8): `[?:key]`. */
export function missingTranslationText(key: string): string {
  return `[?:${key}]`;
}

/** Looks a key up: own property with a string → text, with `null` → null, absent → missing. */
export function lookupMessage(messages: TranslationMap | null | undefined, key: string): MessageLookup {
  if (!messages || !Object.prototype.hasOwnProperty.call(messages, key)) return { kind: 'missing' };
  const value = messages[key];
  if (value === null) return { kind: 'null' };
  if (typeof value !== 'string') return { kind: 'missing' };
  return { kind: 'text', text: value };
}

const reported = new Set<string>();

/**
 * The react-intl / @formatjs error handler used by this package: missing translations are
 * silent (they are rendered as `[?:key]` instead), missing locale data is silent, and any other
 * error (bad ICU syntax, invalid config) is logged once with `console.warn` outside production.
 */
export function createIntlErrorHandler(isProduction: boolean = detectProduction()): OnErrorFn {
  return (error) => {
    if (error.code === IntlErrorCode.MISSING_TRANSLATION || error.code === IntlErrorCode.MISSING_DATA) return;
    if (isProduction) return;
    // The message carries a stack trace; the first line names the message and the problem.
    const text = `[@insulcalc/i18n] ${error.message.split('\n')[0] ?? error.code}`;
    if (reported.has(text)) return;
    reported.add(text);
    console.warn(text);
  };
}

/**
 * Wraps a translation map so that react-intl itself follows the spec §8 rules: a missing key
 * reads as the message `[?:key]` (so `<FormattedMessage>` shows it, and no MissingTranslationError
 * is raised) and a key mapped to `null` reads as `''` (use with `fallbackOnEmptyString: false`).
 */
export function toIntlMessages(messages: TranslationMap): Record<string, string> {
  const target: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) target[key] = value ?? '';
  // Missing keys: hasOwnProperty() and [] both go through these traps.
  return new Proxy(target, {
    getOwnPropertyDescriptor(obj, prop) {
      const own = Reflect.getOwnPropertyDescriptor(obj, prop);
      if (own || typeof prop !== 'string') return own;
      return { value: missingTranslationText(prop), writable: false, enumerable: false, configurable: true };
    },
    get(obj, prop, receiver) {
      if (typeof prop !== 'string' || Object.prototype.hasOwnProperty.call(obj, prop))
        return Reflect.get(obj, prop, receiver);
      return missingTranslationText(prop);
    },
  });
}

/**
 * Applies the spec §8 rules on top of an IntlShape: missing key → `[?:key]`, key mapped to null
 * → `null`, otherwise the ICU message formatted with `values`.
 */
/** The part of an IntlShape (react-intl's or @formatjs/intl's) that `translateWith` needs. */
export interface MessageFormatter {
  formatMessage(
    descriptor: { id: string },
    values?: Record<string, string | number | boolean | Date | null | undefined>,
  ): string;
}

export function translateWith(
  intl: MessageFormatter,
  messages: TranslationMap,
  key: string,
  values?: TranslateValues,
): string | null {
  const found = lookupMessage(messages, key);
  if (found.kind === 'missing') return missingTranslationText(key);
  if (found.kind === 'null') return null;
  if (!values && !found.text.includes('{') && !found.text.includes("'")) return found.text;
  return intl.formatMessage({ id: key }, values);
}

const cache = createIntlCache();
const intlByMessages = new WeakMap<object, Map<string, IntlShape>>();

/** Returns a cached framework-free IntlShape for a message map and language. */
export function getIntl(messages: TranslationMap, language?: string | null): IntlShape {
  const locale = resolveLocale(language).intlLocale;
  let byLocale = intlByMessages.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    intlByMessages.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        messages: toIntlMessages(messages),
        onError: createIntlErrorHandler(),
        fallbackOnEmptyString: false,
      },
      cache,
    );
    byLocale.set(locale, intl);
  }
  return intl;
}

/**
 * Translates a key for non-React code (spec §8): a missing key gives `[?:key]`, a key mapped to
 * `null` gives `null`, otherwise the ICU message formatted with `values` in `language`
 * (plural rules; default the fallback language).
 */
export function translate(
  messages: TranslationMap,
  key: string,
  values?: TranslateValues,
  language?: string | null,
): string | null {
  return translateWith(getIntl(messages, language), messages, key, values);
}

/**
 * Formats one ICU message text (plurals, selects, numbers) in `language` — the one formatter for
 * texts that do not come from a translation map: the server's stored texts, the shell's built-in
 * texts. A text that is not valid ICU, or lacks a value, comes back as it is.
 */
export function formatMessageText(text: string, values?: TranslateValues, language?: string | null): string {
  if (!text.includes('{') && !text.includes("'")) return text;
  try {
    const formatted = new IntlMessageFormat(text, resolveLocale(language).intlLocale, undefined, {
      ignoreTag: true,
    }).format(values ?? {});
    return Array.isArray(formatted) ? formatted.join('') : String(formatted);
  } catch {
    return text;
  }
}
