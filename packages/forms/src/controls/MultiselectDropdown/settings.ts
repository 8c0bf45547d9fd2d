import * as z from 'zod';
import type { FieldValidator } from '../../core/model/fieldTypes';
import { VALID, invalid } from '../../core/validation/validationResult';
import { validateRequired } from '../../core/validation/fieldValidation';
import { optionKey, optionSchema, type ControlOption } from '../Dropdown/settings';

/** Settings of the multi-value list controls (MultiselectDropdown, MultiselectCheckbox, DualListbox). */
export const multiselectSettingsSchema = /* @__PURE__ */ z.object({
  options: z.array(optionSchema).max(5000).default([]),
  placeholder: z.string().max(500).optional(),
  /** At most this many values may be chosen (none: no limit). */
  maxSelected: z.number().int().min(1).max(5000).optional(),
  /** At least this many values must be chosen when the field has any (required asks for one). */
  minSelected: z.number().int().min(0).max(5000).optional(),
});
export type MultiselectSettings = z.infer<typeof multiselectSettingsSchema>;

export function parseMultiselectSettings(settings: unknown): MultiselectSettings {
  const parsed = multiselectSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : multiselectSettingsSchema.parse({});
}

/**
 * A multi-value control's value as a list: an array stays, a single value becomes a list of one,
 * JSON text of an array (a stored value) is read; anything else is empty.
 */
export function multiValues(value: unknown): (string | number)[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        list = [];
      }
    } else list = text === '' ? [] : [text];
  } else if (typeof value === 'number') list = [value];
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is string | number => typeof entry === 'string' || typeof entry === 'number',
  );
}

/** The chosen options' values in the options' order, from react-aria's string keys. */
export function valuesFromKeys(
  options: readonly ControlOption[],
  keys: Iterable<unknown>,
): (string | number)[] {
  const chosen = new Set([...keys].map((key) => String(key)));
  return options.filter((option) => chosen.has(optionKey(option.value))).map((option) => option.value);
}

/** Required (spec §5), then the configured count limits; every value must be one of the options. */
export const multiselectValidator: FieldValidator = (field, value) => {
  const values = multiValues(value);
  const required = validateRequired(field, values.length ? values : null);
  if (!required.valid) return required;
  if (field.readonly || field.hidden || values.length === 0) return VALID;
  const settings = parseMultiselectSettings(field.settings);
  if (settings.maxSelected !== undefined && values.length > settings.maxSelected)
    return invalid({ key: 'Multiselect_TooMany', values: { max: settings.maxSelected } });
  if (settings.minSelected !== undefined && values.length < settings.minSelected)
    return invalid({ key: 'Multiselect_TooFew', values: { min: settings.minSelected } });
  if (settings.options.length > 0) {
    const known = new Set(settings.options.map((option) => optionKey(option.value)));
    if (values.some((entry) => !known.has(optionKey(entry))))
      return invalid({ key: 'Multiselect_UnknownValue' });
  }
  return VALID;
};
