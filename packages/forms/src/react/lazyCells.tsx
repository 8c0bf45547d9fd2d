import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
  type RefObject,
} from 'react';

/**
 * Lazy cells (decision 0027): in a large form, a cell outside the viewport first renders as a
 * light "dormant" cell (its label, a native input with the value, its messages: the same layout,
 * found by find-in-page, reached by Tab and read by screen readers) and becomes the real control
 * when it comes near the viewport, when it takes the focus, or when something asks for it. A
 * 500-field form then mounts the controls of one screen, not 500 react-aria controls.
 */

/** Forms with fewer fields render every control at once (the cost is small, nothing is dormant). */
export const LAZY_FIELD_THRESHOLD = 100;
/** How far outside the viewport a cell becomes real: half a screen above and below. */
export const LAZY_MARGIN_RATIO = 0.5;

export interface CellActivation {
  readonly lazy: boolean;
  isActive(name: string): boolean;
  subscribe(name: string, listener: () => void): () => void;
  /** Makes cells real; `focus` asks the named cell to take the focus once it is. */
  activate(names: Iterable<string>, focus?: string): void;
  /** The cell that should take the focus after it became real (read once). */
  takeFocus(name: string): boolean;
}

const EAGER: CellActivation = {
  lazy: false,
  isActive: () => true,
  subscribe: () => () => undefined,
  activate: () => undefined,
  takeFocus: () => false,
};

export function createCellActivation(lazy: boolean): CellActivation {
  if (!lazy) return EAGER;
  const active = new Set<string>();
  const listeners = new Map<string, Set<() => void>>();
  let focusNext: string | null = null;
  return {
    lazy: true,
    isActive: (name) => active.has(name),
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    activate(names, focus) {
      if (focus) focusNext = focus;
      const changed: string[] = [];
      for (const name of names)
        if (!active.has(name)) {
          active.add(name);
          changed.push(name);
        }
      for (const name of changed) for (const listener of [...(listeners.get(name) ?? [])]) listener();
    },
    takeFocus(name) {
      if (focusNext !== name) return false;
      focusNext = null;
      return true;
    },
  };
}

/** Lazy only for large forms, and only where the browser can tell what is near the viewport. */
export function wantsLazyCells(fieldCount: number): boolean {
  return fieldCount >= LAZY_FIELD_THRESHOLD && typeof IntersectionObserver !== 'undefined';
}

export const CellActivationContext = createContext<CellActivation>(EAGER);

export function useCellActivation(): CellActivation {
  return useContext(CellActivationContext);
}

/** Whether the named cell renders its real control. */
export function useCellActive(name: string): boolean {
  const activation = useCellActivation();
  const subscribe = useCallback(
    (listener: () => void) => activation.subscribe(name, listener),
    [activation, name],
  );
  const get = useCallback(() => activation.isActive(name), [activation, name]);
  return useSyncExternalStore(subscribe, get, get);
}

const CELL_SELECTOR = '[data-field][data-dormant]';

function nearViewport(rect: DOMRect, margin: number): boolean {
  return rect.bottom >= -margin && rect.top <= window.innerHeight + margin && rect.height + rect.width > 0;
}

/**
 * Wakes the dormant cells under `root`: before the first paint, those on screen (so the first
 * frame shows real controls where the user looks); later, those an IntersectionObserver sees
 * coming near the viewport. Runs again when `version` (the definition) changes.
 */
export function useWakeDormantCells(
  root: RefObject<HTMLElement | null>,
  activation: CellActivation,
  version: unknown,
): void {
  useLayoutEffect(() => {
    const element = root.current;
    if (!activation.lazy || !element) return;
    const margin = window.innerHeight * LAZY_MARGIN_RATIO;
    const onScreen: string[] = [];
    // Sections first: one rectangle rules out fifty cells.
    for (const section of element.querySelectorAll<HTMLElement>('[data-section]')) {
      if (!nearViewport(section.getBoundingClientRect(), margin)) continue;
      for (const cell of section.querySelectorAll<HTMLElement>(CELL_SELECTOR))
        if (nearViewport(cell.getBoundingClientRect(), margin)) onScreen.push(cell.dataset.field!);
    }
    activation.activate(onScreen);
    const observer = new IntersectionObserver(
      (entries) => {
        const names: string[] = [];
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const cell = entry.target as HTMLElement;
          observer.unobserve(cell);
          if (cell.dataset.field) names.push(cell.dataset.field);
        }
        if (names.length > 0) activation.activate(names);
      },
      { rootMargin: `${Math.round(LAZY_MARGIN_RATIO * 100)}% 0px` },
    );
    for (const cell of element.querySelectorAll<HTMLElement>(CELL_SELECTOR))
      if (!activation.isActive(cell.dataset.field!)) observer.observe(cell);
    return () => observer.disconnect();
  }, [root, activation, version]);
}
