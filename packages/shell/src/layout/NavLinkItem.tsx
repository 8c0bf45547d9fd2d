import type { ReactNode } from 'react';
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
  if (!href || item.disabled) {
    return (
      <span
        className={className}
        aria-disabled={item.disabled || undefined}
        title={item.tooltip ?? undefined}
      >
        {children ?? item.title}
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
      {children ?? item.title}
    </AppLink>
  );
}
