import { translationsCacheKey } from '@insulcalc/api-schema';
import { fallbackTranslations } from '@insulcalc/i18n';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { setAntiforgeryToken } from '../http/index';
import { shellApi } from '../api/shellApi';
import { namespaceClosure, type NamespaceSource, type ShellTranslationMap } from '../messages/translator';
import { clearUnrecoverableErrors, selectUnrecoverableErrors, type AppErrorsState } from '../state/appErrors';
import { setAppInfo } from '../state/appInfo';
import { setNavigationTree } from '../state/navigation';
import { DEFAULT_APP_INFO } from '../state/profileDefaults';
import type { AppInfo, NavigationItem, Profile, ShellAppKind } from '../state/types';
import type { DynamicFormRoute } from '../state/types';
import type { ShellRouterContext } from './context';

/** The minimal store the loader needs. */
export interface ShellStoreLike {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dispatch: ThunkDispatch<any, unknown, UnknownAction>;
  getState: () => unknown;
}

/** The built-in map used when the translations fail (spec §7): i18n's, Slovenian for sl, else English. */
export function fallbackShellTranslations(language: string | null | undefined): ShellTranslationMap {
  return fallbackTranslations(language);
}

export type ShellLoadResult =
  | {
      ok: true;
      context: ShellRouterContext;
      /**
       * The loaded namespaces and where more come from, when the server serves namespaces (its
       * app info lists them); absent when the whole language was loaded.
       */
      namespaces?: { loaded: Map<string, ShellTranslationMap>; source: NamespaceSource };
    }
  | {
      ok: false;
      /** Why: the profile or the translations could not be loaded. */
      reason: 'profile' | 'translations';
      language: string;
      translations: ShellTranslationMap;
      profile: Profile;
    };

export interface LoadOptions {
  /** Translations already loaded for this language are reused (profile-change reload). */
  previous?: ShellRouterContext | null;
  /**
   * The translation namespaces the app's first screen needs (each with those it needs, from app
   * info); the shell's, the server's own texts and `data` (texts added at run time) always come
   * too. Default: every namespace the server lists (no screen can then miss a text).
   */
  namespaces?: readonly string[];
  /** Namespaces loaded before (a language change loads them again in the new language). */
  loadedNamespaces?: readonly string[];
}

/** Namespaces every app loads at start: the shell's, the server's texts (its messages, seeded
 * forms and views) and `data` (code-list names, designer labels; decision 0035). */
export const START_NAMESPACES: readonly string[] = ['shell', 'server', 'data'];

/**
 * The start-up sequence (spec §4, §7): profile → anti-forgery token in the head → app info →
 * translations for the selected language → navigation (authenticated users only) → for the
 * public app, its dynamic form routes (loaded once; a profile-change reload reuses them). The
 * requests that need nothing of the profile (app info, form routes) start with it.
 */
export async function loadShellData(
  store: ShellStoreLike,
  app: ShellAppKind,
  options: LoadOptions = {},
): Promise<ShellLoadResult> {
  const { dispatch } = store;
  dispatch(clearUnrecoverableErrors('profile'));

  // 1. Profile (never fails: default profile + unrecoverable error). App info and the public
  // app's form routes do not depend on it, so they are asked at the same moment: the start-up
  // waits one round trip before the translations instead of two, and none after them (on a
  // phone's network each was ~150 ms of the configurator's first paint).
  const profileSub = dispatch(shellApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
  const appInfoSub = options.previous
    ? null
    : dispatch(shellApi.endpoints.getAppInfo.initiate(undefined, { forceRefetch: true }));
  let formRoutesSub: ReturnType<typeof startFormRoutes> | null = null;
  function startFormRoutes() {
    dispatch(clearUnrecoverableErrors('formRoutes'));
    return dispatch(shellApi.endpoints.getFormRoutes.initiate(undefined, { forceRefetch: true }));
  }
  if (app === 'public' && !options.previous) formRoutesSub = startFormRoutes();
  const profileResult = await profileSub;
  profileSub.unsubscribe();
  const profile = profileResult.data as Profile;
  setAntiforgeryToken(profile.antiforgeryToken);
  const profileFailed = selectUnrecoverableErrors(store.getState() as { appErrors: AppErrorsState }).some(
    (e) => e.source === 'profile',
  );

  // 2. App info (a failure keeps the defaults: translations still load, with version 0).
  let appInfo: AppInfo = options.previous?.appInfo ?? DEFAULT_APP_INFO;
  if (appInfoSub) {
    const r = await appInfoSub;
    appInfoSub.unsubscribe();
    if (r.data) appInfo = r.data;
    else dispatch(setAppInfo(appInfo));
  }

  // 3. Translations: the first screen's namespaces, in parallel (each a small answer cached long
  // under the current texts' URL); the whole language when the server lists no namespaces.
  const language = profile.selectedLanguage || appInfo.fallbackLanguage || 'en';
  const version = translationsCacheKey(appInfo);
  const requirements = appInfo.translationNamespaces;
  let translations: ShellTranslationMap;
  let namespaces: { loaded: Map<string, ShellTranslationMap>; source: NamespaceSource } | undefined;
  const failed = (): ShellLoadResult => {
    formRoutesSub?.unsubscribe();
    return {
      ok: false,
      reason: 'translations',
      language,
      translations: fallbackShellTranslations(language),
      profile,
    };
  };
  if (options.previous && options.previous.language === language) {
    translations = options.previous.translations;
  } else if (requirements) {
    const source: NamespaceSource = {
      language,
      requirements,
      fetch: async (namespace) => {
        const sub = dispatch(
          shellApi.endpoints.getTranslationNamespace.initiate({ language, namespace, version }),
        );
        const r = await sub;
        sub.unsubscribe();
        if (!r.data) throw new Error(`The translations namespace ${namespace} could not be loaded.`);
        return r.data;
      },
    };
    const wanted = namespaceClosure(requirements, [
      ...START_NAMESPACES,
      ...(options.namespaces ?? Object.keys(requirements)),
      ...(options.loadedNamespaces ?? []),
    ]).filter((ns) => ns in requirements);
    const texts = await Promise.all(wanted.map((ns) => source.fetch(ns).catch(() => null)));
    if (texts.some((t) => t === null)) return failed();
    const loaded = new Map(wanted.map((ns, i) => [ns, texts[i]!] as const));
    translations = Object.assign({}, ...loaded.values()) as ShellTranslationMap;
    namespaces = { loaded, source };
  } else {
    const sub = dispatch(
      // The version names the current texts too: a changed text is never served from a cache.
      shellApi.endpoints.getTranslations.initiate({ language, version }),
    );
    const r = await sub;
    sub.unsubscribe();
    if (!r.data) return failed();
    translations = r.data;
  }
  if (profileFailed) {
    formRoutesSub?.unsubscribe();
    return { ok: false, reason: 'profile', language, translations, profile };
  }

  // 4. Navigation (authenticated only).
  let navigation: NavigationItem[] = [];
  if (profile.isAuthenticated) {
    const sub = dispatch(shellApi.endpoints.getNavigation.initiate(undefined, { forceRefetch: true }));
    const r = await sub;
    sub.unsubscribe();
    navigation = r.data ?? [];
  }
  dispatch(setNavigationTree(navigation));

  // 5. Dynamic form routes (public app only; never fails: [] and an unrecoverable error).
  let formRoutes: DynamicFormRoute[] = [];
  if (app === 'public') {
    if (options.previous) formRoutes = options.previous.formRoutes;
    else {
      const sub = formRoutesSub ?? startFormRoutes();
      const r = await sub;
      sub.unsubscribe();
      formRoutes = r.data ?? [];
    }
  }

  return {
    ok: true,
    context: { app, profile, appInfo, navigation, language, translations, formRoutes },
    ...(namespaces ? { namespaces } : {}),
  };
}
