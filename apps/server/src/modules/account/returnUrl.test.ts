import { describe, expect, it } from 'vitest';
import { matchesOriginPattern, sanitizeReturnUrl } from './returnUrl';

const ORIGIN = 'https://app.example.com';
const FALLBACK = '/platform/';
const clean = (raw: unknown, allowed: string[] = []) => sanitizeReturnUrl(raw, ORIGIN, allowed, FALLBACK);

describe('sanitizeReturnUrl', () => {
  it('keeps same-host paths with query and hash', () => {
    expect(clean('/platform/Administration/CodeList?x=1#top')).toBe(
      '/platform/Administration/CodeList?x=1#top',
    );
    expect(clean('/Configurator')).toBe('/Configurator');
    expect(clean('https://app.example.com/platform/dashboard')).toBe('/platform/dashboard');
    expect(clean('HTTPS://APP.EXAMPLE.COM/x')).toBe('/x');
  });

  it('falls back for empty, non-string or oversized values', () => {
    for (const v of [undefined, null, 42, '', '   ', {}, ['x'], `/${'a'.repeat(3000)}`])
      expect(clean(v)).toBe(FALLBACK);
  });

  it('refuses other hosts, protocol-relative and scheme tricks', () => {
    for (const v of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://app.example.com/x', // other scheme = other origin
      'https://app.example.com:8443/x',
      'https://app.example.com.evil.example/x',
      'https://user:pass@app.example.com/x',
      '/x\n/y',
      '\t//evil.example',
      'https:evil.example',
    ]) {
      const out = clean(v);
      expect(
        out === FALLBACK || (out.startsWith('/') && !out.startsWith('//')),
        `${JSON.stringify(v)} → ${out}`,
      ).toBe(true);
      expect(out.includes('evil.example') && !out.startsWith('/'), JSON.stringify(v)).toBe(false);
    }
    expect(clean('https://evil.example/')).toBe(FALLBACK);
    expect(clean('//evil.example/x')).toBe(FALLBACK);
    expect(clean('javascript:alert(1)')).toBe(FALLBACK);
  });

  it('allows other origins only when a pattern matches', () => {
    const allowed = ['https://*.partner.example', 'https://shop.example.com/portal/*', 'http://localhost:*'];
    expect(clean('https://a.partner.example/x?y=1', allowed)).toBe('https://a.partner.example/x?y=1');
    expect(clean('https://a.b.partner.example/', allowed)).toBe('https://a.b.partner.example/');
    expect(clean('https://partner.example/', allowed)).toBe(FALLBACK);
    expect(clean('https://evilpartner.example/', allowed)).toBe(FALLBACK);
    expect(clean('http://a.partner.example/', allowed)).toBe(FALLBACK);
    expect(clean('https://shop.example.com/portal/orders', allowed)).toBe(
      'https://shop.example.com/portal/orders',
    );
    expect(clean('https://shop.example.com/admin', allowed)).toBe(FALLBACK);
    expect(clean('http://localhost:5173/platform/', allowed)).toBe('http://localhost:5173/platform/');
  });
});

describe('matchesOriginPattern', () => {
  it('matches scheme, host labels and ports exactly unless wildcarded', () => {
    expect(matchesOriginPattern(new URL('https://x.example.com/'), 'https://x.example.com')).toBe(true);
    expect(matchesOriginPattern(new URL('https://x.example.com:443/'), 'https://x.example.com')).toBe(true);
    expect(matchesOriginPattern(new URL('https://x.example.com:444/'), 'https://x.example.com')).toBe(false);
    expect(matchesOriginPattern(new URL('https://x.example.com:444/'), 'https://x.example.com:444')).toBe(
      true,
    );
    expect(matchesOriginPattern(new URL('https://x.example.com/'), 'https://*.example.com')).toBe(true);
    expect(matchesOriginPattern(new URL('https://example.com/'), 'https://*.example.com')).toBe(false);
    expect(matchesOriginPattern(new URL('https://x.example.com/'), 'not a pattern')).toBe(false);
    expect(matchesOriginPattern(new URL('https://x.example.com/'), 'ftp://x.example.com')).toBe(false);
  });
});
