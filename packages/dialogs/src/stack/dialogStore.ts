import type { DialogWidth } from './width';

/** z-index base of the dialog stack and the step between stacked dialogs (spec §4, §9). */
export const DIALOG_Z_INDEX_BASE = 2000;
export const DIALOG_Z_INDEX_STEP = 10;
/** z-index of the default page dialog (spec §9). */
export const DEFAULT_PAGE_DIALOG_Z_INDEX = 2999;
export const DIALOG_KEY_PARAM = '__dialogKey';
export const NON_EXISTENT_DIALOG_ERROR = 'Tried closing non-existent dialog.';

export type DialogCallback = (result: unknown) => void;

export interface OpenDialogOptions {
  /** Dialog route path inside the dialog's in-memory router, e.g. `ModalDialog` or `Foo/12?x=1`. */
  path: string;
  /** Parameters handed to the dialog (may hold functions and objects, unlike the URL). */
  params?: Record<string, unknown>;
  /** Width in pixels, or a string (`'600px'`, `'80%'`). */
  width?: DialogWidth;
  /** Initial title (the dialog can change it with `useDialog().setTitle`). */
  title?: string;
  /** Runs with the result when the dialog closes. */
  callback?: DialogCallback;
  /**
   * A page dialog: a prompt the page raises about itself (leave with unsaved changes, change the
   * language). It opens at the page-dialog layer, 2999 (spec §9), above the 2000-based stack of
   * the page's own dialogs, or 10 above the highest dialog when one already sits higher.
   */
  page?: boolean;
}

export interface DialogEntry {
  key: string;
  /** First path segment: the registered dialog name. */
  name: string;
  /** Path with the `__dialogKey` query parameter, used as the in-memory router's first entry. */
  initialEntry: string;
  params: Record<string, unknown>;
  /** Width asked by the opener; the host falls back to the route's width, then 1200 px. */
  width: DialogWidth | undefined;
  title: string | undefined;
  zIndex: number;
  callback: DialogCallback | undefined;
}

export interface DialogStore {
  getDialogs(): readonly DialogEntry[];
  subscribe(listener: () => void): () => void;
  /** Opens a dialog on top of the stack and returns its key. */
  open(options: OpenDialogOptions): string;
  /** Opens a dialog and resolves with its result when it closes. */
  openAsync<T = unknown>(options: Omit<OpenDialogOptions, 'callback'>): Promise<T | undefined>;
  /** Closes the dialog and runs its callback with the result; throws for an unknown key. */
  close(key: string, result?: unknown): void;
  /** Closes the topmost dialog; returns false when none is open. */
  closeTop(result?: unknown): boolean;
  /** Removes every dialog; their callbacks run with `undefined`. */
  clear(): void;
  setTitle(key: string, title: string): void;
  /** Changes an open dialog's width (a form's own `dialogWidth`, known once it has loaded). */
  setWidth(key: string, width: DialogWidth | undefined): void;
  top(): DialogEntry | undefined;
}

export interface DialogStoreOptions {
  /** Extra z-index source (e.g. other modals in the page); defaults to none. */
  highestExternalZIndex?: () => number;
  defaultWidth?: DialogWidth;
}

let keyCounter = 0;
function nextKey(): string {
  keyCounter += 1;
  return `d${Date.now().toString(36)}${keyCounter.toString(36)}`;
}

export function dialogNameOf(path: string): string {
  const clean = path.replace(/^\/+/, '');
  return clean.split(/[/?#]/)[0] ?? '';
}

export function withDialogKey(path: string, key: string): string {
  const clean = '/' + path.replace(/^\/+/, '');
  const hashIndex = clean.indexOf('#');
  const base = hashIndex >= 0 ? clean.slice(0, hashIndex) : clean;
  const hash = hashIndex >= 0 ? clean.slice(hashIndex) : '';
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}${DIALOG_KEY_PARAM}=${encodeURIComponent(key)}${hash}`;
}

/** A framework-free dialog stack. React renders it with `<DialogHost>`. */
export function createDialogStore(options: DialogStoreOptions = {}): DialogStore {
  let dialogs: readonly DialogEntry[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of [...listeners]) l();
  };

  const highestZIndex = () => {
    const own = dialogs.reduce((max, d) => Math.max(max, d.zIndex), 0);
    return Math.max(own, options.highestExternalZIndex?.() ?? 0);
  };

  const store: DialogStore = {
    getDialogs: () => dialogs,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(opts) {
      const key = nextKey();
      const highest = highestZIndex();
      const floor = opts.page ? DEFAULT_PAGE_DIALOG_Z_INDEX : DIALOG_Z_INDEX_BASE;
      const zIndex = Math.max(floor, highest > 0 ? highest + DIALOG_Z_INDEX_STEP : 0);
      const entry: DialogEntry = {
        key,
        name: dialogNameOf(opts.path),
        initialEntry: withDialogKey(opts.path, key),
        params: opts.params ?? {},
        width: opts.width ?? options.defaultWidth,
        title: opts.title,
        zIndex,
        callback: opts.callback,
      };
      dialogs = [...dialogs, entry];
      emit();
      return key;
    },
    openAsync(opts) {
      return new Promise((resolve) => {
        store.open({ ...opts, callback: (r) => resolve(r as never) });
      });
    },
    close(key, result) {
      const entry = dialogs.find((d) => d.key === key);
      if (!entry) throw new Error(NON_EXISTENT_DIALOG_ERROR);
      dialogs = dialogs.filter((d) => d.key !== key);
      emit();
      entry.callback?.(result);
    },
    closeTop(result) {
      const top = dialogs[dialogs.length - 1];
      if (!top) return false;
      store.close(top.key, result);
      return true;
    },
    clear() {
      const closed = dialogs;
      if (closed.length === 0) return;
      dialogs = [];
      emit();
      for (const d of [...closed].reverse()) d.callback?.(undefined);
    },
    setTitle(key, title) {
      if (!dialogs.some((d) => d.key === key)) return;
      dialogs = dialogs.map((d) => (d.key === key ? { ...d, title } : d));
      emit();
    },
    setWidth(key, width) {
      if (!dialogs.some((d) => d.key === key && d.width !== width)) return;
      dialogs = dialogs.map((d) => (d.key === key ? { ...d, width } : d));
      emit();
    },
    top: () => dialogs[dialogs.length - 1],
  };
  return store;
}
