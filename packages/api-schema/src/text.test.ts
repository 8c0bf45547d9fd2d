import { describe, expect, it } from 'vitest';
import { isSafeText, multiLineText, requiredText, singleLineText, TEXT_MESSAGE_KEYS } from './text';
import { concurrencyTokenSchema, idParamSchema, idSchema, INT4_MAX, INTEGER_MESSAGE_KEY } from './ids';

describe('text schemas', () => {
  it.each(['a\u0000b', 'a\u0007', '\u001b[31m', 'x\u007f', 'x\u0085', 'a\nb', 'a\tb', '\uD800', 'a\uDC00b'])(
    'single line refuses %j',
    (value) => {
      const r = singleLineText(100).safeParse(value);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(TEXT_MESSAGE_KEYS.invalidCharacters);
    },
  );

  it('multi line keeps tab, CR and LF but refuses NUL and lone surrogates', () => {
    expect(multiLineText(100).parse('a\r\n\tb')).toBe('a\r\n\tb');
    expect(multiLineText(100).safeParse('a\u0000').success).toBe(false);
    expect(multiLineText(100).safeParse('\uDFFF').success).toBe(false);
  });

  it('keeps emoji (surrogate pairs) and accents', () => {
    expect(singleLineText(10).parse('Žir 😀')).toBe('Žir 😀');
    expect(isSafeText('😀')).toBe(true);
  });

  it('bounds the length with a translation key', () => {
    expect(singleLineText(3).safeParse('abcd').error?.issues[0]?.message).toBe(TEXT_MESSAGE_KEYS.tooLong);
  });

  it('requiredText trims and requires', () => {
    expect(requiredText(10).parse('  a ')).toBe('a');
    expect(requiredText(10).safeParse('   ').error?.issues[0]?.message).toBe(TEXT_MESSAGE_KEYS.required);
  });
});

describe('integer schemas', () => {
  it('bounds ids to int4', () => {
    expect(idSchema.parse(INT4_MAX)).toBe(INT4_MAX);
    for (const bad of [0, -1, 2147483648, 1.5, Number.NaN, Infinity, 1e300]) {
      expect(idSchema.safeParse(bad).success).toBe(false);
    }
    expect(concurrencyTokenSchema.safeParse(2147483648).error?.issues[0]?.message).toBe(INTEGER_MESSAGE_KEY);
  });

  it('parses query-string ids strictly', () => {
    expect(idParamSchema.parse('12')).toBe(12);
    expect(idParamSchema.parse('2147483647')).toBe(2147483647);
    for (const bad of [
      '2147483648',
      '99999999999',
      '',
      ' 1',
      '1e3',
      '0x10',
      '-1',
      '0',
      '01',
      'Infinity',
      '1.0',
      '1\u0000',
    ]) {
      expect(idParamSchema.safeParse(bad).success).toBe(false);
    }
  });
});
