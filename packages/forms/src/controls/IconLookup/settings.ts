import * as z from 'zod';
import type { FieldValidator } from '../../core/model/fieldTypes';
import { VALID, invalid } from '../../core/validation/validationResult';
import { isEmptyValue } from '../../core/validation/isEmptyValue';
import { validateRequired } from '../../core/validation/fieldValidation';
import { ICON_KEY_PATTERN, ICON_SIZES, isIconKey, type IconSize } from '@insulcalc/dialogs/icon-keys';

/** Keys offered when the definition lists none: common Bootstrap Icons of the platform's screens. */
export const DEFAULT_ICON_KEYS: readonly string[] = [
  'bi-house',
  'bi-speedometer2',
  'bi-gear',
  'bi-people',
  'bi-person',
  'bi-file-earmark-text',
  'bi-folder',
  'bi-list-check',
  'bi-calendar',
  'bi-envelope',
  'bi-telephone',
  'bi-graph-up',
  'bi-bar-chart',
  'bi-pie-chart',
  'bi-table',
  'bi-search',
  'bi-plus-lg',
  'bi-pencil',
  'bi-trash',
  'bi-download',
  'bi-upload',
  'bi-printer',
  'bi-question-circle',
  'bi-info-circle',
  'bi-exclamation-triangle',
  'bi-check-circle',
  'bi-x-circle',
  'bi-thermometer-half',
  'bi-droplet',
  'bi-box',
  'bi-truck',
  'bi-tags',
  'bi-translate',
  'bi-globe',
  'fas-gear',
  'fas-user',
  'fas-file-invoice',
  'fas-chart-line',
  'far-bell',
  'far-calendar',
  'fab-github',
  'fab-linkedin',
];

const iconKeySchema = /* @__PURE__ */ z.string().max(100).regex(ICON_KEY_PATTERN);

export const iconLookupSettingsSchema = /* @__PURE__ */ z.object({
  /** The keys the list offers (any valid key may still be typed). */
  icons: z.array(iconKeySchema).max(5000).optional(),
  /** The preview's size. */
  previewSize: z.enum(Object.keys(ICON_SIZES) as [IconSize, ...IconSize[]]).default('lg'),
  placeholder: z.string().max(500).optional(),
});
export type IconLookupSettings = z.infer<typeof iconLookupSettingsSchema>;

export function parseIconLookupSettings(settings: unknown): IconLookupSettings {
  const parsed = iconLookupSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : iconLookupSettingsSchema.parse({});
}

/** Required, then the key's form (the server refuses any other name). */
export const iconLookupValidator: FieldValidator = (field, value) => {
  const required = validateRequired(field, value);
  if (!required.valid || isEmptyValue(value) || field.readonly || field.hidden) return required;
  return isIconKey(value) ? VALID : invalid({ key: 'IconLookup_InvalidKey' });
};
