import type { DialogStore } from '../stack/dialogStore';
import { DEFAULT_MODAL_WIDTH } from '../stack/width';
import type { ConfirmExternalNavigationParams } from './ConfirmExternalNavigationDialog';
import type { ModalDialogParams } from './ModalDialog';
import { CONFIRM_EXTERNAL_NAVIGATION_DIALOG, MODAL_DIALOG } from './names';

// Openers of the built-in dialogs, apart from the dialog components (loaded on first use).

/** How a modal opens: `page` puts a page's prompt about itself at the page-dialog layer (2999). */
export interface ModalOpenOptions {
  page?: boolean;
}

export function openModalDialog(
  store: DialogStore,
  params: ModalDialogParams,
  callback?: (result: unknown) => void,
  options: ModalOpenOptions = {},
): string {
  return store.open({
    path: MODAL_DIALOG,
    params: { ...params },
    title: params.title,
    width: params.initialWidth ?? DEFAULT_MODAL_WIDTH,
    callback,
    ...(options.page ? { page: true } : {}),
  });
}

/** Asks a yes/no question with the default Confirm and Cancel buttons; resolves true on Confirm. */
export function confirmDialog(
  store: DialogStore,
  params: Omit<ModalDialogParams, 'toolbar' | 'readonly'>,
  options: ModalOpenOptions = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    openModalDialog(store, params, (r) => resolve(r === true), options);
  });
}

export function openConfirmExternalNavigation(
  store: DialogStore,
  params: ConfirmExternalNavigationParams,
  callback?: (confirmed: boolean) => void,
): string {
  return store.open({
    path: CONFIRM_EXTERNAL_NAVIGATION_DIALOG,
    params: { ...params },
    width: 600,
    callback: (r) => callback?.(r === true),
  });
}
