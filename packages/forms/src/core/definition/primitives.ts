import * as z from 'zod';

/**
 * Names become object keys on both sides (values maps, reload data, multipart fields), so the
 * names that reach Object.prototype are refused outright rather than escaped later.
 */
export const FORBIDDEN_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** A control, section or button name: letters, digits, `_`, `-`, `.`; at most 128 characters. */
export const nameSchema = /* @__PURE__ */ z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z_][A-Za-z0-9_.-]*$/)
  .refine((name) => !FORBIDDEN_NAMES.includes(name), { message: 'Reserved name.' });

/** Ids travel as strings (numeric ids of domain tables as well as UUIDs of configured entities). */
export const idSchema = /* @__PURE__ */ z.string().min(1).max(100);

/** Display text of a definition (titles, labels, tooltips). */
export const textSchema = /* @__PURE__ */ z.string().max(2000);

/** CSS class names: one or more classes, no markup. */
export const classNameSchema = /* @__PURE__ */ z
  .string()
  .max(500)
  .regex(/^[A-Za-z0-9_\- ]*$/);

/** Any JSON value: a control's value, a parameter, a JSON Logic rule. */
export const jsonValueSchema = /* @__PURE__ */ z.json();
export type JsonValue = z.infer<typeof jsonValueSchema>;

/** Free-form parameters of a form (spec §2 `parameters`, `__jc`'s Parameters). */
export const parametersSchema = /* @__PURE__ */ z.record(z.string(), jsonValueSchema);
export type FormParameters = z.infer<typeof parametersSchema>;

/**
 * A JSON Logic rule (json-logic-js ≥ 2.0.5). Stored as data and evaluated by the same code in the
 * browser and on the server; `var` paths are checked by the evaluator (no `__proto__`).
 */
export const jsonLogicRuleSchema = jsonValueSchema;
export type JsonLogicRule = JsonValue;
