import * as z from 'zod';

/** Hidden carries a value and shows nothing. */
export const hiddenSettingsSchema = /* @__PURE__ */ z.object({});
