import { createDialogStore, type DialogStore } from '@insulcalc/dialogs';
import { createContext, useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import { HttpClient, type ShellApiSettings } from '../http';
import { ShellTranslator } from '../messages/translator';
import { ShortcutRegistry } from '../keyboard/registry';

/** Whether the first route of this document has rendered (see `FullReload`). */
export interface DocumentRouteState {
  rendered(): boolean;
  markRendered(): void;
}

function createDocumentRouteState(): DocumentRouteState {
  let rendered = false;
  return {
    rendered: () => rendered,
    markRendered: () => {
      rendered = true;
    },
  };
}

/**
 * What one app store owns besides its state: the HTTP client (settings, request hooks, message
 * sink, reporter), the translations code outside React reads, the keyboard shortcuts' buttons,
 * the dialog stack and the document's route marker. `createAppStore` creates them with the store,
 * hands them to thunks as RTK's `extra` argument and to React through {@link useShellServices};
 * nothing of it lives at module level, so two stores in one process (server rendering, tests)
 * never see each other's messages, translations, shortcuts or dialogs.
 */
export interface ShellServices {
  readonly http: HttpClient;
  readonly translator: ShellTranslator;
  readonly keyboard: ShortcutRegistry;
  readonly dialogs: DialogStore;
  readonly documentRoute: DocumentRouteState;
}

export type CreateShellServicesOptions = Partial<ShellApiSettings>;

export function createShellServices(options: CreateShellServicesOptions = {}): ShellServices {
  const translator = new ShellTranslator();
  const dialogs = createDialogStore();
  return {
    http: new HttpClient({ ...options, translator }),
    translator,
    keyboard: new ShortcutRegistry(dialogs),
    dialogs,
    documentRoute: createDocumentRouteState(),
  };
}

/** Provides services to components outside a Redux provider of their store (stories, tests). */
export const ShellServicesContext = createContext<ShellServices | null>(null);

function servicesOfStore(store: unknown): ShellServices | null {
  if (store && typeof store === 'object' && 'services' in store) {
    return (store as { services: ShellServices }).services;
  }
  return null;
}

/**
 * The services of the app store the component renders for: the Redux provider's store's (every
 * store from `createAppStore` carries its own), else those given to `<ShellServicesProvider>`.
 * Throws when there is neither: a component must not fall back on state another store could share.
 */
export function useShellServices(): ShellServices {
  const services = useOptionalShellServices();
  if (!services) {
    throw new Error(
      'useShellServices() needs the app store: render inside <Provider store={createAppStore()}>.',
    );
  }
  return services;
}

/** Like {@link useShellServices} but null without a store (components usable in bare stories). */
export function useOptionalShellServices(): ShellServices | null {
  const provided = useContext(ShellServicesContext);
  const redux = useContext(ReactReduxContext);
  // The Redux provider's store first: its services are the ones its thunks get, even when a
  // story or test wrapper gave the subtree services of its own further out.
  return servicesOfStore(redux?.store) ?? provided;
}

/** The store's HTTP client (for `performRequest(http, …)` and `http.emitUserMessages(…)`). */
export function useHttp(): HttpClient {
  return useShellServices().http;
}

/** The services a thunk receives as RTK's `extra` argument (stores from `createAppStore`). */
export function servicesOf(extra: unknown): ShellServices {
  if (extra && typeof extra === 'object' && 'http' in extra && 'translator' in extra) {
    return extra as ShellServices;
  }
  throw new Error('This store was not made by createAppStore: its thunks have no shell services.');
}
