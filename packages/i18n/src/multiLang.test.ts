import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseMultiLang, resolveMultiLang, serializeMultiLang } from './index';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const json = JSON.stringify({ en: 'Pipe', sl: 'Cev', de: 'Rohr', hr: '' });

describe('resolveMultiLang', () => {
  it('takes the selected language first', () => {
    expect(resolveMultiLang(json, { selectedLanguage: 'sl', defaultLanguage: 'de' })).toBe('Cev');
  });

  it('then the default language', () => {
    expect(resolveMultiLang(json, { selectedLanguage: 'sr', defaultLanguage: 'de' })).toBe('Rohr');
  });

  it('then the fallback language (en unless given)', () => {
    expect(resolveMultiLang(json, { selectedLanguage: 'sr', defaultLanguage: 'bs' })).toBe('Pipe');
    expect(resolveMultiLang(json, { selectedLanguage: 'sr', fallbackLanguage: 'sl' })).toBe('Cev');
  });

  it('then empty text', () => {
    expect(
      resolveMultiLang(JSON.stringify({ fr: 'Tuyau' }), { selectedLanguage: 'sl', defaultLanguage: 'de' }),
    ).toBe('');
    expect(resolveMultiLang(null, { selectedLanguage: 'sl' })).toBe('');
    expect(resolveMultiLang('', { selectedLanguage: 'sl' })).toBe('');
  });

  it('treats empty texts as missing', () => {
    expect(resolveMultiLang(json, { selectedLanguage: 'hr', defaultLanguage: 'sl' })).toBe('Cev');
  });

  it('accepts an object as well as JSON text', () => {
    expect(resolveMultiLang({ en: 'Pipe', de: 'Rohr' }, { selectedLanguage: 'de' })).toBe('Rohr');
  });
});

describe('invalid multi-language JSON', () => {
  it('warns outside production and resolves to empty text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveMultiLang('{"en": "Pipe"', { selectedLanguage: 'en', isProduction: false })).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(parseMultiLang('[1,2]', { isProduction: false })).toEqual({});
    expect(parseMultiLang(42, { isProduction: false })).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('is silent in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveMultiLang('not json', { selectedLanguage: 'en', isProduction: true })).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('detects production from the environment when not told', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('PROD', true);
    vi.stubEnv('NODE_ENV', 'production');
    parseMultiLang('not json');
    expect(warn).not.toHaveBeenCalled();
    vi.stubEnv('PROD', false);
    vi.stubEnv('NODE_ENV', 'development');
    parseMultiLang('not json');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('parseMultiLang / serializeMultiLang', () => {
  it('keeps only string entries', () => {
    expect(parseMultiLang('{"en":"a","sl":null,"de":1}')).toEqual({ en: 'a' });
  });

  it('round-trips', () => {
    const value = { en: 'Pipe', sl: 'Cev' };
    expect(parseMultiLang(serializeMultiLang(value))).toEqual(value);
    expect(serializeMultiLang({ en: 'a', sl: null, de: undefined })).toBe('{"en":"a"}');
  });
});
