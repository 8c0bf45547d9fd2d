import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

const withCookie = (cookie?: string) =>
  ({ headers: cookie === undefined ? {} : { cookie } }) as FastifyRequest;

describe('readCookie', () => {
  it('finds a cookie among others, whatever the spacing', () => {
    const request = withCookie('a=1;lang=de ;  insulcalc_session=abc; b=2');
    expect(readCookie(request, 'lang')).toBe('de');
    expect(readCookie(request, 'insulcalc_session')).toBe('abc');
    expect(readCookie(request, 'b')).toBe('2');
    expect(readCookie(request, 'a')).toBe('1');
  });

  it('matches whole names only, and the first pair of a repeated name', () => {
    expect(readCookie(withCookie('xlang=sl; lang=hr; lang=bs'), 'lang')).toBe('hr');
    expect(readCookie(withCookie('langx=sl'), 'lang')).toBeUndefined();
  });

  it('keeps "=" inside a value, drops surrounding quotes and decodes percent-escapes', () => {
    expect(readCookie(withCookie('t=a=b=='), 't')).toBe('a=b==');
    expect(readCookie(withCookie('t="quoted value"'), 't')).toBe('quoted value');
    expect(readCookie(withCookie('t="'), 't')).toBe('"');
    expect(readCookie(withCookie('t=%C3%A9t%C3%A9'), 't')).toBe('été');
    expect(readCookie(withCookie('t='), 't')).toBe('');
  });

  it('treats a missing header, a missing cookie, a pair without "=" and bad escapes as absent', () => {
    expect(readCookie(withCookie(), 'lang')).toBeUndefined();
    expect(readCookie(withCookie(''), 'lang')).toBeUndefined();
    expect(readCookie(withCookie('lang; other=1'), 'lang')).toBeUndefined();
    expect(readCookie(withCookie('a=1'), 'lang')).toBeUndefined();
    expect(readCookie(withCookie('lang=%ZZ'), 'lang')).toBeUndefined();
  });
});
