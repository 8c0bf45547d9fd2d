import { describe, expect, it } from 'vitest';
import { airProperties } from './air-properties';
import {
  forcedConvectionNusselt,
  freeConvectionNusselt,
  nusseltConvection,
  type FreeSurface,
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

describe('air properties at the film temperature', () => {
  // Incropera, Fundamentals of Heat and Mass Transfer, Table A.4 (air at 1 atm)
  const table = [
    { t: 250, k: 0.0223, nu: 11.44e-6, alpha: 15.9e-6, pr: 0.72 },
    { t: 300, k: 0.0263, nu: 15.89e-6, alpha: 22.5e-6, pr: 0.707 },
    { t: 350, k: 0.03, nu: 20.92e-6, alpha: 29.9e-6, pr: 0.7 },
    { t: 400, k: 0.0338, nu: 26.41e-6, alpha: 38.3e-6, pr: 0.69 },
  ];
  for (const row of table) {
    // k and Pr within 1.5 %; ν and α within 2.5 %: the table's densities lie 1.3 % below the
    // ideal-gas value p/(R·T) the engine uses
    it(`match Incropera Table A.4 at ${row.t} K`, () => {
      const a = airProperties(row.t - 273.15);
      expect(Math.abs(a.conductivity / row.k - 1)).toBeLessThan(0.015);
      expect(Math.abs(a.kinematicViscosity / row.nu - 1)).toBeLessThan(0.025);
      expect(Math.abs(a.diffusivity / row.alpha - 1)).toBeLessThan(0.025);
      expect(Math.abs(a.prandtl / row.pr - 1)).toBeLessThan(0.015);
    });
  }
  it('stay finite far outside the range', () => {
    for (const t of [-400, -273.15, 5000, Number.NaN]) {
      const a = airProperties(t);
      expect(Number.isFinite(a.conductivity) && a.conductivity > 0).toBe(true);
      expect(Number.isFinite(a.prandtl) && a.prandtl > 0).toBe(true);
    }
  });
});

describe('Nusselt correlations (method 1)', () => {
  // the values AMO-Tools-Suite's unit tests give for the same correlations
  // (ORNL-AMO/AMO-Tools-Suite, tests/InsulationServices.unit.cpp: "Nusselt - Free", "Nusselt - Forced")
  it('Churchill–Chu, horizontal cylinder: Ra 511466, Pr 0.707 → 12.0558', () => {
    expect(freeConvectionNusselt('horizontalCylinder', 511466, 0.707)).toBeCloseTo(12.0557933229, 6);
  });
  it('Churchill–Bernstein: Re 9975, Pr 0.707 → 53.4660', () => {
    expect(forcedConvectionNusselt(true, 9975, 0.707)).toBeCloseTo(53.4659543621, 6);
  });
  it('Churchill–Chu, vertical plate: Ra 1e9, Pr 0.71 (Incropera Example 9.2 form) ', () => {
    const f = (1 + (0.492 / 0.71) ** (9 / 16)) ** (8 / 27);
    expect(freeConvectionNusselt('vertical', 1e9, 0.71)).toBeCloseTo(
      (0.825 + (0.387 * 1e9 ** (1 / 6)) / f) ** 2,
      9,
    );
  });
  it('horizontal plate facing up: continuous where 0.54·Ra^¼ and 0.15·Ra^⅓ meet', () => {
    const ra = 3.6 ** 12;
    const below = freeConvectionNusselt('horizontalTop', ra * 0.999999, 0.71);
    const above = freeConvectionNusselt('horizontalTop', ra * 1.000001, 0.71);
    expect(Math.abs(above / below - 1)).toBeLessThan(1e-5);
    expect(freeConvectionNusselt('horizontalTop', 1e5, 0.71)).toBeCloseTo(0.54 * 1e5 ** 0.25, 9);
    expect(freeConvectionNusselt('horizontalTop', 1e9, 0.71)).toBeCloseTo(0.15 * 1e9 ** (1 / 3), 9);
  });
  it('horizontal plate facing down: 0.52·Ra^⅕', () => {
    expect(freeConvectionNusselt('horizontalBottom', 1e7, 0.71)).toBeCloseTo(0.52 * 1e7 ** 0.2, 9);
  });
  it('flat plate in parallel flow: laminar 0.664·Re^½·Pr^⅓, turbulent (0.037·Re^⅘ − 871)·Pr^⅓, continuous', () => {
    expect(forcedConvectionNusselt(false, 1e5, 0.71)).toBeCloseTo(
      0.664 * Math.sqrt(1e5) * Math.cbrt(0.71),
      9,
    );
    expect(forcedConvectionNusselt(false, 1e7, 0.71)).toBeCloseTo(
      (0.037 * 1e7 ** 0.8 - 871) * Math.cbrt(0.71),
      6,
    );
    let prev = forcedConvectionNusselt(false, 3e5, 0.71);
    for (let re = 3e5; re < 7e5; re += 50) {
      const nu = forcedConvectionNusselt(false, re, 0.71);
      expect(nu).toBeGreaterThanOrEqual(prev);
      expect(nu / prev - 1).toBeLessThan(1e-3);
      prev = nu;
    }
  });
  it('mixed convection: Churchill–Usagi n = 3, never below free convection', () => {
    const c = nusseltConvection('horizontalCylinder', 0.1, true, 0.1, 0.5, 80, 20);
    expect(c.mixed).toBeCloseTo(Math.cbrt(c.free ** 3 + c.forced ** 3), 12);
    expect(c.mixed).toBeGreaterThanOrEqual(c.free);
    expect(c.mixed).toBeGreaterThanOrEqual(c.forced);
  });
});

/** Every geometry the engine builds: free-convection kind, lengths, cylinder or plane in the wind. */
const GEOMETRIES: { name: string; surface: FreeSurface; free: number; cylinder: boolean; forced: number }[] =
  [
    {
      name: 'horizontal pipe D 25 mm',
      surface: 'horizontalCylinder',
      free: 0.025,
      cylinder: true,
      forced: 0.025,
    },
    {
      name: 'horizontal pipe D 500 mm',
      surface: 'horizontalCylinder',
      free: 0.5,
      cylinder: true,
      forced: 0.5,
    },
    { name: 'vertical pipe D 100 mm, 6 m', surface: 'vertical', free: 6, cylinder: true, forced: 0.1 },
    { name: 'vertical wall 3 m', surface: 'vertical', free: 3, cylinder: false, forced: 3 },
    { name: 'horizontal wall up, 2 × 3 m', surface: 'horizontalTop', free: 0.6, cylinder: false, forced: 3 },
    {
      name: 'horizontal wall down, 2 × 3 m',
      surface: 'horizontalBottom',
      free: 0.6,
      cylinder: false,
      forced: 3,
    },
    { name: 'duct side 0.5 m', surface: 'vertical', free: 0.5, cylinder: false, forced: 0.6 },
    { name: 'tank roof D 10 m', surface: 'horizontalTop', free: 2.5, cylinder: false, forced: 10 },
  ];

describe('surface coefficient in wind, every geometry (method 1)', () => {
  for (const g of GEOMETRIES) {
    for (const [ts, ta] of [
      [80, 20],
      [5, 30],
    ] as const) {
      it(`${g.name}, θ_se ${ts} °C, θₐ ${ta} °C: non-decreasing, no jump > 1 % per 0.001 m/s in 0–30 m/s`, () => {
        const h = (v: number) =>
          nusseltConvection(g.surface, g.free, g.cylinder, g.forced, v, ts, ta).mixed +
          radiativeCoefficient(0.9, ts, ta);
        const still = nusseltConvection(g.surface, g.free, g.cylinder, g.forced, 0, ts, ta).free;
        // the worst step over the range (one assertion each: 30 000 steps)
        let prev = h(0);
        let worstDrop = 0;
        let worstJump = 0;
        for (let i = 1; i <= 30000; i++) {
          const cur = h(i / 1000);
          worstDrop = Math.max(worstDrop, prev - cur);
          worstJump = Math.max(worstJump, cur / prev - 1);
          prev = cur;
        }
        expect(worstDrop).toBeLessThanOrEqual(0);
        expect(worstJump).toBeLessThanOrEqual(0.01);
        expect(
          nusseltConvection(g.surface, g.free, g.cylinder, g.forced, 7, ts, ta).mixed,
        ).toBeGreaterThanOrEqual(still);
      });
    }
  }
});

describe('the tabulated air terms of the solver path', () => {
  it('give the correlations with airProperties at the film temperature (within 5e-5 relative)', () => {
    for (const [ts, ta] of [
      [80, 20],
      [300, -10],
      [-30, 25],
      [20, 20],
    ] as const) {
      for (const surface of [
        'horizontalCylinder',
        'vertical',
        'horizontalTop',
        'horizontalBottom',
      ] as const) {
        for (const wind of [0, 0.7, 12]) {
          const a = airProperties(0.5 * (ts + ta));
          const ra =
            (9.80665 * a.expansion * Math.abs(ts - ta) * 0.3 ** 3) / (a.kinematicViscosity * a.diffusivity);
          const free = (freeConvectionNusselt(surface, ra, a.prandtl) * a.conductivity) / 0.3;
          const cylinder = surface === 'horizontalCylinder';
          const re = (wind * 0.5) / a.kinematicViscosity;
          const forced = (forcedConvectionNusselt(cylinder, re, a.prandtl) * a.conductivity) / 0.5;
          const c = nusseltConvection(surface, 0.3, cylinder, 0.5, wind, ts, ta);
          expect(Math.abs(c.free - free)).toBeLessThanOrEqual(5e-5 * free + 1e-12);
          expect(Math.abs(c.forced - forced)).toBeLessThanOrEqual(5e-5 * forced + 1e-12);
        }
      }
    }
  });
});
