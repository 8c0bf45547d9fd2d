import { dialogRoutes, type DialogStore } from '@insulcalc/dialogs';
/** Which button a shortcut presses. */
export type ShortcutTargetKind = 'save' | 'saveAndClose';
export type ShortcutScope = 'page' | 'dialog';

/** A toolbar button that keyboard shortcuts can press (the toolbar / form engine registers them). */
export interface ShortcutTarget {
  kind: ShortcutTargetKind;
  press: () => void;
  isEnabled: () => boolean;
  scope: ShortcutScope;
  /** The dialog the button belongs to (the dialog stack's key), when scope is dialog. */
  dialogKey?: string;
}

/** App-wide callbacks the shortcuts call; the dialogs package and the frame register them. */
export interface ShortcutHandlers {
  /** Closes the topmost dialog; returns false when none is open (Escape then does nothing). */
  closeTopDialog?: () => boolean | void;
  /** The key of the topmost open dialog, or null when none is open. */
  getTopDialogKey?: () => string | null;
  /** Opens the properties dialog (F1); returns false when there is none to open. */
  openProperties?: () => boolean | void;
}

/** The dialog name of the properties dialog (spec §2 dialog routes). */
export const PROPERTIES_DIALOG = 'ShowPropertiesDialog';

/**
 * Defaults wired to a store's dialog stack: Escape closes its top dialog, dialog buttons are
 * matched by its top dialog key, F1 opens `ShowPropertiesDialog` when a package has registered
 * that dialog route (with the current address as `url`).
 */
export function defaultShortcutHandlers(dialogs: DialogStore): Required<ShortcutHandlers> {
  return {
    closeTopDialog: () => dialogs.closeTop(),
    getTopDialogKey: () => dialogs.top()?.key ?? null,
    openProperties: () => {
      if (!dialogRoutes.get(PROPERTIES_DIALOG)) return false;
      dialogs.open({
        path: PROPERTIES_DIALOG,
        params: { url: typeof window !== 'undefined' ? window.location.href : '' },
      });
      return true;
    },
  };
}

/**
 * The toolbar buttons the keyboard shortcuts press and the handlers they call, for one app
 * store (part of its services: two stores in one process never press each other's buttons).
 */
export class ShortcutRegistry {
  private readonly targets: ShortcutTarget[] = [];
  private readonly handlers: ShortcutHandlers = {};
  private readonly defaults: Required<ShortcutHandlers>;

  constructor(dialogs: DialogStore) {
    this.defaults = defaultShortcutHandlers(dialogs);
  }

  /** Registers a button; returns the function that unregisters it (call it on unmount). */
  readonly register = (target: ShortcutTarget): (() => void) => {
    this.targets.push(target);
    return () => {
      const i = this.targets.indexOf(target);
      if (i >= 0) this.targets.splice(i, 1);
    };
  };

  /** Sets (merges) the handlers; returns a function restoring the previous ones. */
  setHandlers(next: ShortcutHandlers): () => void {
    const handlers = this.handlers;
    const previous = { ...handlers };
    Object.assign(handlers, next);
    return () => {
      for (const key of Object.keys(next) as (keyof ShortcutHandlers)[]) {
        if (handlers[key] === next[key]) {
          if (previous[key]) (handlers as Record<string, unknown>)[key] = previous[key];
          else delete handlers[key];
        }
      }
    };
  }

  /** The registered handlers over the defaults of {@link defaultShortcutHandlers}. */
  getHandlers(): Readonly<ShortcutHandlers> {
    return { ...this.defaults, ...this.handlers };
  }

  /** Registered targets (latest last). */
  getTargets(): readonly ShortcutTarget[] {
    return this.targets;
  }

  /**
   * The targets of the active scope: the topmost dialog's when a dialog is open (by key when the
   * dialog stack tells it, else the latest registered dialog buttons), otherwise the page's.
   */
  activeTargets(h: ShortcutHandlers = this.getHandlers()): {
    scope: ShortcutScope;
    targets: ShortcutTarget[];
  } {
    const targets = this.targets;
    const topKey = h.getTopDialogKey?.() ?? null;
    const dialogTargets = targets.filter((t) => t.scope === 'dialog');
    if (topKey !== null) {
      const own = dialogTargets.filter((t) => t.dialogKey === topKey);
      return {
        scope: 'dialog',
        targets: own.length > 0 ? own : dialogTargets.filter((t) => t.dialogKey === undefined),
      };
    }
    if (!h.getTopDialogKey && dialogTargets.length > 0) {
      const last = dialogTargets[dialogTargets.length - 1]!;
      return { scope: 'dialog', targets: dialogTargets.filter((t) => t.dialogKey === last.dialogKey) };
    }
    return { scope: 'page', targets: targets.filter((t) => t.scope === 'page') };
  }
}
