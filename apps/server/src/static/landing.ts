/**
 * The public site's landing page (`/`) as server-rendered HTML for visitors without a signed-in
 * session (decision 0002, option 1). The public app's build has a second, server-side bundle
 * (the package export `@insulcalc/public/landing.server`, `renderLanding`) that renders the SPA's own frame and
 * landing components with react-dom/server; this module feeds it the data the SPA would load
 * (translations, app info, sign-in options, environment label), puts the result into the built
 * `index.html` — the SPA's stylesheet stays, its entry script and modulepreloads go, the landing's
 * small enhancement script (from the build's `.vite/manifest.json`) comes in — and caches the page
 * per language, translations, options and template.
 *
 * `/Configurator` is rendered the same way (decision 0033: `renderConfigurator`, with the
 * configurator's lists read through the API as the visitor's browser would read them), but it
 * keeps the SPA's scripts: the SPA renders its own configurator beside the markup and then takes
 * its place (apps/public/src/prerendered.ts). The chunk's stylesheets come from the SPA build's
 * manifest (`.vite/spa-manifest.json`).
 *
 * Signed-in visitors and every other route get the SPA. Without the bundle or the manifest (an
 * older or partial build), or when rendering fails, `/` falls back to the SPA and the log says why.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountOptionsDto, AppInfoDto } from '@insulcalc/api-schema';
import type { ServerContext } from '../context';
import { appInfo } from '../modules/appinfo/index';
import { accountSettings, getSessionUser, resolveLanguage } from '../modules/account/index';
import { listOidcProviders } from '../modules/account/settings';
import { getTranslations, LANGUAGES } from '../modules/translations/index';
import { NO_CACHE, withEnvironmentLabel } from './spa';

/** The landing's enhancement script in the client build's manifest. */
export const LANDING_SCRIPT_ENTRY = 'src/landing.client.ts';
/** The server-rendered configurator's boot script in the same manifest (it loads the SPA after the first paint). */
export const PRERENDERED_SCRIPT_ENTRY = 'src/prerendered.client.ts';
/** Where the client build writes its manifest (inside the dist folder; dot folders are not served). */
export const MANIFEST_PATH = join('.vite', 'manifest.json');

/** What `renderLanding` of the public app's server bundle takes (apps/public/src/landing.server.tsx). */
export interface RenderLandingInput {
  language: string;
  messages: Record<string, string | null>;
  appInfo: AppInfoDto;
  accountOptions: AccountOptionsDto;
  environment?: string | null;
  navigation?: unknown[];
  profile?: Record<string, unknown>;
}

export interface RenderedLanding {
  /** Markup of `#root`. */
  html: string;
  /** Elements for `<head>` (the frame's hoisted styles, preloads). */
  head?: string;
  title: string;
  language: string;
  /** The page's description in its language (replaces index.html's English one). */
  description?: string;
  /** The enhancement script's data. */
  data: unknown;
}

/** What `renderConfigurator` of the public app's server bundle takes: the landing's input and the lists. */
export interface RenderConfiguratorInput extends RenderLandingInput {
  /** The configurator's lists as the API answers them, keyed by the bundle's CONFIGURATOR_LIST_URLS. */
  lists: Record<string, unknown>;
}

export interface RenderedConfigurator {
  html: string;
  head?: string;
  title: string;
  language: string;
  /** The theme the SPA applies (`<html data-theme>`; its stylesheet is in `head`). */
  theme?: string;
}

export interface LandingBundle {
  renderLanding(input: RenderLandingInput): Promise<RenderedLanding> | RenderedLanding;
  /** The configurator's first screen (decision 0033); an older bundle has none (then the SPA answers). */
  renderConfigurator?(input: RenderConfiguratorInput): Promise<RenderedConfigurator> | RenderedConfigurator;
  /** The API addresses (without the leading slash) of the configurator's lists, by name. */
  CONFIGURATOR_LIST_URLS?: Record<string, string>;
  /** The root element's attribute and value that tell the SPA a rendered page is there. */
  PRERENDERED_ATTRIBUTE?: string;
  PRERENDERED_CONFIGURATOR?: string;
  /**
   * The inline script the configurator's markup carries (it marks a returning visitor's page before
   * the first paint, decision 0040); the answer's Content-Security-Policy allows it by its hash.
   */
  KEPT_WORK_SCRIPT?: string;
  /** JSON that cannot end its `<script>` element early. */
  jsonForScript(value: unknown): string;
  /** The id of the JSON script element the enhancement script reads. */
  LANDING_DATA_ID: string;
}

/** The public site's server-rendering entry, as its package exports it. */
export const LANDING_BUNDLE_EXPORT = '@insulcalc/public/landing.server';

/**
 * The file of the public package's `./landing.server` export, resolved by the package's name from
 * the server package (a dependency, so also from the bundled dist/main.js); null while the public
 * app is not built (the export points at a file only its build writes).
 */
export function resolveLandingBundle(packageRoot: string): string | null {
  try {
    return createRequire(join(packageRoot, 'package.json')).resolve(LANDING_BUNDLE_EXPORT);
  } catch {
    return null;
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface LandingDocumentOptions {
  /** Public URL of the enhancement script ('/assets/landing-abc.js'). */
  scriptSrc: string;
  environmentLabel?: string;
  /** The bundle's `LANDING_DATA_ID` and `jsonForScript`: the enhancement script reads what they write. */
  dataId: string;
  json: (value: unknown) => string;
}

/**
 * The built `index.html` with the rendered landing: `<html lang>`, `<title>`, the head elements,
 * the markup in `#root`, the data element and the enhancement script; the SPA's module scripts,
 * modulepreloads and its no-script note (the landing works without JavaScript) are removed.
 */
export function landingDocument(
  template: string,
  rendered: RenderedLanding,
  options: LandingDocumentOptions,
): string {
  let html = template
    .replace(/<script\b[^>]*\btype=["']?module["']?[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>\s*/gi, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/gi, '')
    .replace(/<html\b([^>]*?)\slang=["'][^"']*["']/i, '<html$1')
    .replace(/<html\b/i, `<html lang="${escapeHtml(rendered.language)}"`);
  if (rendered.description)
    html = html.replace(
      /(<meta\s+name=["']description["']\s+content=)(["'])[\s\S]*?\2/i,
      (_match, start: string) => `${start}"${escapeHtml(rendered.description!)}"`,
    );
  const title = `<title>${escapeHtml(rendered.title)}</title>`;
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}</head>`);
  const script = `<script type="module" crossorigin src="${escapeHtml(options.scriptSrc)}"></script>`;
  html = html.replace(/<\/head>/i, () => `${rendered.head ?? ''}${script}\n</head>`);
  const root = /<div id="root">\s*<\/div>/i;
  if (!root.test(html)) throw new Error('index.html has no empty <div id="root"></div>');
  const data = `<script type="application/json" id="${escapeHtml(options.dataId)}">${options.json(rendered.data)}</script>`;
  html = html.replace(root, () => `<div id="root">${rendered.html}</div>\n${data}`);
  return withEnvironmentLabel(html, options.environmentLabel);
}

/** The SPA build's manifest (its own file: the landing's build writes `manifest.json`). */
export const SPA_MANIFEST_PATH = join('.vite', 'spa-manifest.json');
/** The configurator's lazy chunk in the SPA build's manifest. */
export const CONFIGURATOR_CHUNK_ENTRY = 'src/ConfiguratorPage.tsx';

type ManifestChunk = { file?: string; css?: string[]; imports?: string[] };

/**
 * The stylesheets of the configurator's chunk and the chunks it imports, as public URLs: the
 * SPA loads them with the chunk, the server-rendered page needs them from the start.
 */
export function configuratorStylesheets(manifest: Record<string, ManifestChunk>): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.push(`/${file.replace(/^\/+/, '')}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[CONFIGURATOR_CHUNK_ENTRY]) throw new Error(`no entry ${CONFIGURATOR_CHUNK_ENTRY}`);
  visit(CONFIGURATOR_CHUNK_ENTRY);
  return [...new Set(css)];
}

export interface ConfiguratorDocumentOptions {
  /** Stylesheets the page needs beyond index.html's (the configurator chunk's). */
  stylesheets: string[];
  /** Public URL of the boot script ('/assets/prerendered-abc.js'). */
  bootSrc: string;
  environmentLabel?: string;
  /** The bundle's PRERENDERED_ATTRIBUTE and PRERENDERED_CONFIGURATOR. */
  attribute: string;
  value: string;
}

/**
 * The built `index.html` with the configurator rendered into `#root` (marked with the bundle's
 * attribute, so the SPA renders beside it and then takes its place): `<html lang>`, `<title>`,
 * the hoisted head elements and the chunk's stylesheets. The SPA's entry script and its
 * modulepreloads become attributes of the boot script (`data-app-entry`, `data-app-preload`),
 * which loads them after the first paint: fetched at once, they took the slow network's
 * connections from the stylesheets the paint waits for.
 */
export function configuratorDocument(
  template: string,
  rendered: RenderedConfigurator,
  options: ConfiguratorDocumentOptions,
): string {
  let entry: string | null = null;
  const preload: string[] = [];
  let html = template
    .replace(/<script\b[^>]*\btype=["']?module["']?[^>]*>\s*<\/script>\s*/gi, (tag) => {
      entry ??= /\ssrc=["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? null;
      return '';
    })
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>\s*/gi, (tag) => {
      const href = /\shref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
      if (href) preload.push(href);
      return '';
    })
    .replace(/<html\b([^>]*?)\slang=["'][^"']*["']/i, '<html$1')
    .replace(/<html\b/i, `<html lang="${escapeHtml(rendered.language)}"`);
  if (rendered.theme) html = html.replace(/<html\b/i, `<html data-theme="${escapeHtml(rendered.theme)}"`);
  if (!entry) throw new Error('index.html has no module script');
  const title = `<title>${escapeHtml(rendered.title)}</title>`;
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}</head>`);
  const boot =
    `<script type="module" crossorigin src="${escapeHtml(options.bootSrc)}" ` +
    `data-app-entry="${escapeHtml(entry)}" data-app-preload="${escapeHtml(preload.join(' '))}"></script>`;
  const links = options.stylesheets
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  html = html.replace(/<\/head>/i, () => `${rendered.head ?? ''}${links}${boot}\n</head>`);
  const root = /<div id="root">\s*<\/div>/i;
  if (!root.test(html)) throw new Error('index.html has no empty <div id="root"></div>');
  const marker = `${escapeHtml(options.attribute)}="${escapeHtml(options.value)}"`;
  html = html.replace(root, () => `<div id="root" ${marker}>${rendered.html}</div>`);
  return withEnvironmentLabel(html, options.environmentLabel);
}

/**
 * A Content-Security-Policy that also allows one inline script, by its SHA-256 hash (CSP level 2):
 * the hash goes into `script-src` (or, without one, into a `script-src` made from `default-src`).
 * Nothing else is loosened: no 'unsafe-inline', and only this exact text runs.
 */
export function policyAllowingScript(policy: string, script: string): string {
  const source = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const index = directives.findIndex((d) => /^script-src(\s|$)/i.test(d));
  if (index >= 0) directives[index] = `${directives[index]} ${source}`;
  else {
    const fallback = directives.find((d) => /^default-src(\s|$)/i.test(d));
    directives.push(`script-src${fallback ? fallback.slice('default-src'.length) : " 'self'"} ${source}`);
  }
  return directives.join(';');
}

/** Whether a path (without the query) is the configurator's (react-router matches case-insensitively). */
export function isConfiguratorPath(path: string): boolean {
  return /^\/configurator\/?$/i.test(path);
}

/** A fingerprint of a translation map, computed once per map object (the store caches maps). */
const fingerprints = new WeakMap<
  Map<string, string | null>,
  { hash: string; messages: Record<string, string | null> }
>();
function translationsOf(map: Map<string, string | null>) {
  let entry = fingerprints.get(map);
  if (!entry) {
    const messages: Record<string, string | null> = {};
    for (const key of [...map.keys()].sort()) messages[key] = map.get(key) ?? null;
    const hash = createHash('sha1').update(JSON.stringify(messages)).digest('base64url');
    entry = { hash, messages };
    fingerprints.set(map, entry);
  }
  return entry;
}

export interface LandingPageOptions {
  /** The public app's dist folder (index.html, .vite/manifest.json, assets/). */
  root: string;
  /** The server bundle (default: {@link resolveLandingBundle}, the public package's export). */
  bundlePath?: string | undefined;
  environmentLabel?: string;
  /** Rendered pages kept (per language × translations × options × template); default 24. */
  cacheSize?: number;
}

export type LandingHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply | undefined>;

/**
 * The handler for the public site's pages rendered on the server, for a visitor without a
 * signed-in session: `GET /` (the landing) and `GET /Configurator` (its first screen, decision
 * 0033); undefined for every other request (the caller serves the SPA).
 */
export function createLandingPage(ctx: ServerContext, options: LandingPageOptions): LandingHandler {
  const cacheSize = options.cacheSize ?? 24;
  const cache = new Map<string, string>();
  let bundle: Promise<LandingBundle | null> | null = null;
  const warned = new Set<string>();
  const warnOnce = (log: FastifyBaseLogger, key: string, details: object, message: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    log.warn(details, message);
  };

  const loadBundle = (log: FastifyBaseLogger): Promise<LandingBundle | null> => {
    bundle ??= (async () => {
      const bundlePath = options.bundlePath ?? resolveLandingBundle(ctx.paths.packageRoot);
      if (!bundlePath || !existsSync(bundlePath)) {
        warnOnce(
          log,
          'bundle',
          { bundle: bundlePath ?? LANDING_BUNDLE_EXPORT },
          'landing: server bundle not found (build @insulcalc/public); serving the SPA at /',
        );
        return null;
      }
      try {
        const mod = (await import(pathToFileURL(bundlePath).href)) as Partial<LandingBundle>;
        if (
          typeof mod.renderLanding !== 'function' ||
          typeof mod.jsonForScript !== 'function' ||
          typeof mod.LANDING_DATA_ID !== 'string'
        )
          throw new Error('it does not export renderLanding, jsonForScript and LANDING_DATA_ID');
        return mod as LandingBundle;
      } catch (err) {
        log.error(
          { err, bundle: bundlePath },
          'landing: server bundle could not be loaded; serving the SPA at /',
        );
        return null;
      }
    })();
    // A missing bundle is looked for again later (a build may finish after the server started).
    void bundle.then((b) => {
      if (!b) bundle = null;
    });
    return bundle;
  };

  const scriptSrc = async (log: FastifyBaseLogger, name = LANDING_SCRIPT_ENTRY): Promise<string | null> => {
    try {
      const manifest = JSON.parse(await readFile(join(options.root, MANIFEST_PATH), 'utf8')) as Record<
        string,
        { file?: string }
      >;
      const file = manifest[name]?.file;
      if (!file) throw new Error(`no entry ${name}`);
      return `/${file.replace(/^\/+/, '')}`;
    } catch (err) {
      const landing = name === LANDING_SCRIPT_ENTRY;
      warnOnce(
        log,
        `manifest ${name}`,
        { err, manifest: join(options.root, MANIFEST_PATH) },
        landing
          ? 'landing: the enhancement script is not in the build manifest; serving the SPA at /'
          : 'configurator: the boot script is not in the build manifest; serving the SPA at /Configurator',
      );
      return null;
    }
  };

  const configuratorCss = async (log: FastifyBaseLogger): Promise<string[] | null> => {
    try {
      const manifest = JSON.parse(await readFile(join(options.root, SPA_MANIFEST_PATH), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      return configuratorStylesheets(manifest);
    } catch (err) {
      warnOnce(
        log,
        'spa-manifest',
        { err, manifest: join(options.root, SPA_MANIFEST_PATH) },
        'configurator: the SPA build manifest names no configurator chunk; serving the SPA at /Configurator',
      );
      return null;
    }
  };

  /** The configurator's lists as this visitor's browser would read them (language by cookie). */
  const readLists = async (
    request: FastifyRequest,
    urls: Record<string, string>,
  ): Promise<Record<string, unknown>> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['accept-language']) headers['accept-language'] = request.headers['accept-language'];
    const entries = await Promise.all(
      Object.entries(urls).map(async ([name, url]) => {
        const res = await request.server.inject({ method: 'GET', url: `/${url}`, headers });
        if (res.statusCode !== 200) throw new Error(`GET /${url} answered ${res.statusCode}`);
        return [name, res.json() as unknown] as const;
      }),
    );
    return Object.fromEntries(entries);
  };

  return async (request, reply) => {
    const path = (request.url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
    const configurator = isConfiguratorPath(path);
    if (path !== '/' && !configurator) return undefined;
    if (await getSessionUser(request).catch(() => null)) return undefined;
    const log = request.log;
    const renderer = await loadBundle(log);
    if (!renderer) return undefined;
    const src = await scriptSrc(log, configurator ? PRERENDERED_SCRIPT_ENTRY : LANDING_SCRIPT_ENTRY);
    if (!src) return undefined;
    if (
      configurator &&
      (typeof renderer.renderConfigurator !== 'function' ||
        !renderer.CONFIGURATOR_LIST_URLS ||
        !renderer.PRERENDERED_ATTRIBUTE ||
        !renderer.PRERENDERED_CONFIGURATOR)
    )
      return undefined;
    const stylesheets = configurator ? await configuratorCss(log) : [];
    if (!stylesheets) return undefined;
    let template: string;
    try {
      template = await readFile(join(options.root, 'index.html'), 'utf8');
    } catch {
      return undefined; // the SPA path answers with its "not built" page
    }

    try {
      const language = await resolveLanguage(ctx, request);
      const translations = translationsOf(await getTranslations(ctx.db, language));
      const settings = accountSettings(ctx);
      const providers = await listOidcProviders(ctx);
      const accountOptions: AccountOptionsDto = {
        formsEnabled: settings.formsLoginEnabled,
        oidcProviders: providers.map((p) => ({
          providerId: p.providerId,
          title: p.title,
          autoRedirectToSignIn: p.autoRedirectToSignIn,
        })),
      };
      // With the texts' version, the landing's client asks for the URL that may be cached long.
      const info = appInfo(
        (ctx.config as { env?: NodeJS.ProcessEnv }).env ?? process.env,
        ctx.version,
        ctx.readCache.versions.version('translations'),
      );
      const profile = {
        defaultLanguage: settings.defaultLanguage,
        availableLanguages: LANGUAGES.map((l) => ({ code: l.code, localName: l.localName })),
        selectedTheme: settings.defaultTheme,
        allowedRedirectOrigins: settings.allowedRedirectOrigins,
      };
      const lists = configurator ? await readLists(request, renderer.CONFIGURATOR_LIST_URLS!) : null;
      const key = createHash('sha1')
        .update(
          JSON.stringify([
            configurator ? 'configurator' : 'landing',
            language,
            translations.hash,
            accountOptions,
            info,
            profile,
            options.environmentLabel ?? null,
            src,
            stylesheets,
            lists,
            template,
          ]),
        )
        .digest('base64url');

      let page = cache.get(key);
      if (page === undefined) {
        const input: RenderLandingInput = {
          language,
          messages: translations.messages,
          appInfo: info,
          accountOptions,
          environment: options.environmentLabel ?? null,
          navigation: [],
          profile,
        };
        if (configurator) {
          const rendered = await renderer.renderConfigurator!({ ...input, lists: lists! });
          page = configuratorDocument(template, rendered, {
            stylesheets,
            bootSrc: src,
            environmentLabel: options.environmentLabel,
            attribute: renderer.PRERENDERED_ATTRIBUTE!,
            value: renderer.PRERENDERED_CONFIGURATOR!,
          });
        } else {
          const rendered = await renderer.renderLanding(input);
          page = landingDocument(template, rendered, {
            scriptSrc: src,
            environmentLabel: options.environmentLabel,
            dataId: renderer.LANDING_DATA_ID,
            json: renderer.jsonForScript,
          });
        }
        cache.set(key, page);
        while (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
      }

      const etag = `"${configurator ? 'c' : 'l'}-${key.slice(0, 27)}"`;
      reply
        .header('cache-control', NO_CACHE)
        .header('etag', etag)
        // The answer depends on the session and the lang cookie.
        .header('vary', 'Cookie, Accept');
      const policy = reply.getHeader('content-security-policy');
      if (configurator && renderer.KEPT_WORK_SCRIPT && typeof policy === 'string')
        reply.header('content-security-policy', policyAllowingScript(policy, renderer.KEPT_WORK_SCRIPT));
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.code(200).type('text/html; charset=utf-8').send(page);
    } catch (err) {
      log.error(
        { err },
        `${configurator ? 'configurator' : 'landing'}: server rendering failed; serving the SPA`,
      );
      return undefined;
    }
  };
}
