import * as z from 'zod';

/** Spec §3 Text box settings; textarea height is rows (10 if unset) × 20 px, at least 3 rows (§9). */
export const textBoxSettingsSchema = /* @__PURE__ */ z.object({
  placeholder: z.string().max(500).optional(),
  maxLength: z.number().int().min(0).optional(),
  pattern: z.string().max(1000).optional(),
  invalidPatternMessage: z.string().max(1000).optional(),
  type: z.enum(['text', 'textarea', 'email', 'password']).default('text'),
  rows: z.number().int().min(1).max(200).optional(),
  minRows: z.number().int().min(1).max(200).optional(),
  enableEditInDialog: z.boolean().default(false),
  autocomplete: z.string().max(100).optional(),
  autofocus: z.boolean().default(false),
  /** The form's workflow comment, asked before REJECTTASK (spec §4). */
  workflowComment: z.boolean().optional(),
});
export type TextBoxControlSettings = z.infer<typeof textBoxSettingsSchema>;

export const DEFAULT_TEXTAREA_ROWS = 10;
export const MIN_TEXTAREA_ROWS = 3;
export const TEXTAREA_ROW_HEIGHT_PX = 20;
/** Edit in dialog: a 600 px dialog with a 50-row text area (spec §9). */
export const EDIT_IN_DIALOG_WIDTH = 600;
export const EDIT_IN_DIALOG_ROWS = 50;

/** Height of a text area in px: rows (10 if unset, at least minRows and 3) × 20. */
export function textAreaHeight(settings: {
  rows?: number | undefined;
  minRows?: number | undefined;
}): number {
  const rows = Math.max(
    settings.rows ?? DEFAULT_TEXTAREA_ROWS,
    settings.minRows ?? MIN_TEXTAREA_ROWS,
    MIN_TEXTAREA_ROWS,
  );
  return rows * TEXTAREA_ROW_HEIGHT_PX;
}
