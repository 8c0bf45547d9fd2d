import * as z from 'zod';
import { SUPPORTED_LANGUAGES } from '@insulcalc/i18n/core';
import { richTextSettingsSchema } from '../RichTextArea/settings';

/**
 * RichTextAreaMultiLang settings: those of RichTextArea plus the languages offered as tabs (all
 * the application's languages unless narrowed).
 */
export const richTextMultiLangSettingsSchema = /* @__PURE__ */ richTextSettingsSchema.extend({
  languages: z
    .array(z.enum(SUPPORTED_LANGUAGES as unknown as [string, ...string[]]))
    .min(1)
    .optional(),
});
export type RichTextMultiLangSettings = z.infer<typeof richTextMultiLangSettingsSchema>;

export function richTextMultiLangSettings(settings: unknown): RichTextMultiLangSettings {
  const parsed = richTextMultiLangSettingsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : richTextMultiLangSettingsSchema.parse({});
}

/**
 * The value after one language's text changed. The shape is the MultiLang one (decision 0008's
 * `localizedText`: language → text, parsed with @insulcalc/i18n's `parseMultiLang`); empty texts
 * are left out and an all-empty value is null, so "required" sees an empty field.
 */
export function withLanguageText(
  texts: Readonly<Record<string, string>>,
  language: string,
  html: string | null,
): Record<string, string> | null {
  const next: Record<string, string> = { ...texts };
  if (html === null || html === '') delete next[language];
  else next[language] = html;
  return Object.keys(next).length ? next : null;
}
