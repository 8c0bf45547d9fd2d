export * from './stack/width';
export * from './stack/dialogStore';
export * from './stack/registry';
export * from './stack/context';
export {
  DIALOG_VISIBILITY_WAIT_MS,
  DialogHost,
  DialogStyles,
  useClearDialogsOnNavigation,
  ClearDialogsOnNavigation,
  type DialogHostProps,
} from './stack/DialogHost';
export { DialogBody, DialogFooter } from './stack/DialogParts';
export { dialogCss } from './stack/styles';
export * from './toolbar/toolbarLogic';
export { Toolbar, SHORTCUT_BUTTONS, type ToolbarProps } from './toolbar/Toolbar';
export { ToolbarLockContext, ToolbarShortcutContext, type ToolbarShortcutTarget } from './toolbar/context';
export * from './builtin/ConfirmExternalNavigationDialog';
export * from './builtin/ModalDialog';
export { MODAL_DIALOG, CONFIRM_EXTERNAL_NAVIGATION_DIALOG } from './builtin/names';
export { registerBuiltinDialogs } from './builtin/register';
export { lazyDialog, type DialogModuleLoader } from './stack/lazyDialog';
