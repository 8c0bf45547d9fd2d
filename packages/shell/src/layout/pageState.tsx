import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface HelpItem {
  entityId: string | number;
  formGroupId: string | number;
  entityInstanceId?: string | number;
}

/** The help-content entity and its form group (seeded by the server's forms module). */
export const HELP_CONTENT_ENTITY_ID = 'HelpContent';
export const HELP_CONTENT_FORM_GROUP_ID = 'HelpContent';

/** The help item of a seeded help-content record (e.g. 'CodeLists', 'Configurator'). */
export function helpContentItem(entityInstanceId: string): HelpItem {
  return {
    entityId: HELP_CONTENT_ENTITY_ID,
    formGroupId: HELP_CONTENT_FORM_GROUP_ID,
    entityInstanceId,
  };
}

/**
 * A route's `handle` may name the page's help item, so the help icon works for a page whatever
 * component renders it (the platform's pages are replaced as they are built).
 */
export interface HelpRouteHandle {
  helpItem: HelpItem;
}

/** What a page tells the frame (spec §2 page frame). */
export interface PageState {
  title: string | null;
  /** Unsaved changes: the header shows a trailing asterisk unless ignored. */
  dirty: boolean;
  ignoreDirty: boolean;
  /** A locked page makes its toolbars inert. */
  locked: boolean;
  /** Help-content form of the current dashboard, form or view. */
  helpItem: HelpItem | null;
  /** Shows 'edit dashboard' in the user menu. */
  editableDashboardId: string | null;
}

export const INITIAL_PAGE_STATE: PageState = {
  title: null,
  dirty: false,
  ignoreDirty: false,
  locked: false,
  helpItem: null,
  editableDashboardId: null,
};

interface PageStateContextValue {
  state: PageState;
  update: (patch: Partial<PageState>) => void;
  reset: () => void;
}

const PageStateContext = createContext<PageStateContextValue | null>(null);

export function PageStateProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: Partial<PageState>;
}) {
  const [state, setState] = useState<PageState>({ ...INITIAL_PAGE_STATE, ...initial });
  const update = useCallback((patch: Partial<PageState>) => {
    setState((prev) => {
      const next = { ...prev, ...patch };
      return (Object.keys(patch) as (keyof PageState)[]).every((k) => prev[k] === next[k]) ? prev : next;
    });
  }, []);
  const reset = useCallback(() => setState(INITIAL_PAGE_STATE), []);
  const value = useMemo(() => ({ state, update, reset }), [state, update, reset]);
  return <PageStateContext.Provider value={value}>{children}</PageStateContext.Provider>;
}

const FALLBACK: PageStateContextValue = {
  state: INITIAL_PAGE_STATE,
  update: () => undefined,
  reset: () => undefined,
};

/** The page state and its setter (a no-op outside the frame). */
export function usePageState(): PageStateContextValue {
  return useContext(PageStateContext) ?? FALLBACK;
}

/**
 * Declares page state while the calling component is mounted, e.g.
 * `usePage({ title: t('CodeList_Title'), dirty: form.dirty })`. Fields go back to their defaults on unmount.
 */
export function usePage(patch: Partial<PageState>): void {
  const { update } = usePageState();
  const { title, dirty, ignoreDirty, locked, editableDashboardId } = patch;
  // Compared by value: callers often pass a fresh object literal on every render.
  const helpKey = patch.helpItem === undefined ? undefined : JSON.stringify(patch.helpItem);
  useEffect(() => {
    const helpItem = helpKey === undefined ? undefined : (JSON.parse(helpKey) as HelpItem | null);
    const p: Partial<PageState> = {};
    if (title !== undefined) p.title = title;
    if (dirty !== undefined) p.dirty = dirty;
    if (ignoreDirty !== undefined) p.ignoreDirty = ignoreDirty;
    if (locked !== undefined) p.locked = locked;
    if (helpItem !== undefined) p.helpItem = helpItem;
    if (editableDashboardId !== undefined) p.editableDashboardId = editableDashboardId;
    update(p);
  }, [update, title, dirty, ignoreDirty, locked, helpKey, editableDashboardId]);
  useEffect(
    () => () => {
      const back: Partial<PageState> = {};
      for (const key of Object.keys(INITIAL_PAGE_STATE) as (keyof PageState)[]) {
        if (patch[key] !== undefined) (back as Record<string, unknown>)[key] = INITIAL_PAGE_STATE[key];
      }
      update(back);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update],
  );
}
