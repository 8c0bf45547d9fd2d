/* Story helper: a store, a memory router and fake API answers around the frame routes. */
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createDefaultProfile } from '../state/profileDefaults';
import type { NavigationItem, Profile } from '../state/types';
import { createAppStore } from '../store/createAppStore';
import { DialogLayer } from './DialogLayer';

export interface StoryAppProps {
  routes: RouteObject[];
  path: string;
  basename?: string;
  profile?: Partial<Profile>;
  navigation?: NavigationItem[];
  accountOptions?: {
    formsEnabled: boolean;
    oidcProviders: { providerId: string; title: string; autoRedirectToSignIn: boolean }[];
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function StoryApp({
  routes,
  path,
  basename = '/platform',
  profile,
  navigation = [],
  accountOptions,
}: StoryAppProps) {
  const [{ store, router }] = useState(() => {
    const api = {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.includes('/account/options'))
          return json(accountOptions ?? { formsEnabled: true, oidcProviders: [] });
        if (url.includes('/account/logon')) {
          const body = JSON.parse(String(init?.body ?? '{}')) as { password?: string };
          return body.password === 'demo'
            ? json({ antiforgeryToken: 'story' })
            : new Response(JSON.stringify({ title: 'Unauthorized', status: 401 }), {
                status: 401,
                headers: { 'Content-Type': 'application/problem+json' },
              });
        }
        return json({ userMessages: [{ message: 'Done (story).', level: 'info' }] });
      }) as typeof fetch,
    };
    return {
      store: createAppStore({
        api,
        setupListeners: false,
        preloadedState: {
          profile: { profile: { ...createDefaultProfile(), ...profile }, revision: 0 },
          navigation: { tree: navigation, selectedNavigationId: null, breadcrumbs: [] },
        },
      }),
      router: createMemoryRouter(routes, { initialEntries: [path], basename }),
    };
  });
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <DialogLayer />
    </Provider>
  );
}

export const STORY_NAVIGATION: NavigationItem[] = [
  { id: 'home', title: 'Home', url: '' },
  { id: 'configurator', title: 'Configurator', url: '/Configurator' },
  {
    id: 'admin',
    title: 'Administration',
    items: [
      { id: 'codes', title: 'Code lists', url: 'Administration/CodeList' },
      { id: 'consistency', title: 'Check consistency', url: 'Application/CheckConsistency' },
      { id: 'js', title: 'Validate JavaScript', url: 'Application/ValidateJavaScript' },
    ],
  },
  { id: 'reports', title: 'Reports', url: 'ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/1' },
];
