import * as z from 'zod';

/** CalculationSummary has no settings: it shows the record's calculation as the server reads it. */
export const calculationSummarySettingsSchema = /* @__PURE__ */ z.object({});

/**
 * The configurator's read-only view of a record's calculation (decision 0047): the public app's
 * configurator route with the record, so the address says which request it shows.
 */
export function readOnlyConfiguratorHref(entityId: string, entityInstanceId: string): string {
  return `/Configurator/${encodeURIComponent(entityId)}/${encodeURIComponent(entityInstanceId)}`;
}

/** The record's calculation call (the task page's source, decision 0047). */
export function recordCalculationUrl(entityId: string, entityInstanceId: string): string {
  return `api/v1/workflow/requests/${encodeURIComponent(entityId)}/${encodeURIComponent(entityInstanceId)}/calculation`;
}
