/** Default number of decimals for `roundHalfEven` (spec §5). */
export const DEFAULT_ROUNDING_DECIMALS = 15;

/**
 * Rounds half-to-even ("banker's rounding") to `decimals` fraction digits, the decimal way.
 *
 * A binary float such as `2.675` is really 2.67499999999999982236431605997495353221893310546875,
 * so `Math.round(x * 100) / 100` and `toFixed` round it the "wrong" way. Instead this function
 * works on the shortest decimal representation of the number — the digits JavaScript prints
 * (`String(x)`), which is exactly what the user typed or sees — and rounds that digit string:
 * a dropped part above one half rounds away from zero, below one half towards zero, and
 * exactly one half to the even neighbour. The result is the double nearest to the rounded
 * decimal (`Number('…e-decimals')`), so it prints with at most `decimals` fraction digits.
 *
 * Examples: `roundHalfEven(2.5, 0) === 2`, `roundHalfEven(3.5, 0) === 4`,
 * `roundHalfEven(0.125, 2) === 0.12`, `roundHalfEven(0.135, 2) === 0.14`,
 * `roundHalfEven(2.675, 2) === 2.68`, `roundHalfEven(-2.5, 0) === -2`.
 *
 * `NaN` and infinities are returned unchanged; `-0` and results that round to zero are `0`.
 * `decimals` must be an integer from 0 to 100 (RangeError otherwise).
 */
export function roundHalfEven(value: number, decimals: number = DEFAULT_ROUNDING_DECIMALS): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100) {
    throw new RangeError(`decimals must be an integer from 0 to 100, got ${decimals}`);
  }
  if (!Number.isFinite(value)) return value;
  if (value === 0) return 0;

  const negative = value < 0;
  // Shortest round-trip decimal representation, e.g. "2.675", "1e-7", "1.5e+21".
  const [mantissa = '0', exponentText] = String(Math.abs(value)).split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  const digits = intPart + fracPart;
  // Index in `digits` just after the last digit we keep.
  const keep = intPart.length + exponent + decimals;

  if (keep >= digits.length) return value; // already has at most `decimals` fraction digits
  if (keep < 0) return 0; // every significant digit lies below half a unit of the last place

  const kept = digits.slice(0, keep);
  const dropped = digits.slice(keep);
  const first = dropped.charCodeAt(0) - 48;
  const restNonZero = /[1-9]/.test(dropped.slice(1));
  const lastKept = kept.length > 0 ? kept.charCodeAt(kept.length - 1) - 48 : 0;
  const roundUp = first > 5 || (first === 5 && (restNonZero || lastKept % 2 === 1));

  const units = BigInt(kept === '' ? '0' : kept) + (roundUp ? 1n : 0n);
  if (units === 0n) return 0;
  const result = Number(`${units.toString()}e-${decimals}`);
  return negative ? -result : result;
}
