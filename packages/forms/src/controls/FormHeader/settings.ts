import * as z from 'zod';

export const formHeaderSettingsSchema = /* @__PURE__ */ z.object({
  /** Heading level inside the form (the page title is level 1). */
  level: z.number().int().min(2).max(6).default(2),
});
