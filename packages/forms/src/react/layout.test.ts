import { describe, expect, it } from 'vitest';
import { sectionElementSchema } from '../core/index';
import { placeSectionElements } from './layout';

const el = (input: Record<string, unknown>) => sectionElementSchema.parse(input);

describe('placeSectionElements (12-column grid)', () => {
  it('orders by sortOrder, spans colSpan (default 12), keeps tabIndex 32767 by default', () => {
    const cells = placeSectionElements([
      el({ name: 'B', sortOrder: 2, colSpan: 6 }),
      el({ name: 'A', sortOrder: 1, colSpan: 6 }),
      el({ name: 'C', sortOrder: 3 }),
    ]);
    expect(cells.map((c) => [c.name, c.columnStart, c.colSpan, c.breakBefore])).toEqual([
      ['A', 1, 6, false],
      ['B', 7, 6, false],
      ['C', 1, 12, false],
    ]);
    expect(cells[0]!.tabIndex).toBe(32767);
  });
  it('honours newRow, colGap and rowSpan; wraps what does not fit', () => {
    const cells = placeSectionElements([
      el({ name: 'A', colSpan: 4 }),
      el({ name: 'B', colSpan: 4, newRow: true, colGap: 2 }),
      el({ name: 'C', colSpan: 8, rowSpan: 2 }),
    ]);
    expect(cells.map((c) => [c.name, c.columnStart, c.breakBefore])).toEqual([
      ['A', 1, false],
      ['B', 3, true],
      ['C', 1, true],
    ]);
    expect(cells[2]!.rowSpan).toBe(2);
  });
});
