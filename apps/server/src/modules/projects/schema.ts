import {
  INT4_MAX,
  INTEGER_MESSAGE_KEY,
  projectConcurrencyToken,
  saveProjectBody as sharedSaveProjectBody,
} from '@insulcalc/api-schema';

/**
 * The project bodies and the stored (flat) calculation of spec §3 are defined once in
 * @insulcalc/api-schema and shared with the client; this module names what the projects module
 * uses from there.
 */
export {
  MAX_CALCULATIONS,
  createProjectBody,
  projectIdParams,
  selectProjectBody,
  storedCalculationSchema,
} from '@insulcalc/api-schema';
export type { StoredCalculation as StoredCalculationInput } from '@insulcalc/api-schema';

/**
 * PUT api/v1/project/{projectId}: the shared body, with a token the int4 `version` column can
 * hold (ten digits pass the shared pattern, but 2147483648 would fail the query): a larger one is
 * a 400 on the token, not a 500.
 */
export const saveProjectBody = sharedSaveProjectBody.extend({
  concurrencyToken: projectConcurrencyToken.refine((token) => Number(token) <= INT4_MAX, {
    error: INTEGER_MESSAGE_KEY,
  }),
});
