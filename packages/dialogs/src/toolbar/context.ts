import { createContext } from 'react';

// The toolbar's contexts live apart from the Toolbar component, so the app frame can provide them
// without loading the toolbar (it is loaded with the first dialog or page that shows one).

/** True while the page is locked: toolbars below become inert (spec §2 page frame). */
export const ToolbarLockContext = createContext(false);

/** A toolbar button keyboard shortcuts can press (Ctrl/Cmd+S, Ctrl/Cmd+Enter). */
export interface ToolbarShortcutTarget {
  kind: 'save' | 'saveAndClose';
  press: () => void;
  isEnabled: () => boolean;
  scope: 'page' | 'dialog';
  dialogKey?: string;
}

/**
 * Where toolbars register their Save and SaveAndClose buttons for the keyboard shortcuts; the
 * app frame provides it (the shell's shortcut registry). Returns the unregister function.
 */
export const ToolbarShortcutContext = createContext<((target: ToolbarShortcutTarget) => () => void) | null>(
  null,
);
