import * as z from 'zod';
import { textAreaHeight } from '../TextBox/settings';

/** The languages CodeEditor highlights and checks (spec §3 lists the type; its settings are ours). */
export const CODE_LANGUAGES = ['javascript', 'json', 'html'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/**
 * CodeEditor settings: the language, the height in rows (rows × 20 px, 10 unset, at least 3, as
 * a text area), an optional maximum height before it scrolls, and line numbers.
 */
export const codeEditorSettingsSchema = /* @__PURE__ */ z.object({
  language: z.enum(CODE_LANGUAGES).default('javascript'),
  rows: z.number().int().min(1).max(200).optional(),
  minRows: z.number().int().min(1).max(200).optional(),
  maxRows: z.number().int().min(1).max(500).optional(),
  lineNumbers: z.boolean().default(true),
});
export type CodeEditorSettings = z.infer<typeof codeEditorSettingsSchema>;

export function codeEditorSettings(settings: unknown): CodeEditorSettings {
  const parsed = codeEditorSettingsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : codeEditorSettingsSchema.parse({});
}

export function codeEditorHeights(settings: {
  rows?: number | undefined;
  minRows?: number | undefined;
  maxRows?: number | undefined;
}): { minHeight: number; maxHeight: number | undefined } {
  return {
    minHeight: textAreaHeight(settings),
    maxHeight: settings.maxRows ? Math.max(settings.maxRows * 20, textAreaHeight(settings)) : undefined,
  };
}
