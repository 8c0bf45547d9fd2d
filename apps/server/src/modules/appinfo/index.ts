import { CACHED_READ_ROUTE, sendCached } from '../../http/readCache';
import { appInfoDto, type AppInfoDto } from '@insulcalc/api-schema';
import { z } from 'zod';
import { defineRoute } from '../../http/defineRoute';
import type { ModulePlugin, ServerModule } from '../types';
import { FALLBACK_LANGUAGE, translationNamespaceRequirements } from '../translations/index';

const PREFIX = '/api/v1/appinfo';

/** The built-in logos (an insulated pipe cross-section, with and without the word mark). */
const MARK =
  '<circle cx="16" cy="16" r="14" fill="#f3b33d"/><circle cx="16" cy="16" r="8.5" fill="#9aa5b1"/><circle cx="16" cy="16" r="6" fill="#1f6fb2"/>';
const LOGO_NORMAL = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 132 32" width="132" height="32" role="img" aria-label="Insulcalc">${MARK}<text x="38" y="22" font-family="system-ui, sans-serif" font-size="18" font-weight="600" fill="#1d2a36">Insulcalc</text></svg>`;
const LOGO_MINIMIZED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img" aria-label="Insulcalc">${MARK}</svg>`;

/** Version of the platform layer (the dynamic-form platform's API contract). */
export const PLATFORM_VERSION = '1.0.0';

export function appInfo(
  env: NodeJS.ProcessEnv,
  applicationVersion: string,
  translationsVersion?: number,
  translationNamespaces?: Readonly<Record<string, readonly string[]>>,
): AppInfoDto {
  return {
    ...(translationsVersion === undefined ? {} : { translationsVersion: String(translationsVersion) }),
    ...(translationNamespaces
      ? { translationNamespaces: translationNamespaces as NonNullable<AppInfoDto['translationNamespaces']> }
      : {}),
    applicationVersion,
    platformVersion: PLATFORM_VERSION,
    fallbackLanguage: FALLBACK_LANGUAGE,
    fallbackTheme: env.DEFAULT_THEME?.trim() || 'default',
    logoNormalPath: env.LOGO_NORMAL_PATH?.trim() || `${PREFIX}/logo.svg`,
    logoMinimizedPath: env.LOGO_MINIMIZED_PATH?.trim() || `${PREFIX}/logo-minimized.svg`,
  };
}

const routes: ModulePlugin = async (app, { ctx }) => {
  for (const [name, svg] of [
    ['logo.svg', LOGO_NORMAL],
    ['logo-minimized.svg', LOGO_MINIMIZED],
  ] as const) {
    defineRoute(
      app,
      ctx,
      {
        method: 'GET',
        url: `/${name}`,
        tags: ['platform'],
        summary: `The built-in ${name === 'logo.svg' ? '' : 'minimised '}logo (SVG)`,
        response: { 200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } } },
      },
      async ({ reply }) => {
        reply.header('cache-control', 'public, max-age=86400');
        return reply.type('image/svg+xml').send(svg);
      },
    );
  }

  // GET /api/v1/appinfo — public, read before the profile and the translations.
  // The answer depends only on this process's configuration: built once, revalidated by ETag.
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/',
      tags: ['platform'],
      summary:
        'App info (spec §3): versions (the translations version too), fallback language and theme, logo paths; ETag-revalidated',
      response: { 200: appInfoDto },
      options: CACHED_READ_ROUTE,
    },
    async ({ request, reply }) => {
      // Rebuilt when the translations move, so the client's translations URL moves with them.
      const entry = await ctx.readCache.get('appinfo', ['translations'], async () =>
        appInfo(
          (ctx.config as { env?: NodeJS.ProcessEnv }).env ?? process.env,
          ctx.version,
          ctx.readCache.versions.version('translations'),
          translationNamespaceRequirements(ctx.paths),
        ),
      );
      return sendCached(request, reply, entry, { cacheControl: 'no-cache' });
    },
  );
};

export const appInfoModule: ServerModule = { name: 'appinfo', prefix: '/api/v1/appinfo', plugin: routes };
