/**
 * Runs the engine: the selected calculation (with its effective enumerations) plus the product
 * list → `{ ok, result | errors }`, the engine's errors in the UI's language, and the series behind
 * the charts. Framework-free: the configurator (in the browser) and the PDF report (on the
 * server) compute with these same functions, so the report matches the screen.
 */
import {
  calculate,
  type ThermalError,
  type ThermalInput,
  type ThermalOutput,
  type ProductInput,
  type SubconstructionTypeInput,
  type ThermalResult,
} from '@insulcalc/thermal';
import type { Ui } from '../components/uiCore';
import { isFieldApplicable } from '../domain/applicability';
import { toThermalInput } from '../domain/thermalInput';
import type { Calculation } from '../domain/types';
import { fieldLabelKey } from './fields';

export interface EngineData {
  products: readonly ProductInput[];
  subconstructionTypes?: readonly SubconstructionTypeInput[];
}

/**
 * The calculation as the engine reads it: the domain's toThermalInput (stored 0s as their
 * effective values) of the calculation without the layers that have no product yet (a layer
 * without a product is not part of the construction: bare object).
 */
export function engineInput(calculation: Calculation, data: EngineData): ThermalInput {
  const construction: Calculation = {
    ...calculation,
    insulationInfo: calculation.insulationInfo.filter((l) => l.insulationProductId !== null),
  };
  return {
    ...toThermalInput(construction, data.products),
    subconstructionTypes: [...(data.subconstructionTypes ?? [])],
  };
}

function safeCalculate(input: ThermalInput): ThermalOutput {
  try {
    return calculate(input);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      errors: [
        { key: 'Thermal_Error_Internal', path: '', message: detail, values: { detail } } as ThermalError,
      ],
    };
  }
}

export function computeCalculation(calculation: Calculation, data: EngineData): ThermalOutput {
  return safeCalculate(engineInput(calculation, data));
}

/** The engine's error path (calculation.mediumDetails.x) as the configurator's field path. */
export function errorFieldPath(error: ThermalError): string {
  return error.path.replace(/^calculation\./, '').replace(/\[(\d+)\]/g, '.$1');
}

/**
 * An engine error in the UI's language. The engine's `{field}` value is a path: it is replaced by
 * the field's translated label; a missing required value next to its field reads like any other
 * required field (validation_required).
 */
export function translateError(ui: Ui, error: ThermalError, besideField = false): string {
  const path = errorFieldPath(error);
  if (besideField && error.key === 'Thermal_Error_Required') return ui.t('validation_required');
  const labelKey = path ? fieldLabelKey(path) : null;
  const values: Record<string, string | number | boolean | null> = {
    ...(error.values as Record<string, string | number | boolean | null>),
  };
  if ('field' in values) values.field = labelKey ? ui.t(labelKey) : path;
  const imperial = ui.units.system === 'imperial';
  if (imperial) convertErrorValues(ui, error, values);
  const text = ui.t(error.key, values);
  if (text.startsWith('[?:')) return error.message;
  // The messages name the engine's SI units after their figures: in imperial those follow too.
  return imperial
    ? text
        .replace(/(\d|\}) °C/g, `$1 ${ui.units.unit('°C')}`)
        .replace(/(\d) mm\b/g, `$1 ${ui.units.unit('mm')}`)
    : text;
}

/** The quantities among an engine error's values (SI unit by value name), by error key. */
const ERROR_QUANTITIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Thermal_Error_TemperatureRange: { value: '°C', min: '°C', max: '°C' },
  Thermal_Error_WallTooThick: { wallThickness: 'mm', dimension: 'mm' },
  Thermal_Error_ProductTemperatureRange: { temperature: '°C', min: '°C', max: '°C' },
  Thermal_Error_ConductivityNotPositive: { temperature: '°C' },
  Thermal_Error_FreezingAmbientAboveFreezingPoint: { ambient: '°C', freezingPoint: '°C' },
  Thermal_Error_MediumAtOrBelowFreezingPoint: { medium: '°C', freezingPoint: '°C' },
  Thermal_Error_EndTemperatureOutOfRange: { endTemperature: '°C', ambient: '°C', medium: '°C' },
  Thermal_Error_TargetNotReachable: { thickness: 'mm' },
};

/** An engine error's SI figures in the reader's (imperial) units, in place. */
function convertErrorValues(
  ui: Ui,
  error: ThermalError,
  values: Record<string, string | number | boolean | null>,
) {
  const quantities: Record<string, string> = { ...ERROR_QUANTITIES[error.key] };
  if (error.key === 'Thermal_Error_TargetNotReachable' && typeof values.unit === 'string') {
    // A pipe's U value is per metre of pipe (W/(m·K)), not a conductivity.
    const si = values.unit === 'W/(m·K)' ? 'W/(m·K)@linear' : values.unit;
    quantities.target = si;
    quantities.best = si;
    values.unit = ui.units.unit(si);
  }
  for (const [name, si] of Object.entries(quantities)) {
    const v = values[name];
    if (typeof v === 'number' && Number.isFinite(v))
      values[name] = ui.measure(v, si, si === 'mm' ? 0 : 1).value;
  }
}

export interface CalculationErrors {
  /** Field path → the first error shown beside that field. */
  fieldErrors: Record<string, string>;
  /** Errors that name no shown field (shown above the results). */
  generalErrors: string[];
  /**
   * What the economic thickness misses (asked for with a service life), in words; the other
   * results stand. Empty when it is not asked for or computes.
   */
  economicNotes: string[];
}

/**
 * The economic thickness's missing inputs as sentences: the fields to fill in (by their labels)
 * in one, and each other reason (a product without prices) as the engine words it.
 */
function economicNotes(ui: Ui, errors: readonly ThermalError[]): string[] {
  const fields = errors
    .filter((e) => e.key === 'Thermal_Error_Required')
    .map((e) => {
      const key = fieldLabelKey(errorFieldPath(e));
      return key ? ui.t(key) : errorFieldPath(e);
    });
  const notes =
    fields.length > 0
      ? [
          ui.t('Insulation_Economic_Needs', {
            count: fields.length,
            fields: new Intl.ListFormat(ui.intlLocale, { type: 'conjunction' }).format(fields),
          }),
        ]
      : [];
  return [
    ...notes,
    ...errors.filter((e) => e.key !== 'Thermal_Error_Required').map((e) => translateError(ui, e)),
  ];
}

/**
 * The engine's errors of a calculation, translated: those naming a field that applies and has a
 * label go beside it (first one per field), the others are general.
 */
export function calculationErrors(
  ui: Ui,
  calculation: Calculation | undefined,
  output: ThermalOutput | null,
): CalculationErrors {
  const fieldErrors: Record<string, string> = {};
  const generalErrors: string[] = [];
  const missing = output?.ok ? (output.result.economicMissing ?? []) : [];
  for (const error of missing) {
    const path = errorFieldPath(error);
    // Beside the field it names too (the interest rate), in the words of any required field.
    if (error.key === 'Thermal_Error_Required' && calculation && isFieldApplicable(calculation, path))
      fieldErrors[path] ??= translateError(ui, error, true);
  }
  if (output && !output.ok && calculation) {
    for (const error of output.errors) {
      const path = errorFieldPath(error);
      const beside = !!path && isFieldApplicable(calculation, path) && fieldLabelKey(path) !== null;
      const message = translateError(ui, error, beside);
      if (beside && !fieldErrors[path]) fieldErrors[path] = message;
      else if (!beside) generalErrors.push(message);
    }
  }
  return { fieldErrors, generalErrors, economicNotes: economicNotes(ui, missing) };
}

export interface ThicknessPoint {
  thickness: number;
  /** The headline figure: W/m for pipes and ducts, else W. */
  heatFlow: number;
  /** °C of the outer surface at this thickness. */
  surfaceTemperature: number;
}

/**
 * Heat loss and surface temperature against the primary layer's thickness: the product's available thicknesses (or a
 * 10–200 mm sweep), each computed in CheckThickness mode. Points the engine refuses are skipped.
 */
export function heatLossByThickness(calculation: Calculation, data: EngineData): ThicknessPoint[] {
  const base = engineInput(calculation, data);
  const layers = Array.isArray(base.calculation.insulationInfo) ? base.calculation.insulationInfo : [];
  const primary = layers[0];
  if (!primary) return [];
  const product = data.products.find((p) => p.id === primary.insulationProductId);
  const thicknesses =
    product?.thicknesses && product.thicknesses.length > 1
      ? product.thicknesses
      : [10, 20, 30, 40, 50, 60, 80, 100, 120, 150, 200];
  const points: ThicknessPoint[] = [];
  for (const thickness of thicknesses) {
    const variant: ThermalInput = {
      ...base,
      calculation: {
        ...base.calculation,
        equipmentDetails: { ...base.calculation.equipmentDetails, allDiameter: false },
        calculationTypes: {
          ...base.calculation.calculationTypes,
          insulationThicknessType: 2,
          calculationType: 2,
        },
        insulationInfo: layers.map((l, i) => (i === 0 ? { ...l, insulationThickness: thickness } : l)),
      },
    };
    const out = safeCalculate(variant);
    if (out.ok)
      points.push({
        thickness,
        heatFlow: headlineHeatFlow(out.result),
        surfaceTemperature: out.result.surfaceTemperature,
      });
  }
  return points;
}

/** The figure the UI leads with: W/m for pipes and ducts, else W for the whole object. */
export function headlineHeatFlow(result: Omit<ThermalResult, 'table'>): number {
  return result.heatFlowPerMetre ?? result.heatFlowTotal;
}
