import {
  dialogRoutes,
  lazyDialog,
  type DialogRouteDefinition,
  type DialogRouteRegistry,
} from '@insulcalc/dialogs';
import { SELECT_DOCUMENT_TEMPLATE_DIALOG, TEST_DOCUMENT_TEMPLATE_DIALOG } from './openers';

// Each dialog's code loads on first use.
const definitions: DialogRouteDefinition[] = [
  {
    path: `${TEST_DOCUMENT_TEMPLATE_DIALOG}/:documentTemplateId`,
    Component: lazyDialog(() =>
      import('./TestDocumentTemplateDialog').then((m) => m.TestDocumentTemplateDialog),
    ),
    width: 800,
  },
  {
    path: SELECT_DOCUMENT_TEMPLATE_DIALOG,
    Component: lazyDialog(() =>
      import('./SelectDocumentTemplateDialog').then((m) => m.SelectDocumentTemplateDialog),
    ),
    width: 600,
  },
];

/** Registers SelectDocumentTemplateDialog and Administration/TestDocumentTemplateDialog (idempotent). */
export function registerDocumentDialogs(registry: DialogRouteRegistry = dialogRoutes): () => void {
  const unregister = definitions.map((d) => registry.register(d));
  return () => unregister.forEach((fn) => fn());
}
