import { z } from 'zod';
import { CALCULATION_MESSAGE_KEYS as K, MAX_CALCULATIONS, storedCalculationSchema } from './calculation';
import { INT4_MAX, INTEGER_MESSAGE_KEY } from './ids';
import { requiredText } from './text';

/**
 * Bodies of the saved-project calls (api/v1/project…). The server validates with them; the
 * client's RTK Query endpoints are typed by them.
 */
const projectName = () => requiredText(200);
const calculationData = () =>
  z
    .array(storedCalculationSchema, { error: K.invalidValue })
    .max(MAX_CALCULATIONS, { error: K.tooManyCalculations })
    .refine((list) => new Set(list.map((c) => c.calculationId)).size === list.length, {
      error: K.duplicateCalculationId,
    });

/** POST api/v1/project */
export const createProjectBody = z.object({
  name: projectName(),
  calculationData: calculationData(),
  /** Make the new project the user's selected project (default true). */
  select: z.boolean({ error: K.invalidValue }).optional(),
});
export type CreateProjectBody = z.input<typeof createProjectBody>;

/**
 * The optimistic-concurrency token of a project: its version as decimal text, at most what the
 * int4 version column holds (2147483648 would fail the query, not the token).
 */
export const projectConcurrencyToken = z
  .string({ error: 'Project_Validation_ConcurrencyTokenRequired' })
  .regex(/^\d{1,10}$/, { error: K.invalidValue })
  .refine((token) => Number(token) <= INT4_MAX, { error: INTEGER_MESSAGE_KEY });

/** PUT api/v1/project/{projectId} */
export const saveProjectBody = z.object({
  name: projectName(),
  calculationData: calculationData(),
  concurrencyToken: projectConcurrencyToken,
});
export type SaveProjectBody = z.input<typeof saveProjectBody>;

/** PUT api/v1/project/selected */
export const selectProjectBody = z.object({ projectId: z.uuid({ error: K.invalidValue }) });
export type SelectProjectBody = z.input<typeof selectProjectBody>;

/** The path parameter of api/v1/project/{projectId}. */
export const projectIdParams = z.object({ projectId: z.uuid({ error: 'Project_NotFound' }) });

/** A saved project (GET api/v1/project/{id}, and the answer of POST and PUT). */
export const projectDto = z.object({
  projectId: z.uuid(),
  name: z.string(),
  /** The calculations in their stored (flat) form. */
  calculationData: z.array(storedCalculationSchema),
  /** Send it back with PUT; a stale one gets 409. */
  concurrencyToken: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProjectDto = z.output<typeof projectDto>;

/** One entry of GET api/v1/project (newest first). */
export const projectSummaryDto = z.object({
  projectId: z.uuid(),
  name: z.string(),
  calculationCount: z.number().int().nonnegative(),
  isSelected: z.boolean(),
  concurrencyToken: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProjectSummaryDto = z.output<typeof projectSummaryDto>;
export const projectSummaryList = z.array(projectSummaryDto);

/** GET api/v1/project/selected (null: none selected yet). */
export const selectedProjectDto = z.object({ projectId: z.uuid().nullable() });
export type SelectedProjectDto = z.output<typeof selectedProjectDto>;

/** Answer of PUT api/v1/project/selected. */
export const projectSelectedDto = z.object({ projectId: z.uuid() });
export type ProjectSelectedDto = z.output<typeof projectSelectedDto>;
