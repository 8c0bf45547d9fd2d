import { combineReducers, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { addUserMessages, messagesReducer } from '../messages/slice';
import { appErrorsReducer } from '../state/appErrors';
import { appInfoReducer } from '../state/appInfo';
import { navigationReducer } from '../state/navigation';
import { profileReducer } from '../state/profile';
import {
  createShellServices,
  type CreateShellServicesOptions,
  type ShellServices,
} from '../services/services';

/** The reducers every app store has. */
export const shellReducers = {
  [baseApi.reducerPath]: baseApi.reducer,
  profile: profileReducer,
  appInfo: appInfoReducer,
  navigation: navigationReducer,
  messages: messagesReducer,
  appErrors: appErrorsReducer,
};

type ShellReducers = typeof shellReducers;
export type ShellState = { [K in keyof ShellReducers]: ReturnType<ShellReducers[K]> };

export interface CreateAppStoreOptions<R extends Record<string, Reducer>> {
  /** The app's package slices (dialogs, forms, project…), keyed by their state path. */
  reducers?: R;
  /** Extra middleware appended after RTK's defaults and the API middleware. */
  middleware?: Middleware[];
  /** Initial state (tests). */
  preloadedState?: Partial<ShellState & { [K in keyof R]: ReturnType<R[K]> }>;
  /** Send messages raised outside thunks (download/logout helpers) to this store (default true). */
  connectMessageSink?: boolean;
  /** The store's services (default: new ones, see {@link createShellServices}). */
  services?: ShellServices;
  /** API settings of new services (API base URL, a fetch for tests); ignored with `services`. */
  api?: CreateShellServicesOptions;
  /** Refetch on focus / reconnect (RTK `setupListeners`; default true in a browser). */
  setupListeners?: boolean;
}

/**
 * Builds an app's store: the shell slices and the base API plus the app's own package slices.
 *
 *   const store = createAppStore({ reducers: { dialogs: dialogsReducer, forms: formsReducer } });
 */
export function createAppStore<R extends Record<string, Reducer> = Record<string, never>>(
  options: CreateAppStoreOptions<R> = {},
) {
  const reducer = combineReducers({ ...(options.reducers ?? ({} as R)), ...shellReducers });
  const extra = options.middleware ?? [];
  const services = options.services ?? createShellServices(options.api);
  const configured = configureStore({
    reducer,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    preloadedState: options.preloadedState as any,
    // Thunks (and the base query) read the store's own services from RTK's `extra` argument.
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } }).concat(baseApi.middleware as Middleware, ...extra),
  });
  const store = Object.assign(configured, { services });
  if (options.connectMessageSink !== false) {
    services.http.setUserMessageSink((messages) => {
      store.dispatch(addUserMessages({ messages }));
    });
  }
  if (options.setupListeners !== false && typeof window !== 'undefined') setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
