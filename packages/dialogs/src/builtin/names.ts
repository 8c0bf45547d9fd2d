// The names of the built-in dialog routes, apart from the dialogs themselves (which are loaded on
// first use), so openers and link rules can use them without loading the dialogs.

/** The generic modal (title, message, toolbar). */
export const MODAL_DIALOG = 'ModalDialog';

/** Asks before leaving for another origin. */
export const CONFIRM_EXTERNAL_NAVIGATION_DIALOG = 'ConfirmExternalNavigationDialog';
