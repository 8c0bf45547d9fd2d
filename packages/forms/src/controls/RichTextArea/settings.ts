import * as z from 'zod';
import { textAreaHeight } from '../TextBox/settings';

/**
 * RichTextArea settings: the editing area's height in rows (rows × 20 px, 10 rows unset, at least
 * 3, as the text area of spec §9) and whether the formatting toolbar shows.
 */
export const richTextSettingsSchema = /* @__PURE__ */ z.object({
  rows: z.number().int().min(1).max(200).optional(),
  minRows: z.number().int().min(1).max(200).optional(),
  toolbar: z.boolean().default(true),
  placeholder: z.string().max(500).optional(),
});
export type RichTextSettings = z.infer<typeof richTextSettingsSchema>;

/** The settings of a field, defaults filled; unreadable settings fall back to the defaults. */
export function richTextSettings(settings: unknown): RichTextSettings {
  const parsed = richTextSettingsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : richTextSettingsSchema.parse({});
}

/** Minimum height of the editing area in px. */
export function richTextHeight(settings: RichTextSettings): number {
  return textAreaHeight(settings);
}

/** A rich-text value as the editor takes it: HTML text, empty when unset. */
export function richTextValue(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
