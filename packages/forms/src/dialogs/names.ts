/** Dialog route names this package registers into `dialogs` (spec §2 dialog routes). */
export const DYNAMIC_FORM_DIALOG = 'DynamicForm';
export const DELETE_DIALOG = 'DeleteDialog';
export const HISTORY_DIALOG = 'HistoryDialog';
export const SHOW_PROPERTIES_DIALOG = 'ShowPropertiesDialog';
export const FORM_MODAL_DIALOG = 'FormModalDialog';
export const MASS_EDIT_ERROR_DIALOG = 'MassEditErrorDialog';
export const REJECT_COMMENT_DIALOG = 'RejectCommentDialog';
export const EDIT_TEXT_DIALOG = 'EditTextDialog';
export const LOOKUP_DIALOG = 'LookupDialog';
