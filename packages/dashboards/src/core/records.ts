/**
 * Where a report row opens (issue 25 item 4): the record the row shows or stands for, found from
 * the row's id (the report sources' ids, apps/server/src/modules/reports/sources.ts):
 * - an offer request row is the request (id: the request's id) → its record form;
 * - a calculation row (id `projectId:calculationId`) is part of a project → the project's record;
 * - a products-used row (id `projectId:calculationId:layer:productId`) names a catalogue product
 *   → the product's page in Administration/Products.
 * Addresses are the platform's (router-relative).
 */
type Opener = (rowId: string) => string | null;

const form = (formGroupId: string, entityInstanceId: string): string =>
  `/DynamicForm/Form?${new URLSearchParams({ formGroupId, entityInstanceId }).toString()}`;

const OPENERS: Readonly<Record<string, Opener>> = {
  OfferRequestsReport: (rowId) => (rowId ? form('OfferRequestAdmin', rowId) : null),
  CalculationsReport: (rowId) => {
    // Project ids are UUIDs (no colon); the calculation's id is what follows the first colon.
    const colon = rowId.indexOf(':');
    return colon > 0 ? form('Project', rowId.slice(0, colon)) : null;
  },
  ProductsUsedReport: (rowId) => {
    // project, calculation, layer and product: at least three colons.
    const parts = rowId.split(':');
    const productId = parts.at(-1) ?? '';
    return parts.length >= 4 && /^\d+$/.test(productId)
      ? `/Administration/Products/Default/${encodeURIComponent(productId)}`
      : null;
  },
};

/** Whether rows of `viewId` open a record at all (the grid then offers opening them). */
export function opensRecords(viewId: string): boolean {
  return Object.hasOwn(OPENERS, viewId);
}

/** The platform address of the record a row of `viewId` shows, or null when its rows open nothing. */
export function recordHref(viewId: string, rowId: string): string | null {
  return opensRecords(viewId) ? OPENERS[viewId]!(rowId) : null;
}
