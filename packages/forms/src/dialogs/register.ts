import { dialogRoutes, type DialogRouteRegistry } from '@insulcalc/dialogs';
import { DeleteDialog } from './DeleteDialog';
import { DynamicFormDialog } from './DynamicFormDialog';
import { EditTextDialog } from './EditTextDialog';
import { FormModalDialog } from './FormModalDialog';
import { HistoryDialog } from './HistoryDialog';
import { MassEditErrorDialog } from './MassEditErrorDialog';
import {
  DELETE_DIALOG,
  DYNAMIC_FORM_DIALOG,
  EDIT_TEXT_DIALOG,
  FORM_MODAL_DIALOG,
  HISTORY_DIALOG,
  MASS_EDIT_ERROR_DIALOG,
  REJECT_COMMENT_DIALOG,
  SHOW_PROPERTIES_DIALOG,
} from './names';
import { RejectCommentDialog } from './RejectCommentDialog';
import { ShowPropertiesDialog } from './ShowPropertiesDialog';
import { EDIT_IN_DIALOG_WIDTH } from '../controls/TextBox/settings';

/** Registers the form dialogs into `dialogs` (idempotent: a second call replaces the same routes). */
export function registerFormDialogs(registry: DialogRouteRegistry = dialogRoutes): () => void {
  const unregister = [
    registry.register({ path: DYNAMIC_FORM_DIALOG, Component: DynamicFormDialog }),
    registry.register({ path: DELETE_DIALOG, Component: DeleteDialog, width: 600 }),
    registry.register({ path: HISTORY_DIALOG, Component: HistoryDialog }),
    registry.register({ path: SHOW_PROPERTIES_DIALOG, Component: ShowPropertiesDialog, width: 800 }),
    registry.register({ path: FORM_MODAL_DIALOG, Component: FormModalDialog, width: 600 }),
    registry.register({ path: MASS_EDIT_ERROR_DIALOG, Component: MassEditErrorDialog, width: 600 }),
    registry.register({ path: REJECT_COMMENT_DIALOG, Component: RejectCommentDialog, width: 600 }),
    registry.register({ path: EDIT_TEXT_DIALOG, Component: EditTextDialog, width: EDIT_IN_DIALOG_WIDTH }),
  ];
  return () => unregister.forEach((fn) => fn());
}
