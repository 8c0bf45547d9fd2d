import { z } from 'zod';

/**
 * Answers and bodies of the platform's own calls (spec §7): profile, sign-in options and
 * sign-in, app info, translations, navigation, form routes, health. The server documents and
 * validates with them; the shell's endpoints are typed by them.
 */

/** A language of the profile's list: its code and its name in that language. */
export const languageDto = z.object({ code: z.string(), localName: z.string() }).meta({ id: 'Language' });
export type LanguageDto = z.output<typeof languageDto>;

/** The display unit systems: the engine and stored calculations stay SI (decision 0012). */
export const UNIT_SYSTEMS = ['SI', 'imperial'] as const;
export const unitSystemSchema = z.enum(UNIT_SYSTEMS, { error: 'Project_Validation_InvalidValue' });
export type UnitSystem = z.output<typeof unitSystemSchema>;

/** Whether toasts of each level hide by themselves (the user's Message settings form). */
export const messageAutoHideDto = z.object({ error: z.boolean(), warn: z.boolean(), info: z.boolean() });
export type MessageAutoHideDto = z.output<typeof messageAutoHideDto>;

/** GET api/v1/account/profile (spec §3 Profile). */
export const profileDto = z
  .object({
    isAuthenticated: z.boolean(),
    canLogOff: z.boolean(),
    canChangePassword: z.boolean(),
    selectedLanguage: z.string(),
    defaultLanguage: z.string(),
    availableLanguages: z.array(languageDto),
    rememberGridFilters: z.boolean(),
    enableTelemetry: z.boolean(),
    enableMiniProfiler: z.boolean(),
    selectedTheme: z.string().nullable(),
    /** The User settings form's display units (anonymous visitors: SI; the browser may keep its own). */
    unitSystem: unitSystemSchema,
    /** ISO 4217 code of the User settings form's currency (anonymous visitors: EUR). */
    currency: z.string().optional(),
    messageAutoHide: messageAutoHideDto,
    /** Send it as the header RequestVerificationToken with every unsafe request. */
    antiforgeryToken: z.string(),
    fullName: z.string().nullable(),
    /** URL patterns redirects may reach (spec §5). */
    allowedRedirectOrigins: z.array(z.string()),
  })
  .meta({ id: 'Profile' });
export type ProfileDto = z.output<typeof profileDto>;

/** GET api/v1/account/options */
export const accountOptionsDto = z.object({
  formsEnabled: z.boolean(),
  oidcProviders: z.array(
    z.object({ providerId: z.string(), title: z.string(), autoRedirectToSignIn: z.boolean() }),
  ),
});
export type AccountOptionsDto = z.output<typeof accountOptionsDto>;

/** Answer of a sign-in: the new session's anti-forgery token. */
export const logonResult = z.object({ antiforgeryToken: z.string() });
export type LogonResult = z.output<typeof logonResult>;

/** GET api/v1/appinfo (spec §3 App info). */
export const appInfoDto = z
  .object({
    applicationVersion: z.string(),
    platformVersion: z.string(),
    fallbackLanguage: z.string(),
    fallbackTheme: z.string().nullable(),
    logoNormalPath: z.string().nullable(),
    logoMinimizedPath: z.string().nullable(),
    /**
     * The version of the served translations: it moves whenever a text changes (an
     * administrator's new code-list name too), so the translations URL built from it changes.
     */
    translationsVersion: z.string().max(20).optional(),
    /**
     * Per translations namespace (a package's name without its scope, `server`, `data`), the
     * namespaces its texts need besides its own: a client loading a package's namespace loads
     * these with it, in one round.
     */
    translationNamespaces: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'AppInfo' });
export type AppInfoDto = z.output<typeof appInfoDto>;

/**
 * The `v` of GET api/v1/translations/{language}?v=…: the application version, and the
 * translations version when known (`1.4.0-t37`). A returning visitor's cached texts are then
 * never older than the server's: a changed text changes the URL.
 */
export function translationsCacheKey(info: {
  applicationVersion: string;
  translationsVersion?: string | undefined;
}): string {
  return info.translationsVersion
    ? `${info.applicationVersion}-t${info.translationsVersion}`
    : info.applicationVersion;
}

/** GET api/v1/translations/{language}: key → text (ICU MessageFormat; null renders as null). */
export const translationsDto = z.record(z.string(), z.string().nullable());
export type TranslationsDto = z.output<typeof translationsDto>;
/** The language path parameter and the version query of the translations call. */
export const translationsParams = z.object({ language: z.string().min(1).max(20) });
export const translationsQuery = z.object({ v: z.string().max(64).optional() });
/**
 * GET api/v1/translations/{language}/{namespace}: one namespace's texts (a package's, the
 * server's own, or `data`, the texts added at run time).
 */
export const translationNamespaceParams = translationsParams.extend({
  namespace: z.string().min(1).max(40),
});

/** A navigation item (spec §3), with its children. */
export interface NavigationItemDto {
  id: string;
  title: string;
  url?: string | null;
  items?: NavigationItemDto[];
  iconKey?: string | null;
  icon?: string | null;
  tooltip?: string | null;
  className?: string | null;
  selected?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  baseName?: string | null;
  onClick?: string | null;
}
export const navigationItemDto: z.ZodType<NavigationItemDto> = z
  .object({
    id: z.string(),
    title: z.string(),
    url: z.string().nullish(),
    get items() {
      return z.array(navigationItemDto).optional();
    },
    iconKey: z.string().nullish(),
    icon: z.string().nullish(),
    tooltip: z.string().nullish(),
    className: z.string().nullish(),
    selected: z.boolean().optional(),
    expanded: z.boolean().optional(),
    disabled: z.boolean().optional(),
    hidden: z.boolean().optional(),
    baseName: z.string().nullish(),
    onClick: z.string().nullish(),
  })
  .meta({ id: 'NavigationItem' });
/** GET api/v1/navigation */
export const navigationDto = z.array(navigationItemDto);

/**
 * One entry of GET api/v1/forms/routes (spec §7): the server's answer and what the form engine
 * parses it with (re-exported by @insulcalc/forms/core as formRouteSchema).
 */
export const formRouteDto = z.object({
  route: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_\-/]+$/),
  isSearchPage: z.boolean().default(false),
  formGroupId: z.union([z.string().min(1).max(100), z.number().int()]),
});
export type FormRouteDto = z.output<typeof formRouteDto>;
export const formRoutesDto = z.array(formRouteDto).max(1000);

/** The workflow job queue in GET /api/health (decision 0044). */
export const queueHealthDto = z.object({
  /** Queued jobs due now. */
  due: z.number().int(),
  running: z.number().int(),
  /** Age of the oldest running job's current run in seconds (null: none runs). */
  oldestRunningSeconds: z.number().int().nullable(),
  /** Workers with a live heartbeat, across all server processes. */
  workers: z.number().int(),
  /** Dead workers whose jobs were taken over in the last 7 days, and the last takeover. */
  deadWorkersTakenOver: z.number().int(),
  lastTakeoverAt: z.string().nullable(),
});

/** GET /api/health */
export const healthDto = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: z.enum(['pglite', 'postgresql']),
  /** Absent when the database did not answer. */
  queue: queueHealthDto.optional(),
});
export type HealthDto = z.output<typeof healthDto>;
