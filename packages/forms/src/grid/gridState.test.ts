import { describe, expect, it } from 'vitest';
import { buildCsv, exportFileName } from './exportRows';
import {
  INITIAL_GRID_QUERY,
  moveCursor,
  nextSort,
  pageCount,
  readRemembered,
  withFilter,
  writeRemembered,
} from './gridState';
import { offerRequestsView } from './fakeViewServer';

const size = { rows: 10, cols: 4, hasPrevious: true, hasNext: true };

describe('grid state', () => {
  it('cycles a sort: asc, desc, default; Shift adds a column', () => {
    expect(nextSort([], 'A')).toEqual([{ attribute: 'A', direction: 'asc' }]);
    expect(nextSort([{ attribute: 'A', direction: 'asc' }], 'A')).toEqual([
      { attribute: 'A', direction: 'desc' },
    ]);
    expect(nextSort([{ attribute: 'A', direction: 'desc' }], 'A')).toBeNull();
    expect(nextSort([{ attribute: 'A', direction: 'asc' }], 'B', true)).toEqual([
      { attribute: 'A', direction: 'asc' },
      { attribute: 'B', direction: 'asc' },
    ]);
  });

  it('sets and removes one filter per column and kind', () => {
    const one = withFilter([], 'A', 'contains', { attribute: 'A', kind: 'contains', value: 'x' });
    const two = withFilter(one, 'A', 'equals', { attribute: 'A', kind: 'equals', value: 1 });
    expect(two).toHaveLength(2);
    expect(withFilter(two, 'A', 'contains', null)).toEqual([{ attribute: 'A', kind: 'equals', value: 1 }]);
  });

  it('moves the keyboard cursor as the grid pattern says', () => {
    expect(moveCursor({ row: 0, col: 0 }, 'ArrowUp', size)!.cursor).toEqual({ row: -1, col: 0 });
    expect(moveCursor({ row: 9, col: 3 }, 'ArrowDown', size)!.cursor).toEqual({ row: 9, col: 3 });
    expect(moveCursor({ row: 2, col: 1 }, 'End', size)!.cursor).toEqual({ row: 2, col: 3 });
    expect(moveCursor({ row: 2, col: 1 }, 'End', size, true)!.cursor).toEqual({ row: 9, col: 3 });
    expect(moveCursor({ row: 2, col: 1 }, 'Home', size, true)!.cursor).toEqual({ row: 0, col: 0 });
    expect(moveCursor({ row: 2, col: 1 }, 'PageDown', size)).toEqual({ cursor: { row: 9, col: 1 } });
    expect(moveCursor({ row: 9, col: 1 }, 'PageDown', size)).toEqual({
      cursor: { row: 0, col: 1 },
      page: 'next',
    });
    expect(moveCursor({ row: 0, col: 1 }, 'PageUp', { ...size, hasPrevious: false })).toEqual({
      cursor: { row: 0, col: 1 },
    });
    expect(moveCursor({ row: 0, col: 1 }, 'x', size)).toBeNull();
  });

  it('counts pages (at least one)', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(101, 50)).toBe(3);
  });

  it('remembers only a valid state', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    writeRemembered(storage, 'k', { ...INITIAL_GRID_QUERY, sort: [{ attribute: 'A', direction: 'desc' }] });
    expect(readRemembered(storage, 'k')).toMatchObject({
      page: 1,
      sort: [{ attribute: 'A', direction: 'desc' }],
    });
    store.set('k', '{not json');
    expect(readRemembered(storage, 'k')).toBeNull();
    store.set('k', JSON.stringify({ filters: [{ attribute: 'A', kind: 'bogus' }], sort: 'x' }));
    expect(readRemembered(storage, 'k')).toMatchObject({ filters: [], sort: null });
    writeRemembered(storage, 'k', INITIAL_GRID_QUERY);
    expect(store.has('k')).toBe(false);
  });
});

describe('CSV export', () => {
  const view = offerRequestsView(3);
  const context = (language: string) => ({ language, messages: null, yes: 'Yes', no: 'No' });

  it('writes the user’s number format and quotes as RFC 4180 says', () => {
    const rows = [
      { id: '1', displayName: null, values: { ContactName: 'Ana "A" Novak', Country: 'SI', Area: 1234.5 } },
      { id: '2', displayName: null, values: { ContactName: '=cmd()', Country: 'DE', Area: null } },
    ];
    const columns = view.columns.filter((c) => ['ContactName', 'Country', 'Area'].includes(c.attribute));
    const en = buildCsv(columns, rows, context('en'));
    expect(en.startsWith('\uFEFF')).toBe(true);
    expect(en.slice(1).split('\r\n')).toEqual([
      'Contact,Country,Area (m²)',
      '"Ana ""A"" Novak",Slovenia,1234.5',
      "'=cmd(),Germany,",
      '',
    ]);
    const de = buildCsv(columns, rows, context('de'));
    expect(de.slice(1).split('\r\n')[1]).toBe('"Ana ""A"" Novak";Slovenia;1234,5');
  });

  it('names the file after the view and the day', () => {
    expect(exportFileName('Offer requests: all', 'xlsx', new Date('2026-11-24T10:00:00Z'))).toBe(
      'Offer requests  all 2026-11-24.xlsx',
    );
  });
});
