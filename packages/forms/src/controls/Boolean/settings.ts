import * as z from 'zod';

export const booleanSettingsSchema = /* @__PURE__ */ z.object({
  /** Text beside the box; the field's display name when unset. */
  text: z.string().max(500).optional(),
});

/** Spec §5: the texts 'true' and 'false' (any case) are booleans too. */
export { parseBoolean } from '@insulcalc/i18n/core';
