import { CalculationType, Equipment, InsulationPosition, ThicknessType } from './enums';
import { effectiveEnums } from './defaults';
import { isFieldApplicable } from './applicability';
import { getByPath } from './paths';
import type { Calculation } from './types';

/**
 * A validation failure for the UI: `key` is a translation key (ICU, with `values`), `path` the
 * field's dotted path — the same path the engine uses in its errors, so one message slot per field.
 */
export interface CalculationValidationError {
  key: string;
  path: string;
  message: string;
  values?: Record<string, number | string>;
}

/** A product's usable temperature range, when known (for the product-range check). */
export interface ValidationProduct {
  id: number;
  minTemperature?: number | null;
  maxTemperature?: number | null;
}

export interface ValidateOptions {
  products?: readonly ValidationProduct[];
}

const ABSOLUTE_ZERO = -273.15;

type Check =
  'positive' | 'nonNegative' | 'fraction' | 'emissivity' | 'temperature' | 'percent' | 'hours' | 'any';

/** Field → its numeric check, for every numeric field that is required when it applies. */
const NUMERIC: Record<string, Check> = {
  'equipmentDetails.nominalSize': 'positive',
  'equipmentDetails.length': 'positive',
  'equipmentDetails.wallThickness': 'positive',
  'equipmentDetails.diameter': 'positive',
  'equipmentDetails.height': 'positive',
  'equipmentDetails.width': 'positive',
  'equipmentDetails.fromNominalSize': 'positive',
  'equipmentDetails.toNominalSize': 'positive',
  'equipmentDetails.materialDensity': 'positive',
  'equipmentDetails.materialHeatCapacity': 'positive',
  'equipmentDetails.heatDissipation': 'positive',
  'equipmentDetails.materialEmissivity': 'emissivity',
  'mediumDetails.mediumTemperature': 'temperature',
  'mediumDetails.inletTemperature': 'temperature',
  'mediumDetails.mediumDensity': 'positive',
  'mediumDetails.mediumHeatCapacity': 'positive',
  'mediumDetails.mediumVelocity': 'positive',
  'mediumDetails.mediumFreezingPoint': 'temperature',
  'mediumDetails.mediumFrozenPercentage': 'percent',
  'mediumDetails.frozenMediumDensity': 'positive',
  'mediumDetails.latentHeatofIceFormation': 'positive',
  'mediumDetails.fillLevel': 'fraction',
  'mediumDetails.relativeHumidity': 'fraction',
  'mediumDetails.surfaceTemperature': 'temperature',
  'mediumDetails.freezingTime': 'positive',
  'mediumDetails.endTemperature': 'temperature',
  'mediumDetails.coolingTime': 'positive',
  'ambientConditions.ambientTemperature': 'temperature',
  'ambientConditions.ambientWind': 'nonNegative',
  'operatingConditions.operatingHours': 'hours',
  'operatingConditions.price': 'nonNegative',
  'operatingConditions.co2EmissionFactor': 'nonNegative',
  'surface.surfaceEmissivity': 'emissivity',
  'subconstruction.thermalConductivity': 'positive',
  'subconstruction.bridgeQuantity': 'positive',
};

/** English fallbacks of the keys (the UI shows the translation of `key`). */
export const VALIDATION_MESSAGES: Record<string, string> = {
  validation_required: 'This field is required.',
  Insulation_Validation_MustBePositive: 'Enter a value greater than 0.',
  Insulation_Validation_MustBeNonNegative: 'Enter a value of 0 or more.',
  Insulation_Validation_Range: 'Enter a value from {min} to {max}.',
  Insulation_Validation_BelowAbsoluteZero: 'The temperature cannot be below −273.15 °C.',
  Insulation_Validation_WallThicknessTooLarge: 'The wall thickness must be less than half of the diameter.',
  Insulation_Validation_FromAfterTo: 'The first size must not be larger than the last size.',
  Insulation_Validation_PrimaryLayerRequired: 'Add an insulation layer in primary position.',
  Insulation_Validation_ProductRequired: 'Choose an insulation product.',
  Insulation_Validation_ProductTemperatureRange: 'The product is usable from {min} °C to {max} °C.',
  Insulation_Validation_AmbientNotBelowFreezing:
    'Freezing needs an ambient temperature below the freezing point.',
  Insulation_Validation_MediumNotAboveFreezing: 'The medium temperature must be above the freezing point.',
  Insulation_Validation_EndTemperatureOutOfRange:
    'The end temperature must lie between the ambient and the medium temperature.',
  Insulation_Validation_HeatFlowOrClassRequired: 'Enter a maximum heat flow or choose an insulation class.',
  Insulation_Validation_CalculationTypeNotForEquipment:
    'This calculation type is not available for the chosen equipment.',
};

function err(
  key: string,
  path: string,
  values?: Record<string, number | string>,
): CalculationValidationError {
  let message = VALIDATION_MESSAGES[key] ?? key;
  if (values) for (const [k, v] of Object.entries(values)) message = message.replace(`{${k}}`, String(v));
  return values ? { key, path, message, values } : { key, path, message };
}

function checkNumber(path: string, value: unknown, check: Check): CalculationValidationError | null {
  if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value)))
    return err('validation_required', path);
  if (typeof value !== 'number' || !Number.isFinite(value)) return err('validation_required', path);
  switch (check) {
    case 'positive':
      return value > 0 ? null : err('Insulation_Validation_MustBePositive', path);
    case 'nonNegative':
      return value >= 0 ? null : err('Insulation_Validation_MustBeNonNegative', path);
    case 'fraction':
      return value > 0 && value <= 1 ? null : err('Insulation_Validation_Range', path, { min: 0, max: 1 });
    case 'emissivity':
      return value > 0 && value <= 1 ? null : err('Insulation_Validation_Range', path, { min: 0.01, max: 1 });
    case 'percent':
      return value > 0 && value <= 100
        ? null
        : err('Insulation_Validation_Range', path, { min: 0, max: 100 });
    case 'hours':
      return value >= 0 && value <= 8784
        ? null
        : err('Insulation_Validation_Range', path, { min: 0, max: 8784 });
    case 'temperature':
      return value >= ABSOLUTE_ZERO ? null : err('Insulation_Validation_BelowAbsoluteZero', path);
    default:
      return null;
  }
}

/**
 * Validates the fields of a calculation that apply to it (hidden fields are not validated, spec §5).
 * Returns an empty list when the calculation can be computed.
 */
export function validateCalculation(
  calculation: Calculation,
  options: ValidateOptions = {},
): CalculationValidationError[] {
  const errors: CalculationValidationError[] = [];
  const applies = (path: string) => isFieldApplicable(calculation, path);
  const e = effectiveEnums(calculation);
  const failed = new Set<string>();
  const push = (x: CalculationValidationError | null) => {
    if (x && !failed.has(x.path)) {
      failed.add(x.path);
      errors.push(x);
    }
  };

  if (calculation.name.trim() === '') push(err('validation_required', 'name'));

  for (const [path, check] of Object.entries(NUMERIC)) {
    if (applies(path)) push(checkNumber(path, getByPath(calculation, path), check));
  }

  const d = calculation.equipmentDetails;
  const m = calculation.mediumDetails;
  const ambient = calculation.ambientConditions.ambientTemperature;

  if (
    e.equipment === Equipment.Pipe &&
    d.diameter !== null &&
    d.wallThickness !== null &&
    d.diameter > 0 &&
    d.wallThickness * 2 >= d.diameter
  ) {
    push(err('Insulation_Validation_WallThicknessTooLarge', 'equipmentDetails.wallThickness'));
  }
  if (
    applies('equipmentDetails.toNominalSize') &&
    d.fromNominalSize !== null &&
    d.toNominalSize !== null &&
    d.fromNominalSize > d.toNominalSize
  ) {
    push(err('Insulation_Validation_FromAfterTo', 'equipmentDetails.toNominalSize'));
  }

  const ct = calculation.calculationTypes.calculationType;
  if (ct !== 0) {
    const supported = (
      {
        [Equipment.Pipe]: [1, 2, 3, 4, 5, 6],
        [Equipment.Wall]: [1, 2, 6],
        [Equipment.Vessel]: [1, 2, 3, 5, 6],
        [Equipment.Duct]: [1, 2, 4, 6],
        [Equipment.Tank]: [1, 2, 3, 5, 6],
      } as Record<number, number[]>
    )[e.equipment];
    if (supported && !supported.includes(ct))
      push(err('Insulation_Validation_CalculationTypeNotForEquipment', 'calculationTypes.calculationType'));
  }

  if (e.calculationType === CalculationType.Freezing && ambient !== null && m.mediumFreezingPoint !== null) {
    if (ambient >= m.mediumFreezingPoint)
      push(err('Insulation_Validation_AmbientNotBelowFreezing', 'ambientConditions.ambientTemperature'));
    if (m.mediumTemperature !== null && m.mediumTemperature <= m.mediumFreezingPoint) {
      push(err('Insulation_Validation_MediumNotAboveFreezing', 'mediumDetails.mediumTemperature'));
    }
  }
  if (applies('mediumDetails.endTemperature') && m.endTemperature !== null && ambient !== null) {
    const start =
      e.calculationType === CalculationType.FlowingMedium ? m.inletTemperature : m.mediumTemperature;
    if (start !== null) {
      const lo = Math.min(start, ambient);
      const hi = Math.max(start, ambient);
      if (!(m.endTemperature > lo && m.endTemperature < hi))
        push(err('Insulation_Validation_EndTemperatureOutOfRange', 'mediumDetails.endTemperature'));
    }
  }
  if (
    e.calculationType === CalculationType.HeatLoss &&
    e.insulationThicknessType === ThicknessType.CalculateThickness &&
    m.heatFlowDensity === null &&
    m.insulationClass === null
  ) {
    push(err('Insulation_Validation_HeatFlowOrClassRequired', 'mediumDetails.heatFlowDensity'));
  }

  // Insulation layers.
  if (!calculation.insulationInfo.some((i) => i.insulationPosition === InsulationPosition.Primary)) {
    push(err('Insulation_Validation_PrimaryLayerRequired', 'insulationInfo'));
  }
  calculation.insulationInfo.forEach((layer, i) => {
    const base = `insulationInfo.${i}`;
    if (layer.insulationProductId === null)
      push(err('Insulation_Validation_ProductRequired', `${base}.insulationProductId`));
    else {
      const product = options.products?.find((p) => p.id === layer.insulationProductId);
      const t =
        e.calculationType === CalculationType.FlowingMedium ? m.inletTemperature : m.mediumTemperature;
      if (product && t !== null && i === 0) {
        const min = product.minTemperature ?? null;
        const max = product.maxTemperature ?? null;
        if ((min !== null && t < min) || (max !== null && t > max)) {
          push(
            err('Insulation_Validation_ProductTemperatureRange', `${base}.insulationProductId`, {
              min: min ?? '−∞',
              max: max ?? '∞',
            }),
          );
        }
      }
    }
    if (applies(`${base}.insulationThickness`))
      push(checkNumber(`${base}.insulationThickness`, layer.insulationThickness, 'positive'));
  });

  return errors;
}

/** Errors of one field (for showing under a control). */
export function errorsForPath(
  errors: readonly CalculationValidationError[],
  path: string,
): CalculationValidationError[] {
  return errors.filter((x) => x.path === path);
}
