import * as z from 'zod';
import { sectionElementSchema } from './element';
import { classNameSchema, nameSchema, textSchema } from './primitives';

/** Spec §3 Form section; a field in a hidden or read-only section is hidden or read-only too. */
export const formSectionSchema = /* @__PURE__ */ z.object({
  name: nameSchema,
  displayName: textSchema.optional(),
  tooltip: textSchema.optional(),
  collapsable: z.boolean().default(false),
  collapsed: z.boolean().default(false),
  hidden: z.boolean().default(false),
  readonly: z.boolean().default(false),
  sectionClassName: classNameSchema.optional(),
  elements: z.array(sectionElementSchema).max(1000).default([]),
});
export type FormSection = z.infer<typeof formSectionSchema>;
export type FormSectionInput = z.input<typeof formSectionSchema>;
