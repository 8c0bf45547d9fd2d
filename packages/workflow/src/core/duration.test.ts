import { describe, expect, it } from 'vitest';
import { addDuration, parseDuration } from './duration';

describe('durations', () => {
  it.each([
    ['P1D', 86_400_000],
    ['PT4H', 14_400_000],
    ['P1DT12H', 129_600_000],
    ['PT1M30S', 90_000],
    ['PT0S', 0],
  ])('%s is %d ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['', 'P', 'PT', 'P1W', 'P1M', 'P1Y', '1D', 'P-1D', 'PT1.5H', 'P1DT', 'p1d'])(
    '%j is not a duration',
    (text) => expect(parseDuration(text)).toBeNull(),
  );

  it('adds to an ISO time in UTC', () => {
    expect(addDuration('2026-03-28T10:00:00.000Z', 'P1D')).toBe('2026-03-29T10:00:00.000Z');
    expect(() => addDuration('2026-03-28T10:00:00.000Z', 'soon')).toThrow(RangeError);
  });
});
