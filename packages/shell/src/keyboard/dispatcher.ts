import type { ShortcutHandlers, ShortcutRegistry, ShortcutTarget, ShortcutTargetKind } from './registry';

export type ShortcutAction = 'closeDialog' | 'save' | 'saveAndClose' | 'properties' | 'testScript';

export interface ShortcutDispatcherOptions {
  /** The store's registered buttons and handlers (its services' `keyboard`). */
  registry: ShortcutRegistry;
  /** Handlers used instead of the registry's. */
  handlers?: ShortcutHandlers;
  /** F8: toggles the test-script recording (start, or stop and show). */
  onTestScript?: () => void;
  /** Called after a shortcut was handled (the transcript recorder logs it). */
  onShortcut?: (action: ShortcutAction, description: string) => void;
}

function latest(targets: ShortcutTarget[], kind: ShortcutTargetKind): ShortcutTarget | undefined {
  for (let i = targets.length - 1; i >= 0; i--) if (targets[i]!.kind === kind) return targets[i];
  return undefined;
}

function pressIfEnabled(target: ShortcutTarget | undefined): boolean {
  if (!target || !target.isEnabled()) return false;
  target.press();
  return true;
}

const mod = (e: KeyboardEvent) => e.ctrlKey || e.metaKey;

/**
 * A framework-free keyboard shortcut dispatcher (spec §2 Keyboard). Returns a keydown handler
 * that returns true when it handled the event (and then prevented the browser default):
 * - Escape closes the topmost dialog;
 * - Ctrl/Cmd+S presses Save, or Save and close in a dialog (Save when the dialog has none);
 * - Ctrl/Cmd+Enter presses Save and close, or Save when that is missing and Save is enabled;
 * - F1 opens the properties dialog;
 * - F8 records a test-script transcript and shows it.
 */
export function createShortcutDispatcher(
  options: ShortcutDispatcherOptions,
): (event: KeyboardEvent) => boolean {
  return (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return false;
    const registry = options.registry;
    const h = options.handlers ?? registry.getHandlers();
    const done = (action: ShortcutAction, description: string) => {
      event.preventDefault();
      options.onShortcut?.(action, description);
      return true;
    };
    const key = event.key;

    if (key === 'Escape' && !mod(event) && !event.altKey && !event.shiftKey) {
      if (!h.closeTopDialog) return false;
      const closed = h.closeTopDialog();
      if (closed === false) return false;
      return done('closeDialog', 'Escape');
    }

    if (mod(event) && !event.altKey && (key === 's' || key === 'S')) {
      const { scope, targets } = registry.activeTargets(h);
      // Prevent the browser's "save page" even when no button is there.
      event.preventDefault();
      const target =
        scope === 'dialog'
          ? (latest(targets, 'saveAndClose') ?? latest(targets, 'save'))
          : latest(targets, 'save');
      if (!pressIfEnabled(target)) return true;
      return done(target!.kind, 'Ctrl+S');
    }

    if (mod(event) && !event.altKey && key === 'Enter') {
      const { targets } = registry.activeTargets(h);
      const saveAndClose = latest(targets, 'saveAndClose');
      const target = saveAndClose ?? latest(targets, 'save');
      if (!pressIfEnabled(target)) return false;
      return done(target!.kind, 'Ctrl+Enter');
    }

    if (key === 'F1' && !mod(event) && !event.altKey) {
      if (!h.openProperties) return false;
      if (h.openProperties() === false) return false;
      return done('properties', 'F1');
    }

    if (key === 'F8' && !mod(event) && !event.altKey) {
      if (!options.onTestScript) return false;
      options.onTestScript();
      return done('testScript', 'F8');
    }
    return false;
  };
}

/** Installs a dispatcher on `target` (default window); returns the function removing it. */
export function installShortcuts(
  options: ShortcutDispatcherOptions,
  target: Window | HTMLElement = window,
): () => void {
  const dispatch = createShortcutDispatcher(options);
  const listener = (e: Event) => {
    dispatch(e as KeyboardEvent);
  };
  target.addEventListener('keydown', listener);
  return () => target.removeEventListener('keydown', listener);
}
