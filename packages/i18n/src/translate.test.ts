import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createIntlErrorHandler,
  lookupMessage,
  missingTranslationText,
  toIntlMessages,
  translate,
} from './index';

afterEach(() => vi.restoreAllMocks());

const messages = {
  Greeting: 'Hello {name}',
  Plain: 'Save',
  Nothing: null,
  Files: '{count, plural, one {# datoteka} two {# datoteki} few {# datoteke} other {# datotek}}',
  Quoted: "It''s {what}",
  Broken: 'Hello {name',
};

describe('lookupMessage', () => {
  it('distinguishes text, null and missing', () => {
    expect(lookupMessage(messages, 'Plain')).toEqual({ kind: 'text', text: 'Save' });
    expect(lookupMessage(messages, 'Nothing')).toEqual({ kind: 'null' });
    expect(lookupMessage(messages, 'Nope')).toEqual({ kind: 'missing' });
    expect(lookupMessage(messages, 'toString')).toEqual({ kind: 'missing' });
    expect(lookupMessage(null, 'Plain')).toEqual({ kind: 'missing' });
  });
});

describe('translate', () => {
  it('shows [?:key] for a missing key', () => {
    expect(missingTranslationText('A_B')).toBe('[?:A_B]');
    expect(translate(messages, 'Missing_Key')).toBe('[?:Missing_Key]');
    expect(translate({}, 'constructor')).toBe('[?:constructor]');
  });

  it('gives null for a key mapped to null', () => {
    expect(translate(messages, 'Nothing')).toBeNull();
    expect(translate(messages, 'Nothing', { x: 1 })).toBeNull();
  });

  it('returns plain texts and formats ICU arguments', () => {
    expect(translate(messages, 'Plain')).toBe('Save');
    expect(translate(messages, 'Greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(translate(messages, 'Quoted', { what: 'ok' })).toBe("It's ok");
  });

  it('uses the plural rules of the language (Slovenian dual)', () => {
    expect(translate(messages, 'Files', { count: 1 }, 'sl')).toBe('1 datoteka');
    expect(translate(messages, 'Files', { count: 2 }, 'sl')).toBe('2 datoteki');
    expect(translate(messages, 'Files', { count: 3 }, 'sl')).toBe('3 datoteke');
    expect(translate(messages, 'Files', { count: 5 }, 'sl')).toBe('5 datotek');
    expect(translate(messages, 'Files', { count: 2 }, 'en')).toBe('2 datotek');
  });

  it('formats numbers inside messages in the language', () => {
    expect(translate({ N: '{n, number}' }, 'N', { n: 1234.5 }, 'de')).toBe('1.234,5');
    expect(translate({ N: '{n, number}' }, 'N', { n: 1234.5 }, 'en')).toBe('1,234.5');
  });

  it('never logs console errors for missing keys', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 5; i++) translate(messages, `Missing_${i}`);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns the raw text of a broken ICU message and warns once outside production', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(translate(messages, 'Broken', { name: 'x' })).toBe('Hello {name');
    expect(translate(messages, 'Broken', { name: 'x' })).toBe('Hello {name');
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('createIntlErrorHandler', () => {
  it('is silent in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const handler = createIntlErrorHandler(true);
    handler({ code: 'FORMAT_ERROR', message: 'boom-production' } as Parameters<typeof handler>[0]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores missing translations and data', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const handler = createIntlErrorHandler(false);
    handler({ code: 'MISSING_TRANSLATION', message: 'm' } as Parameters<typeof handler>[0]);
    handler({ code: 'MISSING_DATA', message: 'd' } as Parameters<typeof handler>[0]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('toIntlMessages', () => {
  it('reads missing keys as [?:key] and null keys as empty text', () => {
    const intlMessages = toIntlMessages({ A: 'a', B: null });
    expect(intlMessages.A).toBe('a');
    expect(intlMessages.B).toBe('');
    expect(Object.prototype.hasOwnProperty.call(intlMessages, 'C')).toBe(true);
    expect(intlMessages.C).toBe('[?:C]');
    expect(Object.keys(intlMessages)).toEqual(['A', 'B']);
  });
});
