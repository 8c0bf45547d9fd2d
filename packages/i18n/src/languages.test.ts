import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  normalizeLanguage,
  resolveLocale,
  SUPPORTED_LANGUAGES,
} from './index';

describe('languages', () => {
  it('supports exactly sl, sr, en, de, bs, hr with fallback en', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['sl', 'sr', 'en', 'de', 'bs', 'hr']);
    expect(FALLBACK_LANGUAGE).toBe('en');
  });

  it('recognises supported codes only', () => {
    expect(isSupportedLanguage('sl')).toBe(true);
    expect(isSupportedLanguage('fr')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
  });

  it('normalises tags to their primary subtag', () => {
    expect(normalizeLanguage('SL')).toBe('sl');
    expect(normalizeLanguage('sl-SI')).toBe('sl');
    expect(normalizeLanguage('sr_Latn_RS')).toBe('sr');
    expect(normalizeLanguage(' de-AT ')).toBe('de');
    expect(normalizeLanguage('fr-FR')).toBeNull();
    expect(normalizeLanguage(null)).toBeNull();
  });

  it('resolves every supported language to its locale', () => {
    expect(resolveLocale('sl')).toEqual({
      language: 'sl',
      localeDataLanguage: 'sl',
      intlLocale: 'sl',
      isFallback: false,
    });
    expect(resolveLocale('de')).toMatchObject({ language: 'de', localeDataLanguage: 'de', intlLocale: 'de' });
    expect(resolveLocale('hr')).toMatchObject({ language: 'hr', localeDataLanguage: 'hr', intlLocale: 'hr' });
    expect(resolveLocale('sr')).toMatchObject({
      language: 'sr',
      localeDataLanguage: 'sr',
      intlLocale: 'sr-Latn',
    });
    expect(resolveLocale('en')).toMatchObject({ language: 'en', localeDataLanguage: 'en', intlLocale: 'en' });
  });

  it('makes bs reuse the sr locale data', () => {
    expect(resolveLocale('bs')).toEqual({
      language: 'bs',
      localeDataLanguage: 'sr',
      intlLocale: 'sr-Latn',
      isFallback: false,
    });
  });

  it('falls back to en for unknown or missing codes', () => {
    expect(resolveLocale('fr')).toEqual({
      language: 'en',
      localeDataLanguage: 'en',
      intlLocale: 'en',
      isFallback: true,
    });
    expect(resolveLocale(undefined).language).toBe('en');
    expect(resolveLocale('').isFallback).toBe(true);
  });
});
