import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { readPublicUrl } from '../../config';
import type { ServerContext } from '../../context';
import { oidcProvider } from '../../db/schema/account';
import { mailSettingsFromEnv, type MailSettings } from '../mail/index';
import { normaliseLanguage, type LanguageCode } from '../translations/index';

/** One OpenID Connect provider (OIDC_PROVIDERS, a JSON array of these). */
export const oidcProviderSchema = z.object({
  providerId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  title: z.string().min(1).max(200),
  issuer: z.string().url(),
  clientId: z.string().min(1),
  clientSecret: z.string().optional(),
  autoRedirectToSignIn: z.boolean().default(false),
  scope: z.string().default('openid profile email'),
  /** Link a new external identity to an existing local account with the same, verified e-mail. */
  linkByEmail: z.boolean().default(false),
});
export type OidcProviderSettings = z.infer<typeof oidcProviderSchema>;

export interface AccountSettings {
  formsLoginEnabled: boolean;
  oidcProviders: OidcProviderSettings[];
  /** URL patterns (https://*.example.com) that redirects may reach besides the own origin. */
  allowedRedirectOrigins: string[];
  /** Idle timeout of a session (SESSION_IDLE_MINUTES, default 480). */
  sessionIdleMs: number;
  /** Absolute session lifetime (SESSION_MAX_HOURS, default 168). */
  sessionMaxMs: number;
  /** Failed sign-ins per account before a lockout (LOGIN_MAX_FAILURES, default 5). */
  maxFailuresPerAccount: number;
  /** Failed sign-ins per client address before a lockout (LOGIN_MAX_FAILURES_PER_ADDRESS, default 20). */
  maxFailuresPerAddress: number;
  /** First lockout in seconds; doubles with every further failure (LOGIN_LOCKOUT_SECONDS, default 30). */
  lockoutBaseSeconds: number;
  /** Longest lockout (LOGIN_LOCKOUT_MAX_SECONDS, default 3600). */
  lockoutMaxSeconds: number;
  defaultLanguage: LanguageCode;
  defaultTheme: string;
  telemetryEnabled: boolean;
  miniProfilerEnabled: boolean;
  /**
   * The configured public origin (PUBLIC_URL): OIDC redirect URIs and an allowed redirect target.
   * Mail links take it from the server configuration (`publicBaseUrl`), never from a request.
   */
  publicUrl: string | undefined;
  mail: MailSettings;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function int(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${value}"`);
  return n;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadAccountSettings(env: NodeJS.ProcessEnv, dataDir: string): AccountSettings {
  let oidcProviders: OidcProviderSettings[] = [];
  if (env.OIDC_PROVIDERS?.trim()) {
    let raw: unknown;
    try {
      raw = JSON.parse(env.OIDC_PROVIDERS);
    } catch (err) {
      throw new Error(`OIDC_PROVIDERS must be a JSON array: ${(err as Error).message}`, { cause: err });
    }
    const parsed = z.array(oidcProviderSchema).safeParse(raw);
    if (!parsed.success) throw new Error(`OIDC_PROVIDERS is not valid: ${parsed.error.message}`);
    oidcProviders = parsed.data;
  }
  const publicUrl = readPublicUrl(env);
  return {
    formsLoginEnabled: bool(env.FORMS_LOGIN_ENABLED, true),
    oidcProviders,
    allowedRedirectOrigins: list(env.ALLOWED_REDIRECT_ORIGINS),
    sessionIdleMs: int('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 480, 1, 60 * 24 * 30) * 60_000,
    sessionMaxMs: int('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 168, 1, 24 * 365) * 3_600_000,
    maxFailuresPerAccount: int('LOGIN_MAX_FAILURES', env.LOGIN_MAX_FAILURES, 5, 1, 1000),
    maxFailuresPerAddress: int(
      'LOGIN_MAX_FAILURES_PER_ADDRESS',
      env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      20,
      1,
      100000,
    ),
    lockoutBaseSeconds: int('LOGIN_LOCKOUT_SECONDS', env.LOGIN_LOCKOUT_SECONDS, 30, 1, 86400),
    lockoutMaxSeconds: int('LOGIN_LOCKOUT_MAX_SECONDS', env.LOGIN_LOCKOUT_MAX_SECONDS, 3600, 1, 7 * 86400),
    defaultLanguage: normaliseLanguage(env.DEFAULT_LANGUAGE) ?? 'en',
    defaultTheme: env.DEFAULT_THEME?.trim() || 'default',
    telemetryEnabled: bool(env.TELEMETRY_ENABLED, true),
    miniProfilerEnabled: bool(env.MINI_PROFILER_ENABLED, false),
    publicUrl,
    mail: mailSettingsFromEnv(env, dataDir),
  };
}

const byContext = new WeakMap<ServerContext, AccountSettings>();

/**
 * The account settings of a server context. They come from `ctx.config.env` when the core passes
 * the environment it was configured from (tests), else from process.env.
 */
export function accountSettings(ctx: ServerContext): AccountSettings {
  let s = byContext.get(ctx);
  if (!s) {
    const env = (ctx.config as { env?: NodeJS.ProcessEnv }).env ?? process.env;
    // The server's configuration is the one source of the public origin (mails use it directly).
    s = { ...loadAccountSettings(env, ctx.dataDir), publicUrl: ctx.config.publicUrl };
    byContext.set(ctx, s);
  }
  return s;
}

/** Lets tests and embedders replace the settings of a context before the app handles requests. */
export function setAccountSettings(ctx: ServerContext, settings: AccountSettings): void {
  byContext.set(ctx, settings);
}

/**
 * The OpenID Connect providers: OIDC_PROVIDERS first, then the enabled rows of the
 * `oidc_provider` table (an id already configured by the environment is skipped; invalid rows are
 * skipped with a warning).
 */
export async function listOidcProviders(ctx: ServerContext): Promise<OidcProviderSettings[]> {
  const fromEnv = accountSettings(ctx).oidcProviders;
  const rows = await ctx.db
    .select()
    .from(oidcProvider)
    .where(eq(oidcProvider.enabled, true))
    .orderBy(asc(oidcProvider.sortOrder), asc(oidcProvider.providerId));
  const list = [...fromEnv];
  for (const row of rows) {
    if (list.some((p) => p.providerId === row.providerId)) continue;
    const parsed = oidcProviderSchema.safeParse({
      providerId: row.providerId,
      title: row.title,
      issuer: row.issuer,
      clientId: row.clientId,
      ...(row.clientSecret ? { clientSecret: row.clientSecret } : {}),
      autoRedirectToSignIn: row.autoRedirectToSignIn,
      scope: row.scope,
      linkByEmail: row.linkByEmail,
    });
    if (parsed.success) list.push(parsed.data);
    else
      ctx.log.warn(
        { providerId: row.providerId, issues: parsed.error.issues },
        'account: oidc_provider row is not valid, ignored',
      );
  }
  return list;
}
