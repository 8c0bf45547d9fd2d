import { useCallback } from 'react';
import { DialogHost, ToolbarShortcutContext } from '@insulcalc/dialogs';
import { useUserMessages } from '../bootstrap/hooks';
import { useShellServices } from '../services/services';

/**
 * The app's dialog stack, rendered beside the page router (each dialog has its own in-memory
 * router, which cannot render inside the page's); dialog toolbars register their Save buttons for
 * the keyboard shortcuts like the page's. A rendering error inside a dialog becomes an error user
 * message of the page (spec §8), not a danger block. The stack is the store's own (its services).
 */
export function DialogLayer() {
  const { add } = useUserMessages();
  const { dialogs, keyboard } = useShellServices();
  const onRenderError = useCallback(
    (error: unknown) =>
      add([{ message: error instanceof Error ? error.message : String(error), level: 'error' }], 'page'),
    [add],
  );
  return (
    <ToolbarShortcutContext.Provider value={keyboard.register}>
      <DialogHost store={dialogs} onRenderError={onRenderError} />
    </ToolbarShortcutContext.Provider>
  );
}
