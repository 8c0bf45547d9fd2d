import { navigationItemDto, type LogonBody, type LogonResult } from '@insulcalc/api-schema';
import { recordUnrecoverableError } from '../state/appErrors';
import { createDefaultProfile, normalizeAppInfo, normalizeProfile } from '../state/profileDefaults';
import type { AccountOptions, AppInfo, NavigationItem, OidcProvider, Profile } from '../state/types';
import type { DynamicFormRoute } from '../state/types';
import { setAntiforgeryToken } from '../http/index';
import { baseApi } from './baseApi';
import type { ApiError } from '../http/index';

/** Endpoint paths (spec §7; confirmed against apps/server modules, see README). */
export const SHELL_API_PATHS = {
  profile: 'api/v1/account/profile',
  appInfo: 'api/v1/appinfo',
  translations: (language: string) => `api/v1/translations/${encodeURIComponent(language)}`,
  translationNamespace: (language: string, namespace: string) =>
    `api/v1/translations/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`,
  navigation: 'api/v1/navigation',
  accountOptions: 'api/v1/account/options',
  logon: 'api/v1/account/logon',
  logout: 'api/v1/account/logout',
  formRoutes: 'api/v1/forms/routes',
} as const;

export interface TranslationsArgs {
  language: string;
  /** applicationVersion, sent as `?v=` so the browser may cache per version. */
  version: string;
}

export interface TranslationNamespaceArgs extends TranslationsArgs {
  /** A package's namespace (its name without the scope), `server` or `data`. */
  namespace: string;
}

function translationMap(body: unknown): Record<string, string | null> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new Error('Translations response is not an object.');
  const out: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>))
    if (typeof v === 'string' || v === null) out[k] = v;
  return out;
}

/** POST api/v1/account/logon (the body schema `logonBody` of @insulcalc/api-schema). */
export type LogonArgs = LogonBody;
export type { LogonResult };

function normalizeAccountOptions(body: unknown): AccountOptions {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const providers = Array.isArray(b.oidcProviders) ? b.oidcProviders : [];
  return {
    formsEnabled: b.formsEnabled !== false,
    oidcProviders: providers
      .filter((p): p is Record<string, unknown> => !!p && typeof p === 'object')
      .map((p): OidcProvider => ({
        providerId: String(p.providerId ?? ''),
        title: String(p.title ?? p.providerId ?? ''),
        autoRedirectToSignIn: p.autoRedirectToSignIn === true,
      })),
  };
}

/** The navigation tree; items that do not match the schema (no id or title) are left out. */
function normalizeNavigation(body: unknown): NavigationItem[] {
  const list: unknown[] = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { items?: unknown }).items)
      ? (body as { items: unknown[] }).items
      : [];
  return list.flatMap((item) => {
    const parsed = navigationItemDto.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The entries of GET api/v1/forms/routes that can become routes: a non-empty string `route`, a
 * string or number `formGroupId`; `isSearchPage` is true only when the server says `true`.
 */
export function normalizeFormRoutes(body: unknown): DynamicFormRoute[] {
  if (!Array.isArray(body)) throw new Error('Form routes response is not a list.');
  return body
    .filter(
      (r): r is Record<string, unknown> =>
        !!r &&
        typeof r === 'object' &&
        typeof (r as { route?: unknown }).route === 'string' &&
        (r as { route: string }).route.length > 0 &&
        (typeof (r as { formGroupId?: unknown }).formGroupId === 'string' ||
          typeof (r as { formGroupId?: unknown }).formGroupId === 'number'),
    )
    .map((r) => ({
      route: r.route as string,
      isSearchPage: r.isSearchPage === true,
      formGroupId: r.formGroupId as string | number,
    }));
}

/** The shell's endpoints, injected into {@link baseApi}. */
export const shellApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET api/v1/account/profile. Never fails: on failure the default anonymous profile, and an unrecoverable error is recorded. */
    getProfile: build.query<Profile, void>({
      async queryFn(_arg, api, _extra, baseQuery) {
        const result = await baseQuery({ url: SHELL_API_PATHS.profile, lockForm: false });
        if (result.error) {
          const error = result.error as ApiError;
          api.dispatch(
            recordUnrecoverableError({ source: 'profile', message: error.message, status: error.status }),
          );
          return { data: createDefaultProfile() };
        }
        return { data: normalizeProfile(result.data) };
      },
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.antiforgeryToken) setAntiforgeryToken(data.antiforgeryToken);
        } catch {
          // handled in queryFn
        }
      },
      providesTags: ['Profile'],
    }),
    /**
     * GET api/v1/forms/routes (spec §7), the public app's dynamic form routes. Never fails: a
     * failure (or a body that is not a list) is recorded as an unrecoverable error
     * `{ source: 'formRoutes' }` and the list is empty, so the site still works. Silent (the
     * bootstrap decides what to show); failed requests still reach telemetry.
     */
    getFormRoutes: build.query<DynamicFormRoute[], void>({
      async queryFn(_arg, api, _extra, baseQuery) {
        const result = await baseQuery({ url: SHELL_API_PATHS.formRoutes, lockForm: false, silent: true });
        let error: { message: string; status?: string | number };
        if (result.error) {
          const e = result.error as ApiError;
          error = { message: e.message, status: e.status };
        } else {
          try {
            return { data: normalizeFormRoutes(result.data) };
          } catch (e) {
            error = { message: e instanceof Error ? e.message : String(e), status: 'PARSING_ERROR' };
          }
        }
        api.dispatch(recordUnrecoverableError({ source: 'formRoutes', ...error }));
        return { data: [] };
      },
    }),
    getAppInfo: build.query<AppInfo, void>({
      query: () => ({ url: SHELL_API_PATHS.appInfo, lockForm: false }),
      transformResponse: (body: unknown) => normalizeAppInfo(body),
      providesTags: ['AppInfo'],
    }),
    /** GET api/v1/translations/{language}?v={applicationVersion}; silent: the bootstrap handles failures. */
    getTranslations: build.query<Record<string, string | null>, TranslationsArgs>({
      query: ({ language, version }) => ({
        url: SHELL_API_PATHS.translations(language),
        params: { v: version },
        silent: true,
        lockForm: false,
      }),
      transformResponse: translationMap,
      providesTags: (_r, _e, arg) => [{ type: 'Translations', id: arg.language }],
    }),
    /** GET api/v1/translations/{language}/{namespace}?v=…: one namespace; silent like the whole map. */
    getTranslationNamespace: build.query<Record<string, string | null>, TranslationNamespaceArgs>({
      query: ({ language, namespace, version }) => ({
        url: SHELL_API_PATHS.translationNamespace(language, namespace),
        params: { v: version },
        silent: true,
        lockForm: false,
      }),
      transformResponse: translationMap,
      providesTags: (_r, _e, arg) => [{ type: 'Translations', id: arg.language }],
    }),
    getNavigation: build.query<NavigationItem[], void>({
      query: () => ({ url: SHELL_API_PATHS.navigation, lockForm: false }),
      transformResponse: (body: unknown) => normalizeNavigation(body),
      providesTags: ['Navigation'],
    }),
    getAccountOptions: build.query<AccountOptions, void>({
      query: () => ({ url: SHELL_API_PATHS.accountOptions, lockForm: false }),
      transformResponse: (body: unknown) => normalizeAccountOptions(body),
      providesTags: ['AccountOptions'],
    }),
    /**
     * POST api/v1/account/logon. Silent: the login page shows LogOn_InvalidUsernameOrPassword on 401
     * and the error's own message otherwise (spec §8). On success the token goes to the page head.
     */
    logon: build.mutation<LogonResult, LogonArgs>({
      query: ({ username, password }) => ({
        url: SHELL_API_PATHS.logon,
        method: 'POST',
        body: { username, password },
        silent: true,
      }),
      transformResponse: (body: unknown) => ({
        antiforgeryToken:
          body &&
          typeof body === 'object' &&
          typeof (body as { antiforgeryToken?: unknown }).antiforgeryToken === 'string'
            ? (body as { antiforgeryToken: string }).antiforgeryToken
            : '',
      }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.antiforgeryToken) setAntiforgeryToken(data.antiforgeryToken);
        } catch {
          // the page shows the error
        }
      },
    }),
  }),
});

export const {
  useGetProfileQuery,
  useGetAppInfoQuery,
  useGetTranslationsQuery,
  useGetNavigationQuery,
  useGetAccountOptionsQuery,
  useGetFormRoutesQuery,
  useLogonMutation,
} = shellApi;
