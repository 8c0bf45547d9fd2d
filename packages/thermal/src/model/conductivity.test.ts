import { describe, expect, it } from 'vitest';
import { conductivityAt } from './conductivity';
import { mineralWoolReferenceConductivity } from './co2-factors';

const P = [
  [0, 0.03],
  [100, 0.05],
  [200, 0.08],
] as const;

describe('product conductivity λ(θ)', () => {
  it('interpolates linearly between points', () => {
    expect(conductivityAt(P, 50)).toBeCloseTo(0.04, 12);
    expect(conductivityAt(P, 150)).toBeCloseTo(0.065, 12);
  });
  it('returns the points exactly', () => {
    expect(conductivityAt(P, 100)).toBeCloseTo(0.05, 12);
  });
  it('extrapolates linearly from the end segments', () => {
    expect(conductivityAt(P, -50)).toBeCloseTo(0.02, 12);
    expect(conductivityAt(P, 300)).toBeCloseTo(0.11, 12);
  });
  it('is constant for one point', () => {
    expect(conductivityAt([[10, 0.04]], 500)).toBe(0.04);
  });
  it('mineral-wool reference curve (EiiF) at 0 and 100 °C', () => {
    expect(mineralWoolReferenceConductivity(0)).toBeCloseTo(0.0338, 10);
    expect(mineralWoolReferenceConductivity(100)).toBeCloseTo(0.0338 + 0.01173 + 0.0007545 + 0.0007109, 10);
  });
});
