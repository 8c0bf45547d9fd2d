/**
 * Typed errors of the engine. Every error carries a translation key (texts for all six
 * languages live in the package's translations/thermal.json), the dotted path of the input
 * field it concerns, the English message with its values filled in, and the values themselves.
 */

import { IntlMessageFormat } from 'intl-messageformat';

export const ThermalErrorKey = {
  InvalidInput: 'Thermal_Error_InvalidInput',
  Required: 'Thermal_Error_Required',
  NotANumber: 'Thermal_Error_NotANumber',
  NotPositive: 'Thermal_Error_NotPositive',
  Negative: 'Thermal_Error_Negative',
  FractionRange: 'Thermal_Error_FractionRange',
  PercentRange: 'Thermal_Error_PercentRange',
  TemperatureRange: 'Thermal_Error_TemperatureRange',
  InvalidEnum: 'Thermal_Error_InvalidEnum',
  WallTooThick: 'Thermal_Error_WallTooThick',
  InvalidLayers: 'Thermal_Error_InvalidLayers',
  UnknownProduct: 'Thermal_Error_UnknownProduct',
  InvalidConductivity: 'Thermal_Error_InvalidConductivity',
  NoThicknesses: 'Thermal_Error_NoThicknesses',
  NoPrices: 'Thermal_Error_NoPrices',
  PricesPerMetre: 'Thermal_Error_PricesPerMetre',
  ProductTemperatureRange: 'Thermal_Error_ProductTemperatureRange',
  ConductivityNotPositive: 'Thermal_Error_ConductivityNotPositive',
  UnknownSubconstruction: 'Thermal_Error_UnknownSubconstruction',
  NotApplicable: 'Thermal_Error_NotApplicable',
  FreezingAmbientAboveFreezingPoint: 'Thermal_Error_FreezingAmbientAboveFreezingPoint',
  MediumAtOrBelowFreezingPoint: 'Thermal_Error_MediumAtOrBelowFreezingPoint',
  EndTemperatureOutOfRange: 'Thermal_Error_EndTemperatureOutOfRange',
  ClassNotApplicable: 'Thermal_Error_ClassNotApplicable',
  TargetNotReachable: 'Thermal_Error_TargetNotReachable',
  SizeRange: 'Thermal_Error_SizeRange',
  NotConverged: 'Thermal_Error_NotConverged',
  Internal: 'Thermal_Error_Internal',
} as const;
export type ThermalErrorKey = (typeof ThermalErrorKey)[keyof typeof ThermalErrorKey];

/** English texts (ICU message syntax, plain {name} arguments). */
export const ERROR_MESSAGES_EN: Readonly<Record<ThermalErrorKey, string>> = {
  Thermal_Error_InvalidInput: 'The input must be an object with a calculation and a list of products.',
  Thermal_Error_Required: 'The field {field} is required.',
  Thermal_Error_NotANumber: 'The field {field} must be a finite number, got {value}.',
  Thermal_Error_NotPositive: 'The field {field} must be greater than zero, got {value}.',
  Thermal_Error_Negative: 'The field {field} must not be negative, got {value}.',
  Thermal_Error_FractionRange: 'The field {field} must be a fraction between 0 and 1, got {value}.',
  Thermal_Error_PercentRange: 'The field {field} must be a percentage between 0 and 100, got {value}.',
  Thermal_Error_TemperatureRange:
    'The temperature {field} must lie between {min} °C and {max} °C, got {value}.',
  Thermal_Error_InvalidEnum: 'The field {field} has an unknown value {value}.',
  Thermal_Error_WallTooThick:
    'The wall thickness {wallThickness} mm must be less than half of {dimension} mm.',
  Thermal_Error_InvalidLayers: 'The insulation layers are inconsistent: {reason}.',
  Thermal_Error_UnknownProduct: 'The insulation product {productId} is not in the product list.',
  Thermal_Error_InvalidConductivity:
    'The product {product} needs at least one conductivity point with a positive value.',
  Thermal_Error_NoThicknesses: 'The product {product} has no available thicknesses to choose from.',
  Thermal_Error_NoPrices:
    'The product {product} has no prices per thickness; the economic thickness needs them.',
  Thermal_Error_PricesPerMetre:
    'The product {product} is priced per metre of pipe; the economic thickness of this object needs prices per m².',
  Thermal_Error_ProductTemperatureRange:
    'The temperature {temperature} °C at the product {product} is outside its range {min} °C to {max} °C.',
  Thermal_Error_ConductivityNotPositive:
    'The conductivity of {product} at {temperature} °C is not positive; its curve does not cover this temperature.',
  Thermal_Error_UnknownSubconstruction: 'The subconstruction type {thermalBridgeId} is not known.',
  Thermal_Error_NotApplicable:
    'The calculation type {calculationType} does not apply to the equipment {equipment}.',
  Thermal_Error_FreezingAmbientAboveFreezingPoint:
    'Freezing needs an ambient temperature below the freezing point: ambient {ambient} °C, freezing point {freezingPoint} °C.',
  Thermal_Error_MediumAtOrBelowFreezingPoint:
    'The medium temperature {medium} °C must be above the freezing point {freezingPoint} °C.',
  Thermal_Error_EndTemperatureOutOfRange:
    'The end temperature {endTemperature} °C must lie between the ambient {ambient} °C and the medium {medium} °C.',
  Thermal_Error_ClassNotApplicable: 'The standard {standard} has no insulation classes for this equipment.',
  Thermal_Error_TargetNotReachable:
    'No available thickness reaches the target {target} {unit}; the best reachable value is {best} {unit} at {thickness} mm.',
  Thermal_Error_SizeRange: 'The size range {from} to {to} contains no size of the material table.',
  Thermal_Error_NotConverged: 'The calculation did not converge after {iterations} iterations.',
  Thermal_Error_Internal: 'The calculation failed unexpectedly: {detail}.',
};

export type ErrorValue = string | number | boolean | null;

export interface ThermalError {
  /** Translation key, e.g. Thermal_Error_Required. */
  key: ThermalErrorKey;
  /** Dotted path of the input field, e.g. calculation.mediumDetails.mediumTemperature ('' for the whole input). */
  path: string;
  /** English text with the values filled in. */
  message: string;
  /** The values of the message's arguments (for translating the key on the client). */
  values: Record<string, ErrorValue>;
}

function show(v: ErrorValue): string {
  if (typeof v === 'number') return Number.isFinite(v) ? String(Math.round(v * 1e6) / 1e6) : String(v);
  return String(v);
}

/**
 * Formats an ICU message in English with the platform's one ICU formatter (intl-messageformat, as
 * `formatMessageText` of @insulcalc/i18n does). Numbers are shown rounded to 6 decimals without
 * grouping, as the CLI and the engine's tests read them; an argument without a value stays `{name}`.
 */
export function formatMessage(template: string, values: Record<string, ErrorValue>): string {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) shown[name] = show(value ?? null);
  const missing = template.match(/\{(\w+)\}/g)?.filter((m) => !(m.slice(1, -1) in shown)) ?? [];
  for (const m of missing) shown[m.slice(1, -1)] = m;
  const formatted = new IntlMessageFormat(template, 'en', undefined, { ignoreTag: true }).format(shown);
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}

export function thermalError(
  key: ThermalErrorKey,
  path: string,
  values: Record<string, ErrorValue> = {},
): ThermalError {
  // never a NaN or Infinity in the output, not even in an error's values
  const clean: Record<string, ErrorValue> = {};
  for (const k of Object.keys(values)) {
    const v = values[k] ?? null;
    clean[k] = typeof v === 'number' && !Number.isFinite(v) ? String(v) : v;
  }
  return { key, path, message: formatMessage(ERROR_MESSAGES_EN[key], clean), values: clean };
}

/** Thrown inside the engine to abort one calculation; `calculate` turns it into `{ ok: false }`. */
export class ThermalFailure extends Error {
  readonly errors: ThermalError[];
  constructor(errors: ThermalError[]) {
    super(errors.map((e) => e.message).join('; '));
    this.name = 'ThermalFailure';
    this.errors = errors;
  }
}

export function fail(key: ThermalErrorKey, path: string, values: Record<string, ErrorValue> = {}): never {
  throw new ThermalFailure([thermalError(key, path, values)]);
}
