import { describe, expect, it } from 'vitest';
import { ELASTOMER, MINERAL_WOOL } from '../testing/fixtures';
import type { FreeSurface } from '../model/surface-coefficients';
import {
  Shape,
  bracketSurfaceTemperature,
  convectionAt,
  solveSteady,
  type ConvectionSpec,
  type LengthSpec,
  type SteadyLayer,
  type SteadyPart,
} from './steady';

/** The EN ISO 12241:2008 simplified convection (method 2) of a surface. */
const iso2008 = (surface: FreeSurface, length: LengthSpec, cylinder = true): ConvectionSpec => ({
  method: 2,
  surface,
  freeLength: length,
  cylinder,
  forcedLength: length,
});

const layer = (points: [number, number][], thickness: number): SteadyLayer => ({
  points,
  thickness,
  productName: 'p',
  path: 'x',
});

describe('steady solver', () => {
  it('converges where the plain iteration oscillates (near the laminar/turbulent switch) to a consistent state', () => {
    // vertical pipe of 0.868 m: the switch is at ΔT = 10/0.868³ ≈ 15.29 K
    const part: SteadyPart = {
      shape: Shape.Cylinder,
      baseSize: 0.06,
      wallResistance: 0,
      convection: iso2008('vertical', { kind: 'fixed', value: 0.868 }),
    };
    const s = solveSteady(part, [layer(ELASTOMER.conductivity, 0.009)], 0.1, 0, -30, 0);
    const dT = s.surfaceTemperature - -30;
    expect(s.q).toBeCloseTo((s.radiative + s.convective) * s.outerArea * dT, 9);
    // the flow through the layer equals the film's
    const lambda = s.conductivities[0]!;
    const qLayer =
      (2 * Math.PI * lambda * (s.temperatures[1]! - s.temperatures[2]!)) / Math.log(0.078 / 0.06);
    expect(qLayer).toBeCloseTo(s.q, 5);
  });
  it('the fixed point and the bracketing fallback agree where both converge', () => {
    const part: SteadyPart = {
      shape: Shape.Cylinder,
      baseSize: 0.0603,
      wallResistance: 0,
      convection: iso2008('horizontalCylinder', { kind: 'outerDiameter' }),
    };
    const layers = [layer(MINERAL_WOOL.conductivity, 0.04)];
    const a = solveSteady(part, layers, 0.3, 150, 10, 0);
    const g = [Math.log(0.1403 / 0.0603) / (2 * Math.PI)];
    const b = bracketSurfaceTemperature(
      part,
      layers,
      g,
      Math.PI * 0.1403,
      convectionAt(part.convection, 0.1403, 0.04, 0, 10),
      0.3,
      150,
      10,
      [0.1403],
      0.1403,
      400,
    );
    expect(b.surfaceTemperature).toBeCloseTo(a.surfaceTemperature, 5);
    expect(b.q).toBeCloseTo(a.q, 4);
  });
  it('a plane with nothing between medium and surface has the surface at the medium temperature', () => {
    const part: SteadyPart = {
      shape: Shape.Plane,
      baseSize: 1,
      wallResistance: 0,
      convection: iso2008('vertical', { kind: 'fixed', value: 1 }, false),
    };
    const s = solveSteady(part, [], 0.9, 60, 20, 2);
    expect(s.surfaceTemperature).toBeCloseTo(60, 9);
    expect(s.q).toBeCloseTo((s.radiative + s.convective) * 40, 9);
  });
  it('medium at ambient: no heat flow', () => {
    const part: SteadyPart = {
      shape: Shape.Plane,
      baseSize: 1,
      wallResistance: 0,
      convection: iso2008('vertical', { kind: 'fixed', value: 1 }),
    };
    const s = solveSteady(part, [layer(MINERAL_WOOL.conductivity, 0.05)], 0.9, 20, 20, 0);
    expect(s.q).toBe(0);
    expect(s.surfaceTemperature).toBe(20);
  });
});
