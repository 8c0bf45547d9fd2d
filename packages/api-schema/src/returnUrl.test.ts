import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeReturnUrl } from './returnUrl';
import { HOSTILE_RETURN_URLS } from './returnUrlCorpus';

const origin = 'https://insulcalc.example';
const fallback = '/platform/';
const options = { origin, fallback, basePath: '/platform/', allowedOrigins: ['https://*.partner.example'] };

/** Hostile only because they leave the base path `/platform/` (or use an origin not allowed). */
const OUTSIDE_BASE_PATH: readonly string[] = [
  '/',
  '/other-app/',
  '/platform/../admin',
  '/platform/%2e%2e/admin',
  '/platform/..%2fadmin',
  '/platform/..%5cadmin',
  '/platformx',
  'http://a.partner.example/',
  'https://insulcalc.example:8443/platform/',
  'https://user:pass@insulcalc.example/platform/',
  '/platform/%0d%0aSet-Cookie:x=1',
  '/platform/\uD800',
];

describe('sanitizeReturnUrl', () => {
  it.each([...HOSTILE_RETURN_URLS, ...OUTSIDE_BASE_PATH].map((u) => [JSON.stringify(u).slice(0, 80), u]))(
    'refuses %s',
    (_label, raw) => {
      expect(sanitizeReturnUrl(raw, options)).toBe(fallback);
    },
  );

  it('refuses every corpus value with the base path / as well', () => {
    for (const raw of HOSTILE_RETURN_URLS)
      expect(sanitizeReturnUrl(raw, { origin, fallback: '/' }), raw).toBe('/');
  });

  it('has at least 40 hostile cases', () => {
    expect(HOSTILE_RETURN_URLS.length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['/platform/', '/platform/'],
    ['/platform', '/platform'],
    ['/platform/Projects?id=12#top', '/platform/Projects?id=12#top'],
    ['/platform/./Projects', '/platform/Projects'],
    ['/platform//Projects', '/platform/Projects'],
    ['/platform/a/../Projects/', '/platform/Projects/'],
    ['https://insulcalc.example/platform/Projects', '/platform/Projects'],
    ['platform/Projects', '/platform/Projects'],
    ['/platform/search?q=a%26b&next=//x', '/platform/search?q=a%26b&next=//x'],
    ['/platform/Caf%C3%A9', '/platform/Caf%C3%A9'],
    ['/platform/a b', '/platform/a%20b'],
    ['https://app.partner.example/x?y=1', 'https://app.partner.example/x?y=1'],
  ])('keeps %s as %s', (raw, expected) => {
    expect(sanitizeReturnUrl(raw, options)).toBe(expected);
  });

  it('accepts anything on the origin when the base path is /', () => {
    expect(sanitizeReturnUrl('/insulation?x=1', { origin, fallback: '/' })).toBe('/insulation?x=1');
    expect(sanitizeReturnUrl('/.//evil.example', { origin, fallback: '/' })).toBe('/');
    expect(sanitizeReturnUrl('/a/.//evil.example', { origin, fallback: '/' })).toBe('/a/evil.example');
  });

  it('never yields a value a browser would read as another origin', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            '/',
            '\\',
            '.',
            '..',
            '%2F',
            '%5C',
            '%2e',
            'evil.example',
            '\t',
            ' ',
            '%',
            '@',
            ':',
            'https:',
            '?',
            '#',
            'platform',
            '%25',
          ),
          {
            maxLength: 10,
          },
        ),
        (parts) => {
          const out = sanitizeReturnUrl(parts.join(''), options);
          const resolved = new URL(out, `${origin}/platform/x`);
          return (
            resolved.origin === origin || /^https:\/\/[a-z0-9-]+\.partner\.example$/.test(resolved.origin)
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
});
