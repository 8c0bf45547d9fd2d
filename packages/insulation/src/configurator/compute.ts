/**
 * Runs the engine in the browser: the selected calculation (with its effective enumerations)
 * plus the product list → `{ ok, result | errors }`. Also the series behind the charts.
 */
import { calculate, type ThermalError, type ThermalOutput, type ProductInput, type SubconstructionTypeInput, type ThermalResult } from '@insulcalc/thermal';
import { effectiveEnums } from '../domain/defaults';
import type { Calculation } from '../domain/types';

export interface EngineData {
  products: readonly ProductInput[];
  subconstructionTypes?: readonly SubconstructionTypeInput[];
}

/** The calculation as the engine reads it: stored 0s replaced by their effective values. */
export function engineCalculation(calculation: Calculation): Calculation & { position?: number | null } {
  const e = effectiveEnums(calculation);
  return {
    ...calculation,
    orientation: e.orientation,
    equipment: e.equipment,
    material: e.material,
    calculationTypes: {
      ...calculation.calculationTypes,
      calculationType: e.calculationType,
      insulationThicknessType: e.insulationThicknessType,
      insulationTimeOrTemperatureType: e.insulationTimeOrTemperatureType,
      standardType: e.standardType,
      insulationStandardType: e.insulationStandardType,
    },
    ambientConditions: { ...calculation.ambientConditions, ambientLocation: e.ambientLocation },
    // Layers without a product yet are not part of the construction.
    insulationInfo: calculation.insulationInfo.filter((l) => l.insulationProductId !== null),
  };
}

function safeCalculate(calculation: Calculation, data: EngineData): ThermalOutput {
  try {
    return calculate({
      calculation,
      products: [...data.products],
      subconstructionTypes: data.subconstructionTypes ? [...data.subconstructionTypes] : [],
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, errors: [{ key: 'Thermal_Error_Internal', path: '', message: detail, values: { detail } } as ThermalError] };
  }
}

export function computeCalculation(calculation: Calculation, data: EngineData): ThermalOutput {
  return safeCalculate(engineCalculation(calculation), data);
}

/** The engine's error path (calculation.mediumDetails.x) as the configurator's field path. */
export function errorFieldPath(error: ThermalError): string {
  return error.path.replace(/^calculation\./, '').replace(/\[(\d+)\]/g, '.$1');
}

export interface ThicknessPoint {
  thickness: number;
  heatFlow: number;
}

/**
 * Heat loss against the primary layer's thickness: the product's available thicknesses (or a
 * 10–200 mm sweep), each computed in CheckThickness mode. Points the engine refuses are skipped.
 */
export function heatLossByThickness(calculation: Calculation, data: EngineData): ThicknessPoint[] {
  const base = engineCalculation(calculation);
  const primary = base.insulationInfo[0];
  if (!primary) return [];
  const product = data.products.find((p) => p.id === primary.insulationProductId);
  const thicknesses = product?.thicknesses && product.thicknesses.length > 1 ? product.thicknesses : [10, 20, 30, 40, 50, 60, 80, 100, 120, 150, 200];
  const points: ThicknessPoint[] = [];
  for (const thickness of thicknesses) {
    const variant: Calculation = {
      ...base,
      equipmentDetails: { ...base.equipmentDetails, allDiameter: false },
      calculationTypes: { ...base.calculationTypes, insulationThicknessType: 2, calculationType: 2 },
      insulationInfo: base.insulationInfo.map((l, i) => (i === 0 ? { ...l, insulationThickness: thickness } : l)),
    };
    const out = safeCalculate(variant, data);
    if (out.ok) points.push({ thickness, heatFlow: headlineHeatFlow(out.result) });
  }
  return points;
}

/** The figure the UI leads with: W/m for pipes and ducts, else W for the whole object. */
export function headlineHeatFlow(result: Omit<ThermalResult, 'table'>): number {
  return result.heatFlowPerMetre ?? result.heatFlowTotal;
}
