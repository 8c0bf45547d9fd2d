import * as z from 'zod';

/** Date, DateTime and Time settings: optional bounds in the stored (invariant) form. */
export const dateSettingsSchema = /* @__PURE__ */ z.object({
  min: z.string().max(40).optional(),
  max: z.string().max(40).optional(),
});
