import type { NavigationItem } from '../state/types';
import { MenuButton } from '@insulcalc/dialogs';
import { navigationItemHref, NavItemLink } from './NavLinkItem';
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
          return (
            <li key={item.id}>
              {children.length > 0 ? (
                <MenuButton
                  label={item.title}
                  align="start"
                  toggleClassName="ic-topnav-item"
                  toggle={
                    <>
                      <span>{item.title}</span>
                      <ChevronIcon open={false} />
                    </>
                  }
                  entries={flatten(children).map(({ item: child, depth }) => ({
                    key: child.id,
                    label: <span style={{ paddingLeft: `${depth}rem` }}>{child.title}</span>,
                    textValue: child.title,
                    disabled: child.disabled === true || !navigationItemHref(child),
                    onSelect: () => {
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
