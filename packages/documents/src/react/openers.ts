import type { DialogStore } from '@insulcalc/dialogs';

export const TEST_DOCUMENT_TEMPLATE_DIALOG = 'Administration/TestDocumentTemplateDialog';
export const SELECT_DOCUMENT_TEMPLATE_DIALOG = 'SelectDocumentTemplateDialog';

/** Administration/TestDocumentTemplateDialog/:documentTemplateId; `source` is the editor's unsaved JSON. */
export function openTestDocumentTemplate(
  store: DialogStore,
  documentTemplateId: string,
  source?: string,
): string {
  return store.open({
    path: `${TEST_DOCUMENT_TEMPLATE_DIALOG}/${encodeURIComponent(documentTemplateId)}`,
    params: source === undefined ? {} : { source },
    width: 800,
  });
}

export interface SelectDocumentTemplateParams {
  entityId: string;
  entityInstanceId: string;
}

/** SelectDocumentTemplateDialog: pick a template of the record's entity and download the document. */
export function openSelectDocumentTemplate(
  store: DialogStore,
  params: SelectDocumentTemplateParams,
  callback?: (result: unknown) => void,
): string {
  return store.open({
    path: SELECT_DOCUMENT_TEMPLATE_DIALOG,
    params: { ...params },
    width: 600,
    ...(callback ? { callback } : {}),
  });
}
