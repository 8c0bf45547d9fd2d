import * as z from 'zod';
import {
  VIEW_PAGE_SIZE_MAX,
  viewFilterSchema,
  viewSortSchema,
  type ViewFilter,
  type ViewFilterKind,
  type ViewSort,
} from '../core/index';

/** What a grid asks the server for, and what it may remember (rememberGridFilters). */
export interface GridQuery {
  page: number;
  /** null: the view's page size. */
  pageSize: number | null;
  /** null: the view's default sort. */
  sort: ViewSort[] | null;
  filters: ViewFilter[];
  /** Attributes the user hid (column choice). */
  hidden: string[];
}

export const INITIAL_GRID_QUERY: GridQuery = { page: 1, pageSize: null, sort: null, filters: [], hidden: [] };

const rememberedSchema = z.object({
  pageSize: z.number().int().min(1).max(VIEW_PAGE_SIZE_MAX).nullable().catch(null),
  sort: z.array(viewSortSchema).max(5).nullable().catch(null),
  filters: z.array(viewFilterSchema).max(20).catch([]),
  hidden: z.array(z.string().max(128)).max(100).catch([]),
});

/** Local storage key of a grid's remembered filters (one per view and place). */
export function rememberedKey(viewId: string, scope = 'grid'): string {
  return `insulcalc.viewGrid.${scope}.${viewId}`;
}

/**
 * The remembered filters, sort, page size and hidden columns of a grid, or null. Anything stored
 * that no longer parses (an old shape, edited by hand) counts as nothing remembered.
 */
export function readRemembered(storage: Pick<Storage, 'getItem'> | null, key: string): GridQuery | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    if (!text) return null;
    const parsed = rememberedSchema.safeParse(JSON.parse(text));
    return parsed.success ? { page: 1, ...parsed.data } : null;
  } catch {
    return null;
  }
}

export function writeRemembered(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
  key: string,
  query: GridQuery,
): void {
  if (!storage) return;
  try {
    const { pageSize, sort, filters, hidden } = query;
    if (pageSize === null && sort === null && filters.length === 0 && hidden.length === 0)
      storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ pageSize, sort, filters, hidden }));
  } catch {
    // A full or blocked storage only loses the remembering.
  }
}

/**
 * A click on a sortable header: ascending, then descending, then back to the view's default.
 * With `add` (Shift) the column joins the current sort instead of replacing it.
 */
export function nextSort(current: ViewSort[], attribute: string, add = false): ViewSort[] | null {
  const existing = current.find((s) => s.attribute === attribute);
  const others = add ? current.filter((s) => s.attribute !== attribute) : [];
  if (!existing) return [...others, { attribute, direction: 'asc' as const }].slice(-5);
  if (existing.direction === 'asc')
    return add
      ? current.map((s) => (s.attribute === attribute ? { attribute, direction: 'desc' as const } : s))
      : [{ attribute, direction: 'desc' as const }];
  return others.length ? others : null;
}

/** The filter of one column and kind, if set. */
export function filterOf<K extends ViewFilterKind>(
  filters: readonly ViewFilter[],
  attribute: string,
  kind: K,
): Extract<ViewFilter, { kind: K }> | undefined {
  return filters.find((f) => f.attribute === attribute && f.kind === kind) as
    Extract<ViewFilter, { kind: K }> | undefined;
}

/** Sets (or with null removes) the filter of a column and kind; the others stay in order. */
export function withFilter(
  filters: readonly ViewFilter[],
  attribute: string,
  kind: ViewFilterKind,
  filter: ViewFilter | null,
): ViewFilter[] {
  const index = filters.findIndex((f) => f.attribute === attribute && f.kind === kind);
  if (index < 0) return filter ? [...filters, filter] : [...filters];
  const next = [...filters];
  if (filter) next[index] = filter;
  else next.splice(index, 1);
  return next;
}

/** The number of pages of a result (at least one, so "page 1 of 1" shows for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Where the keyboard focus sits: row -1 is the header row. */
export interface GridCursor {
  row: number;
  col: number;
}

export interface GridMove {
  cursor: GridCursor;
  /** The move leaves the page: load that page (the cursor then applies there). */
  page?: 'next' | 'previous';
}

/**
 * The grid keyboard model (WAI-ARIA grid pattern): arrows move one cell, Home/End to the row's
 * first/last cell (with Ctrl: the first/last row), PageUp/PageDown to the first/last row of the
 * page and, from there, to the previous/next page. Returns null for keys the grid does not take.
 */
export function moveCursor(
  cursor: GridCursor,
  key: string,
  size: { rows: number; cols: number; hasPrevious: boolean; hasNext: boolean },
  ctrl = false,
): GridMove | null {
  const lastRow = size.rows - 1;
  const lastCol = Math.max(0, size.cols - 1);
  const clampRow = (row: number) => Math.max(-1, Math.min(lastRow, row));
  switch (key) {
    case 'ArrowDown':
      return { cursor: { ...cursor, row: clampRow(cursor.row + 1) } };
    case 'ArrowUp':
      return { cursor: { ...cursor, row: clampRow(cursor.row - 1) } };
    case 'ArrowRight':
      return { cursor: { ...cursor, col: Math.min(lastCol, cursor.col + 1) } };
    case 'ArrowLeft':
      return { cursor: { ...cursor, col: Math.max(0, cursor.col - 1) } };
    case 'Home':
      return { cursor: ctrl ? { row: size.rows ? 0 : -1, col: 0 } : { ...cursor, col: 0 } };
    case 'End':
      return { cursor: ctrl ? { row: lastRow, col: lastCol } : { ...cursor, col: lastCol } };
    case 'PageDown':
      if (cursor.row < lastRow) return { cursor: { ...cursor, row: lastRow } };
      return size.hasNext ? { cursor: { ...cursor, row: 0 }, page: 'next' } : { cursor };
    case 'PageUp':
      if (cursor.row > 0) return { cursor: { ...cursor, row: 0 } };
      return size.hasPrevious ? { cursor: { ...cursor, row: 0 }, page: 'previous' } : { cursor };
    default:
      return null;
  }
}
