// The dialog stack (a framework-free store), its route registry and host, the toolbar, and the
// built-in dialogs (message/confirmation, external-navigation confirmation).
export { type DialogWidth } from './stack/width';
export {
  createDialogStore,
  DEFAULT_PAGE_DIALOG_Z_INDEX,
  DIALOG_Z_INDEX_BASE,
  type DialogCallback,
  type DialogEntry,
  type DialogStore,
  type DialogStoreOptions,
  type OpenDialogOptions,
} from './stack/dialogStore';
export {
  createDialogRouteRegistry,
  dialogRoutes,
  type DialogRouteDefinition,
  type DialogRouteRegistry,
} from './stack/registry';
export {
  DialogStoreContext,
  useDialog,
  useDialogs,
  useOptionalDialog,
  type CurrentDialog,
  type DialogHelp,
} from './stack/context';
export { DialogHost, DialogStyles, ClearDialogsOnNavigation, type DialogHostProps } from './stack/DialogHost';
export { DialogBody, DialogFooter } from './stack/DialogParts';
export { lazyDialog, type DialogModuleLoader } from './stack/lazyDialog';
export { MenuButton, preloadMenuButton, type MenuButtonEntry, type MenuButtonProps } from './menu/MenuButton';
export {
  type ToolbarButton,
  type ToolbarClickContext,
  type ToolbarDefinition,
  type ToolbarVisibility,
} from './toolbar/toolbarLogic';
export { Toolbar, type ToolbarProps } from './toolbar/Toolbar';
export { ToolbarLockContext, ToolbarShortcutContext, type ToolbarShortcutTarget } from './toolbar/context';
export { confirmDialog, openConfirmExternalNavigation, type ModalOpenOptions } from './builtin/open';
export type { ConfirmExternalNavigationParams } from './builtin/ConfirmExternalNavigationDialog';
export type { ModalDialogParams } from './builtin/ModalDialog';
export { CONFIRM_EXTERNAL_NAVIGATION_DIALOG } from './builtin/names';
export { registerBuiltinDialogs } from './builtin/register';
export { Icon, IconStyles, type IconProps } from './icons/Icon';
export {
  DEFAULT_VIEW_BOX,
  ICON_KEY_PATTERN,
  ICON_PREFIXES,
  ICON_SIZES,
  ICONS_URL,
  isIconKey,
  loadIcon,
  parseIconSvg,
  setIconLoader,
  type IconLoader,
  type IconPrefix,
  type IconSize,
  type ParsedIcon,
} from './icons/iconSource';
