import * as z from 'zod';

export const formLabelSettingsSchema = /* @__PURE__ */ z.object({
  /** The text; the element's value or display name when unset. */
  text: z.string().max(10000).optional(),
});
