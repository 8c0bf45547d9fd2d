import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** Report definitions (issue 16 item 2, @insulcalc/dashboards/core), seeded from seed/reports. */
export const report = pgTable('report', {
  id: text('id').primaryKey(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One row per stored calculation with the figures reports group by (the engine's result is not
 * stored with a project): refreshed from the projects whose `updated_at` is newer than the row's.
 */
export const reportCalculation = pgTable(
  'report_calculation',
  {
    projectId: text('project_id').notNull(),
    calculationId: text('calculation_id').notNull(),
    userId: text('user_id'),
    projectName: text('project_name').notNull(),
    calculationName: text('calculation_name').notNull(),
    equipment: text('equipment').notNull(),
    calculationType: text('calculation_type').notNull(),
    /** kWh per year the insulation saves against the bare object; null when it cannot be computed. */
    energySaving: doublePrecision('energy_saving'),
    month: text('month').notNull(),
    projectUpdatedAt: ts('project_updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.calculationId] }),
    index('report_calculation_month_idx').on(t.month, t.projectId, t.calculationId),
  ],
);

/** One row per insulation layer of a stored calculation: the products used. */
export const reportProductUse = pgTable(
  'report_product_use',
  {
    projectId: text('project_id').notNull(),
    calculationId: text('calculation_id').notNull(),
    layer: integer('layer').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    thickness: doublePrecision('thickness'),
    equipment: text('equipment').notNull(),
    month: text('month').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.calculationId, t.layer] })],
);

export type ReportRow = typeof report.$inferSelect;
