import { z } from 'zod';

/**
 * The stored (flat) calculation of spec §3 as the API accepts it; mirrors `StoredCalculation` of
 * @insulcalc/insulation (packages/insulation/src/domain/stored.ts). Messages are translation keys
 * (translated for the requester; the path becomes the userMessage's controlName).
 */
const INVALID_NUMBER = 'Project_Validation_InvalidNumber';
const INVALID_VALUE = 'Project_Validation_InvalidValue';
const TOO_LONG = 'Project_Validation_TooLong';

const num = z
  .number({ error: INVALID_NUMBER })
  .min(-1e9, { error: INVALID_NUMBER })
  .max(1e9, { error: INVALID_NUMBER })
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const id = z
  .number({ error: INVALID_VALUE })
  .int({ error: INVALID_VALUE })
  .positive({ error: INVALID_VALUE })
  .nullable()
  .optional()
  .transform((v) => v ?? null);
/** An enumeration as stored: 0 (unset) or one of its members 1..max. */
const enumeration = (max: number) =>
  z
    .number({ error: INVALID_VALUE })
    .int({ error: INVALID_VALUE })
    .min(0, { error: INVALID_VALUE })
    .max(max, { error: INVALID_VALUE })
    .optional()
    .transform((v) => v ?? 0);
const flag = z
  .boolean({ error: INVALID_VALUE })
  .optional()
  .transform((v) => v ?? false);
const clientId = z
  .string({ error: INVALID_VALUE })
  .min(1, { error: 'validation_required' })
  .max(64, { error: TOO_LONG });

export const storedInsulationInfoSchema = z.object({
  insulationId: clientId,
  insulationProductTypeId: id,
  insulationProductId: id,
  insulationThickness: num,
  insulationPosition: z
    .number({ error: INVALID_VALUE })
    .int({ error: INVALID_VALUE })
    .min(1, { error: INVALID_VALUE })
    .max(2, { error: INVALID_VALUE }),
});

export const storedSubconstructionSchema = z.object({
  ThermalBridgeId: id,
  ThermalConductivity: num,
  BridgeQuantity: num,
});

export const storedCalculationSchema = z.object({
  calculationId: clientId,
  name: z
    .string({ error: INVALID_VALUE })
    .trim()
    .min(1, { error: 'validation_required' })
    .max(200, { error: TOO_LONG }),
  isSelected: flag,
  orientation: enumeration(2),
  equipment: enumeration(5),
  material: enumeration(4),
  /** Horizontal wall: 1 Top, 2 Bottom (engine field; not in spec §3's list). */
  position: enumeration(2),
  matsHolder: num,
  airGap: num,
  equipmentNominalSize: num,
  equipmentLength: num,
  equipmentWallThickness: num,
  equipmentDiameter: num,
  equipmentHeight: num,
  equipmentWidth: num,
  equipmentAllDiameter: flag,
  equipmentFromNominalSize: num,
  equipmentFromDiameter: num,
  equipmentToNominalSize: num,
  equipmentToDiameter: num,
  equipmentMaterialDensity: num,
  equipmentMaterialHeatCapacity: num,
  equipmentHeatDissipation: num,
  equipmentMaterialEmissivity: num,
  calculationType: enumeration(6),
  standardType: enumeration(3),
  insulationThicknessType: enumeration(3),
  insulationTimeOrTemperatureType: enumeration(2),
  insulationStandardType: enumeration(3),
  medium: id,
  mediumTemperature: num,
  mediumDensity: num,
  mediumHeatCapacity: num,
  mediumFreezingPoint: num,
  mediumVelocity: num,
  mediumFrozenPercentage: num,
  frozenMediumDensity: num,
  latentHeatofIceFormation: num,
  inletTemperature: num,
  fillLevel: num,
  relativeHumidity: num,
  mediumHeatFlowDensity: num,
  heatFlowDensity: num,
  freezingTime: num,
  endTemperature: num,
  coolingTime: num,
  surfaceTemperature: num,
  insulationClass: z
    .number({ error: INVALID_VALUE })
    .int({ error: INVALID_VALUE })
    .min(1, { error: INVALID_VALUE })
    .max(7, { error: INVALID_VALUE })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  ambientLocation: enumeration(2),
  ambientTemperature: num,
  ambientWind: num,
  operatingHours: num,
  price: num,
  fuel: id,
  emissionFactor: num,
  insulationInfo: z
    .array(storedInsulationInfoSchema, { error: INVALID_VALUE })
    .max(10, { error: 'Project_Validation_TooManyLayers' }),
  surface: id,
  surfaceEmissivity: num,
  subconstructionEnabled: flag,
  subconstruction: storedSubconstructionSchema
    .nullable()
    .optional()
    .transform((v) => v ?? { ThermalBridgeId: null, ThermalConductivity: null, BridgeQuantity: null }),
});

export type StoredCalculationInput = z.output<typeof storedCalculationSchema>;

export const MAX_CALCULATIONS = 100;

const projectName = z
  .string({ error: INVALID_VALUE })
  .trim()
  .min(1, { error: 'validation_required' })
  .max(200, { error: TOO_LONG });
const calculationData = z
  .array(storedCalculationSchema, { error: INVALID_VALUE })
  .max(MAX_CALCULATIONS, { error: 'Project_Validation_TooManyCalculations' })
  .refine((list) => new Set(list.map((c) => c.calculationId)).size === list.length, {
    error: 'Project_Validation_DuplicateCalculationId',
  });

/** POST api/v1/project */
export const createProjectBody = z.object({
  name: projectName,
  calculationData,
  /** Make the new project the user's selected project (default true). */
  select: z.boolean({ error: INVALID_VALUE }).optional(),
});

/** PUT api/v1/project/{id} */
export const saveProjectBody = z.object({
  name: projectName,
  calculationData,
  concurrencyToken: z
    .string({ error: 'Project_Validation_ConcurrencyTokenRequired' })
    .regex(/^\d{1,10}$/, { error: INVALID_VALUE }),
});

/** PUT api/v1/project/selected */
export const selectProjectBody = z.object({ projectId: z.uuid({ error: INVALID_VALUE }) });

export const projectIdParams = z.object({ projectId: z.uuid({ error: 'Project_NotFound' }) });
