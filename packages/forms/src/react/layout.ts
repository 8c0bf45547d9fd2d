import { BREAKPOINTS } from '@insulcalc/tokens';
import { FORM_GRID_COLUMNS, type SectionElement } from '../core/index';

/**
 * Spec §9: the form grid's medium layout at max-width 1024 px (a width of the form grid's own, not
 * one of the breakpoints), the small one at 768 px (the md breakpoint).
 */
export const MEDIUM_LAYOUT_MAX_WIDTH = 1024;
export const SMALL_LAYOUT_MAX_WIDTH = BREAKPOINTS.md;

export interface CellPlacement {
  name: string;
  /** 1-based grid column where the cell starts, and how many columns it spans. */
  columnStart: number;
  colSpan: number;
  rowSpan: number;
  tabIndex: number;
  className: string | undefined;
  /** A row break goes before the cell (newRow, or it did not fit). */
  breakBefore: boolean;
}

/**
 * Places a section's elements on the 12-column grid in sortOrder: newRow starts a new row, colGap
 * leaves empty columns before the cell, a cell that does not fit wraps. Computed from the
 * definition alone, so a field's visibility changes never re-render the section.
 */
export function placeSectionElements(elements: readonly SectionElement[]): CellPlacement[] {
  const ordered = elements
    .map((element, index) => ({ element, index }))
    .sort((a, b) => a.element.sortOrder - b.element.sortOrder || a.index - b.index);
  let column = 0;
  return ordered.map(({ element }) => {
    const span = Math.min(Math.max(element.colSpan, 1), FORM_GRID_COLUMNS);
    const gap = Math.min(element.colGap, FORM_GRID_COLUMNS - span);
    let breakBefore = element.newRow && column > 0;
    if (breakBefore) column = 0;
    let start = column + gap;
    if (start + span > FORM_GRID_COLUMNS) {
      breakBefore = true;
      start = gap;
    }
    column = start + span;
    if (column >= FORM_GRID_COLUMNS) column = 0;
    return {
      name: element.name,
      columnStart: start + 1,
      colSpan: span,
      rowSpan: element.rowSpan,
      tabIndex: element.tabIndex,
      className: element.elementClassName,
      breakBefore,
    };
  });
}
