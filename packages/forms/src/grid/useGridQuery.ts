import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ViewFilter } from '../core/index';
import {
  INITIAL_GRID_QUERY,
  readRemembered,
  rememberedKey,
  writeRemembered,
  type GridQuery,
} from './gridState';

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export interface GridQueryOptions {
  viewId: string;
  /** Filters, sort, page size and column choice survive a reload (local storage). */
  remember: boolean;
  rememberScope?: string | undefined;
  /** The host's filters (a report's parameters): sent with the user's, never remembered. */
  hostFilters?: readonly ViewFilter[] | undefined;
  /** Overrides the view's page size. */
  pageSize?: number | undefined;
}

/**
 * A grid's query: page, page size, sort, the user's filters and hidden columns, remembered per
 * view and place when asked; the request the server gets (the host's filters before the user's).
 * Another sort, filter or page size starts at page 1; new host filters do too.
 */
export function useGridQuery({ viewId, remember, rememberScope, hostFilters, pageSize }: GridQueryOptions) {
  const storageKey = rememberedKey(viewId, rememberScope);
  const [query, setQuery] = useState<GridQuery>(
    () => (remember ? readRemembered(browserStorage(), storageKey) : null) ?? INITIAL_GRID_QUERY,
  );
  useEffect(() => {
    if (remember) writeRemembered(browserStorage(), storageKey, query);
  }, [remember, storageKey, query]);

  // By content: a host that builds its filters anew on each render does not refetch.
  const hostFiltersKey = JSON.stringify(hostFilters ?? []);
  const allFilters = useMemo(
    () => [...(JSON.parse(hostFiltersKey) as ViewFilter[]), ...query.filters],
    [hostFiltersKey, query.filters],
  );
  const [shownHostFilters, setShownHostFilters] = useState(hostFiltersKey);
  if (shownHostFilters !== hostFiltersKey) {
    setShownHostFilters(hostFiltersKey);
    if (query.page !== 1) setQuery((q) => ({ ...q, page: 1 }));
  }
  const request = useMemo(
    () => ({
      page: query.page,
      ...((pageSize ?? query.pageSize) ? { pageSize: pageSize ?? query.pageSize! } : {}),
      ...(query.sort ? { sort: query.sort } : {}),
      filters: allFilters,
    }),
    [query, pageSize, allFilters],
  );
  /** Another sort, filter, page size or column choice: back to page 1. */
  const changeQuery = useCallback(
    (change: Partial<GridQuery>) => setQuery((current) => ({ ...current, page: 1, ...change })),
    [],
  );
  const goToPage = useCallback(
    (page: number) => setQuery((current) => ({ ...current, page: Math.max(1, page) })),
    [],
  );
  const setHidden = useCallback((hidden: string[]) => setQuery((current) => ({ ...current, hidden })), []);
  return { query, allFilters, request, changeQuery, goToPage, setHidden };
}
