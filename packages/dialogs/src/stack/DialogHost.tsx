import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigationType,
  useNavigate,
  useRouteError,
  isRouteErrorResponse,
  type RouteObject,
} from 'react-router';
import { useT } from '../i18n';
import type { DialogEntry, DialogStore } from './dialogStore';
import { DEFAULT_DIALOG_WIDTH, resolveDialogWidth } from './width';

/** Longest wait for a dialog's content to load before it is shown anyway (spec §9). */
export const DIALOG_VISIBILITY_WAIT_MS = 500;
import {
  CurrentDialogContext,
  DialogRegistryContext,
  DialogStoreContext,
  useDialogs,
  useOpenDialogs,
  type CurrentDialog,
  type DialogHelp,
} from './context';
import type { DialogRouteRegistry } from './registry';
import { focusFirst, trapTab } from './focus';
import { dialogCss, DIALOG_STYLE_HREF } from './styles';

export interface DialogHostProps {
  store?: DialogStore;
  registry?: DialogRouteRegistry;
  /**
   * Escape closes the topmost dialog. The host listens itself unless `escape` is false (set it
   * to false when an app-wide keyboard dispatcher calls `store.closeTop()` instead).
   */
  escape?: boolean;
  /** Where dialogs are portalled; default document.body. */
  container?: Element;
  /**
   * A rendering error inside a dialog (spec §8: it adds an error user message). The shell passes
   * its message area; without it the error is only logged.
   */
  onRenderError?: (error: unknown) => void;
}

const RenderErrorContext = createContext<((error: unknown) => void) | undefined>(undefined);

export function DialogStyles() {
  return (
    <style href={DIALOG_STYLE_HREF} precedence="default">
      {dialogCss}
    </style>
  );
}

/**
 * Renders the dialog stack. Place it once in the app, outside the page's router: each dialog has
 * its own in-memory router (`createMemoryRouter` + `RouterProvider`), and React Router renders no
 * router inside another. The shell's `ShellRoot` places it beside the page router.
 */
export function DialogHost({ store, registry, escape = true, container, onRenderError }: DialogHostProps) {
  const contextStore = useContext(DialogStoreContext);
  const contextRegistry = useContext(DialogRegistryContext);
  const activeStore = store ?? contextStore;
  const activeRegistry = registry ?? contextRegistry;
  if (!activeStore) throw new Error('<DialogHost> needs a dialog stack: pass `store` or provide one.');
  return (
    <DialogStoreContext.Provider value={activeStore}>
      <DialogRegistryContext.Provider value={activeRegistry}>
        <RenderErrorContext.Provider value={onRenderError}>
          <DialogStack escape={escape} container={container} />
        </RenderErrorContext.Provider>
      </DialogRegistryContext.Provider>
    </DialogStoreContext.Provider>
  );
}

function DialogStack({ escape, container }: { escape: boolean; container?: Element | undefined }) {
  const store = useDialogs();
  const dialogs = useOpenDialogs();

  useEffect(() => {
    if (!escape) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (store.getDialogs().length === 0) return;
      event.preventDefault();
      store.closeTop(undefined);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [escape, store]);

  if (dialogs.length === 0) return null;
  const target = container ?? (typeof document !== 'undefined' ? document.body : null);
  const content = (
    <>
      <DialogStyles />
      {dialogs.map((entry, index) => (
        <DialogView key={entry.key} entry={entry} isTop={index === dialogs.length - 1} />
      ))}
    </>
  );
  return target ? createPortal(content, target) : content;
}

/** The technical text of a route error (for the message area and the log, not the dialog). */
function routeErrorText(error: unknown): string {
  return isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error ?? '');
}

/**
 * A rendering error inside a dialog (spec §8): the error goes to the app's user messages (the
 * host's `onRenderError`) instead of a danger block; the dialog says so in the reader's language
 * and offers to try again (the same address, a fresh render) or to close.
 */
function DialogRouteError() {
  const t = useT();
  const error = useRouteError();
  const report = useContext(RenderErrorContext);
  const dialog = useContext(CurrentDialogContext);
  const navigate = useNavigate();
  const location = useLocation();
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    console.error(error);
    report?.(new Error(routeErrorText(error) || t('Dialog_RenderError_Title')));
  }, [error, report, t]);
  return (
    <div className="ic-dialog-body" data-dialog-body="">
      <div role="alert" className="ic-dialog-error">
        <p>
          <strong>{t('Dialog_RenderError_Title')}</strong>
        </p>
        <p>{t('Dialog_RenderError_Text')}</p>
      </div>
      <div className="ic-dialog-footer">
        <button
          type="button"
          className="ic-btn ic-btn-primary"
          onClick={() =>
            navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })
          }
        >
          {t('Dialog_TryAgain')}
        </button>
        <button type="button" className="ic-btn" onClick={() => dialog?.close(undefined)}>
          {t('Common_Close')}
        </button>
      </div>
    </div>
  );
}

function DialogNotFound() {
  const t = useT();
  return <p role="alert">{t('NotFound_Text')}</p>;
}

function DialogView({ entry, isTop }: { entry: DialogEntry; isTop: boolean }) {
  const store = useDialogs();
  const registry = useContext(DialogRegistryContext);
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [opener] = useState(() =>
    typeof document !== 'undefined' ? (document.activeElement as HTMLElement | null) : null,
  );
  const [router] = useState(() => {
    const routes: RouteObject[] = registry
      .list()
      .map((r) => ({ path: r.path, Component: r.Component, ErrorBoundary: DialogRouteError }));
    routes.push({ path: '*', Component: DialogNotFound });
    return createMemoryRouter(routes, { initialEntries: [entry.initialEntry] });
  });
  // No dispose on unmount: StrictMode's simulated unmount would leave a disposed router behind; a
  // memory router without loaders holds nothing but its listeners, collected with the dialog.

  const [waiting, setWaiting] = useState(0);
  const [help, setHelp] = useState<DialogHelp | null>(null);
  const waitForLoad = useCallback((loaded: Promise<unknown>) => {
    setWaiting((n) => n + 1);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setWaiting((n) => Math.max(0, n - 1));
    };
    const timer = setTimeout(finish, DIALOG_VISIBILITY_WAIT_MS);
    loaded.then(finish, finish).finally(() => clearTimeout(timer));
  }, []);

  const close = useCallback(
    (result?: unknown) => {
      if (store.getDialogs().some((d) => d.key === entry.key)) store.close(entry.key, result);
    },
    [store, entry.key],
  );
  const current = useMemo<CurrentDialog>(
    () => ({
      key: entry.key,
      name: entry.name,
      params: entry.params,
      titleId,
      close,
      setTitle: (title) => store.setTitle(entry.key, title),
      setWidth: (width) => store.setWidth(entry.key, width),
      waitForLoad,
      setHelp,
    }),
    [entry.key, entry.name, entry.params, titleId, close, store, waitForLoad],
  );

  const visible = waiting === 0;
  useEffect(() => {
    if (isTop && visible && ref.current) focusFirst(ref.current);
  }, [isTop, visible]);

  useEffect(
    () => () => {
      if (opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
    },
    [opener],
  );

  const registered = registry.get(entry.name);
  const width = resolveDialogWidth(
    entry.width ?? registered?.width,
    typeof window !== 'undefined' ? window.innerWidth : DEFAULT_DIALOG_WIDTH,
  );

  return (
    <div
      className="ic-dialog-backdrop"
      style={{ zIndex: entry.zIndex, visibility: visible ? undefined : 'hidden' }}
      inert={!isTop}
      aria-busy={visible ? undefined : true}
    >
      <div
        ref={ref}
        className="ic-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-dialog-key={entry.key}
        data-dialog-name={entry.name}
        style={{ width }}
        onKeyDown={(event) => {
          if (ref.current) trapTab(event, ref.current);
        }}
      >
        <div className="ic-dialog-header">
          <h2 className="ic-dialog-title" id={titleId}>
            {entry.title ?? entry.name}
          </h2>
          {help ? (
            <button
              type="button"
              className="ic-dialog-help"
              aria-label={help.label}
              title={help.label}
              onClick={() => help.open()}
            >
              <span aria-hidden="true">?</span>
            </button>
          ) : null}
          <button
            type="button"
            className="ic-dialog-close"
            aria-label={t('Common_Close')}
            onClick={() => close(undefined)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <CurrentDialogContext.Provider value={current}>
          <RouterProvider router={router} />
        </CurrentDialogContext.Provider>
      </div>
    </div>
  );
}

/** Inside the page router: a non-replace navigation clears all open dialogs (spec §4). */
export function useClearDialogsOnNavigation(store?: DialogStore): void {
  const contextStore = useContext(DialogStoreContext);
  const active = store ?? contextStore;
  if (!active)
    throw new Error('useClearDialogsOnNavigation() needs a dialog stack: pass one or provide one.');
  const location = useLocation();
  const navigationType = useNavigationType();
  const seen = useRef(location.key);
  useEffect(() => {
    // Compare keys (not a first-run flag) so React's StrictMode double effects do not clear.
    if (seen.current === location.key) return;
    seen.current = location.key;
    if (navigationType !== 'REPLACE') active.clear();
  }, [location.key, navigationType, active]);
}

/** Component form of `useClearDialogsOnNavigation`. */
export function ClearDialogsOnNavigation() {
  useClearDialogsOnNavigation();
  return null;
}
