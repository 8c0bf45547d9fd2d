import { DialogHost, ToolbarShortcutContext } from '@insulcalc/dialogs';
import { registerShortcutTarget } from '../keyboard/registry';

/**
 * The app's dialog stack, rendered beside the page router (each dialog has its own in-memory
 * router, which cannot render inside the page's); dialog toolbars register their Save buttons for
 * the keyboard shortcuts like the page's.
 */
export function DialogLayer() {
  return (
    <ToolbarShortcutContext.Provider value={registerShortcutTarget}>
      <DialogHost />
    </ToolbarShortcutContext.Provider>
  );
}
