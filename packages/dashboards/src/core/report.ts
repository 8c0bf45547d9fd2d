/**
 * Report definitions (decision 0018): a report is a view over a report source (the rows a
 * report reads: offer requests, calculations, products used) with parameters (the filters it
 * asks for), a grouping with measures and totals, and an optional chart. The server pages, sorts
 * and filters the rows through the views engine (ViewGrid) and aggregates the groups itself.
 */
import * as z from 'zod';

const name = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);
const key = z.string().min(1).max(200);

export const REPORT_SOURCES = ['offerRequests', 'calculations', 'productsUsed'] as const;
export const reportSourceSchema = z.enum(REPORT_SOURCES);
export type ReportSource = z.infer<typeof reportSourceSchema>;

export const aggregateSchema = z.enum(['count', 'sum', 'avg', 'min', 'max']);
export type Aggregate = z.infer<typeof aggregateSchema>;

export const reportMeasureSchema = z
  .strictObject({
    name,
    titleKey: key,
    aggregate: aggregateSchema,
    /** The summed / averaged field (absent for count). */
    field: name.optional(),
    /** Decimals shown. */
    decimals: z.number().int().min(0).max(6).default(0),
    unit: z.string().max(20).optional(),
  })
  .refine((m) => m.aggregate === 'count' || m.field !== undefined, { message: 'A measure needs a field.' });
export type ReportMeasure = z.infer<typeof reportMeasureSchema>;

export const reportChartSchema = z.strictObject({
  type: z.enum(['bar', 'line', 'pie']),
  measure: name,
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportDefinitionSchema = z
  .strictObject({
    id: name,
    titleKey: key,
    source: reportSourceSchema,
    /** The fields shown as columns of the rows grid, in order. */
    columns: z.array(name).min(1).max(30),
    /** Fields the user may group by (the first is the default). */
    groupBy: z.array(name).min(1).max(6),
    measures: z.array(reportMeasureSchema).min(1).max(6),
    /** Fields asked for above the report (filters applied to the groups and the rows). */
    parameters: z.array(name).max(6).default([]),
    chart: reportChartSchema.optional(),
    defaultSort: z
      .array(z.strictObject({ attribute: name, direction: z.enum(['asc', 'desc']) }))
      .max(3)
      .default([]),
    pageSize: z.number().int().min(5).max(200).default(50),
  })
  .superRefine((r, ctx) => {
    const measures = new Set(r.measures.map((m) => m.name));
    if (r.chart && !measures.has(r.chart.measure))
      ctx.addIssue({ code: 'custom', path: ['chart', 'measure'], message: 'Not a measure of the report.' });
  });
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;
export type ReportDefinitionInput = z.input<typeof reportDefinitionSchema>;

const filterValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

/** A parameter's value: equal to, one of, or between (dates as YYYY-MM or YYYY-MM-DD text). */
export const reportFilterSchema = z.discriminatedUnion('kind', [
  z.strictObject({ field: name, kind: z.literal('equals'), value: filterValue.nullable() }),
  z.strictObject({
    field: name,
    kind: z.literal('values'),
    values: z.array(z.string().max(200)).min(1).max(200),
  }),
  z
    .strictObject({
      field: name,
      kind: z.literal('range'),
      from: filterValue.optional(),
      to: filterValue.optional(),
    })
    .refine((f) => f.from !== undefined || f.to !== undefined, { message: 'A range needs from or to.' }),
  z.strictObject({ field: name, kind: z.literal('contains'), value: z.string().min(1).max(200) }),
]);
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** POST api/v1/reports/{reportId}/summary: the groups of one field, paged and sorted, with totals. */
export const reportSummaryRequestSchema = z.strictObject({
  groupBy: name.optional(),
  filters: z.array(reportFilterSchema).max(20).default([]),
  sort: z
    .strictObject({ by: z.union([z.literal('group'), name]), direction: z.enum(['asc', 'desc']) })
    .optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(500).default(50),
});
export type ReportSummaryRequest = z.infer<typeof reportSummaryRequestSchema>;
export type ReportSummaryRequestInput = z.input<typeof reportSummaryRequestSchema>;

export const reportFieldAnswerSchema = z.object({
  name: z.string(),
  title: z.string(),
  dataType: z.string(),
  values: z.array(z.object({ value: z.string(), text: z.string() })).optional(),
});
export type ReportFieldAnswer = z.infer<typeof reportFieldAnswerSchema>;

export const reportSummaryAnswerSchema = z.object({
  reportId: z.string(),
  title: z.string(),
  viewId: z.string(),
  groupBy: z.string(),
  groupTitle: z.string(),
  measures: z.array(
    z.object({ name: z.string(), title: z.string(), decimals: z.number(), unit: z.string().optional() }),
  ),
  groups: z.array(
    z.object({ key: z.string().nullable(), label: z.string(), values: z.record(z.string(), z.number()) }),
  ),
  totals: z.record(z.string(), z.number()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  chart: reportChartSchema.optional(),
  parameters: z.array(reportFieldAnswerSchema),
  groupByOptions: z.array(z.object({ name: z.string(), title: z.string() })),
});
export type ReportSummaryAnswer = z.infer<typeof reportSummaryAnswerSchema>;
