import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { ViewRow } from '../core/index';
import { useGridKeyboard, type GridKeyboardOptions } from './useGridKeyboard';

const rows: ViewRow[] = [
  { id: 'r1', displayName: 'One', values: {} },
  { id: 'r2', displayName: 'Two', values: {} },
];
const columns = ['__select', 'Name', 'Code'];

/** A grid of the hook's cells, recording what the keys asked for. */
function Grid({ calls, ...options }: Partial<GridKeyboardOptions> & { calls: string[] }) {
  const tableRef = useRef<HTMLTableElement>(null);
  const { cursorRow, cursorCol, setCursor, onKeyDown } = useGridKeyboard({
    rows,
    columnIds: columns,
    selectionColumnId: '__select',
    multiple: true,
    hasNext: true,
    hasPrevious: false,
    busy: false,
    tableRef,
    goToPage: (direction) => calls.push(`page:${direction}`),
    toggleRow: (row) => calls.push(`toggle:${row.id}`),
    togglePage: () => calls.push('togglePage'),
    sortBy: (id, add) => calls.push(`sort:${id}:${add}`),
    onOpen: (row) => calls.push(`open:${row.id}`),
    ...options,
  });
  const cell = (row: number, col: number) => (
    <td
      key={col}
      role="gridcell"
      data-cell={`${row}:${col}`}
      tabIndex={cursorRow === row && cursorCol === col ? 0 : -1}
      onFocus={() => setCursor({ row, col })}
    >
      {`${row}:${col}`}
    </td>
  );
  return (
    <table ref={tableRef} role="grid" onKeyDown={onKeyDown}>
      <tbody>
        {[-1, 0, 1].map((row) => (
          <tr key={row}>{columns.map((_, col) => cell(row, col))}</tr>
        ))}
      </tbody>
    </table>
  );
}

const focused = () => (document.activeElement as HTMLElement).dataset.cell;

describe('useGridKeyboard', () => {
  it('arrows, Home/End and Ctrl+End move the focused cell; one cell is in the tab order', () => {
    const calls: string[] = [];
    render(<Grid calls={calls} />);
    expect(
      screen
        .getAllByRole('gridcell')
        .filter((c) => c.tabIndex === 0)
        .map((c) => c.dataset.cell),
    ).toEqual(['0:0']);
    const start = screen.getByText('0:0');
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(focused()).toBe('0:1');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focused()).toBe('1:1');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(focused()).toBe('1:2');
    fireEvent.keyDown(document.activeElement!, { key: 'Home', ctrlKey: true });
    expect(focused()).toBe('0:0');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(focused()).toBe('-1:0');
    expect(calls).toEqual([]);
  });

  it('Enter opens a row, Space selects it, Ctrl+A selects the page; on a header Enter sorts, or selects the page', () => {
    const calls: string[] = [];
    render(<Grid calls={calls} />);
    const cell = screen.getByText('1:1');
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: 'Enter' });
    fireEvent.keyDown(cell, { key: ' ' });
    fireEvent.keyDown(cell, { key: 'a', ctrlKey: true });
    act(() => screen.getByText('-1:1').focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', shiftKey: true });
    act(() => screen.getByText('-1:0').focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(calls).toEqual(['open:r2', 'toggle:r2', 'togglePage', 'sort:Name:true', 'togglePage']);
  });

  it('PageDown goes to the last row, then to the next page; keys outside the cells are left alone', () => {
    const calls: string[] = [];
    render(<Grid calls={calls} multiple={false} />);
    const cell = screen.getByText('0:1');
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: 'PageDown' });
    expect(focused()).toBe('1:1');
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(calls).toEqual(['page:next']);
    fireEvent.keyDown(document.activeElement!, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Enter' });
    expect(calls).toEqual(['page:next']);
  });
});
