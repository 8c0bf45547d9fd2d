import { createContext, useContext } from 'react';
import type { ShellTranslationMap } from '../messages/translator';
import type { AppInfo, NavigationItem, Profile, ShellAppKind } from '../state/types';
import type { DynamicFormRoute } from '../state/types';

/** What `createRouter` receives (and `useShell()` returns): the loaded start-up data. */
export interface ShellRouterContext {
  app: ShellAppKind;
  profile: Profile;
  appInfo: AppInfo;
  /** The navigation tree ([] for anonymous users). */
  navigation: NavigationItem[];
  /** The language the translations are in. */
  language: string;
  translations: ShellTranslationMap;
  /**
   * The public app's dynamic form routes (GET api/v1/forms/routes, spec §2/§7), for
   * `publicRoutes({ dynamicFormRoutes })`. Always [] for the platform app, and [] when the list
   * failed to load (the failure is in `selectUnrecoverableErrors`, source 'formRoutes').
   */
  formRoutes: DynamicFormRoute[];
}

export interface ShellContextValue extends ShellRouterContext {
  /**
   * Reloads the profile, the translations if the language changed, and the navigation, then
   * rebuilds the router (spec §4). Same as dispatching `profileChanged()`.
   */
  reload: () => Promise<void>;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

/** The shell's loaded start-up data and `reload()`; throws outside `<ShellRoot>`. */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() must be used inside <ShellRoot>.');
  return value;
}

/** Like {@link useShell} but returns null outside `<ShellRoot>` (stories, tests). */
export function useOptionalShell(): ShellContextValue | null {
  return useContext(ShellContext);
}
