import { useId, useMemo, useState } from 'react';
import type { NavigationItem } from '../state/types';
import { ChevronIcon } from './icons';
import { Icon } from '@insulcalc/dialogs';
import { navigationIconKey, NavItemLink } from './NavLinkItem';
import { ancestorsOf, expandedByDefault, filterNavigation, type FilteredItem } from './sidebarLogic';
import { useT } from './i18n';

export interface SidebarProps {
  items: readonly NavigationItem[];
  selectedId: string | null;
  open: boolean;
  id?: string;
}

/** Left navigation: a filter box and expandable nested items (spec §2 navigation sidebar). */
export function Sidebar({ items, selectedId, open, id }: SidebarProps) {
  const t = useT();
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set([...ancestorsOf(items, selectedId), ...expandedByDefault(items)]),
  );
  const filterId = useId();
  const tree = useMemo(() => filterNavigation(items, filter), [items, filter]);
  const filtering = filter.trim() !== '';

  const toggle = (itemId: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });

  const render = (list: FilteredItem[], depth: number) => (
    <ul className={depth === 0 ? 'ic-sidebar-list' : 'ic-sidebar-sublist'}>
      {list.map(({ item, children, forcedOpen }) => {
        const hasChildren = children.length > 0;
        const isOpen = forcedOpen || (hasChildren && expanded.has(item.id));
        const selected = item.id === selectedId || item.selected === true;
        const iconKey = navigationIconKey(item);
        return (
          <li key={item.id} className={item.className ?? undefined}>
            {hasChildren ? (
              <button
                type="button"
                className="ic-sidebar-item ic-sidebar-group"
                aria-expanded={isOpen}
                title={item.tooltip ?? undefined}
                style={{ paddingLeft: `${0.75 + depth}rem` }}
                data-base-name={item.baseName ?? undefined}
                onClick={() => toggle(item.id)}
              >
                <ChevronIcon open={isOpen} />
                {iconKey && <Icon iconKey={iconKey} className="ic-nav-icon" />}
                <span>{item.title}</span>
              </button>
            ) : (
              <span style={{ display: 'block', paddingLeft: `${depth}rem` }}>
                <NavItemLink
                  item={item}
                  selected={selected}
                  className={`ic-sidebar-item${selected ? ' ic-active' : ''}`}
                />
              </span>
            )}
            {hasChildren && isOpen && render(children, depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav
      id={id}
      className="ic-sidebar"
      aria-label={t('Shell_MainNavigation')}
      hidden={!open}
      data-open={open}
    >
      <div className="ic-sidebar-filter">
        <label htmlFor={filterId} className="ic-visually-hidden">
          {t('Sidebar_Filter')}
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          placeholder={t('Sidebar_Filter')}
          autoComplete="off"
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      {tree.length > 0 ? (
        render(tree, 0)
      ) : filtering ? (
        <p className="ic-sidebar-empty">{t('Sidebar_NoMatches')}</p>
      ) : null}
    </nav>
  );
}
