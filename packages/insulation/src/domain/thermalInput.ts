import type {
  CalculationInput,
  ProductInput,
  SubconstructionTypeInput,
  ThermalInput,
} from '@insulcalc/thermal';
import { effectiveEnums } from './defaults';
import type { Product, SubconstructionType } from './codelists';
import type { Calculation } from './types';

/** A product as the engine needs it; code-list products (`Product`) and engine products both fit. */
export type ProductLike =
  | (Pick<
      Product,
      'id' | 'code' | 'productTypeId' | 'conductivity' | 'minTemperature' | 'maxTemperature' | 'thicknesses'
    > & {
      name?: string;
      surfaceEmissivity?: number | null;
      prices?: readonly { thickness: number; price: number }[];
    })
  | ProductInput;

export type SubconstructionTypeLike = Pick<
  SubconstructionType,
  'id' | 'crossSection' | 'thermalConductivity'
> & { name?: string; code?: string };

function isEngineProduct(p: ProductLike): p is ProductInput {
  return Array.isArray(p.conductivity) && (p.conductivity.length === 0 || Array.isArray(p.conductivity[0]));
}

/** A code-list product → the engine's product (λ points as [θ, λ] pairs). */
export function toThermalProduct(p: ProductLike): ProductInput {
  if (isEngineProduct(p)) return p;
  return {
    id: p.id,
    name: p.name ?? p.code,
    productTypeId: p.productTypeId,
    conductivity: p.conductivity.map((x) => [x.temperature, x.conductivity] as [number, number]),
    minTemperature: p.minTemperature,
    maxTemperature: p.maxTemperature,
    thicknesses: [...p.thicknesses],
    surfaceEmissivity: p.surfaceEmissivity ?? null,
    prices: (p.prices ?? []).map((x): [number, number] => [x.thickness, x.price]),
  };
}

export function toThermalSubconstructionType(t: SubconstructionTypeLike): SubconstructionTypeInput {
  return {
    id: t.id,
    name: t.name ?? t.code ?? String(t.id),
    crossSection: t.crossSection,
    thermalConductivity: t.thermalConductivity,
  };
}

/**
 * The engine's input for a calculation (`calculate(toThermalInput(...))`). Unset enumerations (0)
 * are sent as their effective values (decision 0001); everything else is the nested entity as is,
 * so the engine's error paths (`calculation.<path>`) point at the UI's fields. Only the products
 * and subconstruction types the calculation refers to are passed when `onlyUsed` is set.
 */
export function toThermalInput(
  calculation: Calculation,
  products: readonly ProductLike[],
  subconstructionTypes: readonly SubconstructionTypeLike[] = [],
  options: { onlyUsed?: boolean } = {},
): ThermalInput {
  const e = effectiveEnums(calculation);
  const c: CalculationInput = {
    ...calculation,
    orientation: e.orientation,
    equipment: e.equipment,
    material: e.material,
    position: e.position,
    equipmentDetails: { ...calculation.equipmentDetails, tankBottom: e.tankBottom },
    calculationTypes: {
      ...calculation.calculationTypes,
      calculationType: e.calculationType,
      insulationThicknessType: e.insulationThicknessType,
      insulationTimeOrTemperatureType: e.insulationTimeOrTemperatureType,
      standardType: e.standardType,
      insulationStandardType: e.insulationStandardType,
      surfaceCoefficientMethod: e.surfaceCoefficientMethod,
    },
    mediumDetails: { ...calculation.mediumDetails },
    ambientConditions: { ...calculation.ambientConditions, ambientLocation: e.ambientLocation },
    operatingConditions: { ...calculation.operatingConditions },
    insulationInfo: calculation.insulationInfo.map((l) => ({ ...l, insulationId: null })),
    surface: { ...calculation.surface },
    subconstruction: { ...calculation.subconstruction },
    calculationId: null,
  };
  const used = new Set(calculation.insulationInfo.map((l) => l.insulationProductId));
  const productList = options.onlyUsed ? products.filter((p) => used.has(p.id)) : products;
  const types = options.onlyUsed
    ? subconstructionTypes.filter((t) => t.id === calculation.subconstruction.thermalBridgeId)
    : subconstructionTypes;
  return {
    calculation: c,
    products: productList.map(toThermalProduct),
    subconstructionTypes: types.map(toThermalSubconstructionType),
  };
}

/**
 * An engine error path (`calculation.mediumDetails.mediumTemperature`,
 * `calculation.insulationInfo[0].insulationThickness`) → the field path the state, validation and
 * applicability use (`mediumDetails.mediumTemperature`, `insulationInfo.0.insulationThickness`).
 */
export function fieldPathFromEngine(path: string): string {
  return path.replace(/^calculation\.?/, '').replace(/\[(\d+)\]/g, '.$1');
}

/** The reverse of fieldPathFromEngine (dotted indices kept; the engine accepts both forms in tests). */
export function enginePathFromField(path: string): string {
  return path === '' ? 'calculation' : `calculation.${path}`;
}
