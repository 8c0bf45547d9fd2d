/**
 * Dashboard definitions (decision 0018): widgets placed on the 12-column grid (x, y, w, h in grid
 * units), each a key figure, a chart (an ECharts option built from a report's groups), a list
 * (a view's rows or a report's groups), my tasks, a form, or a text.
 */
import { SUPPORTED_LANGUAGES, type Language } from '@insulcalc/i18n/core';
import * as z from 'zod';
import { reportFilterSchema } from './report';

export const GRID_COLUMNS = 12;
const name = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);
const text = z.union([
  z.string().max(4000),
  z.partialRecord(z.enum(SUPPORTED_LANGUAGES as readonly [Language, ...Language[]]), z.string().max(4000)),
]);
export type DashboardText = z.infer<typeof text>;

/** A relative period on a report's month field ('YYYY-MM'), resolved when the widget loads. */
export const periodSchema = z.strictObject({
  field: name,
  period: z.enum(['thisMonth', 'lastMonth', 'thisYear', 'last12Months']),
});
export type Period = z.infer<typeof periodSchema>;

const reportQuery = {
  report: name,
  filters: z.array(reportFilterSchema).max(10).default([]),
  period: periodSchema.optional(),
};

export const widgetSettingsSchemas = {
  keyFigure: z.strictObject({ ...reportQuery, measure: name }),
  chart: z.strictObject({
    ...reportQuery,
    measure: name,
    groupBy: name.optional(),
    chartType: z.enum(['bar', 'line', 'pie']).default('bar'),
  }),
  list: z.union([
    z.strictObject({ view: name, pageSize: z.number().int().min(3).max(50).default(5) }),
    z.strictObject({
      ...reportQuery,
      groupBy: name.optional(),
      pageSize: z.number().int().min(3).max(50).default(5),
    }),
  ]),
  tasks: z.strictObject({ pageSize: z.number().int().min(1).max(50).default(5) }),
  form: z.strictObject({ formGroupId: name, entityInstanceId: z.string().max(100).optional() }),
  text: z.strictObject({ text }),
  /** The configuration's consistency (Application/CheckConsistency), run when the widget loads. */
  consistency: z.strictObject({ pageSize: z.number().int().min(1).max(20).default(5) }),
} as const;
export type WidgetType = keyof typeof widgetSettingsSchemas;
export const WIDGET_TYPES = Object.keys(widgetSettingsSchemas) as WidgetType[];

const position = {
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  title: text,
  x: z
    .number()
    .int()
    .min(0)
    .max(GRID_COLUMNS - 1),
  y: z.number().int().min(0).max(1000),
  w: z.number().int().min(1).max(GRID_COLUMNS),
  h: z.number().int().min(1).max(20),
};

export const widgetSchema = z
  .discriminatedUnion('type', [
    z.strictObject({ ...position, type: z.literal('keyFigure'), settings: widgetSettingsSchemas.keyFigure }),
    z.strictObject({ ...position, type: z.literal('chart'), settings: widgetSettingsSchemas.chart }),
    z.strictObject({ ...position, type: z.literal('list'), settings: widgetSettingsSchemas.list }),
    z.strictObject({ ...position, type: z.literal('tasks'), settings: widgetSettingsSchemas.tasks }),
    z.strictObject({ ...position, type: z.literal('form'), settings: widgetSettingsSchemas.form }),
    z.strictObject({ ...position, type: z.literal('text'), settings: widgetSettingsSchemas.text }),
    z.strictObject({
      ...position,
      type: z.literal('consistency'),
      settings: widgetSettingsSchemas.consistency,
    }),
  ])
  .refine((w) => w.x + w.w <= GRID_COLUMNS, {
    message: 'The widget does not fit in 12 columns.',
    path: ['w'],
  });
export type Widget = z.infer<typeof widgetSchema>;
export type WidgetInput = z.input<typeof widgetSchema>;

export const dashboardDefinitionSchema = z
  .strictObject({
    title: text,
    widgets: z.array(widgetSchema).max(60),
    /**
     * The seeded help-content record the help icon opens on this dashboard (spec §2: the current
     * dashboard's help item); without it the page's route names one.
     */
    helpContentId: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/)
      .optional(),
  })
  .superRefine((d, ctx) => {
    const ids = new Set<string>();
    d.widgets.forEach((w, i) => {
      if (ids.has(w.id))
        ctx.addIssue({ code: 'custom', path: ['widgets', i, 'id'], message: 'Duplicate widget id.' });
      ids.add(w.id);
    });
  });
export type DashboardDefinition = z.infer<typeof dashboardDefinitionSchema>;
export type DashboardDefinitionInput = z.input<typeof dashboardDefinitionSchema>;

/** GET api/v1/dashboards/{id} and /home (the server documents its answer with this schema). */
export const dashboardAnswerSchema = z.object({
  id: z.string(),
  title: z.string(),
  definition: dashboardDefinitionSchema,
  /** The signed-in user may change its layout (saving a seeded one makes a personal copy). */
  editable: z.boolean(),
  /** The seeded dashboard this one was copied from (or its own id). */
  basedOn: z.string(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

/** Resolves a text in a language (en, then the first given). */
export function textIn(value: DashboardText | undefined, language: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  const map = value as Record<string, string | undefined>;
  return map[language] ?? map.en ?? Object.values(map).find((v) => v !== undefined) ?? '';
}

/** A period as a filter on a 'YYYY-MM' field, relative to `now` (UTC). */
export function periodFilter(period: Period, now: Date = new Date()) {
  const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  const shift = (months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  switch (period.period) {
    case 'thisMonth':
      return { field: period.field, kind: 'equals' as const, value: month(now) };
    case 'lastMonth':
      return { field: period.field, kind: 'equals' as const, value: month(shift(-1)) };
    case 'thisYear':
      return {
        field: period.field,
        kind: 'range' as const,
        from: `${now.getUTCFullYear()}-01`,
        to: `${now.getUTCFullYear()}-12`,
      };
    case 'last12Months':
      return { field: period.field, kind: 'range' as const, from: month(shift(-11)), to: month(now) };
  }
}

/**
 * The months ('YYYY-MM') a period covers, oldest first: a chart by month shows every one of them,
 * a month without rows as zero (not a missing bar, nor an empty chart).
 */
export function periodMonths(period: Period, now: Date = new Date()): string[] {
  const month = (year: number, index: number) => {
    const d = new Date(Date.UTC(year, index, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const year = now.getUTCFullYear();
  const current = now.getUTCMonth();
  switch (period.period) {
    case 'thisMonth':
      return [month(year, current)];
    case 'lastMonth':
      return [month(year, current - 1)];
    case 'thisYear':
      return Array.from({ length: 12 }, (_, i) => month(year, i));
    case 'last12Months':
      return Array.from({ length: 12 }, (_, i) => month(year, current - 11 + i));
  }
}

/**
 * Reflows widgets for a narrow screen (≤ 768 px: one column): top to bottom, then left to right,
 * each the full width.
 */
export function singleColumn(widgets: readonly Widget[]): Widget[] {
  return [...widgets].sort((a, b) => a.y - b.y || a.x - b.x).map((w) => ({ ...w, x: 0, w: GRID_COLUMNS }));
}
