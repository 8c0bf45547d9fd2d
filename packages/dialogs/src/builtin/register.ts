import { lazyDialog } from '../stack/lazyDialog';
import { dialogRoutes, type DialogRouteRegistry } from '../stack/registry';
import { DEFAULT_MODAL_WIDTH } from '../stack/width';
import { CONFIRM_EXTERNAL_NAVIGATION_DIALOG, MODAL_DIALOG } from './names';

// The dialogs (and the toolbar the modal uses) are loaded on first use: their own chunk.
const ModalDialog = lazyDialog(() => import('./ModalDialog').then((m) => m.ModalDialog));
const ConfirmExternalNavigationDialog = lazyDialog(() =>
  import('./ConfirmExternalNavigationDialog').then((m) => m.ConfirmExternalNavigationDialog),
);

/** Registers the generic dialogs of this package (idempotent); their code loads on first use. */
export function registerBuiltinDialogs(registry: DialogRouteRegistry = dialogRoutes): void {
  registry.register({ path: MODAL_DIALOG, Component: ModalDialog, width: DEFAULT_MODAL_WIDTH });
  registry.register({
    path: CONFIRM_EXTERNAL_NAVIGATION_DIALOG,
    Component: ConfirmExternalNavigationDialog,
    width: DEFAULT_MODAL_WIDTH,
  });
}
