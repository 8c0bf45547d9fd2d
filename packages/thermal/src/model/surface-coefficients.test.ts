import { describe, expect, it } from 'vitest';
import {
  forcedConvectionCylinder,
  forcedConvectionPlane,
  freeConvectionCoefficient,
  radiativeCoefficient,
} from './surface-coefficients';

const SIGMA = 5.67e-8;

describe('radiative coefficient h_r', () => {
  it('equals εσ(T⁴ − Tₐ⁴)/(T − Tₐ)', () => {
    const ts = 60 + 273.15;
    const ta = 20 + 273.15;
    const expected = (0.9 * SIGMA * (ts ** 4 - ta ** 4)) / (ts - ta);
    expect(radiativeCoefficient(0.9, 60, 20)).toBeCloseTo(expected, 12);
  });
  it('has the limit 4εσT³ when the surface is at ambient temperature', () => {
    const t = 25 + 273.15;
    expect(radiativeCoefficient(0.5, 25, 25)).toBeCloseTo(4 * 0.5 * SIGMA * t ** 3, 12);
  });
  it('is symmetric for cold surfaces', () => {
    expect(radiativeCoefficient(0.8, -10, 20)).toBeCloseTo(radiativeCoefficient(0.8, 20, -10), 12);
  });
  it('is zero for ε = 0', () => {
    expect(radiativeCoefficient(0, 100, 0)).toBe(0);
  });
});

describe('free convection h_cv', () => {
  it('horizontal cylinder, laminar: 1.25·(ΔT/D)^0.25', () => {
    // D³ΔT = 0.1³·20 = 0.02 ≤ 10
    expect(freeConvectionCoefficient('horizontalCylinder', 0.1, 20)).toBeCloseTo(
      1.25 * (20 / 0.1) ** 0.25,
      12,
    );
  });
  it('horizontal cylinder, turbulent: 1.21·ΔT^(1/3)', () => {
    // D³ΔT = 2³·5 = 40 > 10
    expect(freeConvectionCoefficient('horizontalCylinder', 2, 5)).toBeCloseTo(1.21 * 5 ** (1 / 3), 12);
  });
  it('vertical, laminar: 1.32·(ΔT/H)^0.25', () => {
    expect(freeConvectionCoefficient('vertical', 1, 5)).toBeCloseTo(1.32 * 5 ** 0.25, 12);
  });
  it('vertical, turbulent: 1.74·ΔT^(1/3)', () => {
    expect(freeConvectionCoefficient('vertical', 3, 10)).toBeCloseTo(1.74 * 10 ** (1 / 3), 12);
  });
  it('horizontal plane heat flow up: laminar 1.32·(ΔT/L)^0.25, turbulent 1.52·ΔT^(1/3)', () => {
    expect(freeConvectionCoefficient('horizontalTop', 1, 5)).toBeCloseTo(1.32 * 5 ** 0.25, 12);
    expect(freeConvectionCoefficient('horizontalTop', 3, 10)).toBeCloseTo(1.52 * 10 ** (1 / 3), 12);
  });
  it('horizontal plane heat flow down: always 0.59·(ΔT/L)^0.25', () => {
    expect(freeConvectionCoefficient('horizontalBottom', 1, 5)).toBeCloseTo(0.59 * 5 ** 0.25, 12);
    expect(freeConvectionCoefficient('horizontalBottom', 3, 10)).toBeCloseTo(0.59 * (10 / 3) ** 0.25, 12);
  });
  it('switches at L³ΔT = 10 (laminar at the limit)', () => {
    const L = 1;
    expect(freeConvectionCoefficient('vertical', L, 10)).toBeCloseTo(1.32 * 10 ** 0.25, 12);
    expect(freeConvectionCoefficient('vertical', L, 10.0001)).toBeCloseTo(1.74 * 10.0001 ** (1 / 3), 12);
  });
  it('uses |ΔT| (cold surfaces) and is 0 at ΔT = 0', () => {
    expect(freeConvectionCoefficient('vertical', 1, -5)).toBe(freeConvectionCoefficient('vertical', 1, 5));
    expect(freeConvectionCoefficient('horizontalCylinder', 0.1, 0)).toBe(0);
  });
});

describe('forced convection h_cv', () => {
  it('cylinder, v·D ≤ 8.55e-3: 8.1e-3/D + 3.14·√(v/D)', () => {
    expect(forcedConvectionCylinder(0.02, 0.4)).toBeCloseTo(8.1e-3 / 0.02 + 3.14 * Math.sqrt(0.4 / 0.02), 12);
  });
  it('cylinder, v·D > 8.55e-3: 8.9·v^0.9/D^0.1', () => {
    expect(forcedConvectionCylinder(0.2, 5)).toBeCloseTo((8.9 * 5 ** 0.9) / 0.2 ** 0.1, 12);
  });
  it('plane, v·H ≤ 8: 3.96·√(v/H)', () => {
    expect(forcedConvectionPlane(1, 4)).toBeCloseTo(3.96 * 2, 12);
  });
  it('plane, v·H > 8: 5.76·(v⁴/H)^0.2', () => {
    expect(forcedConvectionPlane(3, 5)).toBeCloseTo(5.76 * (5 ** 4 / 3) ** 0.2, 12);
  });
});
