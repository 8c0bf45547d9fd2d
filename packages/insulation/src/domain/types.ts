/**
 * The Project and Calculation entities of spec §3 in their nested form (the form the UI, the
 * state and the engine use). They are defined once, as Zod schemas in @insulcalc/api-schema
 * (calculation.ts); these are their output types. Units are those of physics.md §1.
 *
 * A number the user has not entered (or cleared) is `null`; enumerations not chosen yet are 0.
 * Adding a field: docs/adding-a-field.md.
 */
export type {
  AmbientConditions,
  Calculation,
  CalculationEnumPath,
  CalculationFieldChange,
  CalculationFieldPath,
  CalculationNumberPath,
  CalculationFieldValue,
  CalculationTypes,
  EquipmentDetails,
  InsulationInfo,
  MediumDetails,
  OperatingConditions,
  Project,
  Subconstruction,
  Surface,
} from '@insulcalc/api-schema';
import type { EquipmentDetails } from '@insulcalc/api-schema';

/** The size fields of equipmentDetails that depend on the equipment kind. */
export type SizeField = 'nominalSize' | 'length' | 'wallThickness' | 'diameter' | 'height' | 'width';
export type EquipmentSizes = Pick<EquipmentDetails, SizeField>;
