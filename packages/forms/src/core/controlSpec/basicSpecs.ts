// The specs of the basic data-entry controls (text, number, choices, dates, checkbox) on their
// own, so the lean entry's registry keeps their value checks without loading every control's
// settings schema, value schema, texts and consistency checks (the full set in builtinSpecs.ts,
// which the server and the full registry read, is built from these same entries).
import * as z from 'zod';
import { booleanSettingsSchema } from '../../controls/Boolean/settings';
import { dateSettingsSchema } from '../../controls/Date/settings';
import { dropdownSettingsSchema } from '../../controls/Dropdown/settings';
import { numericSettingsSchema, numericValidator } from '../../controls/Numeric/settings';
import { radioGroupSettingsSchema } from '../../controls/RadioGroup/settings';
import { textBoxSettingsSchema } from '../../controls/TextBox/settings';
import { DEFAULT_VALIDATORS } from '../model/validators';
import { createControlSpecRegistry, type ControlSpec, type ControlSpecRegistry } from './controlSpec';

export const optionValueSchema = /* @__PURE__ */ z.union([
  z.string().max(200),
  z.number().finite(),
  z.boolean(),
]);
/** Calendar date, ISO timestamp (what a date attribute stores), or the legacy `/Date(ms)/` (spec §5). */
export const dateTextSchema = /* @__PURE__ */ z
  .string()
  .max(40)
  .regex(
    /^(\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?|\/Date\(-?\d+\)\/)$/,
  );
export const timeTextSchema = /* @__PURE__ */ z
  .string()
  .max(40)
  .regex(/^\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$|^\d{4}-\d{2}-\d{2}T/);

/** Value shapes of the basic types (see valueSchemas.ts for what a value schema means). */
export const BASIC_VALUE_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  TextBox: /* @__PURE__ */ z.union([z.string(), z.number().finite(), z.boolean()]),
  Numeric: /* @__PURE__ */ z.union([z.number().finite(), z.string().regex(/^-?\d+(\.\d+)?$/)]),
  Boolean: /* @__PURE__ */ z.union([z.boolean(), z.string().regex(/^(true|false)$/i)]),
  Dropdown: optionValueSchema,
  RadioGroup: optionValueSchema,
  Date: dateTextSchema,
  DateTime: dateTextSchema,
  Time: timeTextSchema,
};

const basic = (entry: ControlSpec): ControlSpec => {
  const valueSchema = BASIC_VALUE_SCHEMAS[entry.type];
  return valueSchema ? { valueSchema, ...entry } : entry;
};

/**
 * The basic types' specs: settings and value schemas, validators and default values, without the
 * designer's setting descriptions or CheckConsistency's checks (those are in the full set).
 */
export const BASIC_CONTROL_SPECS: readonly ControlSpec[] = [
  /* @__PURE__ */ basic({
    type: 'TextBox',
    settingsSchema: textBoxSettingsSchema,
    validator: DEFAULT_VALIDATORS.TextBox,
    defaultValue: '',
  }),
  /* @__PURE__ */ basic({
    type: 'Numeric',
    settingsSchema: numericSettingsSchema,
    validator: numericValidator,
    defaultValue: null,
  }),
  /* @__PURE__ */ basic({ type: 'Boolean', settingsSchema: booleanSettingsSchema, defaultValue: false }),
  /* @__PURE__ */ basic({ type: 'Dropdown', settingsSchema: dropdownSettingsSchema, defaultValue: null }),
  /* @__PURE__ */ basic({ type: 'RadioGroup', settingsSchema: radioGroupSettingsSchema, defaultValue: null }),
  /* @__PURE__ */ basic({ type: 'Date', settingsSchema: dateSettingsSchema, defaultValue: null }),
  /* @__PURE__ */ basic({ type: 'DateTime', settingsSchema: dateSettingsSchema, defaultValue: null }),
  /* @__PURE__ */ basic({ type: 'Time', settingsSchema: dateSettingsSchema, defaultValue: null }),
];

/** A registry of the basic specs only (a new one per call, like the basic control registry). */
export function createBasicControlSpecRegistry(): ControlSpecRegistry {
  return createControlSpecRegistry(BASIC_CONTROL_SPECS);
}
