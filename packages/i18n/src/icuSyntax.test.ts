import { describe, expect, it } from 'vitest';
import { icuSyntaxError } from './icuSyntax';

describe('icuSyntaxError (the translation check parses every text with it)', () => {
  it('accepts plain texts, arguments, plurals, tags and quoted braces', () => {
    for (const text of [
      'Save',
      'Hello {name}',
      '{count, plural, one {# file} other {# files}}',
      'Press <b>Save</b>',
      'Settings the server reads, e.g. a code list: \'{"codeList": "countries"}\'.',
      "The user's settings",
    ])
      expect(icuSyntaxError(text)).toBeNull();
  });

  it('names the problem of an unquoted JSON example and an unclosed plural', () => {
    expect(icuSyntaxError('e.g. a code list: {"codeList": "countries"}.')).toMatch(/\S/);
    expect(icuSyntaxError('{count, plural, one {x}')).toMatch(/\S/);
  });

  it('refuses a placeholder in apostrophes, which ICU shows as the literal {name}', () => {
    expect(icuSyntaxError("Unknown entity '{entity}'.")).toMatch(/\{entity\}/);
    expect(icuSyntaxError('Unknown entity “{entity}”.')).toBeNull();
  });
});
