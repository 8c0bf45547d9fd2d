// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { packageTranslationFiles } from '@insulcalc/test-utils';
import { ENUMERATIONS, enumLabelKey, enumOptions, enumTitleKey, type EnumerationName } from './enums';
import { VALIDATION_MESSAGES } from './validation';

const texts: Record<string, Record<string, string | null>> = Object.assign(
  {},
  ...packageTranslationFiles(import.meta.url).map((file) => file.texts),
);

describe('translation keys of the domain exist in six languages', () => {
  const keys = [
    enumLabelKey('Equipment', 0),
    ...(Object.keys(ENUMERATIONS) as EnumerationName[]).flatMap((e) => [
      enumTitleKey(e),
      ...enumOptions(e).map((o) => o.labelKey),
    ]),
    ...Object.keys(VALIDATION_MESSAGES),
  ];
  it.each(keys)('%s', (key) => {
    const t = texts[key];
    expect(t, key).toBeDefined();
    for (const lang of ['en', 'sl', 'sr', 'de', 'bs', 'hr'])
      expect(typeof t![lang], `${key} ${lang}`).toBe('string');
  });
});
