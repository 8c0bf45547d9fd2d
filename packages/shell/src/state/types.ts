/** A language of the profile's list: its code and its name in that language. */
export interface AvailableLanguage {
  code: string;
  localName: string;
}

/** The profile (spec §3), loaded at start from GET api/v1/account/profile. */
export interface Profile {
  isAuthenticated: boolean;
  canLogOff: boolean;
  canChangePassword: boolean;
  selectedLanguage: string;
  defaultLanguage: string;
  /** The languages the user can choose (server: `{ code, localName }`). */
  availableLanguages: AvailableLanguage[];
  rememberGridFilters: boolean;
  enableTelemetry: boolean;
  enableMiniProfiler: boolean;
  selectedTheme: string | null;
  antiforgeryToken: string;
  fullName: string | null;
  /** URL patterns redirects may reach (spec §5). */
  allowedRedirectOrigins: string[];
}

/** App info (spec §3). */
export interface AppInfo {
  applicationVersion: string;
  platformVersion: string;
  fallbackLanguage: string;
  fallbackTheme: string | null;
  logoNormalPath: string | null;
  logoMinimizedPath: string | null;
}

/** Navigation item (spec §3). */
export interface NavigationItem {
  id: string;
  title: string;
  url?: string | null;
  items?: NavigationItem[];
  iconKey?: string | null;
  icon?: string | null;
  tooltip?: string | null;
  className?: string | null;
  selected?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  baseName?: string | null;
  /** A client-side action name (not serialisable functions: the frame maps names to handlers). */
  onClick?: string | null;
}

/** Breadcrumb (spec §3). */
export interface Breadcrumb {
  id: string;
  title: string;
  url?: string | null;
  iconKey?: string | null;
}

/** GET api/v1/account/options (spec §7). */
export interface OidcProvider {
  providerId: string;
  title: string;
  autoRedirectToSignIn: boolean;
}
export interface AccountOptions {
  formsEnabled: boolean;
  oidcProviders: OidcProvider[];
}

export type ShellAppKind = 'platform' | 'public';

/** A dynamic form route from GET api/v1/forms/routes (spec §7). */
export interface DynamicFormRoute {
  route: string;
  isSearchPage: boolean;
  formGroupId: string | number;
}
