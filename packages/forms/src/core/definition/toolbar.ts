import * as z from 'zod';
import {
  classNameSchema,
  jsonLogicRuleSchema,
  nameSchema,
  textSchema,
  type JsonLogicRule,
} from './primitives';

/** Spec §3 toolbar button visibility values. */
export const toolbarVisibilitySchema = /* @__PURE__ */ z.enum([
  'hidden',
  'collapsed',
  'iconOnly',
  'alwaysVisible',
  'iconAlwaysVisible',
]);
export type ToolbarVisibility = z.infer<typeof toolbarVisibilitySchema>;

/**
 * The save action a button sends (spec §4): CLOSE, SAVE, anything ending in ANDCLOSE, or a
 * workflow action such as REJECTTASK. Upper-case letters and digits only.
 */
export const formActionSchema = /* @__PURE__ */ z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Z][A-Z0-9_]*$/);
export type FormAction = z.infer<typeof formActionSchema>;

/**
 * A toolbar button as data (spec §3 Toolbar button). The click handler of the spec is the
 * `action` here; the row condition is a JSON Logic rule over the row.
 */
export interface FormToolbarButton {
  baseName: string;
  title?: string | undefined;
  tooltip?: string | undefined;
  iconKey?: string | undefined;
  iconPosition?: 'left' | 'right' | undefined;
  active?: boolean | undefined;
  disabled?: boolean | undefined;
  hidden?: boolean | undefined;
  action?: FormAction | undefined;
  rowCondition?: JsonLogicRule | undefined;
  buttonClassName?: string | undefined;
  menuClassName?: string | undefined;
  style?: Record<string, string | number> | undefined;
  visibility?: ToolbarVisibility | undefined;
  mobileVisibility?: ToolbarVisibility | undefined;
  items?: FormToolbarButton[] | undefined;
  parent?: string | undefined;
}

export const formToolbarButtonSchema: z.ZodType<FormToolbarButton> = /* @__PURE__ */ z.object({
  baseName: nameSchema,
  title: textSchema.optional(),
  tooltip: textSchema.optional(),
  iconKey: z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]*$/)
    .optional(),
  iconPosition: z.enum(['left', 'right']).optional(),
  active: z.boolean().optional(),
  disabled: z.boolean().optional(),
  hidden: z.boolean().optional(),
  action: formActionSchema.optional(),
  rowCondition: jsonLogicRuleSchema.optional(),
  buttonClassName: classNameSchema.optional(),
  menuClassName: classNameSchema.optional(),
  style: z.record(z.string().max(64), z.union([z.string().max(200), z.number()])).optional(),
  visibility: toolbarVisibilitySchema.optional(),
  mobileVisibility: toolbarVisibilitySchema.optional(),
  get items() {
    return z.array(formToolbarButtonSchema).max(100).optional();
  },
  parent: nameSchema.optional(),
});
