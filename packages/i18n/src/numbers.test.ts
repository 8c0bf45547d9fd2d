import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  getNumberSeparators,
  parseBoolean,
  parseNumber,
  roundHalfEven,
  SUPPORTED_LANGUAGES,
} from './index';

const ok = (value: number) => ({ ok: true, value });

describe('getNumberSeparators', () => {
  it.each(['sl', 'de', 'hr', 'sr', 'bs'])('%s uses . for groups and , for decimals', (language) => {
    expect(getNumberSeparators(language)).toEqual({ group: '.', decimal: ',' });
  });

  it('en uses , for groups and . for decimals (also the fallback)', () => {
    expect(getNumberSeparators('en')).toEqual({ group: ',', decimal: '.' });
    expect(getNumberSeparators('fr')).toEqual({ group: ',', decimal: '.' });
  });
});

describe('parseNumber', () => {
  it('removes group separators and turns the decimal separator into a dot', () => {
    expect(parseNumber('1.234.567,89', 'sl')).toEqual(ok(1234567.89));
    expect(parseNumber('1.234,5', 'de')).toEqual(ok(1234.5));
    expect(parseNumber('1,234,567.89', 'en')).toEqual(ok(1234567.89));
    expect(parseNumber('0,5', 'hr')).toEqual(ok(0.5));
    expect(parseNumber(',5', 'sr')).toEqual(ok(0.5));
    expect(parseNumber('12,', 'bs')).toEqual(ok(12));
    expect(parseNumber('42', 'en')).toEqual(ok(42));
  });

  it('reads the other locale notation by the locale rules (not guessing)', () => {
    // In en the comma is a group separator, so it is removed.
    expect(parseNumber('1,5', 'en')).toEqual(ok(15));
    // In sl the dot is a group separator.
    expect(parseNumber('1.5', 'sl')).toEqual(ok(15));
  });

  it.each([
    ['-5,5', -5.5],
    ['\u22125,5', -5.5], // minus sign
    ['\u20135,5', -5.5], // en dash
    ['\u20145,5', -5.5], // em dash
    ['\u20125,5', -5.5], // figure dash
    ['\uFE635,5', -5.5], // small hyphen-minus
    ['\uFF0D5,5', -5.5], // full-width hyphen-minus
    ['\u20105,5', -5.5], // hyphen
  ])('normalises the minus sign in %j', (text, expected) => {
    expect(parseNumber(text, 'sl')).toEqual(ok(expected));
  });

  it('strips other characters', () => {
    expect(parseNumber(' 1.234,5 € ', 'de')).toEqual(ok(1234.5));
    expect(parseNumber('$1,234.50', 'en')).toEqual(ok(1234.5));
    expect(parseNumber('12 mm', 'sl')).toEqual(ok(12));
    expect(parseNumber('1\u00A0234', 'en')).toEqual(ok(1234));
    expect(parseNumber('+7', 'en')).toEqual(ok(7));
  });

  it('fails when the group and decimal separators are identical and present', () => {
    const same = { separators: { group: '.', decimal: '.' } };
    expect(parseNumber('1.5', 'en', same)).toEqual({ ok: false, error: 'ambiguousSeparators', input: '1.5' });
    // Identical but not present: fine.
    expect(parseNumber('15', 'en', same)).toEqual(ok(15));
  });

  it('honours separator overrides', () => {
    expect(parseNumber("1'234.5", 'de', { separators: { group: "'", decimal: '.' } })).toEqual(ok(1234.5));
    expect(parseNumber('1 234,5', 'en', { separators: { group: '\u00A0', decimal: ',' } })).toEqual(
      ok(1234.5),
    );
  });

  it('gives a typed failure, never NaN', () => {
    expect(parseNumber('', 'sl')).toEqual({ ok: false, error: 'empty', input: '' });
    expect(parseNumber('   ', 'sl')).toMatchObject({ ok: false, error: 'empty' });
    expect(parseNumber(null, 'sl')).toMatchObject({ ok: false, error: 'empty' });
    expect(parseNumber(undefined, 'sl')).toMatchObject({ ok: false, error: 'empty' });
    expect(parseNumber('abc', 'sl')).toEqual({ ok: false, error: 'invalid', input: 'abc' });
    expect(parseNumber('1.2.3', 'en')).toMatchObject({ ok: false, error: 'invalid' });
    expect(parseNumber('1,2,3', 'sl')).toMatchObject({ ok: false, error: 'invalid' });
    expect(parseNumber('5-3', 'sl')).toMatchObject({ ok: false, error: 'invalid' });
    expect(parseNumber('--3', 'sl')).toMatchObject({ ok: false, error: 'invalid' });
    expect(parseNumber('-', 'sl')).toMatchObject({ ok: false, error: 'invalid' });
    expect(parseNumber(',', 'sl')).toMatchObject({ ok: false, error: 'invalid' });
    expect(parseNumber('9'.repeat(400), 'en')).toMatchObject({ ok: false, error: 'invalid' });
    expect(parseNumber(Number.NaN, 'en')).toMatchObject({ ok: false, error: 'invalid' });
    expect(parseNumber(Number.POSITIVE_INFINITY, 'en')).toMatchObject({ ok: false, error: 'invalid' });
  });

  it('accepts finite numbers as they are and turns -0 into 0', () => {
    expect(parseNumber(3.25, 'sl')).toEqual(ok(3.25));
    expect(Object.is((parseNumber('-0', 'sl') as { value: number }).value, 0)).toBe(true);
  });

  it('never produces NaN for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SUPPORTED_LANGUAGES), (text, language) => {
        const result = parseNumber(text, language);
        if (result.ok) expect(Number.isFinite(result.value)).toBe(true);
        else expect(['empty', 'invalid', 'ambiguousSeparators']).toContain(result.error);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatNumber', () => {
  it('formats in the notation of each language', () => {
    expect(formatNumber(1234567.891, 'sl', 2)).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'de', 2)).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'hr', 2)).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'sr', 2)).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'bs', 2)).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'en', 2)).toBe('1,234,567.89');
  });

  it('shows exactly the given number of decimals', () => {
    expect(formatNumber(1.5, 'de', 3)).toBe('1,500');
    expect(formatNumber(2, 'en', 0)).toBe('2');
    expect(formatNumber(0.1, 'sl', 1)).toBe('0,1');
  });

  it('rounds half-to-even the decimal way', () => {
    expect(formatNumber(2.5, 'en', 0)).toBe('2');
    expect(formatNumber(3.5, 'en', 0)).toBe('4');
    expect(formatNumber(0.125, 'en', 2)).toBe('0.12');
    expect(formatNumber(0.135, 'de', 2)).toBe('0,14');
    expect(formatNumber(2.675, 'en', 2)).toBe('2.68');
    expect(formatNumber(-0.001, 'en', 2)).toBe('0.00');
  });

  it('without decimals shows up to 15 fraction digits, no trailing zeros', () => {
    expect(formatNumber(0.1 + 0.2, 'en')).toBe('0.3');
    expect(formatNumber(1234.5, 'sl')).toBe('1.234,5');
    expect(formatNumber(1 / 3, 'en')).toBe('0.333333333333333');
  });

  it('can omit grouping', () => {
    expect(formatNumber(1234567.5, 'de', 1, { useGrouping: false })).toBe('1234567,5');
  });

  it('gives empty text for missing values', () => {
    expect(formatNumber(null, 'en')).toBe('');
    expect(formatNumber(undefined, 'en', 2)).toBe('');
    expect(formatNumber(Number.NaN, 'en', 2)).toBe('');
  });
});

describe('round trip parse(format(x)) = x', () => {
  const languages = fc.constantFrom(...SUPPORTED_LANGUAGES);

  it.each(SUPPORTED_LANGUAGES)('holds for decimals with a fixed number of digits in %s', (language) => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }),
        fc.integer({ min: 0, max: 8 }),
        (n, d) => {
          const x = Number(`${n}e-${d}`);
          const text = formatNumber(x, language, d);
          expect(parseNumber(text, language)).toEqual({ ok: true, value: x === 0 ? 0 : x });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('holds for any double up to rounding, in every language', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        fc.integer({ min: 0, max: 10 }),
        languages,
        (x, d, language) => {
          expect(parseNumber(formatNumber(x, language, d), language)).toEqual({
            ok: true,
            value: roundHalfEven(x, d),
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('holds without a fixed number of decimals, in every language', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), languages, (x, language) => {
        expect(parseNumber(formatNumber(x, language), language)).toEqual({
          ok: true,
          value: roundHalfEven(x),
        });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseBoolean', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['True', true],
    [' tRuE ', true],
    ['false', false],
    ['FALSE', false],
    ['False', false],
  ])('%j → %s', (text, expected) => {
    expect(parseBoolean(text)).toBe(expected);
  });

  it('passes booleans through and gives null for anything else', () => {
    expect(parseBoolean(true)).toBe(true);
    expect(parseBoolean(false)).toBe(false);
    for (const value of ['yes', '1', '0', '', 'truee', 1, 0, null, undefined, {}])
      expect(parseBoolean(value)).toBeNull();
  });
});
