import * as z from 'zod';
import { multiselectSettingsSchema } from '../MultiselectDropdown/settings';

export const multiselectCheckboxSettingsSchema = /* @__PURE__ */ multiselectSettingsSchema.extend({
  orientation: z.enum(['vertical', 'horizontal']).default('vertical'),
});

export function parseMultiselectCheckboxSettings(settings: unknown) {
  const parsed = multiselectCheckboxSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : multiselectCheckboxSettingsSchema.parse({});
}
