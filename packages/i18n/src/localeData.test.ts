import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateLocaleName,
  formatDate,
  isLocaleDataLoaded,
  loadLocaleData,
  localeDataLoaders,
  SUPPORTED_LANGUAGES,
} from './index';

afterEach(() => vi.restoreAllMocks());

describe('lazy locale data', () => {
  it('loads nothing but English up front', () => {
    expect(isLocaleDataLoaded('en')).toBe(true);
    for (const language of ['sl', 'sr', 'de', 'bs', 'hr']) expect(isLocaleDataLoaded(language)).toBe(false);
    expect(dayjs.Ls.sl).toBeUndefined();
    expect(dayjs.Ls.de).toBeUndefined();
    // Until loaded, dates use English names.
    expect(formatDate('2024-01-15', { format: 'MMMM', language: 'sl' })).toBe('January');
  });

  it('has no static import of any locale file', () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    for (const file of readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/^\s*import\s[^(]*['"]dayjs\/locale\//m);
    }
  });

  it('maps bs to the sr locale data', () => {
    expect(dateLocaleName('bs')).toBe('sr');
    expect(dateLocaleName('sr')).toBe('sr');
    expect(dateLocaleName('xx')).toBe('en');
  });

  it('imports once per locale, sharing concurrent loads, and bs reuses sr', async () => {
    const sr = vi.spyOn(localeDataLoaders, 'sr');
    await Promise.all([loadLocaleData('sr'), loadLocaleData('bs'), loadLocaleData('sr')]);
    expect(sr).toHaveBeenCalledTimes(1);
    expect(isLocaleDataLoaded('sr')).toBe(true);
    expect(isLocaleDataLoaded('bs')).toBe(true);
    await loadLocaleData('bs');
    expect(sr).toHaveBeenCalledTimes(1);
    expect(formatDate('2024-01-15', { format: 'MMMM', language: 'bs' })).toBe(
      formatDate('2024-01-15', { format: 'MMMM', language: 'sr' }),
    );
  });

  it('registers the loaded locale so dates use it', async () => {
    await loadLocaleData('sl');
    expect(isLocaleDataLoaded('sl')).toBe(true);
    expect(formatDate('2024-01-15', { format: 'D. MMMM YYYY', language: 'sl' })).toBe('15. januar 2024');
    await loadLocaleData('de');
    expect(formatDate('2024-03-15', { format: 'dddd, D. MMMM', language: 'de' })).toBe('Freitag, 15. März');
  });

  it('retries after a failed import', async () => {
    vi.spyOn(localeDataLoaders, 'hr').mockRejectedValueOnce(new Error('chunk failed'));
    await expect(loadLocaleData('hr')).rejects.toThrow('chunk failed');
    expect(isLocaleDataLoaded('hr')).toBe(false);
    await loadLocaleData('hr');
    expect(isLocaleDataLoaded('hr')).toBe(true);
  });

  it('has a loader for every locale the languages need', async () => {
    const names = new Set(SUPPORTED_LANGUAGES.map((language) => dateLocaleName(language)));
    expect([...names].sort()).toEqual(Object.keys(localeDataLoaders).sort());
    for (const name of names) {
      const module = await localeDataLoaders[name]();
      expect(module.default.name).toBe(name);
    }
  });
});
