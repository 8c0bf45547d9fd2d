import { createElement, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { Icon, ICON_KEY_PATTERN, isIconKey } from '@insulcalc/dialogs';
import { AppLink } from '../navigation/react';
import { withNavigationId } from '../navigation/linkRules';
import type { NavigationItem } from '../state/types';

/** The target of a navigation item: its url with its own navigationId (spec §2). */
export function navigationItemHref(item: NavigationItem): string | null {
  if (item.url === null || item.url === undefined) return null;
  const url = item.url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return url;
  return withNavigationId(url, item.id);
}

const FONT_AWESOME_STYLES: Readonly<Record<string, string>> = {
  'fa-solid': 'fas',
  'fa-regular': 'far',
  'fa-brands': 'fab',
};

/**
 * The icon key of a navigation item (spec §3 "iconKey or icon"): `iconKey` first; `icon` may be a
 * key too or a class list as icon fonts write it (`bi bi-house`, `fas fa-gear`, `fa-solid fa-gear`).
 */
export function navigationIconKey(item: { iconKey?: string | null; icon?: string | null }): string | null {
  for (const raw of [item.iconKey, item.icon]) {
    const text: string = raw?.trim() ?? '';
    if (!text) continue;
    if (ICON_KEY_PATTERN.test(text)) return text;
    const words = text.split(/\s+/);
    const bi = words.find((w) => w.startsWith('bi-'));
    if (bi && isIconKey(bi)) return bi;
    const style = words.find((w) => /^(fas|far|fab|fa-solid|fa-regular|fa-brands)$/.test(w));
    const name = words.find((w) => w.startsWith('fa-') && !/^fa-(solid|regular|brands)$/.test(w));
    if (style && name) {
      const prefix = FONT_AWESOME_STYLES[style] ?? style;
      const key = `${prefix}-${name.slice(3)}`;
      if (isIconKey(key)) return key;
    }
  }
  return null;
}

/** What a navigation item's `onClick` names: an action the app registered, given the item. */
export type NavigationAction = (item: NavigationItem) => void | Promise<void>;
const actions = new Map<string, NavigationAction>();

/**
 * Registers the action a navigation item's `onClick` names (the server sends a name, never code):
 * clicking such an item runs it instead of following the item's url.
 */
export function registerNavigationAction(name: string, action: NavigationAction): () => void {
  actions.set(name, action);
  return () => {
    if (actions.get(name) === action) actions.delete(name);
  };
}

/** Runs the item's named action; an unknown name is an error in the log (as a toolbar button without handler). */
export function runNavigationAction(item: NavigationItem): void {
  const action = item.onClick ? actions.get(item.onClick) : undefined;
  if (!action) {
    console.error(`Navigation item ${item.id}: no action registered as "${item.onClick}".`);
    return;
  }
  Promise.resolve()
    .then(() => action(item))
    .catch((error: unknown) => console.error(error));
}

const badges = new Map<string, ComponentType>();

/**
 * Shows `Badge` after the title of the navigation item `itemId` (e.g. the workflow's open-task
 * count beside "My tasks"). Packages register theirs when the app composes its routes.
 */
export function registerNavigationBadge(itemId: string, Badge: ComponentType): void {
  badges.set(itemId, Badge);
}

/** The registered badge of a navigation item, if any. */
function NavigationBadge({ itemId }: { itemId: string }) {
  const Badge = badges.get(itemId);
  return Badge ? createElement(Badge) : null;
}

export function NavItemLink({
  item,
  selected,
  className,
  children,
}: {
  item: NavigationItem;
  selected: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const href = navigationItemHref(item);
  const iconKey = navigationIconKey(item);
  const content = children ?? (
    <>
      {iconKey && <Icon iconKey={iconKey} className="ic-nav-icon" />}
      <span>{item.title}</span>
      <NavigationBadge itemId={item.id} />
    </>
  );
  const baseName = item.baseName ?? undefined;
  if (item.onClick && !item.disabled) {
    const run = (event: MouseEvent) => {
      event.preventDefault();
      runNavigationAction(item);
    };
    return (
      <button
        type="button"
        className={className}
        title={item.tooltip ?? undefined}
        aria-current={selected ? 'page' : undefined}
        data-base-name={baseName}
        onClick={run}
      >
        {content}
      </button>
    );
  }
  if (!href || item.disabled) {
    return (
      <span
        className={className}
        aria-disabled={item.disabled || undefined}
        title={item.tooltip ?? undefined}
        data-base-name={baseName}
      >
        {content}
      </span>
    );
  }
  return (
    <AppLink
      to={href}
      className={className}
      aria-current={selected ? 'page' : undefined}
      title={item.tooltip ?? undefined}
      data-base-name={baseName}
    >
      {content}
    </AppLink>
  );
}
