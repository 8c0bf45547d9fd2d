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
export {
  Toolbar,
  ToolbarLockContext,
  ToolbarShortcutContext,
  SHORTCUT_BUTTONS,
  type ToolbarProps,
  type ToolbarShortcutTarget,
} from './toolbar/Toolbar';
export * from './builtin/ConfirmExternalNavigationDialog';
export * from './builtin/ModalDialog';
export { registerBuiltinDialogs } from './builtin/register';
