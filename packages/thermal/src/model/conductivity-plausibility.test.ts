import { describe, expect, it } from 'vitest';
import { conductivityFindings } from './conductivity-plausibility';

describe('conductivityFindings', () => {
  it('finds nothing in a rising curve (mineral wool, any order of points) or a constant one', () => {
    expect(
      conductivityFindings([
        [100, 0.0463],
        [0, 0.0338],
        [50, 0.0398],
      ]),
    ).toEqual([]);
    expect(conductivityFindings([[10, 0.035]])).toEqual([]);
    // scatter below 0.5 % is not a fall
    expect(
      conductivityFindings([
        [0, 0.035],
        [10, 0.0349],
      ]),
    ).toEqual([]);
  });

  it('names each falling step and each λ outside the range of insulants', () => {
    expect(
      conductivityFindings([
        [0, 0.04],
        [50, 0.035],
        [100, 0.045],
        [200, 0.6],
      ]),
    ).toEqual([
      { kind: 'falls', from: 0, to: 50 },
      { kind: 'outOfRange', at: 200, conductivity: 0.6 },
    ]);
    expect(conductivityFindings([[0, 0.001]])).toEqual([{ kind: 'outOfRange', at: 0, conductivity: 0.001 }]);
  });
});
