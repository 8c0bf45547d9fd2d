import {
  DEFAULT_COLUMN_SPAN,
  DEFAULT_CONTROL_TAB_INDEX,
  FORM_GRID_COLUMNS,
  type SectionElementInput,
} from '@insulcalc/forms/core';

/**
 * The designer's grid operations on one section's layout (spec §3 Form section, Element; the
 * 12-column grid of spec §9). Pure functions over plain data: the drag-and-drop handlers and the
 * keyboard handlers call the same operations, and they are tested without a DOM.
 *
 * A section's layout is an ordered list of places; rows follow from the order, `newRow` and the
 * spans (the engine's `placeSectionElements` computes them the same way). Every operation returns
 * a new list with `sortOrder` renumbered 10, 20, 30 … so the stored order is the visible order.
 */
export interface LayoutPlace {
  name: string;
  colSpan: number;
  rowSpan: number;
  sortOrder: number;
  tabIndex: number;
  newRow: boolean;
  colGap: number;
  elementClassName?: string | undefined;
}

export const MAX_ROW_SPAN = 100;
export const SORT_ORDER_STEP = 10;

/** The section's places with the schema's defaults filled in, in display order. */
export function normalizePlaces(elements: readonly SectionElementInput[]): LayoutPlace[] {
  return elements
    .map((e, index) => ({
      place: {
        name: e.name,
        colSpan: clamp(e.colSpan ?? DEFAULT_COLUMN_SPAN, 1, FORM_GRID_COLUMNS),
        rowSpan: clamp(e.rowSpan ?? 1, 1, MAX_ROW_SPAN),
        sortOrder: e.sortOrder ?? 0,
        tabIndex: e.tabIndex ?? DEFAULT_CONTROL_TAB_INDEX,
        newRow: e.newRow ?? false,
        colGap: e.colGap ?? 0,
        ...(e.elementClassName !== undefined ? { elementClassName: e.elementClassName } : {}),
      },
      index,
    }))
    .sort((a, b) => a.place.sortOrder - b.place.sortOrder || a.index - b.index)
    .map(({ place }) => place);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(Math.round(value), min), max);
}

function renumber(places: LayoutPlace[]): LayoutPlace[] {
  return places.map((p, i) => ({ ...p, sortOrder: (i + 1) * SORT_ORDER_STEP }));
}

/** One placed cell: its row (0-based) and its first column (1-based), as the engine lays it out. */
export interface PlacedCell {
  name: string;
  row: number;
  columnStart: number;
  colSpan: number;
  rowSpan: number;
  newRow: boolean;
}

/** Rows and columns of the section, computed like the engine's grid (newRow, colGap, wrapping). */
export function placeCells(places: readonly LayoutPlace[]): PlacedCell[] {
  let column = 0;
  let row = 0;
  let rowUsed = false;
  return places.map((place) => {
    const span = clamp(place.colSpan, 1, FORM_GRID_COLUMNS);
    const gap = Math.min(place.colGap, FORM_GRID_COLUMNS - span);
    if (place.newRow && rowUsed) {
      row++;
      column = 0;
    }
    let start = column + gap;
    if (start + span > FORM_GRID_COLUMNS) {
      row++;
      start = gap;
    }
    column = start + span;
    rowUsed = true;
    const cell = {
      name: place.name,
      row,
      columnStart: start + 1,
      colSpan: span,
      rowSpan: place.rowSpan,
      newRow: place.newRow,
    };
    if (column >= FORM_GRID_COLUMNS) {
      column = 0;
      row++;
      rowUsed = false;
    }
    return cell;
  });
}

/** The cells grouped by row, for rendering and for moving up and down. */
export function rowsOf(places: readonly LayoutPlace[]): PlacedCell[][] {
  const rows: PlacedCell[][] = [];
  for (const cell of placeCells(places)) (rows[cell.row] ??= []).push(cell);
  return rows.filter((r) => r !== undefined);
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * Moves one place: left/right swap it with its neighbour in the order; up/down put it into the
 * row above/below, before the first cell of that row that starts at or after its own column (at
 * the row's end when there is none). Moving past either end changes nothing.
 */
export function movePlace(places: readonly LayoutPlace[], name: string, direction: Direction): LayoutPlace[] {
  const list = [...places];
  const index = list.findIndex((p) => p.name === name);
  if (index < 0) return renumber(list);
  if (direction === 'left' || direction === 'right') {
    const target = direction === 'left' ? index - 1 : index + 1;
    if (target < 0 || target >= list.length) return renumber(list);
    [list[index], list[target]] = [list[target]!, list[index]!];
    return renumber(list);
  }
  const rows = rowsOf(list);
  const rowIndex = rows.findIndex((r) => r.some((c) => c.name === name));
  const cell = rows[rowIndex]!.find((c) => c.name === name)!;
  const targetRowIndex = direction === 'up' ? rowIndex - 1 : rowIndex + 1;
  const moving = list[index]!;
  const without = list.filter((p) => p.name !== name);
  if (targetRowIndex < 0) return renumber(list);
  if (targetRowIndex >= rows.length) {
    // Below the last row: the place starts a row of its own at the end.
    if (rows[rowIndex]!.length === 1) return renumber(list);
    return renumber([...without, { ...moving, newRow: true }]);
  }
  const targetRow = rows[targetRowIndex]!.filter((c) => c.name !== name);
  const before = targetRow.find((c) => c.columnStart >= cell.columnStart);
  let at: number;
  if (before) at = without.findIndex((p) => p.name === before.name);
  else {
    const last = targetRow[targetRow.length - 1];
    at = last ? without.findIndex((p) => p.name === last.name) + 1 : without.length;
  }
  const result = [...without];
  // The first cell of a row keeps the row's break; the moved cell takes it when it goes first.
  const first = targetRow[0];
  if (before && first && before.name === first.name && result[at]?.newRow) {
    result[at] = { ...result[at]!, newRow: false };
    result.splice(at, 0, { ...moving, newRow: true });
  } else result.splice(at, 0, { ...moving, newRow: false });
  return renumber(result);
}

/** Changes a place's column span and row span by the given steps, within 1–12 and 1–100. */
export function resizePlace(
  places: readonly LayoutPlace[],
  name: string,
  columns: number,
  rows = 0,
): LayoutPlace[] {
  return renumber(
    places.map((p) =>
      p.name === name
        ? {
            ...p,
            colSpan: clamp(p.colSpan + columns, 1, FORM_GRID_COLUMNS),
            rowSpan: clamp(p.rowSpan + rows, 1, MAX_ROW_SPAN),
          }
        : p,
    ),
  );
}

/** Starts (or stops starting) a new row with this place. */
export function toggleNewRow(places: readonly LayoutPlace[], name: string): LayoutPlace[] {
  return renumber(places.map((p) => (p.name === name ? { ...p, newRow: !p.newRow } : p)));
}

/** Updates one place's fields (the property panel's colSpan, rowSpan, colGap, tabIndex …). */
export function updatePlace(
  places: readonly LayoutPlace[],
  name: string,
  patch: Partial<Omit<LayoutPlace, 'name' | 'sortOrder'>>,
): LayoutPlace[] {
  return renumber(
    places.map((p) => {
      if (p.name !== name) return p;
      const next = { ...p, ...patch };
      return {
        ...next,
        colSpan: clamp(next.colSpan, 1, FORM_GRID_COLUMNS),
        rowSpan: clamp(next.rowSpan, 1, MAX_ROW_SPAN),
        colGap: clamp(next.colGap, 0, FORM_GRID_COLUMNS - 1),
      };
    }),
  );
}

/**
 * Puts a place at an index of the list (drag and drop onto a cell: before that cell; onto the
 * section's end zone: `index = length`). A place that is not in the list yet is added with
 * `place` (or the defaults); it keeps its spans when it moves.
 */
export function insertPlace(
  places: readonly LayoutPlace[],
  name: string,
  index: number,
  place: Partial<LayoutPlace> = {},
): LayoutPlace[] {
  const existing = places.find((p) => p.name === name);
  const without = places.filter((p) => p.name !== name);
  const oldIndex = places.findIndex((p) => p.name === name);
  // Dropping before a later cell: the removal shifted that cell one to the left.
  const at = clamp(oldIndex >= 0 && oldIndex < index ? index - 1 : index, 0, without.length);
  const moving: LayoutPlace = existing ?? {
    name,
    colSpan: DEFAULT_COLUMN_SPAN,
    rowSpan: 1,
    sortOrder: 0,
    tabIndex: DEFAULT_CONTROL_TAB_INDEX,
    newRow: false,
    colGap: 0,
    ...place,
  };
  const result = [...without];
  result.splice(at, 0, { ...moving, name });
  return renumber(result);
}

/** Removes a place from the section (the element itself stays in the form until deleted). */
export function removePlace(places: readonly LayoutPlace[], name: string): LayoutPlace[] {
  return renumber(places.filter((p) => p.name !== name));
}

/** The places as the definition stores them (defaults left out to keep stored forms short). */
export function toSectionElements(places: readonly LayoutPlace[]): SectionElementInput[] {
  return places.map((p) => ({
    name: p.name,
    sortOrder: p.sortOrder,
    ...(p.colSpan !== DEFAULT_COLUMN_SPAN ? { colSpan: p.colSpan } : {}),
    ...(p.rowSpan !== 1 ? { rowSpan: p.rowSpan } : {}),
    ...(p.tabIndex !== DEFAULT_CONTROL_TAB_INDEX ? { tabIndex: p.tabIndex } : {}),
    ...(p.newRow ? { newRow: true } : {}),
    ...(p.colGap ? { colGap: p.colGap } : {}),
    ...(p.elementClassName !== undefined ? { elementClassName: p.elementClassName } : {}),
  }));
}
