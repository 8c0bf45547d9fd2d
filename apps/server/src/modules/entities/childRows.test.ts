import { describe, expect, it } from 'vitest';
import { coerceAttributeValue } from './attributes';
import type { EntityAttributeRow } from './types';

const lines = {
  entityId: 'PriceList',
  name: 'Lines',
  dataType: 'json',
  required: false,
  maxLength: null,
  pattern: null,
  displayNameKey: null,
  readonly: false,
  sortOrder: 10,
  options: {
    maxRows: 3,
    columns: [
      { name: 'Product', dataType: 'text', required: true, maxLength: 10 },
      { name: 'Thickness', dataType: 'integer' },
      { name: 'Unit', dataType: 'code', options: { values: ['m', 'm2'] } },
      { name: 'Active', dataType: 'boolean' },
    ],
  },
} as unknown as EntityAttributeRow;

describe('child rows of a FormGrid attribute', () => {
  it('coerces each cell by its column type and drops unknown keys', () => {
    expect(
      coerceAttributeValue(lines, [
        { Product: 'Pipe', Thickness: '50', Unit: 'm', Active: 'true', Extra: 'x' },
        { Product: 'Elbow' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { Product: 'Pipe', Thickness: 50, Unit: 'm', Active: true },
        { Product: 'Elbow', Thickness: null, Unit: null, Active: null },
      ],
    });
    expect(coerceAttributeValue(lines, [])).toEqual({ ok: true, value: null });
    expect(coerceAttributeValue(lines, null)).toEqual({ ok: true, value: null });
  });

  it('refuses required cells left empty, too long texts, bad cells, too many rows and non-lists', () => {
    expect(coerceAttributeValue(lines, [{ Product: 'a' }, { Product: '' }])).toEqual({
      ok: false,
      key: 'FormGrid_RowRequired',
      values: { row: 2, column: 'Product' },
    });
    expect(coerceAttributeValue(lines, [{ Product: 'x'.repeat(11) }])).toMatchObject({
      key: 'validation_maxlength',
    });
    expect(coerceAttributeValue(lines, [{ Product: 'a', Unit: 'km' }])).toMatchObject({ ok: false });
    expect(coerceAttributeValue(lines, [{ Product: 'a', Thickness: 1.5 }])).toMatchObject({ ok: false });
    expect(
      coerceAttributeValue(lines, [{ Product: 'a' }, { Product: 'b' }, { Product: 'c' }, { Product: 'd' }]),
    ).toEqual({
      ok: false,
      key: 'FormGrid_TooManyRows',
      values: { max: 3 },
    });
    expect(coerceAttributeValue(lines, { Product: 'a' })).toMatchObject({ ok: false });
    expect(coerceAttributeValue(lines, ['a'])).toMatchObject({ ok: false });
  });

  it('keeps plain JSON attributes as they were', () => {
    expect(coerceAttributeValue({ ...lines, options: null }, { any: [1, 2] })).toEqual({
      ok: true,
      value: { any: [1, 2] },
    });
  });
});
