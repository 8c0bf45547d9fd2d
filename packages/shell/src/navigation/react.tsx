import {
  useEffect,
  useMemo,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { useDialogs } from '@insulcalc/dialogs';
import { useFrameOptions } from '../layout/frameOptions';
import { classifyLink, parseDialogHash } from './linkRules';
import { createAppNavigator, type AppNavigator } from './navigator';

/** The app's base path from the router ('/platform/' or '/'). */
export function useBasePath(): string {
  const href = useHref('/');
  return href.endsWith('/') ? href : `${href}/`;
}

/** The page's origin; a placeholder while rendering on the server (app-relative links resolve the same). */
function currentOrigin(): string {
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}

function setLocationHash(hash: string): void {
  window.location.hash = hash;
}

/** The spec §2 navigator bound to the router, the browser and the dialog stack. */
export function useAppNavigator(): AppNavigator {
  const navigate = useNavigate();
  const basePath = useBasePath();
  const dialogs = useDialogs();
  const { documentPaths } = useFrameOptions();
  return useMemo(
    () =>
      createAppNavigator({
        origin: currentOrigin(),
        basePath,
        ...(documentPaths ? { documentPaths } : {}),
        currentHref: () => window.location.href,
        routerNavigate: (to, options) => {
          if (typeof to === 'number') void navigate(to);
          else void navigate(to, options);
        },
        assign: (href) => window.location.assign(href),
        replaceDocument: (href) => window.location.replace(href),
        openWindow: (href) => {
          window.open(href, '_blank', 'noopener,noreferrer');
        },
        setHash: setLocationHash,
        dialogs,
      }),
    [navigate, basePath, dialogs, documentPaths],
  );
}

function isPlainLeftClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Handles clicks on `<a href>` inside `root` as in-app navigation (spec §2): in-app links go
 * through the router, other origins through the confirm dialog, `dialog=` hashes open dialogs.
 * Modified clicks, `target="_blank"`, `download` and `data-native-link` anchors are left to the browser.
 */
export function LinkInterceptor({ root }: { root?: () => HTMLElement | null }) {
  const navigator = useAppNavigator();
  const basePath = useBasePath();
  const { documentPaths } = useFrameOptions();
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor) return;
      const container = root?.() ?? document.body;
      if (!container.contains(anchor)) return;
      if (anchor.hasAttribute('download') || anchor.dataset.nativeLink !== undefined) return;
      if (anchor.target && anchor.target !== '_self') return;
      const href = anchor.getAttribute('href') ?? '';
      const target = classifyLink(href, {
        origin: window.location.origin,
        basePath,
        currentHref: window.location.href,
      });
      if (target.kind === 'document') return;
      if (target.kind === 'hash' && !parseDialogHash(target.hash)) return;
      event.preventDefault();
      navigator.navigate(href, { replace: anchor.dataset.replace !== undefined });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigator, basePath, root, documentPaths]);
  return null;
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Path relative to the base ('' is home), `/path` outside the base, `#hash`, or an absolute URL. */
  to: string;
  newTab?: boolean;
  replace?: boolean;
  preserveNavigationId?: boolean;
  children?: ReactNode;
}

/** A link following the spec §2 rules; its href is the real address (works with middle click). */
export function AppLink({
  to,
  newTab,
  replace,
  preserveNavigationId,
  onClick,
  children,
  ...rest
}: AppLinkProps) {
  const navigator = useAppNavigator();
  const basePath = useBasePath();
  const { documentPaths } = useFrameOptions();
  const target = classifyLink(to, {
    origin: currentOrigin(),
    basePath,
    ...(documentPaths ? { documentPaths } : {}),
  });
  const href =
    target.kind === 'app'
      ? `${basePath}${target.path.replace(/^\//, '')}`
      : target.kind === 'hash'
        ? target.hash
        : target.kind === 'document'
          ? target.href
          : target.href;
  return (
    <a
      {...rest}
      href={href}
      target={newTab ? '_blank' : rest.target}
      rel={newTab ? 'noopener noreferrer' : rest.rel}
      data-native-link=""
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        if (target.kind === 'document' && !newTab) return;
        event.preventDefault();
        navigator.navigate(to, { newTab, replace, preserveNavigationId });
      }}
    >
      {children}
    </a>
  );
}

/** A location hash `dialog=…` opens that dialog and is then removed (spec §2). */
export function useDialogFromHash(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  // Once per location (StrictMode runs effects twice before the replace lands).
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const dialog = parseDialogHash(location.hash);
    if (!dialog || handled.current === location.key) return;
    handled.current = location.key;
    dialogs.open({ path: dialog });
    void navigate(
      { pathname: location.pathname, search: location.search, hash: '' },
      { replace: true, state: location.state },
    );
  }, [location.key, location.hash, location.pathname, location.search, location.state, navigate, dialogs]);
}
