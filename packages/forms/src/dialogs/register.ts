import {
  dialogRoutes,
  lazyDialog,
  type DialogRouteDefinition,
  type DialogRouteRegistry,
} from '@insulcalc/dialogs';
import {
  DELETE_DIALOG,
  DYNAMIC_FORM_DIALOG,
  EDIT_TEXT_DIALOG,
  FORM_MODAL_DIALOG,
  HISTORY_DIALOG,
  LOOKUP_DIALOG,
  MASS_EDIT_ERROR_DIALOG,
  REJECT_COMMENT_DIALOG,
  SHOW_PROPERTIES_DIALOG,
} from './names';

// Each dialog's code (and react-aria's) loads on first use: registering them costs an app's
// start-up nothing.
const definitions: DialogRouteDefinition[] = [
  {
    path: DYNAMIC_FORM_DIALOG,
    Component: lazyDialog(() => import('./DynamicFormDialog').then((m) => m.DynamicFormDialog)),
  },
  {
    path: DELETE_DIALOG,
    Component: lazyDialog(() => import('./DeleteDialog').then((m) => m.DeleteDialog)),
    width: 600,
  },
  {
    path: HISTORY_DIALOG,
    Component: lazyDialog(() => import('./HistoryDialog').then((m) => m.HistoryDialog)),
  },
  {
    path: SHOW_PROPERTIES_DIALOG,
    Component: lazyDialog(() => import('./ShowPropertiesDialog').then((m) => m.ShowPropertiesDialog)),
    width: 800,
  },
  {
    path: FORM_MODAL_DIALOG,
    Component: lazyDialog(() => import('./FormModalDialog').then((m) => m.FormModalDialog)),
    width: 600,
  },
  {
    path: MASS_EDIT_ERROR_DIALOG,
    Component: lazyDialog(() => import('./MassEditErrorDialog').then((m) => m.MassEditErrorDialog)),
    width: 600,
  },
  {
    path: REJECT_COMMENT_DIALOG,
    Component: lazyDialog(() => import('./RejectCommentDialog').then((m) => m.RejectCommentDialog)),
    width: 600,
  },
  {
    path: LOOKUP_DIALOG,
    Component: lazyDialog(() => import('./LookupDialog').then((m) => m.LookupDialog)),
    width: 1000,
  },
  // Spec §9: edit in dialog is 600 px wide.
  {
    path: EDIT_TEXT_DIALOG,
    Component: lazyDialog(() => import('./EditTextDialog').then((m) => m.EditTextDialog)),
    width: 600,
  },
];

/** Registers the form dialogs into `dialogs` (idempotent: a second call replaces the same routes). */
export function registerFormDialogs(registry: DialogRouteRegistry = dialogRoutes): () => void {
  const unregister = definitions.map((definition) => registry.register(definition));
  return () => unregister.forEach((fn) => fn());
}
