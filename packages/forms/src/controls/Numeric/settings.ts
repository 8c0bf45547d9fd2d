import * as z from 'zod';
import { DEFAULT_ROUNDING_DECIMALS } from '@insulcalc/i18n/core';
import { VALID, invalid } from '../../core/validation/validationResult';
import { validateRequired } from '../../core/validation/fieldValidation';
import type { FieldValidator } from '../../core/model/fieldTypes';

export const numericSettingsSchema = /* @__PURE__ */ z.object({
  /** Decimals kept after half-to-even rounding (spec §5; default 15). */
  decimals: z.number().int().min(0).max(15).default(DEFAULT_ROUNDING_DECIMALS),
  min: z.number().optional(),
  max: z.number().optional(),
  useGrouping: z.boolean().default(true),
  placeholder: z.string().max(500).optional(),
});
export type NumericSettings = z.infer<typeof numericSettingsSchema>;

/** Required, then the configured range. */
export const numericValidator: FieldValidator = (field, value) => {
  const required = validateRequired(field, value);
  if (!required.valid || typeof value !== 'number' || field.readonly || field.hidden) return required;
  const parsed = numericSettingsSchema.safeParse(field.settings);
  if (!parsed.success) return VALID;
  const { min, max } = parsed.data;
  if (min !== undefined && value < min) return invalid({ key: 'DynamicForm_Numeric_Min', values: { min } });
  if (max !== undefined && value > max) return invalid({ key: 'DynamicForm_Numeric_Max', values: { max } });
  return VALID;
};
