import * as z from 'zod';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, parseMultiLang, type Language } from '@insulcalc/i18n/core';
import type { FieldValidator } from '../../core/model/fieldTypes';
import { VALID, invalid } from '../../core/validation/validationResult';
import { validateRequired } from '../../core/validation/fieldValidation';

const languageSchema = /* @__PURE__ */ z.enum(SUPPORTED_LANGUAGES as unknown as [Language, ...Language[]]);

export const multiLangSettingsSchema = /* @__PURE__ */ z.object({
  /** The languages offered, in this order (default: all six). */
  languages: z.array(languageSchema).min(1).max(SUPPORTED_LANGUAGES.length).optional(),
  /** Resolution's second choice after the user's language (spec §9). */
  defaultLanguage: languageSchema.optional(),
  /** Resolution's last choice (the application's fallback, `en`). */
  fallbackLanguage: languageSchema.default(FALLBACK_LANGUAGE),
  /** Multi-line texts (a text area per language). */
  multiline: z.boolean().default(false),
  rows: z.number().int().min(1).max(50).default(3),
  maxLength: z.number().int().min(1).max(100_000).optional(),
  /** Every offered language must have a text (else: required asks for any one). */
  requireAllLanguages: z.boolean().default(false),
  placeholder: z.string().max(500).optional(),
});
export type MultiLangSettings = z.infer<typeof multiLangSettingsSchema>;

export function parseMultiLangSettings(settings: unknown): MultiLangSettings {
  const parsed = multiLangSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : multiLangSettingsSchema.parse({});
}

/**
 * The value as language → text. A stored value may be an object or its JSON text; invalid JSON
 * gives `{}` with a console warning outside production only (spec §5, `parseMultiLang`).
 */
export function multiLangTexts(value: unknown): Record<string, string> {
  return parseMultiLang(value);
}

/** The value stored for the texts: only non-empty texts, null when none is left. */
export function multiLangValue(texts: Record<string, string>): Record<string, string> | null {
  const clean = Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== ''));
  return Object.keys(clean).length ? clean : null;
}

export const multiLangValidator: FieldValidator = (field, value) => {
  const texts = multiLangTexts(value);
  const filled = multiLangValue(texts);
  const required = validateRequired(field, filled);
  if (!required.valid || field.readonly || field.hidden) return required;
  const settings = parseMultiLangSettings(field.settings);
  const languages = settings.languages ?? SUPPORTED_LANGUAGES;
  if (filled && settings.requireAllLanguages && field.required) {
    const missing = languages.filter((language) => !texts[language]);
    if (missing.length)
      return invalid({ key: 'MultiLang_MissingLanguages', values: { languages: missing.join(', ') } });
  }
  if (settings.maxLength !== undefined) {
    const long = Object.entries(texts).find(([, text]) => text.length > settings.maxLength!);
    if (long)
      return invalid({
        key: 'MultiLang_TooLong',
        values: { language: long[0], maxLength: settings.maxLength },
      });
  }
  return VALID;
};
