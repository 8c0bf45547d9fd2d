import type {
  AccountOptionsDto,
  AppInfoDto,
  FormRouteDto,
  LanguageDto,
  NavigationItemDto,
  ProfileDto,
} from '@insulcalc/api-schema';

// The API's shapes are the schemas of @insulcalc/api-schema (the server answers with them and
// documents them at /api/openapi.json).

/** A language of the profile's list: its code and its name in that language. */
export type AvailableLanguage = LanguageDto;

/** The profile (spec §3), loaded at start from GET api/v1/account/profile. */
export type Profile = ProfileDto;

/** App info (spec §3). */
export type AppInfo = AppInfoDto;

/** Navigation item (spec §3); `onClick` names a client-side action the frame maps to a handler. */
export type NavigationItem = NavigationItemDto;

/** Breadcrumb (spec §3). */
export interface Breadcrumb {
  id: string;
  title: string;
  url?: string | null;
  iconKey?: string | null;
}

/** GET api/v1/account/options (spec §7). */
export type AccountOptions = AccountOptionsDto;
export type OidcProvider = AccountOptionsDto['oidcProviders'][number];

export type ShellAppKind = 'platform' | 'public';

/** A dynamic form route from GET api/v1/forms/routes (spec §7). */
export type DynamicFormRoute = FormRouteDto;
