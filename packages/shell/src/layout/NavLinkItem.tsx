import { createElement, type ComponentType, type ReactNode } from 'react';
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
  const content = children ?? (
    <>
      {item.title}
      <NavigationBadge itemId={item.id} />
    </>
  );
  if (!href || item.disabled) {
    return (
      <span
        className={className}
        aria-disabled={item.disabled || undefined}
        title={item.tooltip ?? undefined}
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
    >
      {content}
    </AppLink>
  );
}
