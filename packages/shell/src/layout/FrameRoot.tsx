import { useEffect } from 'react';
import { Outlet } from 'react-router';
import {
  ClearDialogsOnNavigation,
  DialogStoreContext,
  DialogStyles,
  ToolbarShortcutContext,
  useDialogs,
} from '@insulcalc/dialogs';
import { useShellServices } from '../services/services';
import { Toasts } from '../messages/Toasts';
import { LinkInterceptor, useDialogFromHash } from '../navigation/react';
import { FrameOptionsProvider, type FrameOptions } from './frameOptions';
import { DocumentTitle } from './PageHeader';
import { PageStateProvider } from './pageState';
import { FrameStyles } from './styles';

/**
 * Lets the shell's keyboard dispatcher close the topmost dialog (Escape) and know the dialog scope
 * (Ctrl+S). The dialog host also listens for Escape itself and marks the event handled, so the
 * dialog closes once whichever runs first.
 */
function DialogShortcuts() {
  const dialogs = useDialogs();
  const { keyboard } = useShellServices();
  useEffect(
    () =>
      keyboard.setHandlers({
        closeTopDialog: () => dialogs.closeTop(undefined),
        getTopDialogKey: () => dialogs.top()?.key ?? null,
      }),
    [dialogs, keyboard],
  );
  return null;
}

function DialogFromHash() {
  useDialogFromHash();
  return null;
}

/**
 * Root element of every route tree: frame options, page state, styles, the document title,
 * in-app link interception, clearing the dialog stack on non-replace navigation, `#dialog=`, and
 * the toolbars' Save / SaveAndClose buttons registered for the keyboard shortcuts. The dialog
 * stack itself renders beside the page router (`ShellRoot`): a dialog's own router cannot render
 * inside the page's. Pages open dialogs on the store's own stack (its services).
 */
export function FrameRoot({ options }: { options: FrameOptions }) {
  const { keyboard, dialogs } = useShellServices();
  return (
    <DialogStoreContext.Provider value={dialogs}>
      <FrameOptionsProvider options={options}>
        <PageStateProvider>
          <ToolbarShortcutContext.Provider value={keyboard.register}>
            <FrameStyles />
            <DialogStyles />
            <DocumentTitle />
            <LinkInterceptor />
            <ClearDialogsOnNavigation />
            <DialogFromHash />
            <DialogShortcuts />
            <Outlet />
            <Toasts />
          </ToolbarShortcutContext.Provider>
        </PageStateProvider>
      </FrameOptionsProvider>
    </DialogStoreContext.Provider>
  );
}
