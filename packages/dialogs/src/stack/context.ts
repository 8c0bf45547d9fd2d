import type { DialogWidth } from './width';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DialogEntry, DialogStore } from './dialogStore';
import { dialogRoutes, type DialogRouteRegistry } from './registry';

/**
 * The dialog stack of the app store the component renders for. There is no default stack: a
 * module-level one would be shared by every store in the process (server rendering, tests), so
 * the app (the shell, from its store's services) or a test provides one.
 */
export const DialogStoreContext = createContext<DialogStore | null>(null);
export const DialogRegistryContext = createContext<DialogRouteRegistry>(dialogRoutes);

/** The dialog stack (open/close/clear); throws outside a provider of one. */
export function useDialogs(): DialogStore {
  const store = useContext(DialogStoreContext);
  if (!store)
    throw new Error('useDialogs() needs a dialog stack: render inside <DialogStoreContext.Provider>.');
  return store;
}

/** The open dialogs, re-rendering on change. */
export function useOpenDialogs(): readonly DialogEntry[] {
  const store = useDialogs();
  return useSyncExternalStore(store.subscribe, store.getDialogs, store.getDialogs);
}

export interface CurrentDialog {
  key: string;
  name: string;
  params: Record<string, unknown>;
  titleId: string;
  /** Closes this dialog; its callback runs with the result. */
  close(result?: unknown): void;
  setTitle(title: string): void;
  /** Changes this dialog's width, e.g. to the width its content declares once loaded. */
  setWidth(width: DialogWidth | undefined): void;
  /**
   * Keeps the dialog invisible until `loaded` settles, at most 500 ms (spec §4: dialog visibility
   * waits at most 500 ms for the form-loaded promise).
   */
  waitForLoad(loaded: Promise<unknown>): void;
  /**
   * Puts a help button in the dialog's header (spec §2: the help icon appears in dialog headers),
   * or removes it with null. `label` is its accessible name and tooltip.
   */
  setHelp(help: DialogHelp | null): void;
}

/** The help a dialog's content offers in the dialog's header. */
export interface DialogHelp {
  label: string;
  open(): void;
}

export const CurrentDialogContext = createContext<CurrentDialog | null>(null);

/** Inside a dialog: this dialog's key, params and close function. */
export function useDialog(): CurrentDialog {
  const dialog = useContext(CurrentDialogContext);
  if (!dialog) throw new Error('useDialog() must be used inside a dialog.');
  return dialog;
}

/** Inside a dialog: the dialog, else null (for components usable in both places). */
export function useOptionalDialog(): CurrentDialog | null {
  return useContext(CurrentDialogContext);
}
