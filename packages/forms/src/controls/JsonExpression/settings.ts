import * as z from 'zod';

/**
 * JsonExpression settings: the editor's height in rows (as a text area) and whether the form's
 * fields are offered as completions and checked (a rule over another entity's data turns it off).
 */
export const jsonExpressionSettingsSchema = /* @__PURE__ */ z.object({
  rows: z.number().int().min(1).max(200).optional(),
  minRows: z.number().int().min(1).max(200).optional(),
  maxRows: z.number().int().min(1).max(500).optional(),
  offerFormFields: z.boolean().default(true),
  /** More names a rule may read (parameters, a process's variables), offered and accepted. */
  extraFields: z.array(z.string().min(1).max(200)).max(500).optional(),
});
export type JsonExpressionSettings = z.infer<typeof jsonExpressionSettingsSchema>;

export function jsonExpressionSettings(settings: unknown): JsonExpressionSettings {
  const parsed = jsonExpressionSettingsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : jsonExpressionSettingsSchema.parse({});
}
