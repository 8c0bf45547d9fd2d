/**
 * The public site: the shell's bootstrap (profile, translations, navigation) around the public
 * routes — Home (landing), Configurator (lazy chunk), the account and error pages, and the
 * dynamic form routes from the server's list.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { ShellRoot, createAppStore } from '@insulcalc/shell';
import {
  LazyDynamicFormPage,
  LazyPublicFormPage,
  applyTheme,
  registerFormDialogs,
  resolveTheme,
} from '@insulcalc/forms';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import {
  PROJECT_SLICE,
  addProjectAutosaveListener,
  addProjectStartListener,
  insulationTranslationNamespace,
  prefetchConfiguratorLists,
  projectReducer,
} from '@insulcalc/insulation';
import { HomePage } from './HomePage';
import { PUBLIC_BRAND_NAME } from './frameOptions';
import {
  ConfiguratorRoute,
  ReadOnlyConfiguratorRoute,
  isConfiguratorPath,
  preloadConfigurator,
} from './ConfiguratorRoute';
import { appContainer } from './prerendered';
import { publicRoutes } from './routes';

// Evaluating this module only defines: the store (Redux Toolkit's configureStore and RTK Query's
// middleware, ~20 ms on Lighthouse's throttled phone) is made in a task of its own, after the one
// that evaluated the entry (decision 0040).
setTimeout(start, 0);

function start(): void {
  // The project slice of the configurator; the start project (the signed-in user's selected one,
  // else the default) is loaded whenever the profile arrives or the user signs in or out.
  const listener = createListenerMiddleware();
  const store = createAppStore({
    reducers: { [PROJECT_SLICE]: projectReducer },
    middleware: [listener.middleware],
  });
  addProjectStartListener(listener.startListening as Parameters<typeof addProjectStartListener>[0]);
  addProjectAutosaveListener(listener.startListening as Parameters<typeof addProjectAutosaveListener>[0]);

  // Opened at the configurator: its chunk and lists load beside the start-up's requests (profile,
  // translations), not after them; the start-up chain was most of its first paint on a phone.
  // Each started in a task of its own, queued before the first render's: the chunk's import (its
  // stylesheet and preload links) and the eight requests cost ~0.15 s on Lighthouse's throttled
  // phone together, one long task (decision 0040).
  if (isConfiguratorPath(window.location.pathname)) {
    setTimeout(() => void preloadConfigurator(), 0);
    prefetchConfiguratorLists(store.dispatch, (request) => setTimeout(request, 0));
  }

  // A server-rendered configurator stays on screen until the SPA's has rendered (prerendered.ts).
  const root = createRoot(appContainer(document));

  // The first render starts in a task of its own (after the one that evaluated the scripts and sent
  // the requests above) and as a transition, which React renders in slices between which the
  // browser paints and handles input: on Lighthouse's throttled phone the start-up was one task of
  // 0.4–0.8 s, all of it counted as blocking time.
  setTimeout(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <ShellRoot
            app="public"
            store={store}
            // Its first screens (the landing, the configurator) show the insulation package's texts.
            translationNamespaces={[insulationTranslationNamespace]}
            createRouter={(context) => {
              applyTheme(resolveTheme(context.profile.selectedTheme, context.appInfo.fallbackTheme));
              registerFormDialogs();
              return createBrowserRouter(
                publicRoutes({
                  home: HomePage,
                  configurator: ConfiguratorRoute,
                  readOnlyConfigurator: ReadOnlyConfiguratorRoute,
                  // GET api/v1/forms/routes, loaded by the shell ([] when it failed: spec §7)
                  dynamicFormRoutes: context.formRoutes,
                  dynamicFormPage: LazyPublicFormPage,
                  formPage: LazyDynamicFormPage,
                  frame: { brandName: PUBLIC_BRAND_NAME },
                }),
              );
            }}
          />
        </StrictMode>,
      ),
    ),
  );
}
