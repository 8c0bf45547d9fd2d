import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ViewRow } from '../core/index';

export type GridSelectionMode = 'none' | 'single' | 'multiple';

export interface GridSelectionOptions {
  selectionMode: GridSelectionMode;
  /** Ids selected when the grid mounts (a MultiselectLookup's value). */
  initialSelectedIds?: readonly string[] | undefined;
  onSelectionChange?: ((rows: ViewRow[]) => void) | undefined;
  /** The rows of the page shown. */
  rows: readonly ViewRow[];
}

/**
 * A grid's selection, kept across pages: one row (single), any rows (multiple) or none. Rows
 * known only by id (initialSelectedIds) take their data from the page that shows them. Every
 * change is reported with the selected rows.
 */
export function useGridSelection({
  selectionMode,
  initialSelectedIds,
  onSelectionChange,
  rows,
}: GridSelectionOptions) {
  const [selected, setSelected] = useState<Map<string, ViewRow>>(
    () => new Map((initialSelectedIds ?? []).map((id) => [id, { id, displayName: null, values: {} }])),
  );
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);
  const update = useCallback(
    (change: (current: Map<string, ViewRow>) => Map<string, ViewRow>) => {
      setSelected((current) => {
        const next = change(current);
        for (const row of rowsRef.current) if (next.has(row.id)) next.set(row.id, row);
        onSelectionChange?.([...next.values()]);
        return next;
      });
    },
    [onSelectionChange],
  );
  const toggleRow = useCallback(
    (row: ViewRow, value?: boolean) => {
      if (selectionMode === 'none') return;
      update((current) => {
        const on = value ?? !current.has(row.id);
        const next = selectionMode === 'single' ? new Map<string, ViewRow>() : new Map(current);
        if (on) next.set(row.id, row);
        else next.delete(row.id);
        return next;
      });
    },
    [selectionMode, update],
  );
  /** Selects the whole page, or clears it when it was all selected (multiple only). */
  const togglePage = useCallback(() => {
    if (selectionMode !== 'multiple') return;
    update((current) => {
      const next = new Map(current);
      const on = !rows.every((r) => current.has(r.id));
      for (const row of rows) {
        if (on) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  }, [rows, selectionMode, update]);
  const clearSelection = useCallback(() => update(() => new Map()), [update]);
  const pageSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const pagePartlySelected = !pageSelected && rows.some((r) => selected.has(r.id));
  const selectedRows = useMemo(() => {
    const shown = new Map(rows.map((r) => [r.id, r]));
    return [...selected.values()].map((r) => shown.get(r.id) ?? r);
  }, [selected, rows]);
  return { selected, selectedRows, toggleRow, togglePage, clearSelection, pageSelected, pagePartlySelected };
}
