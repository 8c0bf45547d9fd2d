import * as z from 'zod';
import {
  classNameSchema,
  idSchema,
  jsonLogicRuleSchema,
  jsonValueSchema,
  nameSchema,
  textSchema,
} from './primitives';

/** Form grid and layout constants (spec §9). */
export const FORM_GRID_COLUMNS = 12;
export const DEFAULT_COLUMN_SPAN = 12;
export const DEFAULT_CONTROL_TAB_INDEX = 32767;

/** Spec §3 Form field labelPosition; default left. */
export const labelPositionSchema = /* @__PURE__ */ z.enum(['left', 'top', 'inline']);
export type LabelPosition = z.infer<typeof labelPositionSchema>;

/**
 * Rules of one element, each a JSON Logic expression over the form's values (`{"var": "Name"}`).
 * `visible`, `required`, `readonly` yield booleans; `value` computes the element's value.
 */
export const elementRulesSchema = /* @__PURE__ */ z.object({
  visible: jsonLogicRuleSchema.optional(),
  required: jsonLogicRuleSchema.optional(),
  readonly: jsonLogicRuleSchema.optional(),
  value: jsonLogicRuleSchema.optional(),
});
export type ElementRules = z.infer<typeof elementRulesSchema>;

/** The name of a registered control type: the spec's thirty plus any type another team registers. */
export const controlTypeNameSchema = /* @__PURE__ */ z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/);

/** A control's settings; each control type validates its own with its settings schema. */
export const controlSettingsSchema = /* @__PURE__ */ z.record(z.string().max(64), jsonValueSchema);
export type ControlSettings = z.infer<typeof controlSettingsSchema>;

/**
 * One control of a form (spec §3 Form field). Its place on the grid is in the section's layout
 * (see `sectionElementSchema`), so one control is never positioned twice.
 */
export const formElementSchema = /* @__PURE__ */ z.object({
  id: idSchema.optional(),
  name: nameSchema,
  controlType: controlTypeNameSchema,
  displayName: textSchema.optional(),
  labelPosition: labelPositionSchema.default('left'),
  tooltip: textSchema.optional(),
  required: z.boolean().default(false),
  hidden: z.boolean().default(false),
  readonly: z.boolean().default(false),
  enableBorderlessReadonly: z.boolean().default(false),
  value: jsonValueSchema.default(null),
  cssClass: classNameSchema.optional(),
  settings: controlSettingsSchema.default({}),
  rules: elementRulesSchema.optional(),
  validationError: textSchema.optional(),
  validationWarning: textSchema.optional(),
  validationInfo: textSchema.optional(),
});
export type FormElement = z.infer<typeof formElementSchema>;
export type FormElementInput = z.input<typeof formElementSchema>;

/**
 * What the server sends back for one control after a save (`elements`) or a reload (`data`): any
 * subset of the control's state; absent fields stay as they are.
 */
export const formElementDataSchema = /* @__PURE__ */ z.object({
  value: jsonValueSchema.optional(),
  displayName: textSchema.optional(),
  tooltip: textSchema.optional(),
  required: z.boolean().optional(),
  hidden: z.boolean().optional(),
  readonly: z.boolean().optional(),
  settings: controlSettingsSchema.optional(),
  validationError: textSchema.nullable().optional(),
  validationWarning: textSchema.nullable().optional(),
  validationInfo: textSchema.nullable().optional(),
});
export type FormElementData = z.infer<typeof formElementDataSchema>;

/** A map of control name to its new data; keys are control names. */
export const formElementDataMapSchema = /* @__PURE__ */ z.record(nameSchema, formElementDataSchema);
export type FormElementDataMap = z.infer<typeof formElementDataMapSchema>;

/** An element's place in a section (spec §3 Form section, Element). */
export const sectionElementSchema = /* @__PURE__ */ z.object({
  name: nameSchema,
  colSpan: z.number().int().min(1).max(FORM_GRID_COLUMNS).default(DEFAULT_COLUMN_SPAN),
  rowSpan: z.number().int().min(1).max(100).default(1),
  sortOrder: z.number().int().default(0),
  tabIndex: z.number().int().min(-1).max(DEFAULT_CONTROL_TAB_INDEX).default(DEFAULT_CONTROL_TAB_INDEX),
  newRow: z.boolean().default(false),
  colGap: z
    .number()
    .int()
    .min(0)
    .max(FORM_GRID_COLUMNS - 1)
    .default(0),
  elementClassName: classNameSchema.optional(),
});
export type SectionElement = z.infer<typeof sectionElementSchema>;
export type SectionElementInput = z.input<typeof sectionElementSchema>;
