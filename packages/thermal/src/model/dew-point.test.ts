import { describe, expect, it } from 'vitest';
import { dewPoint } from './dew-point';

describe('dew point (Magnus, a = 17.269, b = 237.3 °C)', () => {
  it('equals the air temperature at 100 % humidity', () => {
    expect(dewPoint(20, 1)).toBeCloseTo(20, 10);
    expect(dewPoint(-5, 1)).toBeCloseTo(-5, 10);
  });
  it('matches the formula', () => {
    const g = Math.log(0.5) + (17.269 * 20) / (237.3 + 20);
    expect(dewPoint(20, 0.5)).toBeCloseTo((237.3 * g) / (17.269 - g), 12);
  });
  it('matches known values (20 °C/50 % ≈ 9.3 °C, 25 °C/70 % ≈ 19.1 °C)', () => {
    expect(dewPoint(20, 0.5)).toBeCloseTo(9.27, 1);
    expect(dewPoint(25, 0.7)).toBeCloseTo(19.15, 1);
  });
  it('falls with humidity', () => {
    expect(dewPoint(20, 0.3)).toBeLessThan(dewPoint(20, 0.6));
  });
});
