/**
 * The project bodies and the stored (flat) calculation of spec §3 are defined once in
 * @insulcalc/api-schema and shared with the client; this module names what the projects module
 * uses from there.
 */
export {
  MAX_CALCULATIONS,
  createProjectBody,
  projectIdParams,
  saveProjectBody,
  selectProjectBody,
  storedCalculationSchema,
} from '@insulcalc/api-schema';
export type { StoredCalculation as StoredCalculationInput } from '@insulcalc/api-schema';
