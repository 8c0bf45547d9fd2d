import { RESIZE_DEBOUNCE_MS, SIDEBAR_BREAKPOINT } from '@insulcalc/tokens';
import type { NavigationItem } from '../state/types';

export const SIDEBAR_STORAGE_KEY = 'sidebar_open';
/** At this width or less the sidebar collapses; resizes settle after 250 ms (spec §9, from the one breakpoint table). */
export { RESIZE_DEBOUNCE_MS, SIDEBAR_BREAKPOINT };

export function readSidebarOpen(
  storage: Pick<Storage, 'getItem'> | null | undefined,
  fallback = true,
): boolean {
  try {
    const value = storage?.getItem(SIDEBAR_STORAGE_KEY);
    if (value === 'true') return true;
    if (value === 'false') return false;
  } catch {
    // storage blocked
  }
  return fallback;
}

export function writeSidebarOpen(storage: Pick<Storage, 'setItem'> | null | undefined, open: boolean): void {
  try {
    storage?.setItem(SIDEBAR_STORAGE_KEY, String(open));
  } catch {
    // storage blocked
  }
}

export function isNarrow(width: number): boolean {
  return width <= SIDEBAR_BREAKPOINT;
}

export interface FilteredItem {
  item: NavigationItem;
  children: FilteredItem[];
  /** Expanded because a descendant matches the filter. */
  forcedOpen: boolean;
}

export function visibleItems(items: readonly NavigationItem[] | undefined): NavigationItem[] {
  return (items ?? []).filter((i) => !i.hidden);
}

/**
 * Filters the tree by title, case-insensitively (spec §2): an item stays when its title matches
 * (with all its children) or a descendant matches (then it is expanded).
 */
export function filterNavigation(items: readonly NavigationItem[], filter: string): FilteredItem[] {
  const needle = filter.trim().toLocaleLowerCase();
  const walk = (list: readonly NavigationItem[]): FilteredItem[] => {
    const out: FilteredItem[] = [];
    for (const item of visibleItems(list)) {
      const own = needle === '' || item.title.toLocaleLowerCase().includes(needle);
      if (own) {
        out.push({
          item,
          children: needle === '' ? walk(item.items ?? []) : walkAll(item.items ?? []),
          forcedOpen: false,
        });
        continue;
      }
      const children = walk(item.items ?? []);
      if (children.length > 0) out.push({ item, children, forcedOpen: true });
    }
    return out;
  };
  const walkAll = (list: readonly NavigationItem[]): FilteredItem[] =>
    visibleItems(list).map((item) => ({ item, children: walkAll(item.items ?? []), forcedOpen: false }));
  return walk(items);
}

/** Ids of the ancestors of the selected item (to expand them initially). */
export function ancestorsOf(items: readonly NavigationItem[], id: string | null): string[] {
  if (!id) return [];
  const path: string[] = [];
  const find = (list: readonly NavigationItem[]): boolean => {
    for (const item of list) {
      if (item.id === id) return true;
      path.push(item.id);
      if (find(item.items ?? [])) return true;
      path.pop();
    }
    return false;
  };
  return find(items) ? path : [];
}

/** Ids of items flagged `expanded` by the server. */
export function expandedByDefault(items: readonly NavigationItem[]): string[] {
  return items.flatMap((i) => [...(i.expanded ? [i.id] : []), ...expandedByDefault(i.items ?? [])]);
}
