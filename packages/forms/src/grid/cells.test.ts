import { describe, expect, it } from 'vitest';
import { cellText, type CellFormatContext } from './cells';
import type { ViewColumnAnswer } from '../core/index';

const column = (extra: Partial<ViewColumnAnswer> = {}): ViewColumnAnswer => ({
  attribute: 'EnergySaving',
  title: 'Energy saved',
  dataType: 'decimal',
  sortable: true,
  filters: [],
  hidden: false,
  ...extra,
});
const context = (language: string): CellFormatContext => ({ language, messages: null, yes: 'Yes', no: 'No' });

describe('a number cell', () => {
  it("rounds by the column's decimals in the reader's notation (a report reads 6,879, not 6,878.545680810737)", () => {
    expect(cellText(column({ decimals: 0 }), 6878.545680810737, context('en'))).toBe('6,879');
    expect(cellText(column({ decimals: 1 }), 6878.545680810737, context('de'))).toBe('6.878,5');
    expect(cellText(column({ decimals: 2 }), '12.5', context('en'))).toBe('12.50');
  });

  it('without decimals shows the value as it is', () => {
    expect(cellText(column(), 12.25, context('en'))).toBe('12.25');
  });
});
