import { describe, expect, it } from 'vitest';
import { coerceAttributeValue } from './attributes';
import type { EntityAttributeRow } from './types';

const attribute = (dataType: string, options: Record<string, unknown> | null = null): EntityAttributeRow =>
  ({
    name: 'A',
    dataType,
    required: false,
    maxLength: null,
    pattern: null,
    displayNameKey: null,
    options,
    readonly: false,
    sortOrder: 0,
  }) as EntityAttributeRow;

/** Issue 23 §5: what PostgreSQL cannot store is refused here, with a message, before any query. */
describe('coerceAttributeValue refuses what the database cannot store', () => {
  const json = attribute('json');

  it.each([
    ['a NUL in a value', { x: 'a\u0000' }],
    ['a NUL in a key', { ['a\u0000']: 1 }],
    ['a NUL deep in a list', [[{ y: ['\u0000'] }]]],
    ['a lone high surrogate', { x: '\uD800' }],
    ['a lone low surrogate in a key', { ['\uDC00']: 'y' }],
    ['a NUL in a bare string', 'a\u0000b'],
  ])('json: %s → Validation_TextInvalidCharacters', (_name, value) => {
    expect(coerceAttributeValue(json, value)).toEqual({ ok: false, key: 'Validation_TextInvalidCharacters' });
  });

  it('json: nesting past 64 levels is refused; 64 levels and emoji pairs are kept', () => {
    const nest = (depth: number): unknown => (depth === 0 ? 1 : [nest(depth - 1)]);
    expect(coerceAttributeValue(json, nest(65))).toMatchObject({ ok: false });
    expect(coerceAttributeValue(json, nest(64))).toEqual({ ok: true, value: nest(64) });
    expect(coerceAttributeValue(json, { x: '😀' })).toEqual({ ok: true, value: { x: '😀' } });
  });

  it('code: a number is an int4 code-list id', () => {
    const code = attribute('code', { codeList: 'productTypes', valueField: 'id' });
    expect(coerceAttributeValue(code, 2147483647)).toEqual({ ok: true, value: 2147483647 });
    for (const n of [2147483648, 9007199254740992, -2147483649, 1.5])
      expect(coerceAttributeValue(code, n)).toEqual({ ok: false, key: 'Validation_IntegerOutOfRange' });
  });

  it('date and dateTime: years 1 to 9999 only', () => {
    expect(coerceAttributeValue(attribute('date'), '0001-01-01')).toEqual({ ok: true, value: '0001-01-01' });
    expect(coerceAttributeValue(attribute('date'), '0000-01-01')).toMatchObject({ ok: false });
    const dateTime = attribute('dateTime');
    expect(coerceAttributeValue(dateTime, '2020-01-01T10:00+02:00')).toEqual({
      ok: true,
      value: '2020-01-01T08:00:00.000Z',
    });
    expect(coerceAttributeValue(dateTime, '0000-06-01T00:00Z')).toMatchObject({ ok: false });
    expect(coerceAttributeValue(dateTime, '0001-01-01T00:00+01:00')).toMatchObject({ ok: false });
    expect(coerceAttributeValue(dateTime, '9999-12-31T23:00-02:00')).toMatchObject({ ok: false });
  });
});
