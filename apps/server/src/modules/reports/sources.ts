/**
 * Report sources: the rows a report reads, as fixed SQL per field (never built from request
 * text). Each source is listed by the views engine through an entity provider
 * (`reports.source`: ViewGrid pages, sorts, filters and exports its rows) and aggregated by the
 * reports module's summary (groups, measures, totals).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportSource } from '@insulcalc/dashboards/core';
import { DEFAULT_CALCULATION_NAME, DEFAULT_PROJECT_NAME } from '@insulcalc/insulation/report';

export type FieldType = 'text' | 'code' | 'integer' | 'decimal' | 'dateTime';

export interface SourceField {
  name: string;
  dataType: FieldType;
  displayNameKey: string;
  /** Typed value to sort, filter and group by. */
  key: string;
  /**
   * For a month field ('YYYY-MM') computed from a timestamp column: that column, so month
   * filters become ranges on it (an index on the column serves them).
   */
  monthOf?: string;
  /** Fixed values of a code field (their texts: displayNameKey + value) or a code list. */
  values?: string[];
  codeList?: string;
  /**
   * Stored values that are a default name, not a name (spec §9), and the key of the text a
   * reader sees instead: 'Default project' reads "Standardprojekt" in German, and sorts and
   * filters so (decision 0039).
   */
  shownDefaults?: Record<string, string>;
  /** Decimals a number shows with (the grid rounds by it); absent: as stored. */
  decimals?: number;
  /**
   * The stored value may be a text key (a catalogue product's name key): the reader sees, sorts
   * and filters its text in their language, falling back to English and then to the value.
   */
  textKeys?: boolean;
}

/** Reads a text key in the reader's language; `language` lets SQL look up keys stored in rows. */
export type ReaderTexts = ((key: string) => string) & { language?: string };

/** The reader's texts for a report: their translator's t, with its language. */
export const readerTexts = (tr: { t(key: string): string; language?: string }): ReaderTexts =>
  Object.assign((key: string) => tr.t(key), tr.language ? { language: tr.language } : {});

export interface SourceDefinition {
  /** The entity the views engine lists this source as. */
  entityId: string;
  displayNameKey: string;
  table: string;
  where: string | null;
  id: string;
  /** The field whose value names a row. */
  displayField: string;
  /** The entity whose record a row opens (the dashboards' report rows, `records.ts`). */
  opens: string;
  fields: SourceField[];
  /** Indexes the default sorts and the bench need (`create index if not exists`). */
  indexes: string[];
}

export const EQUIPMENT = ['Pipe', 'Wall', 'Vessel', 'Duct', 'Tank'];
export const CALCULATION_TYPES = [
  'SurfaceTemperature',
  'HeatLoss',
  'Freezing',
  'FlowingMedium',
  'StaticMedium',
  'Condensation',
];
const MONTH_OF_CREATED = `to_char(created_at at time zone 'UTC', 'YYYY-MM')`;

export const SOURCES: Record<ReportSource, SourceDefinition> = {
  offerRequests: {
    entityId: 'Report_OfferRequests',
    opens: 'OfferRequest',
    displayNameKey: 'Reports_Source_OfferRequests',
    table: 'entity_instance',
    where: `entity_id = 'OfferRequest'`,
    id: 'id',
    displayField: 'ContactName',
    fields: [
      {
        name: 'ContactName',
        dataType: 'text',
        displayNameKey: 'Forms_OfferRequest_ContactName',
        key: `(data ->> 'ContactName')`,
      },
      {
        name: 'Company',
        dataType: 'text',
        displayNameKey: 'Forms_OfferRequest_Company',
        key: `(data ->> 'Company')`,
      },
      {
        name: 'Country',
        dataType: 'code',
        displayNameKey: 'Forms_OfferRequest_Country',
        key: `(data ->> 'Country')`,
        codeList: 'countries',
      },
      {
        name: 'Status',
        dataType: 'code',
        displayNameKey: 'Forms_OfferRequest_Status',
        key: `(data ->> 'Status')`,
        values: ['New', 'InProgress', 'Offered', 'Rejected', 'Closed'],
      },
      {
        name: 'Month',
        dataType: 'text',
        displayNameKey: 'Reports_Field_Month',
        key: MONTH_OF_CREATED,
        monthOf: 'created_at',
      },
      {
        name: 'CreatedAt',
        dataType: 'dateTime',
        displayNameKey: 'Reports_Field_CreatedAt',
        key: 'created_at',
      },
    ],
    indexes: [
      `create index if not exists report_offer_created_idx on entity_instance (created_at, id) where entity_id = 'OfferRequest'`,
      `create index if not exists report_offer_status_created_idx on entity_instance ((data ->> 'Status'), created_at, id) where entity_id = 'OfferRequest'`,
    ],
  },
  calculations: {
    entityId: 'Report_Calculations',
    opens: 'Project',
    displayNameKey: 'Reports_Source_Calculations',
    table: 'report_calculation',
    // Projects without calculations keep a marker row (calculation_id '') that is no calculation.
    where: `calculation_id <> ''`,
    // The project's id first (a UUID, no colon): a row opens its project (dashboards' recordHref).
    id: `(project_id || ':' || calculation_id)`,
    displayField: 'Calculation',
    fields: [
      {
        name: 'Project',
        dataType: 'text',
        displayNameKey: 'Reports_Field_Project',
        key: 'project_name',
        shownDefaults: { [DEFAULT_PROJECT_NAME]: 'Insulation_Project_DefaultName' },
      },
      {
        name: 'Calculation',
        dataType: 'text',
        displayNameKey: 'Reports_Field_Calculation',
        key: 'calculation_name',
        shownDefaults: {
          [DEFAULT_CALCULATION_NAME]: 'Insulation_Calculation_DefaultName',
          '': 'Insulation_Calculation_Unnamed',
        },
      },
      {
        name: 'Equipment',
        dataType: 'code',
        displayNameKey: 'Reports_Field_Equipment',
        key: 'equipment',
        values: EQUIPMENT,
      },
      {
        name: 'CalculationType',
        dataType: 'code',
        displayNameKey: 'Reports_Field_CalculationType',
        key: 'calculation_type',
        values: CALCULATION_TYPES,
      },
      {
        name: 'EnergySaving',
        dataType: 'decimal',
        displayNameKey: 'Reports_Field_EnergySaving',
        key: 'energy_saving',
        decimals: 0,
      },
      { name: 'Month', dataType: 'text', displayNameKey: 'Reports_Field_Month', key: 'month' },
    ],
    indexes: [],
  },
  productsUsed: {
    entityId: 'Report_ProductsUsed',
    opens: 'Product',
    displayNameKey: 'Reports_Source_ProductsUsed',
    table: 'report_product_use',
    where: null,
    // The catalogue product's id last: a row opens the product's page (dashboards' recordHref).
    id: `(project_id || ':' || calculation_id || ':' || layer || ':' || product_id)`,
    displayField: 'Product',
    fields: [
      {
        name: 'Product',
        dataType: 'text',
        displayNameKey: 'Reports_Field_Product',
        key: 'product_name',
        textKeys: true,
      },
      {
        name: 'Thickness',
        dataType: 'decimal',
        displayNameKey: 'Reports_Field_Thickness',
        key: 'thickness',
        decimals: 0,
      },
      {
        name: 'Equipment',
        dataType: 'code',
        displayNameKey: 'Reports_Field_Equipment',
        key: 'equipment',
        values: EQUIPMENT,
      },
      { name: 'Month', dataType: 'text', displayNameKey: 'Reports_Field_Month', key: 'month' },
    ],
    indexes: [],
  },
};

export function sourceByEntity(entityId: string): SourceDefinition | undefined {
  return Object.values(SOURCES).find((s) => s.entityId === entityId);
}

export function fieldOf(source: SourceDefinition, name: string): SourceField | undefined {
  return source.fields.find((f) => f.name === name);
}

export const raw = (text: string): SQL => sql.raw(text);

/**
 * A field's value as the reader reads it, to show, sort, filter and group by: its key, with a
 * stored default name replaced by the reader's text (a bound parameter, never request text).
 * Without a reader (index DDL, the views' seed checks) the key as stored.
 */
export function fieldKey(field: SourceField, t?: ReaderTexts): SQL {
  if (field.textKeys && t?.language) {
    const text = (language: string) =>
      sql`(select tr.text from translation tr where tr.key = ${raw(field.key)} and tr.language = ${language})`;
    return sql`coalesce(${text(t.language)}, ${text('en')}, ${raw(field.key)})`;
  }
  const defaults = Object.entries(field.shownDefaults ?? {});
  if (!t || defaults.length === 0) return raw(field.key);
  const cases = defaults.map(([stored, key]) => sql`when ${stored} then ${t(key)}::text`);
  return sql`(case btrim(${raw(field.key)}) ${sql.join(cases, sql` `)} else ${raw(field.key)} end)`;
}
