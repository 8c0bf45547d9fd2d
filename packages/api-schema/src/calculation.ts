import { z } from 'zod';
import { requiredText } from './text';

/**
 * The Project and Calculation entities of spec §3, defined once.
 *
 * - `calculationSchema` is the nested form the UI, the state and the engine use. Its output type
 *   is the domain's `Calculation` (@insulcalc/insulation re-exports it).
 * - `storedCalculationSchema` is the flat form the server stores and returns (spec §3 "When
 *   loaded from the server"). It is derived from the nested sections by the rules in
 *   `STORED_FIELD_PATHS` (prefix `equipment`, renamed operating and surface fields, the
 *   PascalCase subconstruction object); a missing field takes its neutral value (null, 0 for an
 *   unset enumeration, false), so records written before a field existed still load.
 * - The engine (@insulcalc/thermal) stays dependency-free with its own lenient validator; a
 *   drift test (calculation.drift.test.ts) fails when its input types and this schema differ.
 *
 * Units are those of physics.md §1. Messages are translation keys (the server translates them
 * for the requester, the path becomes the message's controlName).
 */
export const CALCULATION_MESSAGE_KEYS = {
  invalidNumber: 'Project_Validation_InvalidNumber',
  invalidValue: 'Project_Validation_InvalidValue',
  tooLong: 'Project_Validation_TooLong',
  required: 'validation_required',
  tooManyLayers: 'Project_Validation_TooManyLayers',
  tooManyCalculations: 'Project_Validation_TooManyCalculations',
  duplicateCalculationId: 'Project_Validation_DuplicateCalculationId',
} as const;
const K = CALCULATION_MESSAGE_KEYS;

/** The values of spec §3's enumerations (0, "not chosen", is added where a field may be unset). */
export const ENUMERATION_VALUES = {
  Orientation: [1, 2],
  Equipment: [1, 2, 3, 4, 5],
  Material: [1, 2, 3, 4],
  CalculationType: [1, 2, 3, 4, 5, 6],
  ThicknessType: [1, 2, 3],
  TimeOrTemperature: [1, 2],
  AmbientLocation: [1, 2],
  Position: [1, 2],
  InsulationPosition: [1, 2],
  InsulationClass: [1, 2, 3, 4, 5, 6, 7],
  Standard: [1, 2, 3],
  /** 1 Nusselt correlations (default), 2 EN ISO 12241:2008 simplified formulas (physics.md §4). */
  SurfaceCoefficientMethod: [1, 2, 3],
  /** 1 Exposed (the bottom faces the air; default), 2 OnFoundation (stands on the ground). */
  TankBottom: [1, 2],
} as const;
type EnumValues = typeof ENUMERATION_VALUES;

/** Largest magnitude of a stored number: far beyond any physical input, small enough for JSON and SQL. */
export const MAX_MAGNITUDE = 1e9;
/** At most this many layers per calculation (the engine uses two: primary and secondary). */
export const MAX_LAYERS = 10;
/** At most this many calculations per project. */
export const MAX_CALCULATIONS = 100;

/** A field's value when the stored record lacks it. */
const neutral = new WeakMap<z.ZodType, unknown>();
function withNeutral<T extends z.ZodType>(schema: T, value: z.output<T>): T {
  neutral.set(schema, value);
  return schema;
}

/** A measured or entered quantity; null when not entered. */
const quantity = () =>
  withNeutral(
    z
      .number({ error: K.invalidNumber })
      .min(-MAX_MAGNITUDE, { error: K.invalidNumber })
      .max(MAX_MAGNITUDE, { error: K.invalidNumber })
      .nullable(),
    null,
  );
/** The id of a code-list item or product; null when none is chosen. */
const codeId = () =>
  withNeutral(
    z
      .number({ error: K.invalidValue })
      .int({ error: K.invalidValue })
      .positive({ error: K.invalidValue })
      .max(2147483647, { error: K.invalidValue })
      .nullable(),
    null,
  );
const flag = () => withNeutral(z.boolean({ error: K.invalidValue }), false);
/** An enumeration as stored: 0 (unset, docs/decisions/0001) or one of its members. */
const storedEnum = <N extends keyof EnumValues>(name: N) =>
  withNeutral(
    z.literal([0, ...ENUMERATION_VALUES[name]] as (0 | EnumValues[N][number])[], { error: K.invalidValue }),
    0,
  );
/** A client-made id (uuid-like text) of a calculation or layer. */
const clientId = () =>
  z.string({ error: K.invalidValue }).min(1, { error: K.required }).max(64, { error: K.tooLong });

/** spec §3 equipmentDetails: sizes and material of the insulated object. */
export const equipmentDetailsSchema = z.object({
  /** Pipe nominal size (DN). */
  nominalSize: quantity(),
  /** Pipe and duct: m. Wall and vessel: mm. */
  length: quantity(),
  /** Pipe wall or sheet thickness, mm. */
  wallThickness: quantity(),
  /** Outer diameter of pipe, vessel or tank, mm. */
  diameter: quantity(),
  /** Duct and tank height, mm. */
  height: quantity(),
  /** Wall and duct width, mm. */
  width: quantity(),
  /** Pipe: calculate over a range of nominal sizes (from … to) instead of one size. */
  allDiameter: flag(),
  fromNominalSize: quantity(),
  fromDiameter: quantity(),
  toNominalSize: quantity(),
  toDiameter: quantity(),
  /** kg/m³ */
  materialDensity: quantity(),
  /** J/(kg·K) */
  materialHeatCapacity: quantity(),
  /** Multiplier of the annual figures (default 1). */
  heatDissipation: quantity(),
  /** Emissivity of the bare object, 0..1. */
  materialEmissivity: quantity(),
  /** Vertical vessels and tanks: how the bottom stands (0 unset = Exposed). */
  tankBottom: storedEnum('TankBottom'),
});

/** spec §3 calculationTypes. */
export const calculationTypesSchema = z.object({
  calculationType: storedEnum('CalculationType'),
  /** Standard of the insulation-class table used by CalculateInsulationClass (default 2 EN12828). */
  standardType: storedEnum('Standard'),
  insulationThicknessType: storedEnum('ThicknessType'),
  insulationTimeOrTemperatureType: storedEnum('TimeOrTemperature'),
  /** Standard of the target insulation class in CalculateThickness (default 1 EN17956, classes A–G). */
  insulationStandardType: storedEnum('Standard'),
  /** How the outer surface coefficient is found (0 unset = Nusselt; 3 = given, see below). */
  surfaceCoefficientMethod: storedEnum('SurfaceCoefficientMethod'),
  /** W/(m²·K): the stated h_se (convection + radiation) of method 3; absent or null otherwise. */
  surfaceCoefficient: quantity(),
});

/** spec §3 mediumDetails. */
export const mediumDetailsSchema = z.object({
  /** Id of the medium code-list item. */
  medium: codeId(),
  mediumTemperature: quantity(),
  mediumDensity: quantity(),
  mediumHeatCapacity: quantity(),
  mediumFreezingPoint: quantity(),
  /** m/s */
  mediumVelocity: quantity(),
  /** Percent 0..100 of the medium that may freeze. */
  mediumFrozenPercentage: quantity(),
  frozenMediumDensity: quantity(),
  /** kJ/kg */
  latentHeatofIceFormation: quantity(),
  inletTemperature: quantity(),
  /** Fraction 0..1 */
  fillLevel: quantity(),
  /** Fraction 0..1 */
  relativeHumidity: quantity(),
  /** Heat flow density of the medium (stored; not used by the engine). */
  mediumHeatFlowDensity: quantity(),
  /** Maximum heat flow: W/m for pipes, W/m² for planes (CalculateThickness criterion). */
  heatFlowDensity: quantity(),
  /** h */
  freezingTime: quantity(),
  endTemperature: quantity(),
  /** h */
  coolingTime: quantity(),
  /** Maximum surface temperature (CalculateThickness criterion). */
  surfaceTemperature: quantity(),
  /** Target insulation class 1..7 = A..G (CalculateThickness criterion). */
  insulationClass: withNeutral(
    z.literal([...ENUMERATION_VALUES.InsulationClass], { error: K.invalidValue }).nullable(),
    null,
  ),
});

/** spec §3 ambientConditions. */
export const ambientConditionsSchema = z.object({
  ambientLocation: storedEnum('AmbientLocation'),
  ambientTemperature: quantity(),
  /** m/s; applies outside only. */
  ambientWind: quantity(),
});

/** spec §3 operatingConditions. */
export const operatingConditionsSchema = z.object({
  /** h/a */
  operatingHours: quantity(),
  /** Price per kWh. */
  price: quantity(),
  fuelTypeId: codeId(),
  /** g/kWh */
  co2EmissionFactor: quantity(),
  /** Economic thickness (heat loss; computed when given): service life of the insulation, years. */
  serviceLife: quantity(),
  /** Interest rate, fraction per year (0.05 = 5 %); required with serviceLife. */
  interestRate: quantity(),
  /** Yearly rise of the energy price, fraction per year (empty = 0). */
  energyPriceIncrease: quantity(),
  /** Installation cost per m² of the insulated (outer) surface (empty = 0). */
  installationCost: quantity(),
});

/** One insulation layer (spec §3 insulationInfo). */
export const insulationInfoSchema = z.object({
  insulationId: clientId(),
  insulationProductTypeId: codeId(),
  insulationProductId: codeId(),
  /** mm */
  insulationThickness: quantity(),
  insulationPosition: z.literal([...ENUMERATION_VALUES.InsulationPosition], { error: K.invalidValue }),
});

/** Cladding (spec §3 surface). */
export const surfaceSchema = z.object({
  surfaceMaterialId: codeId(),
  surfaceEmissivity: quantity(),
});

/** Supports / thermal bridges (spec §3 subconstruction). */
export const subconstructionSchema = z.object({
  subconstructionEnabled: flag(),
  /** Id of the subconstruction-type code-list item. */
  thermalBridgeId: codeId(),
  /** W/(m·K) */
  thermalConductivity: quantity(),
  /** Supports per metre (pipes, ducts) or per m² (planes). */
  bridgeQuantity: quantity(),
});

const calculationName = () => requiredText(200);
const insulationInfoList = () =>
  z.array(insulationInfoSchema, { error: K.invalidValue }).max(MAX_LAYERS, { error: K.tooManyLayers });

/** The top-level fields of a calculation that are stored under their own names. */
const topLevelShape = {
  calculationId: clientId(),
  name: calculationName(),
  isSelected: flag(),
  orientation: storedEnum('Orientation'),
  equipment: storedEnum('Equipment'),
  material: storedEnum('Material'),
  /**
   * Heat-flow direction of a horizontal wall (1 Top: upward, 2 Bottom: downward). Not listed in
   * spec §3's Calculation fields, but the spec's Position enumeration needs a field and the engine
   * reads `position`. Default 0 (unset → Top).
   */
  position: storedEnum('Position'),
  matsHolder: quantity(),
  airGap: quantity(),
};

/** The sections of the nested calculation, by their key. */
export const CALCULATION_SECTIONS = {
  equipmentDetails: equipmentDetailsSchema,
  calculationTypes: calculationTypesSchema,
  mediumDetails: mediumDetailsSchema,
  ambientConditions: ambientConditionsSchema,
  operatingConditions: operatingConditionsSchema,
  surface: surfaceSchema,
  subconstruction: subconstructionSchema,
} as const;
export type CalculationSectionKey = keyof typeof CALCULATION_SECTIONS;

/** The Calculation entity (spec §3), nested form. */
export const calculationSchema = z.object({
  ...topLevelShape,
  /** Client-side flag: added in this session and not saved yet. Not stored by the server. */
  isNew: flag(),
  ...CALCULATION_SECTIONS,
  insulationInfo: insulationInfoList(),
});
export type Calculation = z.output<typeof calculationSchema>;
export type EquipmentDetails = Calculation['equipmentDetails'];
export type CalculationTypes = Calculation['calculationTypes'];
export type MediumDetails = Calculation['mediumDetails'];
export type AmbientConditions = Calculation['ambientConditions'];
export type OperatingConditions = Calculation['operatingConditions'];
export type InsulationInfo = Calculation['insulationInfo'][number];
export type Surface = Calculation['surface'];
export type Subconstruction = Calculation['subconstruction'];

/** The Project entity (spec §3), nested form; projectId is null for a project never saved. */
export const projectSchema = z.object({
  projectId: z.uuid({ error: K.invalidValue }).nullable(),
  name: z.string({ error: K.invalidValue }),
  calculationData: z.array(calculationSchema),
});
export type Project = z.output<typeof projectSchema>;

/* ------------------------------------------------------------------ the stored (flat) form */

/** Stored equipmentDetails keys: `equipment` + the field name (nominalSize → equipmentNominalSize). */
type Prefixed<T, P extends string> = { [F in keyof T & string as `${P}${Capitalize<F>}`]: T[F] };
/** Keys renamed by a map; the others keep their name. */
type Renamed<T, M extends Partial<Record<keyof T, string>>> = {
  [F in keyof T as F extends keyof M ? (M[F] extends string ? M[F] : F) : F]: T[F];
};

const OPERATING_RENAMES = { fuelTypeId: 'fuel', co2EmissionFactor: 'emissionFactor' } as const;
const SURFACE_RENAMES = { surfaceMaterialId: 'surface' } as const;
const SUBCONSTRUCTION_OBJECT = {
  thermalBridgeId: 'ThermalBridgeId',
  thermalConductivity: 'ThermalConductivity',
  bridgeQuantity: 'BridgeQuantity',
} as const;

function prefixed<T extends Record<string, z.ZodType>, P extends string>(
  prefix: P,
  shape: T,
): Prefixed<T, P> {
  return Object.fromEntries(
    Object.entries(shape).map(([f, s]) => [`${prefix}${f[0]!.toUpperCase()}${f.slice(1)}`, s]),
  ) as Prefixed<T, P>;
}

function renamed<T extends Record<string, z.ZodType>, M extends Partial<Record<keyof T, string>>>(
  shape: T,
  map: M,
): Renamed<T, M> {
  return Object.fromEntries(
    Object.entries(shape).map(([f, s]) => [(map as Record<string, string>)[f] ?? f, s]),
  ) as Renamed<T, M>;
}

function pick<T extends Record<string, z.ZodType>, F extends keyof T>(
  shape: T,
  keys: readonly F[],
): Pick<T, F> {
  return Object.fromEntries(keys.map((k) => [k, shape[k]])) as Pick<T, F>;
}

/**
 * Every field, as a record, takes its neutral value when missing (older records; clients that
 * leave a field out). Kept in the type: a stored record's fields are all present after parsing.
 */
type Tolerant<T extends Record<string, z.ZodType>> = { [F in keyof T]: z.ZodDefault<T[F]> };
function tolerant<T extends Record<string, z.ZodType>>(shape: T): Tolerant<T> {
  return Object.fromEntries(
    Object.entries(shape).map(([f, s]) => {
      if (!neutral.has(s)) return [f, s];
      return [f, s.default(neutral.get(s) as never)];
    }),
  ) as Tolerant<T>;
}

const subconstructionKeys = Object.keys(SUBCONSTRUCTION_OBJECT) as (keyof typeof SUBCONSTRUCTION_OBJECT)[];

/** The stored subconstruction object: `{ ThermalBridgeId, ThermalConductivity, BridgeQuantity }`. */
export const storedSubconstructionSchema = z.object(
  renamed(pick(subconstructionSchema.shape, subconstructionKeys), SUBCONSTRUCTION_OBJECT),
);
export type StoredSubconstruction = z.output<typeof storedSubconstructionSchema>;
const EMPTY_SUBCONSTRUCTION: StoredSubconstruction = {
  ThermalBridgeId: null,
  ThermalConductivity: null,
  BridgeQuantity: null,
};

/** A stored layer: the same fields as the nested one. */
export const storedInsulationInfoSchema = insulationInfoSchema;
export type StoredInsulationInfo = z.output<typeof storedInsulationInfoSchema>;

const { isSelected: _isSelected, ...storedTopLevel } = topLevelShape;
const { calculationId: storedCalculationId, name: storedName, ...tolerantTopLevel } = storedTopLevel;

/** The stored (flat) calculation of spec §3, as the API accepts and returns it. */
export const storedCalculationSchema = z.object({
  calculationId: storedCalculationId,
  name: storedName,
  ...tolerant({ isSelected: topLevelShape.isSelected, ...tolerantTopLevel }),
  ...tolerant(prefixed('equipment', equipmentDetailsSchema.shape)),
  ...tolerant(calculationTypesSchema.shape),
  ...tolerant(mediumDetailsSchema.shape),
  ...tolerant(ambientConditionsSchema.shape),
  ...tolerant(renamed(operatingConditionsSchema.shape, OPERATING_RENAMES)),
  insulationInfo: insulationInfoList(),
  ...tolerant(renamed(surfaceSchema.shape, SURFACE_RENAMES)),
  ...tolerant(pick(subconstructionSchema.shape, ['subconstructionEnabled'])),
  // Older records may hold null; the stored form always has the object.
  subconstruction: storedSubconstructionSchema
    .nullable()
    .default(EMPTY_SUBCONSTRUCTION)
    .overwrite((v) => v ?? EMPTY_SUBCONSTRUCTION),
});
export type StoredCalculation = z.output<typeof storedCalculationSchema>;

/**
 * Nested field path → stored (flat) path, for every field of the sections and the top level
 * (`equipmentDetails.diameter` → `equipmentDiameter`, `subconstruction.thermalBridgeId` →
 * `subconstruction.ThermalBridgeId`). Derived from the same rules as the flat schema.
 */
export const STORED_FIELD_PATHS: Readonly<Record<string, string>> = (() => {
  const map: Record<string, string> = {};
  for (const f of Object.keys(storedTopLevel)) map[f] = f;
  map.isSelected = 'isSelected';
  for (const f of Object.keys(equipmentDetailsSchema.shape))
    map[`equipmentDetails.${f}`] = `equipment${f[0]!.toUpperCase()}${f.slice(1)}`;
  for (const section of ['calculationTypes', 'mediumDetails', 'ambientConditions'] as const)
    for (const f of Object.keys(CALCULATION_SECTIONS[section].shape)) map[`${section}.${f}`] = f;
  for (const f of Object.keys(operatingConditionsSchema.shape))
    map[`operatingConditions.${f}`] = (OPERATING_RENAMES as Record<string, string>)[f] ?? f;
  for (const f of Object.keys(surfaceSchema.shape))
    map[`surface.${f}`] = (SURFACE_RENAMES as Record<string, string>)[f] ?? f;
  map['subconstruction.subconstructionEnabled'] = 'subconstructionEnabled';
  for (const f of subconstructionKeys)
    map[`subconstruction.${f}`] = `subconstruction.${SUBCONSTRUCTION_OBJECT[f]}`;
  map.insulationInfo = 'insulationInfo';
  return map;
})();

/** Stored (flat) path → nested path; the inverse of {@link STORED_FIELD_PATHS}. */
export const NESTED_FIELD_PATHS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(STORED_FIELD_PATHS).map(([nested, stored]) => [stored, nested]),
);

/** The neutral value of a field schema (null, 0 or false), or undefined when it has none. */
export function neutralValue(schema: z.ZodType): unknown {
  return neutral.get(schema);
}

/* ------------------------------------------------------------------ typed field paths */

type Primitive = string | number | boolean | null | undefined;
type Join<K extends string | number, P extends string> = P extends '' ? `${K}` : `${K}.${P}`;

/**
 * Every dotted path to a leaf field of T (`equipmentDetails.diameter`,
 * `insulationInfo.${number}.insulationThickness`), the form field edits and error paths use.
 */
export type LeafPath<T> = T extends Primitive
  ? ''
  : T extends readonly (infer E)[]
    ? Join<number, LeafPath<E>>
    : { [F in keyof T & string]: Join<F, LeafPath<T[F]>> }[keyof T & string];

/** The value type at a dotted path of T. */
export type PathValue<T, P extends string> = P extends `${infer H}.${infer R}`
  ? T extends readonly (infer E)[]
    ? H extends `${number}`
      ? PathValue<E, R>
      : never
    : H extends keyof T
      ? PathValue<T[H], R>
      : never
  : T extends readonly (infer E)[]
    ? P extends `${number}`
      ? E
      : never
    : P extends keyof T
      ? T[P]
      : never;

/** A path to an editable field of a calculation (a leaf, or the whole layer list). */
export type CalculationFieldPath = LeafPath<Calculation> | 'insulationInfo';
/** The value of the field at a path. */
export type CalculationFieldValue<P extends CalculationFieldPath> = PathValue<Calculation, P>;
/** The paths of the numeric fields that may be empty (quantities, code-list ids, the target class). */
export type CalculationNumberPath = {
  [P in CalculationFieldPath]: CalculationFieldValue<P> extends number | null
    ? null extends CalculationFieldValue<P>
      ? P
      : never
    : never;
}[CalculationFieldPath];
/** The paths of the enumeration fields (stored 0 = unset). */
export type CalculationEnumPath = {
  [P in CalculationFieldPath]: CalculationFieldValue<P> extends number
    ? 0 extends CalculationFieldValue<P>
      ? P
      : never
    : never;
}[CalculationFieldPath];

/**
 * One typed field edit: the path and a value of that field's type. As a union over every path,
 * `{ path: 'equipmentDetails.diameter', value: 'x' }` does not compile.
 */
export type CalculationFieldChange = {
  [P in CalculationFieldPath]: { path: P; value: CalculationFieldValue<P> };
}[CalculationFieldPath];

/** Builds a {@link CalculationFieldChange}, checking the value against the path's type. */
export function fieldChange<P extends CalculationFieldPath>(
  path: P,
  value: CalculationFieldValue<P>,
): CalculationFieldChange {
  return { path, value } as CalculationFieldChange;
}
