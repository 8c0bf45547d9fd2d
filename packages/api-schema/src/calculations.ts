import { z } from 'zod';
import { calculationSchema, storedCalculationSchema } from './calculation';
import { unitSystemSchema } from './platform';
import { requiredText } from './text';

/**
 * POST api/v1/calculations/calculate and /report. The engine (@insulcalc/thermal) reads its input
 * leniently and answers every well-formed body with 200 (`ok: false` with errors for an input it
 * cannot compute), so these schemas describe rather than restrict; the engine's validator and the
 * drift test keep them honest.
 */
const engineProduct = z.looseObject({
  id: z.number().int(),
  name: z.string().optional(),
  productTypeId: z.number().int().nullish(),
  /** [[mean temperature °C, λ W/(m·K)], …] */
  conductivity: z.array(z.tuple([z.number(), z.number()])),
  minTemperature: z.number().nullish(),
  maxTemperature: z.number().nullish(),
  /** mm */
  thicknesses: z.array(z.number()).optional(),
});
const engineSubconstructionType = z.looseObject({
  id: z.number().int(),
  name: z.string().optional(),
  /** mm² */
  crossSection: z.number(),
  /** W/(m·K) */
  thermalConductivity: z.number().nullish(),
});

/** One engine input: the nested calculation; products and support types default to the catalogue. */
export const engineInputDto = z
  .object({
    calculation: calculationSchema.partial().describe('The Calculation of spec §3 in its nested form.'),
    products: z.array(engineProduct).optional(),
    subconstructionTypes: z.array(engineSubconstructionType).optional(),
  })
  .meta({ id: 'EngineInput' });

const engineError = z.object({
  key: z.string(),
  path: z.string(),
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/** The engine's answer: its result, or the errors that stopped it. */
export const engineOutputDto = z
  .union([
    z.object({
      ok: z.literal(true),
      result: z
        .looseObject({
          heatFlowPerMetre: z.number().nullable(),
          heatFlowDensity: z.number(),
          heatFlowTotal: z.number(),
          surfaceTemperature: z.number(),
        })
        .describe(
          'ThermalResult of @insulcalc/thermal (heat flows, temperatures, layers, annual figures, …).',
        ),
    }),
    z.object({ ok: z.literal(false), errors: z.array(engineError) }),
  ])
  .meta({ id: 'EngineOutput' });

export const calculateBody = z.union([engineInputDto, z.array(engineInputDto).max(200)]);
export const calculateResult = z.union([engineOutputDto, z.array(engineOutputDto)]);

/** POST api/v1/calculations/report: the project's name and the stored (flat, spec §3) calculation. */
/** An ISO 4217 currency code (EUR, CHF…). */
const currencyCode = z.string({ error: 'Project_Validation_InvalidValue' }).regex(/^[A-Z]{3}$/, {
  error: 'Project_Validation_InvalidValue',
});

export const reportBody = z.object({
  projectName: requiredText(200),
  calculation: storedCalculationSchema,
  /** The reader's IANA time zone for the report's time (default UTC). */
  timeZone: z.string({ error: 'Project_Validation_InvalidValue' }).max(100).optional(),
  /** The reader's display units; the calculation stays SI (default SI). */
  unitSystem: unitSystemSchema.optional(),
  /** The reader's currency (ISO 4217) of the money figures (default EUR); nothing is converted. */
  currency: currencyCode.optional(),
});
export type ReportBody = z.input<typeof reportBody>;

/** POST api/v1/calculations/project-report: a project's calculations, compared and each reported. */
export const projectReportBody = z.object({
  projectName: requiredText(200),
  calculations: z
    .array(storedCalculationSchema, { error: 'Project_Validation_InvalidValue' })
    .min(1, { error: 'validation_required' })
    .max(50, { error: 'Project_Validation_TooManyCalculations' }),
  timeZone: z.string({ error: 'Project_Validation_InvalidValue' }).max(100).optional(),
  unitSystem: unitSystemSchema.optional(),
  currency: currencyCode.optional(),
});
export type ProjectReportBody = z.input<typeof projectReportBody>;
