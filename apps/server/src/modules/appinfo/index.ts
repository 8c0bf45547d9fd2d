import type { ModulePlugin, ServerModule } from '../types';
import { FALLBACK_LANGUAGE } from '../translations/languages';

/** App info of spec §3. */
export interface AppInfo {
  applicationVersion: string;
  platformVersion: string;
  fallbackLanguage: string;
  fallbackTheme: string;
  logoNormalPath: string;
  logoMinimizedPath: string;
}

/** Version of the platform layer (the dynamic-form platform's API contract). */
export const PLATFORM_VERSION = '1.0.0';

export function appInfo(env: NodeJS.ProcessEnv, applicationVersion: string): AppInfo {
  return {
    applicationVersion,
    platformVersion: PLATFORM_VERSION,
    fallbackLanguage: FALLBACK_LANGUAGE,
    fallbackTheme: env.DEFAULT_THEME?.trim() || 'default',
    logoNormalPath: env.LOGO_NORMAL_PATH?.trim() || '/logo.svg',
    logoMinimizedPath: env.LOGO_MINIMIZED_PATH?.trim() || '/logo-minimized.svg',
  };
}

const routes: ModulePlugin = async (app, { ctx }) => {
  // GET /api/v1/appinfo — public, read before the profile and the translations.
  app.get('/', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return appInfo((ctx.config as { env?: NodeJS.ProcessEnv }).env ?? process.env, ctx.version);
  });
};

export const appInfoModule: ServerModule = { name: 'appinfo', prefix: '/api/v1/appinfo', plugin: routes };
