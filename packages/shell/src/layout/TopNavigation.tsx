import type { NavigationItem } from '../state/types';
import { Icon, MenuButton } from '@insulcalc/dialogs';
import { navigationIconKey, navigationItemHref, NavItemLink, runNavigationAction } from './NavLinkItem';
import { useAppNavigator } from '../navigation/react';
import { visibleItems } from './sidebarLogic';
import { ChevronIcon } from './icons';

/** Navigation items in the top bar; items with children get a dropdown (spec §2). */
export function TopNavigation({
  items,
  selectedId,
  label,
}: {
  items: readonly NavigationItem[];
  selectedId: string | null;
  label: string;
}) {
  const navigator = useAppNavigator();
  const list = visibleItems(items);
  if (list.length === 0) return null;
  const flatten = (children: NavigationItem[], depth = 0): { item: NavigationItem; depth: number }[] =>
    visibleItems(children).flatMap((c) => [{ item: c, depth }, ...flatten(c.items ?? [], depth + 1)]);
  return (
    <nav className="ic-topnav" aria-label={label}>
      <ul>
        {list.map((item) => {
          const children = visibleItems(item.items);
          const iconKey = navigationIconKey(item);
          return (
            <li key={item.id}>
              {children.length > 0 ? (
                <MenuButton
                  label={item.title}
                  align="start"
                  toggleClassName="ic-topnav-item"
                  toggle={
                    <>
                      {iconKey && <Icon iconKey={iconKey} className="ic-nav-icon" />}
                      <span>{item.title}</span>
                      <ChevronIcon open={false} />
                    </>
                  }
                  entries={flatten(children).map(({ item: child, depth }) => ({
                    key: child.id,
                    label: (
                      <span className="ic-topnav-entry" style={{ paddingLeft: `${depth}rem` }}>
                        {navigationIconKey(child) && (
                          <Icon iconKey={navigationIconKey(child)} className="ic-nav-icon" />
                        )}
                        <span>{child.title}</span>
                      </span>
                    ),
                    textValue: child.title,
                    disabled: child.disabled === true || (!navigationItemHref(child) && !child.onClick),
                    onSelect: () => {
                      if (child.onClick) return runNavigationAction(child);
                      const href = navigationItemHref(child);
                      if (href) navigator.navigate(href);
                    },
                  }))}
                />
              ) : (
                <NavItemLink
                  item={item}
                  selected={item.id === selectedId}
                  className={`ic-topnav-item${item.id === selectedId ? ' ic-active' : ''}`}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
