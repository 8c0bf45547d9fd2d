import { describe, expect, it } from 'vitest';
import { formatMessageText } from './translate';

describe('formatMessageText (the one ICU formatter for texts outside a translation map)', () => {
  const files = '{count, plural, one {# datoteka} two {# datoteki} few {# datoteke} other {# datotek}}';

  it('applies the language plural rules (Slovenian has four forms)', () => {
    expect([1, 2, 3, 5].map((count) => formatMessageText(files, { count }, 'sl'))).toEqual([
      '1 datoteka',
      '2 datoteki',
      '3 datoteke',
      '5 datotek',
    ]);
  });

  it('fills plain arguments and formats numbers for the language', () => {
    expect(formatMessageText('{name} has {n, number} items', { name: 'Ana', n: 1234.5 }, 'de')).toBe(
      'Ana has 1.234,5 items',
    );
  });

  it('returns the text itself when it is not valid ICU or a value is missing', () => {
    expect(formatMessageText('Broken {count, plural, one {x}', { count: 1 }, 'en')).toBe(
      'Broken {count, plural, one {x}',
    );
    expect(formatMessageText('Hello {name}', {}, 'en')).toBe('Hello {name}');
    expect(formatMessageText('No placeholders', undefined, 'en')).toBe('No placeholders');
  });
});
