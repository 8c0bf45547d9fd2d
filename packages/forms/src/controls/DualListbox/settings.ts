import * as z from 'zod';
import { multiselectSettingsSchema } from '../MultiselectDropdown/settings';

export const dualListboxSettingsSchema = /* @__PURE__ */ multiselectSettingsSchema.extend({
  /** Show a filter box above the available list (long lists). */
  filterable: z.boolean().default(true),
});

export function parseDualListboxSettings(settings: unknown) {
  const parsed = dualListboxSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : dualListboxSettingsSchema.parse({});
}
