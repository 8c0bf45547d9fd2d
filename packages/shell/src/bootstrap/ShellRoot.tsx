import { I18nProvider } from '@insulcalc/i18n';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Provider } from 'react-redux';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { translateKey } from '../messages/translator';
import type { ShellServices } from '../services/services';
import { ShellServicesProvider } from '../services/ShellServicesProvider';
import { profileChanged, selectProfileRevision, type ProfileState } from '../state/profile';
import type { ShellAppKind } from '../state/types';
import { GlobalShortcuts } from '../keyboard/useGlobalShortcuts';
import { DialogLayer } from '../layout/DialogLayer';
import { TelemetryClient, trackRouterTimings } from '../telemetry/index';
import { ShellContext, type ShellContextValue, type ShellRouterContext } from './context';
import { APPLICATION_LOAD_FAILED_KEY, fallbackTranslations } from '@insulcalc/i18n';
import { loadShellData, type ShellStoreLike } from './load';
import { loadProfiler } from './profiler';
import { LoadFailedScreen, LoadingStatus, loadingTextFor } from './LoadingStatus';

export interface ShellRootProps {
  app: ShellAppKind;
  /** The app store from `createAppStore` (with its services). */
  store: ShellStoreLike & { subscribe: (listener: () => void) => () => void; services: ShellServices };
  /** Builds the data router from the loaded data; called again after every profile change. */
  createRouter: (context: ShellRouterContext) => DataRouter;
  /** API base URL (default `/api/`). */
  apiBaseUrl?: string;
  /**
   * Wraps the router in the app's extra providers (i18n provider, dialog host…). Receives the
   * loaded context so providers can use the language and translations.
   */
  wrap?: (children: ReactNode, context: ShellRouterContext) => ReactNode;
  /** Capture errors and timings when the profile enables telemetry (default true). */
  telemetry?: boolean;
  /** Install the global keyboard shortcuts and the F8 test-script recorder (default true). */
  shortcuts?: boolean;
  /**
   * The translation namespaces the app's first screen needs besides the shell's (each package's
   * `…TranslationNamespace`); a lazily loaded package loads its own with its page
   * (`useTranslationNamespaces`). Default: every namespace the server lists.
   */
  translationNamespaces?: readonly string[];
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed'; text: string; language: string }
  | { kind: 'ready'; context: ShellRouterContext; router: DataRouter };

function cookieLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  const m = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie);
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}

/**
 * The app root (spec §4 Session and profile): loads profile → token → app info → translations →
 * navigation, then renders the router; on `profileChanged()` (or `useShell().reload()`) reloads
 * and rebuilds the router. Shows an accessible loading status meanwhile and the
 * Common_ApplicationLoadFailed screen when the profile or the translations cannot be loaded.
 */
export function ShellRoot({
  app,
  store,
  createRouter,
  apiBaseUrl,
  wrap,
  telemetry: useTelemetry = true,
  shortcuts = true,
  translationNamespaces,
}: ShellRootProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  // One telemetry client per app root (never shared by two stores in one process).
  const [telemetry] = useState(() => new TelemetryClient({ http: store.services.http }));
  const services = store.services;
  const phaseRef = useRef<Phase>(phase);
  const createRouterRef = useRef(createRouter);
  const runId = useRef(0);
  const namespacesRef = useRef(translationNamespaces);
  useEffect(() => {
    createRouterRef.current = createRouter;
  }, [createRouter]);
  const show = useCallback((next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const lastRun = useRef<Promise<void>>(Promise.resolve());
  const run = useCallback((): Promise<void> => {
    const p = load();
    lastRun.current = p;
    return p;
    async function load(): Promise<void> {
      const id = ++runId.current;
      const current = phaseRef.current;
      const previous = current.kind === 'ready' ? current.context : null;
      const result = await loadShellData(store, app, {
        previous,
        ...(namespacesRef.current ? { namespaces: namespacesRef.current } : {}),
        loadedNamespaces: services.translator.loadedNamespaces(),
      });
      if (id !== runId.current) return; // a newer load started meanwhile
      if (useTelemetry)
        telemetry.setEnabled(
          result.ok ? result.context.profile.enableTelemetry : result.profile.enableTelemetry,
        );
      if (!result.ok) {
        services.translator.set(result.translations, result.language);
        show({
          kind: 'failed',
          language: result.language,
          text: loadFailedText(result.translations, result.language),
        });
        return;
      }
      const { context } = result;
      // Spec §7: the profiler's script comes from the server when the profile enables it.
      loadProfiler(context.profile.enableMiniProfiler, services.http.getSettings().apiBaseUrl);
      // Namespaces as loaded; the whole map when the server gave one; nothing to do when the
      // language stayed (the translator keeps what it has, lazily loaded namespaces too).
      if (result.namespaces)
        services.translator.setNamespaces(
          result.namespaces.loaded,
          context.language,
          result.namespaces.source,
        );
      else if (previous?.language !== context.language || !services.translator.get().messages)
        services.translator.set(context.translations, context.language);
      if (typeof document !== 'undefined') document.documentElement.lang = context.language;
      // The app's router (its routes matched, the theme and dialogs registered) in a task of its
      // own: with the texts' render above it was one task of 0.1–0.3 s on Lighthouse's throttled
      // phone (decision 0040).
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      if (id !== runId.current) return; // a newer load started meanwhile
      const router = createRouterRef.current(context);
      // A transition: React renders the frame and the first route in slices, between which the
      // browser paints and handles input (one 0.2 s task on Lighthouse's throttled phone when it
      // was urgent; decision 0040); the loading status stays until it is done.
      startTransition(() => show({ kind: 'ready', context, router }));
    }
  }, [store, services, app, useTelemetry, show, telemetry]);

  // First load, and reload on every profile revision.
  useEffect(() => {
    if (apiBaseUrl) services.http.configure({ apiBaseUrl });
    let revision = selectProfileRevision(store.getState() as { profile: ProfileState });
    void run();
    return store.subscribe(() => {
      const next = selectProfileRevision(store.getState() as { profile: ProfileState });
      if (next !== revision) {
        revision = next;
        void run();
      }
    });
  }, [store, services, run, apiBaseUrl]);

  useEffect(() => {
    if (!useTelemetry) return;
    // The base query reports failed requests and timings into this root's client.
    const previous = services.http.setReporter(telemetry);
    const uninstall = typeof window === 'undefined' ? undefined : telemetry.install(window);
    return () => {
      uninstall?.();
      services.http.setReporter(previous);
    };
  }, [useTelemetry, telemetry, services]);

  // Dispose a router once it is replaced (profile change) or the root unmounts.
  const activeRouter = phase.kind === 'ready' ? phase.router : null;
  useEffect(() => {
    if (!activeRouter) return;
    return () => activeRouter.dispose();
  }, [activeRouter]);
  // Timing entries for data navigations (recorded only while telemetry is enabled).
  useEffect(() => {
    if (!activeRouter || !useTelemetry) return;
    return trackRouterTimings(activeRouter, telemetry);
  }, [activeRouter, useTelemetry, telemetry]);

  const reload = useCallback(async () => {
    store.dispatch(profileChanged());
    // the store subscription above started the load synchronously
    await lastRun.current;
  }, [store]);

  // The texts as they grow: a lazily loaded package's namespace joins them before its page renders.
  const messages = useSyncExternalStore(
    services.translator.subscribe,
    () => services.translator.get().messages,
    () => services.translator.get().messages,
  );
  const translations = phase.kind === 'ready' ? (messages ?? phase.context.translations) : null;
  const value = useMemo<ShellContextValue | null>(
    () => (phase.kind === 'ready' && translations ? { ...phase.context, translations, reload } : null),
    [phase, translations, reload],
  );

  let content: ReactNode;
  if (phase.kind === 'loading')
    content = <LoadingStatus label={loadingTextFor(cookieLanguage() ?? navigatorLanguage())} />;
  else if (phase.kind === 'failed') content = <LoadFailedScreen text={phase.text} />;
  else {
    const routerEl = <RouterProvider router={phase.router} />;
    content = (
      <ShellContext.Provider value={value}>
        <I18nProvider language={phase.context.language} messages={translations ?? phase.context.translations}>
          {wrap ? wrap(routerEl, phase.context) : routerEl}
          <DialogLayer />
          {shortcuts && <GlobalShortcuts />}
        </I18nProvider>
      </ShellContext.Provider>
    );
  }
  return (
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    <Provider store={store as any}>
      <ShellServicesProvider services={services}>{content}</ShellServicesProvider>
    </Provider>
  );
}

function navigatorLanguage(): string | null {
  return typeof navigator !== 'undefined' ? (navigator.language ?? null) : null;
}

/** Common_ApplicationLoadFailed from the loaded translations, else the built-in sl/en fallback. */
function loadFailedText(translations: Readonly<Record<string, string | null>>, language: string): string {
  const own = Object.prototype.hasOwnProperty.call(translations, APPLICATION_LOAD_FAILED_KEY)
    ? translateKey(translations, APPLICATION_LOAD_FAILED_KEY)
    : null;
  return own ?? fallbackTranslations(language)[APPLICATION_LOAD_FAILED_KEY] ?? '';
}
