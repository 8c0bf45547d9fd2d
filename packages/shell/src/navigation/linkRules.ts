import { CONFIRM_EXTERNAL_NAVIGATION_DIALOG } from '@insulcalc/dialogs';
import { normalizeBasePath } from './returnUrl';

/** How a link is followed (spec §2 navigation behaviour). */
export type LinkTarget =
  /** `#…`: stays on the page, fires hashchange. */
  | { kind: 'hash'; hash: string }
  /** In-app path relative to the base path (router navigation). */
  | { kind: 'app'; path: string }
  /** Same origin but outside the base path: full page load. */
  | { kind: 'document'; href: string }
  /** Another origin: through ConfirmExternalNavigationDialog. */
  | { kind: 'external'; href: string; forceSameTab: boolean };

/**
 * Same-origin paths that are never routes of an app served at '/' (the public app): the API, the
 * server's sign-in endpoints and the platform app. They load as documents.
 */
export const DEFAULT_DOCUMENT_PATHS: readonly string[] = ['/api/', '/Account/ExternalLogOn', '/platform/'];

export interface LinkContext {
  origin: string;
  basePath: string;
  /** Path prefixes loaded as documents even though they are inside the base (default {@link DEFAULT_DOCUMENT_PATHS}). */
  documentPaths?: readonly string[];
  /** Current location (to resolve relative links); default `${origin}${basePath}`. */
  currentHref?: string;
}

/**
 * Classifies a link. In-app paths are relative to the base path; `#…` is a hash change; another
 * origin goes through the confirm dialog (a hash starting with the dialog name forces no new
 * tab); same origin outside the base path is a full page load.
 */
export function classifyLink(href: string, context: LinkContext): LinkTarget {
  const base = normalizeBasePath(context.basePath);
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return { kind: 'hash', hash: trimmed };
  const current = context.currentHref ?? `${context.origin}${base}`;
  let url: URL;
  try {
    // App-relative paths ("Administration/CodeList") resolve against the base, not the current page.
    const isSchemeOrRooted =
      /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('?');
    url = new URL(trimmed, isSchemeOrRooted ? current : `${context.origin}${base}`);
  } catch {
    return { kind: 'app', path: `/${trimmed.replace(/^\/+/, '')}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'document', href: url.href };
  if (url.origin !== context.origin) {
    const forceSameTab = url.hash.replace(/^#/, '').startsWith(CONFIRM_EXTERNAL_NAVIGATION_DIALOG);
    if (forceSameTab) url.hash = '';
    return { kind: 'external', href: url.href, forceSameTab };
  }
  const path = url.pathname;
  const baseNoSlash = base.slice(0, -1);
  if (base !== '/' && path !== baseNoSlash && !path.startsWith(base)) {
    return { kind: 'document', href: `${url.pathname}${url.search}${url.hash}` };
  }
  if (base === '/') {
    const documentPaths = context.documentPaths ?? DEFAULT_DOCUMENT_PATHS;
    if (documentPaths.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) {
      return { kind: 'document', href: `${url.pathname}${url.search}${url.hash}` };
    }
  }
  const inApp = base === '/' ? path : path === baseNoSlash ? '/' : `/${path.slice(base.length)}`;
  return { kind: 'app', path: `${inApp}${url.search}${url.hash}` };
}

/** Reads `dialog=…` from a hash like `#dialog=ModalDialog%3Ftitle%3Dx`; null when absent. */
export function parseDialogHash(hash: string): string | null {
  const h = hash.replace(/^#/, '');
  if (!h) return null;
  const params = new URLSearchParams(h);
  const dialog = params.get('dialog');
  return dialog && dialog.trim() ? dialog.trim() : null;
}

export const NAVIGATION_ID_PARAM = 'navigationId';

/** Adds the current navigationId to an in-app path unless it already carries one. */
export function withNavigationId(path: string, navigationId: string | null | undefined): string {
  if (!navigationId) return path;
  const hashIndex = path.indexOf('#');
  const beforeHash = hashIndex >= 0 ? path.slice(0, hashIndex) : path;
  const hash = hashIndex >= 0 ? path.slice(hashIndex) : '';
  const q = beforeHash.indexOf('?');
  const pathname = q >= 0 ? beforeHash.slice(0, q) : beforeHash;
  const params = new URLSearchParams(q >= 0 ? beforeHash.slice(q + 1) : '');
  if (params.has(NAVIGATION_ID_PARAM)) return path;
  params.set(NAVIGATION_ID_PARAM, navigationId);
  return `${pathname}?${params.toString()}${hash}`;
}

/** Routes that force a full page load even inside the base path (spec §2). */
export const FULL_RELOAD_PATTERNS: readonly RegExp[] = [
  /^\/Workflow\/OpenRequest(\/|$)/i,
  /^\/DynamicForm\/DownloadFile(\/|\?|$)/i,
  /^\/DynamicForm\/GetFile(\/|\?|$)/i,
];

export function forcesFullReload(appPath: string): boolean {
  return FULL_RELOAD_PATTERNS.some((p) => p.test(appPath));
}
