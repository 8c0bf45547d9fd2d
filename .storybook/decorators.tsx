/**
 * The shared story decorator: a story that sets `parameters.app` renders inside what the apps give
 * their pages — an app store (the shell's slices plus the story's package slices), a memory router
 * and an HTTP client that answers from the story's fake API — so that connected components (user
 * menu, configurator, account pages…) show real states without a server.
 */
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Reducer } from '@reduxjs/toolkit';
import {
  dialogRoutes,
  DialogHost,
  DialogStyles,
  registerBuiltinDialogs,
  type DialogRouteRegistry,
} from '@insulcalc/dialogs';
import { answer, type FakeApi } from './fakeApi';
import {
  createAppStore,
  createDefaultProfile,
  ShellServicesProvider,
  Toasts,
  UserMessages,
  type NavigationItem,
  type Profile,
} from '@insulcalc/shell';

export interface AppStoryParameters extends FakeApi {
  /** Where the memory router starts (default `/`). */
  path?: string;
  /** The signed-in user (merged into the default anonymous profile). */
  profile?: Partial<Profile>;
  /** The navigation tree of the frame. */
  navigation?: NavigationItem[];
  /** Package slices beside the shell's (e.g. `{ project: projectReducer }`). */
  reducers?: Record<string, Reducer>;
  /** Initial state of those slices. */
  preloadedState?: Record<string, unknown>;
  /** Render the dialog stack beside the page (the built-in dialogs registered, plus `registerDialogs`). */
  dialogs?: boolean;
  registerDialogs?: (registry: DialogRouteRegistry) => void;
}

function AppHarness({ app, Story }: { app: AppStoryParameters; Story: () => React.ReactElement }) {
  const [{ store, router }] = useState(() => {
    const store = createAppStore({
      // The story's store has its own HTTP client, answering from the story's fake API.
      api: {
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
          answer(app, input, init)) as typeof fetch,
      },
      reducers: app.reducers ?? {},
      setupListeners: false,
      preloadedState: {
        profile: { profile: { ...createDefaultProfile(), ...app.profile }, revision: 0 },
        navigation: { tree: app.navigation ?? [], selectedNavigationId: null, breadcrumbs: [] },
        ...app.preloadedState,
      },
    });
    const router = createMemoryRouter([{ path: '*', element: <Story /> }], {
      initialEntries: [app.path ?? '/'],
    });
    // The store's own dialog stack (new per story: a story never shows another's dialogs) and the
    // package's route registry, as in the apps.
    registerBuiltinDialogs(dialogRoutes);
    app.registerDialogs?.(dialogRoutes);
    return { store, router };
  });
  return (
    <Provider store={store}>
      <ShellServicesProvider services={store.services}>
        {/* Where the frame shows what the server said (a failed load or save), as in the apps. */}
        <UserMessages target="page" />
        <RouterProvider router={router} />
        <Toasts />
        {app.dialogs ? (
          <>
            <DialogStyles />
            <DialogHost />
          </>
        ) : null}
      </ShellServicesProvider>
    </Provider>
  );
}

export const withApp: Decorator = (Story, context) => {
  const app = context.parameters.app as AppStoryParameters | undefined;
  // Without an app: services of the story's own (HTTP client, dialog stack) for components that use them.
  if (!app)
    return (
      <ShellServicesProvider key={context.id}>
        <Story />
      </ShellServicesProvider>
    );
  // A new harness per story (the key), so stories never share a store.
  return <AppHarness key={context.id} app={app} Story={Story} />;
};
