import { dialogRoutes, type DialogRouteRegistry } from '../stack/registry';
import { DEFAULT_MODAL_WIDTH } from '../stack/width';
import {
  CONFIRM_EXTERNAL_NAVIGATION_DIALOG,
  ConfirmExternalNavigationDialog,
} from './ConfirmExternalNavigationDialog';
import { MODAL_DIALOG, ModalDialog } from './ModalDialog';

/** Registers the generic dialogs of this package (idempotent). */
export function registerBuiltinDialogs(registry: DialogRouteRegistry = dialogRoutes): void {
  registry.register({ path: MODAL_DIALOG, Component: ModalDialog, width: DEFAULT_MODAL_WIDTH });
  registry.register({
    path: CONFIRM_EXTERNAL_NAVIGATION_DIALOG,
    Component: ConfirmExternalNavigationDialog,
    width: DEFAULT_MODAL_WIDTH,
  });
}
