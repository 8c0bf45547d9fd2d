import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DATE_FORMAT,
  dateFormatKey,
  formatDate,
  formatDateInvariant,
  loadLocaleData,
  parseDate,
  resolveDateFormat,
  SUPPORTED_LANGUAGES,
} from './index';

// vitest.config.ts runs these tests in Europe/Ljubljana (CET/CEST).
beforeAll(async () => {
  await Promise.all(SUPPORTED_LANGUAGES.map((language) => loadLocaleData(language)));
});

describe('parseDate', () => {
  it('reads the legacy /Date(ms)/ form', () => {
    expect(parseDate('/Date(1700000000000)/')?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(parseDate('/Date(-86400000)/')?.toISOString()).toBe('1969-12-31T00:00:00.000Z');
    expect(parseDate('/Date(1700000000000+0100)/')?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(parseDate('/Date(abc)/')).toBeNull();
  });

  it('reads ISO dates as local midnight', () => {
    const date = parseDate('2024-03-05');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2024, 2, 5, 0,
    ]);
    expect(date?.toISOString()).toBe('2024-03-04T23:00:00.000Z');
  });

  it('reads ISO date-times with and without zones', () => {
    expect(parseDate('2024-01-15T13:45:30')?.toISOString()).toBe('2024-01-15T12:45:30.000Z');
    expect(parseDate('2024-07-15T13:45:30')?.toISOString()).toBe('2024-07-15T11:45:30.000Z');
    expect(parseDate('2024-01-15 13:45')?.toISOString()).toBe('2024-01-15T12:45:00.000Z');
    expect(parseDate('2024-01-15T13:45:30Z')?.toISOString()).toBe('2024-01-15T13:45:30.000Z');
    expect(parseDate('2024-01-15T13:45:30.123456z')?.toISOString()).toBe('2024-01-15T13:45:30.123Z');
    expect(parseDate('2024-01-15T13:45:30.5+02:00')?.toISOString()).toBe('2024-01-15T11:45:30.500Z');
    expect(parseDate('2024-01-15T13:45:30-0530')?.toISOString()).toBe('2024-01-15T19:15:30.000Z');
    expect(parseDate('2024-01-15T13:45:30+01')?.toISOString()).toBe('2024-01-15T12:45:30.000Z');
    expect(parseDate('0099-01-01T00:00:00Z')?.getUTCFullYear()).toBe(99);
  });

  it('reads a time as today at that time', () => {
    const date = parseDate('08:30:15');
    const today = new Date();
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([
      today.getFullYear(),
      today.getMonth(),
      today.getDate(),
    ]);
    expect([date?.getHours(), date?.getMinutes(), date?.getSeconds()]).toEqual([8, 30, 15]);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const source = new Date(2024, 0, 1);
    const copy = parseDate(source);
    expect(copy?.getTime()).toBe(source.getTime());
    expect(copy).not.toBe(source);
    expect(parseDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });

  it('gives null for anything invalid', () => {
    for (const value of [
      '',
      '   ',
      null,
      undefined,
      'yesterday',
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-01-15T24:00:00',
      '2024-01-15T12:60',
      '25:00:00',
      '15.01.2024',
      new Date('nope'),
      Number.NaN,
    ]) {
      expect(parseDate(value), String(value)).toBeNull();
    }
  });

  it('never throws and never returns an invalid Date for arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SUPPORTED_LANGUAGES), (text, language) => {
        const date = parseDate(text, { type: 'dateTime', language });
        if (date !== null) expect(Number.isNaN(date.getTime())).toBe(false);
        expect(typeof formatDate(text, { type: 'date', language })).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('reads user input in the translated input format, strictly', () => {
    const messages = { momentjs_input_dateFormat: 'DD.MM.YYYY', momentjs_input_timeFormat: 'HH:mm' };
    const date = parseDate('15.01.2024', { type: 'date', messages, language: 'de' });
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2024, 0, 15]);
    expect(parseDate('32.01.2024', { type: 'date', messages })).toBeNull();
    expect(parseDate('1.1.2024', { type: 'date', messages })).toBeNull();
    expect(parseDate('14:05', { type: 'time', messages })?.getMinutes()).toBe(5);
    // ISO values from the server are still accepted.
    expect(parseDate('2024-01-15', { type: 'date', messages })?.getDate()).toBe(15);
  });

  it('reads localized month names with an explicit format', () => {
    expect(parseDate('15. januar 2024', { format: 'D. MMMM YYYY', language: 'sl' })?.getMonth()).toBe(0);
    expect(
      parseDate('15. März 2024', { format: ['DD.MM.YYYY', 'D. MMMM YYYY'], language: 'de' })?.getMonth(),
    ).toBe(2);
  });
});

describe('formatDate', () => {
  const winter = new Date(Date.UTC(2024, 0, 15, 12, 45, 30));
  const summer = new Date(Date.UTC(2024, 6, 15, 11, 45, 30));

  it('uses YYYY-MM-DDTHH:mm:ssZ by default', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DDTHH:mm:ssZ');
    expect(formatDate(winter)).toBe('2024-01-15T13:45:30+01:00');
    expect(formatDate(summer)).toBe('2024-07-15T13:45:30+02:00');
    expect(formatDate('/Date(1700000000000)/')).toBe('2023-11-14T23:13:20+01:00');
  });

  it('gives empty text for invalid or missing values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
    expect(formatDateInvariant(undefined, 'date')).toBe('');
  });

  it('has locale-independent forms', () => {
    expect(formatDateInvariant(winter, 'date')).toBe('2024-01-15');
    expect(formatDateInvariant(winter, 'time')).toBe('13:45:30');
    expect(formatDateInvariant(winter, 'timestamp')).toBe('2024-01-15T12:45:30.000Z');
  });

  it('looks formats up under momentjs_{type}Format and momentjs_input_{type}Format', () => {
    expect(dateFormatKey('date')).toBe('momentjs_dateFormat');
    expect(dateFormatKey('time')).toBe('momentjs_timeFormat');
    expect(dateFormatKey('dateTime')).toBe('momentjs_dateTimeFormat');
    expect(dateFormatKey('date', true)).toBe('momentjs_input_dateFormat');
    expect(dateFormatKey('time', true)).toBe('momentjs_input_timeFormat');
    expect(dateFormatKey('dateTime', true)).toBe('momentjs_input_dateTimeFormat');
    const messages = {
      momentjs_dateFormat: 'DD.MM.YYYY',
      momentjs_timeFormat: 'HH.mm',
      momentjs_dateTimeFormat: 'DD.MM.YYYY HH:mm:ss',
      momentjs_input_dateFormat: 'D.M.YYYY',
      momentjs_input_dateTimeFormat: '',
    };
    expect(formatDate(winter, { type: 'date', messages })).toBe('15.01.2024');
    expect(formatDate(winter, { type: 'time', messages })).toBe('13.45');
    expect(formatDate(winter, { type: 'dateTime', messages })).toBe('15.01.2024 13:45:30');
    expect(formatDate(winter, { type: 'date', messages, input: true })).toBe('15.1.2024');
    // Empty or missing translations fall back to the defaults.
    expect(resolveDateFormat('dateTime', { messages, input: true })).toBe('L LT');
    expect(resolveDateFormat('time', { input: true })).toBe('LT');
    expect(resolveDateFormat('date')).toBe('L');
  });

  it('has sensible per-language defaults', () => {
    expect(formatDate(winter, { type: 'date', language: 'en' })).toBe('01/15/2024');
    expect(formatDate(winter, { type: 'date', language: 'de' })).toBe('15.01.2024');
    expect(formatDate(winter, { type: 'date', language: 'hr' })).toBe('15.01.2024');
    expect(formatDate(winter, { type: 'date', language: 'sl' })).toBe('15.01.2024');
    expect(formatDate(winter, { type: 'time', language: 'en' })).toBe('1:45 PM');
    expect(formatDate(winter, { type: 'dateTime', language: 'sr' })).toBe(
      formatDate(winter, { type: 'dateTime', language: 'bs' }),
    );
  });

  it('an explicit format wins over the type', () => {
    expect(
      formatDate(winter, { format: 'YYYY', type: 'date', messages: { momentjs_dateFormat: 'DD' } }),
    ).toBe('2024');
  });
});

describe('date round trips', () => {
  // Whole seconds/minutes between 1950 and 2100. (Before about 1920 some zones had local mean
  // time offsets with seconds, e.g. Asia/Kolkata +05:21:10, which the `Z` token cannot express.)
  const instants = fc
    .integer({ min: -631152000, max: 4102444800 })
    .map((seconds) => new Date(seconds * 1000));
  const minutes = fc.integer({ min: -10519200, max: 68374080 }).map((m) => new Date(m * 60_000));

  it('default format round-trips to the second', () => {
    fc.assert(
      fc.property(instants, (date) => {
        expect(parseDate(formatDate(date))?.getTime()).toBe(date.getTime());
      }),
      { numRuns: 1000 },
    );
  });

  it('full ISO timestamp round-trips to the millisecond', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2208988800000, max: 4102444800000 }), (ms) => {
        expect(parseDate(formatDateInvariant(ms, 'timestamp'))?.getTime()).toBe(ms);
      }),
      { numRuns: 1000 },
    );
  });

  it('locale-independent date and time forms round-trip', () => {
    fc.assert(
      fc.property(instants, (date) => {
        const day = formatDateInvariant(date, 'date');
        expect(formatDateInvariant(parseDate(day), 'date')).toBe(day);
        const time = formatDateInvariant(date, 'time');
        expect(formatDateInvariant(parseDate(time), 'time')).toBe(time);
      }),
      { numRuns: 500 },
    );
  });

  it.each(SUPPORTED_LANGUAGES)('translatable formats round-trip in %s', (language) => {
    fc.assert(
      fc.property(minutes, (date) => {
        for (const type of ['date', 'time', 'dateTime'] as const) {
          const text = formatDate(date, { type, language, input: true });
          const parsed = parseDate(text, { type, language });
          expect(parsed, `${type} ${text}`).not.toBeNull();
          expect(formatDate(parsed, { type, language, input: true })).toBe(text);
        }
        const day = parseDate(formatDate(date, { type: 'date', language, input: true }), {
          type: 'date',
          language,
        });
        expect([day?.getFullYear(), day?.getMonth(), day?.getDate()]).toEqual([
          date.getFullYear(),
          date.getMonth(),
          date.getDate(),
        ]);
      }),
      { numRuns: 300 },
    );
  });

  it.each(SUPPORTED_LANGUAGES)('month names round-trip in %s', (language) => {
    fc.assert(
      fc.property(minutes, (date) => {
        const format = 'D. MMMM YYYY HH:mm';
        const text = formatDate(date, { format, language });
        expect(formatDate(parseDate(text, { format, language }), { format, language })).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});
