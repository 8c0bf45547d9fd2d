import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { defineRoute } from '../../http/defineRoute';
import type { ModulePlugin, ServerModule } from '../types';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

interface IconSet {
  dir: () => string;
  /** Bootstrap Icons carry no notice of their own: the MIT notice goes in as a comment. */
  notice: string | null;
}

const BOOTSTRAP_NOTICE = '<!-- Bootstrap Icons 1.13.2 (MIT License) https://icons.getbootstrap.com -->';
let bootstrapDir: string | null = null;
let fontAwesomeDir: string | null = null;
const bootstrap = () => (bootstrapDir ??= join(packageDir('bootstrap-icons'), 'icons'));
const fontAwesome = () => (fontAwesomeDir ??= join(packageDir('@fortawesome/fontawesome-free'), 'svgs'));

/** The key's prefix before the first hyphen chooses the set (spec §7, §9). */
const SETS: Readonly<Record<string, IconSet>> = {
  bi: { dir: bootstrap, notice: BOOTSTRAP_NOTICE },
  fas: { dir: () => join(fontAwesome(), 'solid'), notice: null },
  far: { dir: () => join(fontAwesome(), 'regular'), notice: null },
  fab: { dir: () => join(fontAwesome(), 'brands'), notice: null },
};

/**
 * An icon key: a known prefix, then the icon's file name in lower-case letters, digits and single
 * hyphens — no dots, slashes or `..`, so a key can only name a file directly inside its set.
 */
export const ICON_KEY = /^(bi|fas|far|fab)-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const iconParamsSchema = z.strictObject({
  key: z.string().max(100).regex(ICON_KEY, 'Icons_InvalidKey'),
});

/** Fastify route schemas (Zod) of this module: the OpenAPI document is generated from them. */
export const iconRouteSchemas = {
  icon: {
    tags: ['icons'],
    summary: 'An icon as SVG text by key (bi-…, fas-…, far-…, fab-…), cached immutably',
    params: iconParamsSchema,
    response: { 200: z.string().describe('image/svg+xml') },
  },
};

const MAX_CACHED = 2000;
const cache = new Map<string, string | null>();

/** The SVG text of an icon key, null when the set has no such icon. */
export async function readIcon(key: string): Promise<string | null> {
  const match = ICON_KEY.exec(key);
  if (!match) return null;
  if (cache.has(key)) return cache.get(key)!;
  const set = SETS[match[1]!]!;
  let svg: string | null = null;
  try {
    const text = await readFile(join(set.dir(), `${match[2]}.svg`), 'utf8');
    // Font Awesome's own licence comment stays inside the file as shipped.
    svg = set.notice ? text.replace(/^(<svg\b[^>]*>)/, `$1${set.notice}`) : text;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, svg);
  return svg;
}

const iconRoutes: ModulePlugin = async (app, { ctx }) => {
  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/:key', ...iconRouteSchemas.icon },
    async ({ params, reply, fail }) => {
      const svg = await readIcon(params.key);
      if (svg === null) throw await fail(404, 'Icons_NotFound', { detail: 'No such icon.' });
      // The text of a key changes only with the icon packages' versions (a new release of the app).
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      reply.type('image/svg+xml; charset=utf-8');
      return svg;
    },
  );
};

/** Icons (issue 14 item 4): GET /api/v1/icons/{key} serves SVG text from the icon packages. */
export const iconsModule: ServerModule = {
  name: 'icons',
  prefix: '/api/v1/icons',
  plugin: iconRoutes,
};
