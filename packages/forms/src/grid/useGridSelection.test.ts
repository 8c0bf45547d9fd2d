import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ViewRow } from '../core/index';
import { useGridSelection, type GridSelectionOptions } from './useGridSelection';

const row = (id: string, displayName: string | null = id.toUpperCase()): ViewRow => ({
  id,
  displayName,
  values: { name: displayName },
});
const page = [row('a'), row('b'), row('c')];

function selection(options: Partial<GridSelectionOptions> = {}) {
  const reported: string[][] = [];
  const hook = renderHook((props: GridSelectionOptions) => useGridSelection(props), {
    initialProps: {
      selectionMode: 'multiple',
      rows: page,
      onSelectionChange: (rows) => reported.push(rows.map((r) => r.id)),
      ...options,
    },
  });
  return { ...hook, reported };
}

describe('useGridSelection', () => {
  it('multiple: rows toggle one by one, the page as a whole, and every change is reported', () => {
    const { result, reported } = selection();
    act(() => result.current.toggleRow(page[0]!));
    expect(result.current.pagePartlySelected).toBe(true);
    act(() => result.current.togglePage());
    expect(result.current.pageSelected).toBe(true);
    act(() => result.current.togglePage());
    expect(result.current.selected.size).toBe(0);
    act(() => result.current.toggleRow(page[1]!, true));
    act(() => result.current.clearSelection());
    expect(reported).toEqual([['a'], ['a', 'b', 'c'], [], ['b'], []]);
  });

  it('single keeps one row; none selects nothing and cannot select the page', () => {
    const single = selection({ selectionMode: 'single' });
    act(() => single.result.current.toggleRow(page[0]!));
    act(() => single.result.current.toggleRow(page[2]!));
    act(() => single.result.current.togglePage());
    expect([...single.result.current.selected.keys()]).toEqual(['c']);
    const none = selection({ selectionMode: 'none' });
    act(() => none.result.current.toggleRow(page[0]!));
    expect(none.result.current.selected.size).toBe(0);
    expect(none.reported).toEqual([]);
  });

  it('the selection survives another page; rows known only by id take the data of the page showing them', () => {
    const { result, rerender } = selection({ initialSelectedIds: ['b', 'z'] });
    expect(result.current.selectedRows.map((r) => r.displayName)).toEqual(['B', null]);
    const next = [row('z', 'Zed')];
    rerender({ selectionMode: 'multiple', rows: next });
    expect(result.current.selectedRows.map((r) => r.displayName)).toEqual([null, 'Zed']);
    expect(result.current.pageSelected).toBe(true);
  });
});
