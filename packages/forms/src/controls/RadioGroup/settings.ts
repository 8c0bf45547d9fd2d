import * as z from 'zod';
import { optionSchema } from '../Dropdown/settings';

export const radioGroupSettingsSchema = /* @__PURE__ */ z.object({
  options: z.array(optionSchema).max(200).default([]),
  orientation: z.enum(['horizontal', 'vertical']).default('vertical'),
});
