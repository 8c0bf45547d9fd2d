// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStrictNumber } from './uiCore';

describe('parseStrictNumber: what the configurator accepts (issue 12, item 1)', () => {
  it.each([
    ['en', '100', 100],
    ['en', '-4.49', -4.49],
    ['en', '+4', 4],
    ['en', '\u22124', -4],
    ['en', ' 60.3 ', 60.3],
    ['en', '1,234.5', 1234.5],
    ['en', '.5', 0.5],
    ['en', '12.', 12],
    ['en', '-0', 0],
    ['de', '120,5', 120.5],
    ['de', '1.234,5', 1234.5],
    ['de', '-0,75', -0.75],
    ['sl', '60,3', 60.3],
    ['hr', '1.000', 1000],
  ])('%s accepts %j as %d', (language, text, value) => {
    expect(parseStrictNumber(text, language)).toBe(value);
  });

  it.each([
    ['en', '8O'],
    ['en', '1e2'],
    ['en', '1E2'],
    ['en', '0x10'],
    ['en', 'Infinity'],
    ['en', '12abc'],
    ['en', '0,8'],
    ['en', '1,23'],
    ['en', '--4'],
    ['en', '4-'],
    ['en', '1.2.3'],
    ['en', ''],
    ['en', '.'],
    ['de', '60.3'],
    ['de', '1,2,3'],
    ['de', '8O'],
    ['sl', '1e2'],
  ])('%s rejects %j', (language, text) => {
    expect(parseStrictNumber(text, language)).toBeNull();
  });
});
