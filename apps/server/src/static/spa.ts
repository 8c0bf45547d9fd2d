import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { loadingTextFor, readLanguageCookie } from '@insulcalc/i18n/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** One built front-end app (Vite output) served under a base path. */
export interface SpaSite {
  /** Shown on the "not built" page. */
  name: string;
  /** Package to build, for the "not built" page. */
  packageName: string;
  /** Base path with leading and trailing slash ('/' or '/platform/'). */
  basePath: string;
  /** The dist folder (index.html, assets/…). */
  root: string;
  /**
   * Answers a page request before the SPA does — the base path itself and every deep link — with
   * a server-rendered page (the public site's landing and configurator, `./landing.ts`);
   * undefined lets the SPA's index.html answer.
   */
  home?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Cache policy: Vite's hashed assets/ are immutable; index.html and other files revalidate. */
export function cacheControlFor(root: string, filePath: string): string {
  const rel = filePath.slice(root.length).replace(/\\/g, '/').replace(/^\/+/, '');
  if (rel.startsWith('assets/')) return IMMUTABLE;
  if (basename(rel) === 'index.html') return NO_CACHE;
  return 'public, max-age=0, must-revalidate';
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Marks the page's environment on `<body data-env>`, which the page frame shows as a label. */
export function withEnvironmentLabel(html: string, label: string | undefined): string {
  if (!label) return html;
  return html.replace(/<body(?=[\s>])/i, `<body data-env="${escapeHtml(label)}"`);
}

/**
 * The language the shell's loading status will speak before any translation is loaded: the
 * `lang` cookie, else the browser's first language (navigator.language is the first entry of
 * Accept-Language), as `LoadingStatus` of @insulcalc/shell picks it.
 */
export function loadingLanguage(request: FastifyRequest): string {
  const cookie = readLanguageCookie(request.headers.cookie);
  if (cookie) return cookie;
  const first = (request.headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.trim();
  return first || 'en';
}

/**
 * Writes the shell's loading status into the app's empty root element, in the visitor's
 * language: the browser paints it with the HTML instead of after the scripts have loaded and run
 * (the first contentful paint of /Configurator on a phone came 2–3 s after the HTML). React
 * replaces it with `LoadingStatus` (same role, live region, class, layout and text) on start.
 */
export function withLoadingStatus(html: string, language: string): string {
  const status =
    '<div role="status" aria-live="polite" aria-busy="true" class="insulcalc-shell-loading" ' +
    'style="display:flex;flex-direction:column;align-items:center;justify-content:center;gap:0.75rem;min-height:50vh">' +
    `<span>${escapeHtml(loadingTextFor(language))}</span></div>`;
  return html.replace(/<div id="root"><\/div>/, `<div id="root">${status}</div>`);
}

export interface SiteOptions {
  /** INSULCALC_ENVIRONMENT: written into every index page as `<body data-env>`. */
  environmentLabel?: string;
}

export function notBuiltPage(site: SpaSite): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(site.name)} is not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;line-height:1.5">
<h1>${escapeHtml(site.name)} is not built yet</h1>
<p>The server found no <code>index.html</code> in <code>${escapeHtml(site.root)}</code>.</p>
<p>Build the front end from the repository root, then reload this page:</p>
<pre>pnpm build</pre>
<p>(or only this app: <code>pnpm --filter ${escapeHtml(site.packageName)} build</code>).
The API is available under <a href="/api/health">/api/health</a>.</p>
</body></html>
`;
}

/** True when the request looks like a page navigation (not a missing script, image, …). */
function wantsPage(request: FastifyRequest, pathWithinSite: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathWithinSite.startsWith('assets/')) return false;
  const last = pathWithinSite.split('/').pop() ?? '';
  const hasExtension = /\.[A-Za-z0-9]{1,8}$/.test(last);
  if (!hasExtension) return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

/**
 * Registers the static files of every site (only when its dist folder exists) and returns a
 * fallback for the not-found handler: the site's index.html for page navigations (SPA routes),
 * a plain "run the build" page when the site is not built, or undefined (→ 404) otherwise.
 */
export async function registerSites(
  app: FastifyInstance,
  sites: SpaSite[],
  options: SiteOptions = {},
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>> {
  let first = true;
  for (const site of sites) {
    if (!existsSync(site.root)) {
      app.log.warn(
        { root: site.root },
        `${site.name}: dist folder not found; run the build (serving a placeholder page)`,
      );
      continue;
    }
    await app.register(fastifyStatic, {
      root: site.root,
      prefix: site.basePath,
      decorateReply: first,
      wildcard: true,
      index: ['index.html'],
      redirect: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // Serves main-abc.js.br / .gz next to main-abc.js when the client accepts them (if a build
      // step writes such files); otherwise the plain file.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(site.root, filePath));
      },
    });
    first = false;
  }
  // Longest base path first, so /platform/… is not taken by '/'.
  const ordered = [...sites].sort((a, b) => b.basePath.length - a.basePath.length);

  async function servePage(
    site: SpaSite,
    request: FastifyRequest,
    reply: FastifyReply,
    // The loading status speaks the cookie's or the browser's language.
    vary = 'Cookie, Accept, Accept-Language',
  ): Promise<FastifyReply> {
    const index = join(site.root, 'index.html');
    let html: string;
    try {
      html = withLoadingStatus(
        withEnvironmentLabel(await readFile(index, 'utf8'), options.environmentLabel),
        loadingLanguage(request),
      );
    } catch {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage(site));
    }
    // no-cache means "revalidate": answer 304 when the browser already has this index.html.
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('cache-control', NO_CACHE).header('etag', etag).header('vary', vary);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(200).type('text/html; charset=utf-8').send(html);
  }

  // The base paths themselves are pages too: served here rather than as a static directory
  // index, so they get the same treatment (environment label, ETag) as every deep link.
  for (const site of sites) {
    if (!existsSync(site.root)) continue;
    const home = site.home;
    if (!home) {
      app.get(site.basePath, (request, reply) => servePage(site, request, reply));
      continue;
    }
    // Which page answers depends on the session cookie: caches must keep them apart.
    app.get(site.basePath, async (request, reply) => {
      const answered = await home(request, reply);
      return answered ?? servePage(site, request, reply);
    });
  }

  return async (request, reply) => {
    const path = (request.url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
    const site = ordered.find((s) => path.startsWith(s.basePath) || `${path}/` === s.basePath);
    if (!site) return undefined;
    if (`${path}/` === site.basePath && site.basePath !== '/') {
      const query = request.url.slice(path.length);
      return reply.redirect(`${site.basePath}${query}`, 301);
    }
    const within = path.slice(site.basePath.length);
    if (!wantsPage(request, within)) return undefined;
    const rendered = site.home ? await site.home(request, reply) : undefined;
    return rendered ?? servePage(site, request, reply);
  };
}
