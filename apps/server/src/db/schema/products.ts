import { boolean, doublePrecision, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** λ(θ) point of a product: mean temperature °C → thermal conductivity W/(m·K). */
export interface ConductivityPointRow {
  temperature: number;
  conductivity: number;
}

/**
 * List price of one thickness: currency (EUR) per m² of insulation measured at the middle of the
 * layer, material only (the engine's economic thickness adds the installation cost separately).
 */
export interface ProductPriceRow {
  /** mm, one of the product's thicknesses */
  thickness: number;
  price: number;
}

/** The insulation product catalogue (generic products, seeded). */
export const product = pgTable(
  'product',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    nameKey: text('name_key').notNull(),
    /** Id in the productTypes code list. */
    productTypeId: integer('product_type_id').notNull(),
    conductivity: jsonb('conductivity').$type<ConductivityPointRow[]>().notNull(),
    minTemperature: doublePrecision('min_temperature').notNull(),
    maxTemperature: doublePrecision('max_temperature').notNull(),
    /** Available thicknesses in mm, ascending. */
    thicknesses: jsonb('thicknesses').$type<number[]>().notNull(),
    density: doublePrecision('density'),
    fireClass: text('fire_class'),
    /** Emissivity of the product's own outer surface (0..1), used by the engine without cladding. */
    surfaceEmissivity: doublePrecision('surface_emissivity'),
    /** Price list per thickness, ascending by thickness; empty when the catalogue has none. */
    prices: jsonb('prices').$type<ProductPriceRow[]>().notNull().default([]),
    /** What a price is per: 'm2' (m² of insulation at mid-layer) or 'm' (metre of pipe). */
    priceBasis: text('price_basis').$type<'m2' | 'm'>().notNull().default('m2'),
    recommended: boolean('recommended').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The datasheet files (`[{ fileId }]`, the File control's value), kept by the files module. */
    datasheet: jsonb('datasheet').$type<{ fileId: string }[] | null>(),
    /** Concurrency token of the administration form; bumped by every edit. */
    version: integer('version').notNull().default(1),
    /** Who last edited the product on the Administration screens; null while it is the seed's (the seed follows its file only then). */
    updatedBy: text('updated_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_code_uq').on(t.code)],
);

export type ProductRow = typeof product.$inferSelect;
