import * as z from 'zod';
import { idSchema, nameSchema } from './primitives';

/** Spec §3 User message levels. */
export const userMessageLevelSchema = /* @__PURE__ */ z.enum(['error', 'warn', 'info']);
export type UserMessageLevel = z.infer<typeof userMessageLevelSchema>;

/** A user message as the forms calls return it; `controlName` targets a control (spec §4). */
export const formUserMessageSchema = /* @__PURE__ */ z.object({
  id: idSchema.optional(),
  message: z.string().max(10000),
  level: userMessageLevelSchema,
  isHtml: z.boolean().default(false),
  controlName: nameSchema.optional(),
});
export type FormUserMessage = z.infer<typeof formUserMessageSchema>;
export type FormUserMessageInput = z.input<typeof formUserMessageSchema>;
