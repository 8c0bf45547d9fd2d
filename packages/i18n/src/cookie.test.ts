import { describe, expect, it } from 'vitest';
import { buildLanguageCookie, LANGUAGE_COOKIE_NAME, languageCookie, readLanguageCookie } from './index';

describe('language cookie', () => {
  it('is called lang', () => {
    expect(LANGUAGE_COOKIE_NAME).toBe('lang');
    expect(languageCookie.name).toBe('lang');
  });

  it('builds a SameSite=Lax cookie on path / that lasts a year', () => {
    expect(buildLanguageCookie('sl')).toBe('lang=sl; Path=/; SameSite=Lax; Max-Age=31536000');
  });

  it('can be a session cookie and Secure', () => {
    expect(buildLanguageCookie('de', { maxAgeSeconds: null, secure: true })).toBe(
      'lang=de; Path=/; SameSite=Lax; Secure',
    );
    expect(languageCookie.build('hr', { maxAgeSeconds: 60 })).toBe(
      'lang=hr; Path=/; SameSite=Lax; Max-Age=60',
    );
  });

  it('reads the language from a cookie string', () => {
    expect(readLanguageCookie('a=1; lang=hr; b=2')).toBe('hr');
    expect(readLanguageCookie('lang=bs')).toBe('bs');
    expect(readLanguageCookie('xlang=de;lang=sr')).toBe('sr');
    expect(languageCookie.read('lang=sl-SI')).toBe('sl');
  });

  it('gives null when absent, empty or unsupported', () => {
    expect(readLanguageCookie('')).toBeNull();
    expect(readLanguageCookie(undefined)).toBeNull();
    expect(readLanguageCookie('other=en')).toBeNull();
    expect(readLanguageCookie('lang=fr')).toBeNull();
    expect(readLanguageCookie('lang=%E0%A4%A')).toBeNull();
  });

  it('round-trips through document.cookie', () => {
    document.cookie = buildLanguageCookie('de');
    expect(readLanguageCookie(document.cookie)).toBe('de');
  });
});
