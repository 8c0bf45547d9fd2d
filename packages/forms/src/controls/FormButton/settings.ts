import * as z from 'zod';
import { formActionSchema } from '../../core/definition/toolbar';

export const formButtonSettingsSchema = /* @__PURE__ */ z.object({
  /** A save action (SAVE, SAVEANDCLOSE, a workflow action); without one the button reloads its dependants. */
  action: formActionSchema.optional(),
  text: z.string().max(500).optional(),
});
