import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUNDING_DECIMALS, roundHalfEven } from './index';

describe('roundHalfEven', () => {
  it('rounds exact halves to the even neighbour', () => {
    expect(roundHalfEven(2.5, 0)).toBe(2);
    expect(roundHalfEven(3.5, 0)).toBe(4);
    expect(roundHalfEven(0.5, 0)).toBe(0);
    expect(roundHalfEven(1.5, 0)).toBe(2);
    expect(roundHalfEven(-2.5, 0)).toBe(-2);
    expect(roundHalfEven(-3.5, 0)).toBe(-4);
  });

  it('rounds the decimal digits, not the binary float', () => {
    expect(roundHalfEven(0.125, 2)).toBe(0.12);
    expect(roundHalfEven(0.135, 2)).toBe(0.14);
    // Naive Math.round rounds halves up: 0.125 → 0.13.
    expect(Math.round(0.125 * 100) / 100).toBe(0.13);
    // 2.675 is 2.67499999… in binary, so toFixed gives 2.67; decimally it is a half → 2.68.
    expect((2.675).toFixed(2)).toBe('2.67');
    expect(roundHalfEven(2.675, 2)).toBe(2.68);
    // 1.255 * 100 is 125.49999999999999, so Math.round gives 1.25; decimally → 1.26.
    expect(Math.round(1.255 * 100) / 100).toBe(1.25);
    expect(roundHalfEven(1.255, 2)).toBe(1.26);
    // 1.005 is 1.00499999… in binary; decimally it is a half and 0 is even.
    expect(roundHalfEven(1.005, 2)).toBe(1);
    expect(roundHalfEven(1.015, 2)).toBe(1.02);
    expect(roundHalfEven(1.0051, 2)).toBe(1.01);
  });

  it('rounds non-halves to the nearest', () => {
    expect(roundHalfEven(1.234, 2)).toBe(1.23);
    expect(roundHalfEven(1.236, 2)).toBe(1.24);
    expect(roundHalfEven(-1.236, 2)).toBe(-1.24);
    expect(roundHalfEven(9.995, 2)).toBe(10);
    expect(roundHalfEven(999.96, 1)).toBe(1000);
  });

  it('defaults to 15 decimals, which removes binary noise', () => {
    expect(DEFAULT_ROUNDING_DECIMALS).toBe(15);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(roundHalfEven(0.1 + 0.2)).toBe(0.3);
    expect(roundHalfEven(1.1 * 3)).toBe(3.3);
    expect(roundHalfEven(1 / 3)).toBe(0.333333333333333);
  });

  it('handles exponent notation, tiny and huge values', () => {
    expect(roundHalfEven(1e-7, 6)).toBe(0);
    expect(roundHalfEven(5e-7, 6)).toBe(0);
    expect(roundHalfEven(1.5e-6, 6)).toBe(0.000002);
    expect(roundHalfEven(2.5e-6, 6)).toBe(0.000002);
    expect(roundHalfEven(4e-9, 0)).toBe(0);
    expect(roundHalfEven(1.5e21, 2)).toBe(1.5e21);
    expect(roundHalfEven(123456789.5, 0)).toBe(123456788 + 2);
  });

  it('never returns -0 and leaves non-finite values alone', () => {
    expect(Object.is(roundHalfEven(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundHalfEven(-0), 0)).toBe(true);
    expect(roundHalfEven(Number.NaN)).toBeNaN();
    expect(roundHalfEven(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('refuses invalid decimals', () => {
    expect(() => roundHalfEven(1, -1)).toThrow(RangeError);
    expect(() => roundHalfEven(1, 1.5)).toThrow(RangeError);
    expect(() => roundHalfEven(1, 101)).toThrow(RangeError);
  });

  it('matches an integer-arithmetic reference on decimal inputs', () => {
    // value = ±N / 10^f with at most 15 significant digits, so the float prints as that decimal.
    const decimalInput = fc
      .record({
        n: fc.bigInt({ min: 0n, max: 10n ** 14n }),
        f: fc.integer({ min: 0, max: 8 }),
        negative: fc.boolean(),
      })
      .chain((input) => fc.record({ input: fc.constant(input), d: fc.integer({ min: 0, max: input.f }) }));
    fc.assert(
      fc.property(decimalInput, ({ input: { n, f, negative }, d }) => {
        const value = Number(`${negative ? '-' : ''}${n}e-${f}`);
        const scale = 10n ** BigInt(f - d);
        let q = n / scale;
        const r = n % scale;
        const twice = 2n * r;
        if (twice > scale || (twice === scale && q % 2n === 1n)) q += 1n;
        const magnitude = Number(`${q}e-${d}`);
        const expected = negative && magnitude !== 0 ? -magnitude : magnitude;
        expect(roundHalfEven(value, d)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent, symmetric and within half a unit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 12 }),
        (x, d) => {
          const r = roundHalfEven(x, d);
          expect(roundHalfEven(r, d)).toBe(r);
          expect(roundHalfEven(-x, d)).toBe(r === 0 ? 0 : -r);
          expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5 * 10 ** -d + Math.abs(x) * 1e-15);
          const fraction = String(r).split('.')[1] ?? '';
          if (!String(r).includes('e')) expect(fraction.length).toBeLessThanOrEqual(d);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
