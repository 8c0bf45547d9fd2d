import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';
import { LOADING_TEXTS, loadingTextFor } from './translations';

describe('loadingTextFor', () => {
  it('has a text in each of the six languages', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(LOADING_TEXTS[language], language).toBeTruthy();
  });

  it('takes the language of a tag and falls back to English', () => {
    expect(loadingTextFor('de-AT')).toBe('Wird geladen …');
    expect(loadingTextFor('SL')).toBe('Nalaganje …');
    expect(loadingTextFor('fr-FR')).toBe('Loading…');
    expect(loadingTextFor(null)).toBe('Loading…');
  });
});
