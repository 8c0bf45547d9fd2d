import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { ViewRow } from '../core/index';
import { moveCursor, type GridCursor } from './gridState';

export interface GridKeyboardOptions {
  rows: readonly ViewRow[];
  /** The ids of the visible columns, in order (the selection column included). */
  columnIds: readonly string[];
  selectionColumnId: string;
  multiple: boolean;
  hasNext: boolean;
  hasPrevious: boolean;
  /** True while a page loads: the cursor's cell is focused once it is in. */
  busy: boolean;
  tableRef: RefObject<HTMLTableElement | null>;
  goToPage(direction: 'next' | 'previous'): void;
  toggleRow(row: ViewRow): void;
  togglePage(): void;
  sortBy(columnId: string, add: boolean): void;
  onOpen?: ((row: ViewRow) => void) | undefined;
}

/**
 * The WAI-ARIA grid keyboard model over cells marked `data-cell="row:col"` (row -1: the header):
 * arrows, Home/End (Ctrl: first/last row), PageUp/PageDown (then the previous/next page), Enter
 * opens a row (on a header: sorts, Shift adds), Space selects it, Ctrl+A selects the page. One
 * cell is in the tab order (the cursor's); it keeps inside the grid when rows or columns change.
 */
export function useGridKeyboard(options: GridKeyboardOptions) {
  const { rows, columnIds, busy, tableRef } = options;
  const [cursor, setCursor] = useState<GridCursor>({ row: 0, col: 0 });
  const focusPending = useRef(false);
  const cursorRow = Math.min(cursor.row, rows.length - 1);
  const cursorCol = Math.min(cursor.col, Math.max(0, columnIds.length - 1));

  useEffect(() => {
    if (!focusPending.current || busy) return;
    focusPending.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${cursorRow}:${cursorCol}"]`)?.focus();
  }, [cursorRow, cursorCol, busy, rows, tableRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!target.dataset.cell) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const row = cursorRow;
    const column = columnIds[cursorCol];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (row < 0) {
        if (column === options.selectionColumnId) options.togglePage();
        else if (column !== undefined) options.sortBy(column, event.shiftKey);
        return;
      }
      const data = rows[row];
      if (!data) return;
      if (event.key === ' ') options.toggleRow(data);
      else options.onOpen?.(data);
      return;
    }
    if (ctrl && event.key.toLowerCase() === 'a' && options.multiple) {
      event.preventDefault();
      options.togglePage();
      return;
    }
    const move = moveCursor(
      { row, col: cursorCol },
      event.key,
      {
        rows: rows.length,
        cols: columnIds.length,
        hasNext: options.hasNext,
        hasPrevious: options.hasPrevious,
      },
      ctrl,
    );
    if (!move) return;
    event.preventDefault();
    focusPending.current = true;
    setCursor(move.cursor);
    if (move.page) options.goToPage(move.page);
  };

  return { cursorRow, cursorCol, setCursor, onKeyDown };
}
