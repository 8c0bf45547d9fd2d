import { openConfirmExternalNavigation, type DialogStore } from '@insulcalc/dialogs';
import { classifyLink, forcesFullReload, parseDialogHash, withNavigationId } from './linkRules';
import { joinBase, normalizeBasePath } from './returnUrl';

export interface NavigateOptions {
  /** Open in a new tab. */
  newTab?: boolean;
  /** Replace the current history entry. */
  replace?: boolean;
  /** Keep the current navigationId on an in-app target that has none (default false). */
  preserveNavigationId?: boolean;
}

/** What the navigator needs from the environment (the browser in the app, fakes in tests). */
export interface NavigatorEnvironment {
  origin: string;
  basePath: string;
  /** Same-origin path prefixes loaded as documents in an app served at '/' (see DEFAULT_DOCUMENT_PATHS). */
  documentPaths?: readonly string[];
  /** Current href (for relative links and the navigationId). */
  currentHref: () => string;
  /** In-app router navigation to a path relative to the base. */
  routerNavigate: (path: string | number, options?: { replace?: boolean }) => void;
  /** Full page load. */
  assign: (href: string) => void;
  replaceDocument: (href: string) => void;
  openWindow: (href: string) => void;
  /** Sets location.hash (fires hashchange without reload). */
  setHash: (hash: string) => void;
  dialogs?: DialogStore;
}

export interface AppNavigator {
  /** Navigates to a link or goes back/forward by a number. Returns how it was followed. */
  navigate(
    to: string | number,
    options?: NavigateOptions,
  ): 'app' | 'hash' | 'document' | 'external' | 'history' | 'tab';
}

function currentNavigationId(href: string): string | null {
  try {
    return new URL(href).searchParams.get('navigationId');
  } catch {
    return null;
  }
}

/** The framework-free navigation helper of spec §2. */
export function createAppNavigator(env: NavigatorEnvironment): AppNavigator {
  const base = normalizeBasePath(env.basePath);
  return {
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        env.routerNavigate(to);
        return 'history';
      }
      const target = classifyLink(to, {
        origin: env.origin,
        basePath: base,
        currentHref: env.currentHref(),
        ...(env.documentPaths ? { documentPaths: env.documentPaths } : {}),
      });
      switch (target.kind) {
        case 'hash': {
          const dialog = parseDialogHash(target.hash);
          if (dialog && env.dialogs) {
            env.dialogs.open({ path: dialog });
            return 'hash';
          }
          env.setHash(target.hash);
          return 'hash';
        }
        case 'external': {
          const newTab = !target.forceSameTab && (options.newTab ?? false);
          if (env.dialogs) openConfirmExternalNavigation(env.dialogs, { url: target.href, newTab });
          else if (newTab) env.openWindow(target.href);
          else env.assign(target.href);
          return 'external';
        }
        case 'document': {
          if (options.newTab) env.openWindow(target.href);
          else if (options.replace) env.replaceDocument(target.href);
          else env.assign(target.href);
          return options.newTab ? 'tab' : 'document';
        }
        case 'app': {
          const path = !options.preserveNavigationId
            ? target.path
            : withNavigationId(target.path, currentNavigationId(env.currentHref()));
          const href = joinBase(base, path.replace(/^\//, ''));
          if (options.newTab) {
            env.openWindow(href);
            return 'tab';
          }
          if (forcesFullReload(path)) {
            if (options.replace) env.replaceDocument(href);
            else env.assign(href);
            return 'document';
          }
          env.routerNavigate(path, { replace: options.replace ?? false });
          return 'app';
        }
      }
    },
  };
}
