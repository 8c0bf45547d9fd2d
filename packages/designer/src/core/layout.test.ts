import { describe, expect, it } from 'vitest';
import {
  insertPlace,
  movePlace,
  normalizePlaces,
  placeCells,
  resizePlace,
  rowsOf,
  toSectionElements,
  toggleNewRow,
  updatePlace,
} from './layout';

const grid = (places: ReturnType<typeof normalizePlaces>) =>
  rowsOf(places).map((row) => row.map((c) => `${c.name}@${c.columnStart}+${c.colSpan}`).join(' '));

// Contact section of the seeded OfferRequest form: a full row, two half rows, a full row.
const contact = () =>
  normalizePlaces([
    { name: 'Intro', sortOrder: 10 },
    { name: 'ContactName', sortOrder: 20, colSpan: 6 },
    { name: 'Company', sortOrder: 30, colSpan: 6 },
    { name: 'Email', sortOrder: 40, colSpan: 6 },
    { name: 'Phone', sortOrder: 50, colSpan: 6 },
    { name: 'Country', sortOrder: 60 },
  ]);

describe('grid placement', () => {
  it('lays places out on 12 columns like the engine: full rows, halves side by side', () => {
    expect(grid(contact())).toEqual([
      'Intro@1+12',
      'ContactName@1+6 Company@7+6',
      'Email@1+6 Phone@7+6',
      'Country@1+12',
    ]);
  });

  it('orders by sortOrder, then by list position; wraps a cell that does not fit; honours colGap', () => {
    const places = normalizePlaces([
      { name: 'B', sortOrder: 20, colSpan: 8 },
      { name: 'A', sortOrder: 10, colSpan: 4, colGap: 2 },
      { name: 'C', sortOrder: 20, colSpan: 4 },
    ]);
    expect(grid(places)).toEqual(['A@3+4', 'B@1+8 C@9+4']);
  });

  it('starts a row at newRow only when the current row has cells', () => {
    const places = normalizePlaces([
      { name: 'A', colSpan: 4, sortOrder: 1, newRow: true },
      { name: 'B', colSpan: 4, sortOrder: 2, newRow: true },
    ]);
    expect(placeCells(places).map((c) => c.row)).toEqual([0, 1]);
  });
});

describe('keyboard and drag operations', () => {
  it('moves left and right by swapping with the neighbour, and stops at the ends', () => {
    const moved = movePlace(contact(), 'Company', 'left');
    expect(grid(moved)[1]).toBe('Company@1+6 ContactName@7+6');
    expect(movePlace(contact(), 'Intro', 'left').map((p) => p.name)).toEqual(contact().map((p) => p.name));
    expect(movePlace(contact(), 'Country', 'right').map((p) => p.name)).toEqual(contact().map((p) => p.name));
  });

  it('moves up into the row above at the same column', () => {
    const moved = movePlace(contact(), 'Phone', 'up');
    expect(grid(moved)).toEqual([
      'Intro@1+12',
      'ContactName@1+6 Phone@7+6',
      'Company@1+6 Email@7+6',
      'Country@1+12',
    ]);
  });

  it('moves down into the row below; below the last row it starts a row of its own', () => {
    const down = movePlace(contact(), 'ContactName', 'down');
    expect(grid(down)[1]).toBe('Company@1+6 ContactName@7+6');
    // Phone (column 7) goes after Country, the last row's only cell, so onto a row of its own.
    const last = movePlace(contact(), 'Phone', 'down');
    expect(grid(last).slice(-3)).toEqual(['Email@1+6', 'Country@1+12', 'Phone@1+6']);
    const newLast = movePlace(last, 'Phone', 'down');
    expect(grid(newLast)).toEqual(grid(last));
    // A cell alone in the last row cannot go lower.
    expect(movePlace(contact(), 'Country', 'down').map((p) => p.name)).toEqual(contact().map((p) => p.name));
  });

  it('resizes within 1–12 columns and 1–100 rows', () => {
    let places = resizePlace(contact(), 'ContactName', -5);
    expect(places.find((p) => p.name === 'ContactName')!.colSpan).toBe(1);
    places = resizePlace(places, 'ContactName', -3);
    expect(places.find((p) => p.name === 'ContactName')!.colSpan).toBe(1);
    places = resizePlace(places, 'ContactName', 40, 2);
    expect(places.find((p) => p.name === 'ContactName')).toMatchObject({ colSpan: 12, rowSpan: 3 });
    places = resizePlace(places, 'ContactName', 0, -10);
    expect(places.find((p) => p.name === 'ContactName')!.rowSpan).toBe(1);
  });

  it('toggles a new row: the cell leaves its neighbour’s row', () => {
    const places = toggleNewRow(contact(), 'Company');
    expect(grid(places)).toEqual([
      'Intro@1+12',
      'ContactName@1+6',
      'Company@1+6 Email@7+6',
      'Phone@1+6',
      'Country@1+12',
    ]);
    expect(grid(toggleNewRow(places, 'Company'))).toEqual(grid(contact()));
  });

  it('inserts by index (drop before a cell), moving an existing place or adding a new one', () => {
    const dropped = insertPlace(contact(), 'Country', 1);
    expect(dropped.map((p) => p.name)).toEqual([
      'Intro',
      'Country',
      'ContactName',
      'Company',
      'Email',
      'Phone',
    ]);
    const later = insertPlace(contact(), 'Intro', 3);
    expect(later.map((p) => p.name)).toEqual([
      'ContactName',
      'Company',
      'Intro',
      'Email',
      'Phone',
      'Country',
    ]);
    const added = insertPlace(contact(), 'Fax', 6, { colSpan: 6, newRow: true });
    expect(added.at(-1)).toMatchObject({ name: 'Fax', colSpan: 6, newRow: true, sortOrder: 70 });
  });

  it('clamps property-panel values and renumbers sortOrder in steps of 10', () => {
    const places = updatePlace(contact(), 'Email', { colSpan: 99, colGap: -3, rowSpan: 0 });
    expect(places.find((p) => p.name === 'Email')).toMatchObject({ colSpan: 12, colGap: 0, rowSpan: 1 });
    expect(places.map((p) => p.sortOrder)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('stores places without the schema defaults', () => {
    expect(toSectionElements(toggleNewRow(contact(), 'Country')).at(-1)).toEqual({
      name: 'Country',
      sortOrder: 60,
      newRow: true,
    });
  });
});
