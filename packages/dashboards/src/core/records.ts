/**
 * Where a report row opens: the views whose rows are business records, with the form group that
 * shows one (the record's id is the row's id). Rows of the calculation reports are parts of a
 * project and open nowhere yet.
 */
const RECORD_FORM_GROUPS: Readonly<Record<string, string>> = {
  OfferRequestsReport: 'OfferRequestAdmin',
};

/** The platform address of the record a row of `viewId` shows, or null when its rows open nothing. */
export function recordHref(viewId: string, rowId: string): string | null {
  const formGroupId = RECORD_FORM_GROUPS[viewId];
  if (!formGroupId) return null;
  const query = new URLSearchParams({ formGroupId, entityInstanceId: rowId });
  return `/DynamicForm/Form?${query.toString()}`;
}
