/**
 * What each choice in the configurator changes in a calculation, as pure functions: a choice in,
 * the field changes out (applied in order by the project slice's `calculationFieldChanged`). The
 * form only wires pickers to these; the rules live here once (decision 0045).
 */
import { fieldChange, type CalculationFieldChange as FieldChange } from '@insulcalc/api-schema';
import { CalculationType, Equipment, InsulationPosition, isEnumMember } from './enums';
import { calculationTypesFor } from './applicability';
import { createInsulationLayer, effectiveEnums } from './defaults';
import type { Calculation } from './types';

/** One row of a material's size table (mm). */
export interface SizeRow {
  nominalSize: number;
  diameter: number;
  wallThickness: number;
}

/** A catalogue medium as the pickers hold it; absent properties leave the fields as they are. */
export interface MediumChoice {
  id: number;
  density?: number | null;
  heatCapacity?: number | null;
  freezingPoint?: number | null;
  frozenDensity?: number | null;
  latentHeat?: number | null;
}

/** A catalogue product as far as choosing it matters. */
export interface ProductChoice {
  id: number;
  productTypeId?: number | null;
  thicknesses?: readonly number[];
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The equipment changes; a calculation type the new equipment does not offer becomes its first. */
export function equipmentChoice(c: Calculation, equipment: number): FieldChange[] {
  if (!isEnumMember('Equipment', equipment)) return [];
  const next = equipment as Calculation['equipment'];
  const changes: FieldChange[] = [fieldChange('equipment', next)];
  const types = calculationTypesFor({ ...c, equipment: next });
  const current = effectiveEnums(c).calculationType;
  if (!types.includes(current) && types[0] !== undefined)
    changes.push(fieldChange('calculationTypes.calculationType', types[0]));
  return changes;
}

/**
 * The calculation type changes. Flowing medium asks for the inlet temperature instead of the
 * medium temperature: the temperature the engineer typed goes with the switch, both ways.
 */
export function calculationTypeChoice(c: Calculation, next: number): FieldChange[] {
  if (!isEnumMember('CalculationType', next)) return [];
  const changes: FieldChange[] = [
    fieldChange(
      'calculationTypes.calculationType',
      next as Calculation['calculationTypes']['calculationType'],
    ),
  ];
  const flowing = CalculationType.FlowingMedium;
  const was = effectiveEnums(c).calculationType;
  const m = c.mediumDetails;
  if (next === flowing && was !== flowing && m.mediumTemperature !== null)
    changes.push(fieldChange('mediumDetails.inletTemperature', m.mediumTemperature));
  if (next !== flowing && was === flowing && m.inletTemperature !== null)
    changes.push(fieldChange('mediumDetails.mediumTemperature', m.inletTemperature));
  return changes;
}

/** A size of the table was chosen: its nominal size, outer diameter and wall thickness. */
export function sizeChoice(size: SizeRow): FieldChange[] {
  return [
    fieldChange('equipmentDetails.nominalSize', size.nominalSize),
    fieldChange('equipmentDetails.diameter', size.diameter),
    fieldChange('equipmentDetails.wallThickness', size.wallThickness),
  ];
}

/** One end of a range of sizes was chosen: its nominal size and outer diameter. */
export function rangeEndChoice(end: 'from' | 'to', size: SizeRow): FieldChange[] {
  return end === 'from'
    ? [
        fieldChange('equipmentDetails.fromNominalSize', size.nominalSize),
        fieldChange('equipmentDetails.fromDiameter', size.diameter),
      ]
    : [
        fieldChange('equipmentDetails.toNominalSize', size.nominalSize),
        fieldChange('equipmentDetails.toDiameter', size.diameter),
      ];
}

/** "All sizes" switched; an unset end starts at the table's first or last size. */
export function allSizesChoice(c: Calculation, on: boolean, sizes: readonly SizeRow[]): FieldChange[] {
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  const d = c.equipmentDetails;
  return [
    fieldChange('equipmentDetails.allDiameter', on),
    fieldChange('equipmentDetails.fromNominalSize', d.fromNominalSize ?? first?.nominalSize ?? null),
    fieldChange('equipmentDetails.fromDiameter', d.fromDiameter ?? first?.diameter ?? null),
    fieldChange('equipmentDetails.toNominalSize', d.toNominalSize ?? last?.nominalSize ?? null),
    fieldChange('equipmentDetails.toDiameter', d.toDiameter ?? last?.diameter ?? null),
  ];
}

/**
 * A pipe material was chosen: the material, its wall properties when known, and for a pipe the
 * size of the new table nearest by outer diameter (DN50 steel, 60.3 mm → copper 54 mm). `moved`
 * is that size when its diameter differs from the one entered, so the form can say so.
 */
export function materialChoice(
  c: Calculation,
  material: number,
  props: { density: number; heatCapacity: number; emissivity: number } | undefined,
  sizes: readonly SizeRow[] | undefined,
): { changes: FieldChange[]; moved: { size: SizeRow; from: number } | null } {
  if (!isEnumMember('Material', material)) return { changes: [], moved: null };
  const changes: FieldChange[] = [fieldChange('material', material as Calculation['material'])];
  if (props)
    changes.push(
      fieldChange('equipmentDetails.materialDensity', props.density),
      fieldChange('equipmentDetails.materialHeatCapacity', props.heatCapacity),
      fieldChange('equipmentDetails.materialEmissivity', props.emissivity),
    );
  if (!sizes || sizes.length === 0 || effectiveEnums(c).equipment !== Equipment.Pipe)
    return { changes, moved: null };
  const current = c.equipmentDetails.diameter;
  const size =
    current === null
      ? (sizes.find((s) => s.nominalSize === c.equipmentDetails.nominalSize) ?? sizes[0])
      : sizes.reduce<SizeRow | undefined>(
          (best, s) =>
            best === undefined || Math.abs(s.diameter - current) < Math.abs(best.diameter - current)
              ? s
              : best,
          undefined,
        );
  if (!size) return { changes, moved: null };
  changes.push(...sizeChoice(size));
  return {
    changes,
    moved: current !== null && size.diameter !== current ? { size, from: current } : null,
  };
}

/**
 * A medium was chosen (or none): its density and heat capacity, and for freezing its freezing
 * point, frozen density and latent heat, wherever the catalogue states them. A glycol chosen
 * after water must not keep water's ice properties while taking the glycol's freezing point.
 */
export function mediumChoice(medium: MediumChoice | undefined): FieldChange[] {
  const changes: FieldChange[] = [fieldChange('mediumDetails.medium', medium ? medium.id : null)];
  if (!medium) return changes;
  if (isNumber(medium.density)) changes.push(fieldChange('mediumDetails.mediumDensity', medium.density));
  if (isNumber(medium.heatCapacity))
    changes.push(fieldChange('mediumDetails.mediumHeatCapacity', medium.heatCapacity));
  if (isNumber(medium.freezingPoint))
    changes.push(fieldChange('mediumDetails.mediumFreezingPoint', medium.freezingPoint));
  if (isNumber(medium.frozenDensity))
    changes.push(fieldChange('mediumDetails.frozenMediumDensity', medium.frozenDensity));
  if (isNumber(medium.latentHeat))
    changes.push(fieldChange('mediumDetails.latentHeatofIceFormation', medium.latentHeat));
  return changes;
}

/** A fuel was chosen (or none): its CO₂ factor when the catalogue states one. */
export function fuelChoice(
  fuel: { id: number; co2EmissionFactor?: number | null } | undefined,
): FieldChange[] {
  const changes: FieldChange[] = [fieldChange('operatingConditions.fuelTypeId', fuel ? fuel.id : null)];
  if (isNumber(fuel?.co2EmissionFactor))
    changes.push(fieldChange('operatingConditions.co2EmissionFactor', fuel.co2EmissionFactor));
  return changes;
}

/**
 * A cladding was chosen: its emissivity. None: the emissivity the engine will use without one
 * (`withoutCladding`, the outer product's own surface or null), never the removed cladding's.
 */
export function surfaceChoice(
  surface: { id: number; emissivity?: number | null } | undefined,
  withoutCladding: number | null,
): FieldChange[] {
  const changes: FieldChange[] = [fieldChange('surface.surfaceMaterialId', surface ? surface.id : null)];
  if (!surface) changes.push(fieldChange('surface.surfaceEmissivity', withoutCladding));
  else if (isNumber(surface.emissivity))
    changes.push(fieldChange('surface.surfaceEmissivity', surface.emissivity));
  return changes;
}

/** A support type was chosen (or none): its material's conductivity. */
export function bridgeChoice(
  bridge: { id: number; thermalConductivity?: number | null } | undefined,
): FieldChange[] {
  const changes: FieldChange[] = [fieldChange('subconstruction.thermalBridgeId', bridge ? bridge.id : null)];
  if (isNumber(bridge?.thermalConductivity))
    changes.push(fieldChange('subconstruction.thermalConductivity', bridge.thermalConductivity));
  return changes;
}

/** The starting thickness of a newly chosen product: the one it is made in nearest 50 mm. */
export function startingThickness(product: { thicknesses?: readonly number[] } | undefined): number {
  const list = product?.thicknesses ?? [];
  if (list.length === 0) return 50;
  return list.reduce((best, t) => (Math.abs(t - 50) < Math.abs(best - 50) ? t : best), list[0] as number);
}

/**
 * A product was chosen for the layer at `index` (or none): the product and its type. A thickness
 * the engineer entered stays, even one the product is not made in (the form warns about that);
 * an empty thickness starts at {@link startingThickness}.
 */
export function productChoice(
  c: Calculation,
  index: number,
  product: ProductChoice | undefined,
): FieldChange[] {
  const layer = c.insulationInfo[index];
  if (!layer) return [];
  const base = `insulationInfo.${index}` as const;
  const changes: FieldChange[] = [fieldChange(`${base}.insulationProductId`, product ? product.id : null)];
  if (product?.productTypeId)
    changes.push(fieldChange(`${base}.insulationProductTypeId`, product.productTypeId));
  if (product && layer.insulationThickness === null)
    changes.push(fieldChange(`${base}.insulationThickness`, startingThickness(product)));
  return changes;
}

/** A second (outer) layer is added, empty. */
export function layerAdded(c: Calculation): FieldChange[] {
  return [
    fieldChange('insulationInfo', [...c.insulationInfo, createInsulationLayer(InsulationPosition.Secondary)]),
  ];
}

/** The layer at `index` is removed; the first remaining becomes the primary layer. */
export function layerRemoved(c: Calculation, index: number): FieldChange[] {
  if (!c.insulationInfo[index]) return [];
  const rest = c.insulationInfo
    .filter((_, i) => i !== index)
    .map((l, i) => ({
      ...l,
      insulationPosition: (i === 0
        ? InsulationPosition.Primary
        : InsulationPosition.Secondary) as Calculation['insulationInfo'][number]['insulationPosition'],
    }));
  return [fieldChange('insulationInfo', rest)];
}
