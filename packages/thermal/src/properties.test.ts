import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate, type ThermalInput, type ThermalOutput, type ThermalResult } from './index';
import { ELASTOMER, MINERAL_WOOL, PRODUCTS, SLAB, makeInput } from './testing/fixtures';

/**
 * Property tests over random valid inputs. Domain notes:
 * - pipes start at 60 mm outer diameter, the temperature difference at 15 K, the cladding
 *   emissivity at 0.1 and the wind at 0 or 0.5 m/s: below the "critical insulation radius"
 *   (r = λ/h_se, tens of mm when h_se is small: a shiny cladding, a small ΔT, or the forced-
 *   convection formula at a near-zero wind speed, 8.1e-3/D + 3.14·√(v/D) → 0.27 W/(m²·K))
 *   a thin insulation on a thin pipe really does raise the heat loss: physics, not a bug.
 */

function ok(out: ThermalOutput): ThermalResult {
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.result;
}

interface Scenario {
  equipment: 1 | 2 | 3 | 4 | 5;
  orientation: 1 | 2;
  position: 1 | 2;
  diameter: number;
  length: number;
  width: number;
  height: number;
  wallThickness: number;
  medium: number;
  ambient: number;
  outside: boolean;
  wind: number;
  epsSurface: number;
  epsMaterial: number;
  material: 1 | 2 | 3 | 4;
}

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    equipment: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, 5 as const),
    orientation: fc.constantFrom(1 as const, 2 as const),
    position: fc.constantFrom(1 as const, 2 as const),
    diameter: fc.double({ min: 60, max: 3000, noNaN: true }),
    length: fc.double({ min: 0.5, max: 100, noNaN: true }),
    width: fc.double({ min: 200, max: 3000, noNaN: true }),
    height: fc.double({ min: 200, max: 3000, noNaN: true }),
    wallThickness: fc.double({ min: 0, max: 5, noNaN: true }),
    medium: fc.double({ min: -40, max: 280, noNaN: true }),
    ambient: fc.double({ min: -30, max: 40, noNaN: true }),
    outside: fc.boolean(),
    wind: fc.oneof(fc.constant(0), fc.double({ min: 0.5, max: 15, noNaN: true })),
    epsSurface: fc.double({ min: 0.1, max: 0.95, noNaN: true }),
    epsMaterial: fc.double({ min: 0.03, max: 0.95, noNaN: true }),
    material: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
  })
  .filter((s) => Math.abs(s.medium - s.ambient) >= 15);

/** Product able to take the medium temperature. */
const productFor = (medium: number) => (medium > 100 ? (medium > 290 ? SLAB : MINERAL_WOOL) : ELASTOMER);

function input(
  s: Scenario,
  layers: { productId: number; thickness: number }[],
  extra: Record<string, Record<string, unknown>> = {},
): ThermalInput {
  const ed: Record<string, unknown> = { wallThickness: s.wallThickness, materialEmissivity: s.epsMaterial };
  if (s.equipment === 1) Object.assign(ed, { diameter: s.diameter, length: s.length });
  if (s.equipment === 2) Object.assign(ed, { length: s.width, width: s.height });
  if (s.equipment === 3)
    Object.assign(ed, { diameter: s.diameter * 2, length: s.length * 100 + 2 * s.wallThickness + 1 });
  if (s.equipment === 4) Object.assign(ed, { width: s.width, height: s.height, length: s.length });
  if (s.equipment === 5)
    Object.assign(ed, { diameter: s.diameter * 2, height: s.length * 100 + 2 * s.wallThickness + 1 });
  return makeInput({
    equipment: s.equipment,
    orientation: s.orientation,
    position: s.position,
    material: s.material,
    equipmentDetails: { ...ed, ...extra.equipmentDetails },
    mediumDetails: { mediumTemperature: s.medium, ...extra.mediumDetails },
    ambientConditions: {
      ambientLocation: s.outside ? 2 : 1,
      ambientTemperature: s.ambient,
      ambientWind: s.wind,
    },
    surface: { surfaceEmissivity: s.epsSurface },
    calculationTypes: { ...extra.calculationTypes },
    insulationInfo: layers.map((l, i) => ({
      insulationProductId: l.productId,
      insulationThickness: l.thickness,
      insulationPosition: i + 1,
    })),
  });
}

const RUNS = { numRuns: 150 };

describe('properties over random valid inputs', () => {
  it('thicker insulation never raises the heat loss (hot) nor lowers the surface temperature margin (cold)', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.double({ min: 5, max: 150, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        (s, d1, extra) => {
          const product = productFor(s.medium).id;
          const thin = ok(calculate(input(s, [{ productId: product, thickness: d1 }])));
          const thick = ok(calculate(input(s, [{ productId: product, thickness: d1 + extra }])));
          const tol = 1e-6 * Math.abs(thin.heatFlowTotal) + 1e-9;
          expect(Math.abs(thick.heatFlowTotal)).toBeLessThanOrEqual(Math.abs(thin.heatFlowTotal) + tol);
          if (s.medium < s.ambient) {
            // cold: the surface gets warmer (closer to ambient), so the dew-point margin grows
            expect(thick.surfaceTemperature).toBeGreaterThanOrEqual(thin.surfaceTemperature - 1e-6);
          } else {
            expect(thick.surfaceTemperature).toBeLessThanOrEqual(thin.surfaceTemperature + 1e-6);
          }
        },
      ),
      RUNS,
    );
  });

  it('the heat flow through every layer is equal (pipes and walls, two layers)', () => {
    fc.assert(
      fc.property(
        scenario
          .filter((s) => s.equipment === 1 || s.equipment === 2)
          .filter((s) => s.medium < 100 || s.medium > 150),
        fc.double({ min: 5, max: 120, noNaN: true }),
        fc.double({ min: 5, max: 120, noNaN: true }),
        (s, d1, d2) => {
          const inner = productFor(s.medium).id;
          const outer = s.medium > 100 ? SLAB.id : ELASTOMER.id;
          const r = ok(
            calculate(
              input(s, [
                { productId: inner, thickness: d1 },
                { productId: outer, thickness: d2 },
              ]),
            ),
          );
          const perUnit = s.equipment === 1 ? r.heatFlowPerMetre! : r.heatFlowDensity;
          let innerSize = s.diameter;
          for (const l of r.layers) {
            const dT = l.innerTemperature - l.outerTemperature;
            const q =
              s.equipment === 1
                ? (2 * Math.PI * l.conductivity * dT) / Math.log(l.outerDiameter! / innerSize)
                : (l.conductivity * dT) / (l.thickness / 1000);
            if (s.equipment === 1) innerSize = l.outerDiameter!;
            expect(Math.abs(q - perUnit)).toBeLessThanOrEqual(1e-5 * Math.abs(perUnit) + 1e-6);
          }
          // and the film at the surface carries the same flow
          const h = r.surfaceCoefficient.radiative + r.surfaceCoefficient.convective;
          expect(Math.abs(h * (r.surfaceTemperature - s.ambient) - r.heatFlowDensity)).toBeLessThanOrEqual(
            1e-5 * Math.abs(r.heatFlowDensity) + 1e-6,
          );
        },
      ),
      RUNS,
    );
  });

  it('thickness → 0 approaches the bare result (same emissivity)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const same = { ...s, epsSurface: s.epsMaterial };
        const layer = [{ productId: productFor(s.medium).id, thickness: 1e-4 }];
        // EN ISO 12241's surface coefficient jumps where its laminar and turbulent formulas meet
        // (L³·ΔT = 10, and v·D or v·H for wind): right at such a switch a vanishing layer moves the
        // surface across it, and no layer, however thin, approaches the bare result. Such inputs
        // are found by the bare result jumping within ±0.01 K of the medium temperature.
        const bareAt = (offset: number) =>
          ok(calculate(input({ ...same, medium: same.medium + offset }, layer))).bare.heatFlowTotal;
        const [below, above] = [bareAt(-0.01), bareAt(0.01)];
        fc.pre(Math.abs(above - below) <= 1e-3 * Math.abs(below));
        const r = ok(calculate(input(same, layer)));
        expect(Math.abs(r.heatFlowTotal - r.bare.heatFlowTotal)).toBeLessThanOrEqual(
          2e-3 * Math.abs(r.bare.heatFlowTotal),
        );
        expect(Math.abs(r.surfaceTemperature - r.bare.surfaceTemperature)).toBeLessThanOrEqual(0.05);
      }),
      RUNS,
    );
  });

  it("CalculateThickness's answer meets the criterion and the next smaller available thickness does not", () => {
    const hot = scenario.filter((s) => s.medium > s.ambient && (s.equipment === 1 || s.equipment === 2));
    fc.assert(
      fc.property(
        hot,
        fc.double({ min: 0.05, max: 0.9, noNaN: true }),
        fc.boolean(),
        (s, fraction, bySurface) => {
          const product = productFor(s.medium);
          // a target somewhere between the bare and the best insulated value
          const probe = ok(calculate(input(s, [{ productId: product.id, thickness: 60 }])));
          const linear = s.equipment === 1;
          const flow = (r: ThermalResult) => Math.abs(linear ? r.heatFlowPerMetre! : r.heatFlowDensity);
          const target = bySurface
            ? s.ambient + (probe.surfaceTemperature - s.ambient) * (0.5 + fraction)
            : flow(probe) * (0.5 + fraction);
          const extra = bySurface
            ? {
                calculationTypes: { calculationType: 1, insulationThicknessType: 1 },
                mediumDetails: { surfaceTemperature: target },
              }
            : {
                calculationTypes: { calculationType: 2, insulationThicknessType: 1 },
                mediumDetails: { heatFlowDensity: target },
              };
          const out = calculate(input(s, [{ productId: product.id, thickness: 0 }], extra));
          const check = (thickness: number) =>
            ok(
              calculate(
                input(s, [{ productId: product.id, thickness }], {
                  ...extra,
                  calculationTypes: { ...extra.calculationTypes, insulationThicknessType: 2 },
                }),
              ),
            );
          const sizes = product.thicknesses!;
          if (!out.ok) {
            expect(out.errors[0]!.key).toBe('Thermal_Error_TargetNotReachable');
            expect(check(sizes[sizes.length - 1]!).meetsRequirement).toBe(false);
            return;
          }
          const r = out.result;
          expect(r.meetsRequirement).toBe(true);
          expect(check(r.requiredThickness!).meetsRequirement).toBe(true);
          if (bySurface) expect(r.surfaceTemperature).toBeLessThanOrEqual(target + 1e-9);
          else expect(flow(r)).toBeLessThanOrEqual(target * (1 + 1e-12));
          const idx = sizes.indexOf(r.requiredThickness!);
          expect(idx).toBeGreaterThanOrEqual(0);
          if (idx > 0) expect(check(sizes[idx - 1]!).meetsRequirement).toBe(false);
          expect(r.exactThickness!).toBeLessThanOrEqual(r.requiredThickness!);
          if (idx > 0) expect(r.exactThickness!).toBeGreaterThan(sizes[idx - 1]!);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('totality', () => {
  const finite = (v: unknown): boolean =>
    typeof v === 'number'
      ? Number.isFinite(v)
      : Array.isArray(v)
        ? v.every(finite)
        : v && typeof v === 'object'
          ? Object.values(v).every(finite)
          : true;

  it('never throws and never returns NaN/Infinity, whatever is in a field', () => {
    const sections = [
      'equipmentDetails',
      'mediumDetails',
      'ambientConditions',
      'operatingConditions',
      'calculationTypes',
      'surface',
      'subconstruction',
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...sections),
        fc.string({ minLength: 1, maxLength: 25 }),
        fc.oneof(fc.anything(), fc.double(), fc.integer({ min: -5, max: 10 })),
        fc.constantFrom(1, 2, 3, 4, 5),
        fc.constantFrom(1, 2, 3, 4, 5, 6),
        fc.constantFrom(1, 2, 3),
        (section, key, value, equipment, calculationType, thicknessType) => {
          // every input the engine reads, the issue-11 ones included (method, tank bottom,
          // economic thickness with a priced product), so that any of them can receive garbage
          const base = makeInput(
            {
              equipment,
              calculationTypes: {
                calculationType,
                insulationThicknessType: thicknessType,
                surfaceCoefficientMethod: 1,
              },
              equipmentDetails: { tankBottom: 2 },
              operatingConditions: {
                serviceLife: 15,
                interestRate: 0.05,
                energyPriceIncrease: 0.02,
                installationCost: 30,
              },
              surface: { surfaceMaterialId: null },
            },
            PRODUCTS.map((p) => ({
              ...p,
              surfaceEmissivity: 0.9,
              prices: (p.thicknesses ?? []).map((t): [number, number] => [t, t / 2]),
            })),
          );
          const calc = base.calculation as Record<string, Record<string, unknown>>;
          const fields = Object.keys(calc[section] ?? {});
          const field = fields.length > 0 ? fields[key.length % fields.length]! : key;
          calc[section] = { ...calc[section], [field]: value };
          let out: ThermalOutput | undefined;
          expect(() => {
            out = calculate(base);
          }).not.toThrow();
          expect(finite(out)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never throws and never returns NaN/Infinity, whatever a product’s surfaceEmissivity and prices hold', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.constantFrom(1, 2, 6), (eps, prices, calculationType) => {
        const input = makeInput(
          {
            calculationTypes: { calculationType },
            operatingConditions: { serviceLife: 10, interestRate: 0.05 },
            surface: { surfaceMaterialId: null },
          },
          [{ ...MINERAL_WOOL, surfaceEmissivity: eps, prices } as unknown as typeof MINERAL_WOOL],
        );
        let out: ThermalOutput | undefined;
        expect(() => {
          out = calculate(input);
        }).not.toThrow();
        expect(finite(out)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws for arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const out = calculate(v);
        expect(out.ok).toBe(false);
        expect(() => calculate({ calculation: v, products: PRODUCTS })).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});

describe('surface coefficient in wind through the whole solve (method 1, every geometry)', () => {
  const geometries: { name: string; patch: Parameters<typeof makeInput>[0] }[] = [
    {
      name: 'bare 25.4 mm pipe',
      patch: { equipmentDetails: { diameter: 25.4, wallThickness: 3.4 }, insulationInfo: [] },
    },
    { name: 'insulated horizontal pipe', patch: {} },
    { name: 'insulated vertical pipe', patch: { orientation: 2 } },
    {
      name: 'vertical wall',
      patch: {
        equipment: 2,
        orientation: 2,
        equipmentDetails: { length: 3000, width: 2000, wallThickness: 1 },
      },
    },
    {
      name: 'horizontal wall, heat flow up',
      patch: { equipment: 2, orientation: 1, position: 1, equipmentDetails: { length: 3000, width: 2000 } },
    },
    {
      name: 'horizontal wall, heat flow down',
      patch: { equipment: 2, orientation: 1, position: 2, equipmentDetails: { length: 3000, width: 2000 } },
    },
    { name: 'duct', patch: { equipment: 4, equipmentDetails: { width: 600, height: 400, length: 10 } } },
    {
      name: 'horizontal vessel, 70 % full',
      patch: {
        equipment: 3,
        equipmentDetails: { diameter: 1500, length: 4000, wallThickness: 5 },
        mediumDetails: { fillLevel: 0.7 },
      },
    },
    {
      name: 'vertical tank, 50 % full',
      patch: {
        equipment: 5,
        orientation: 2,
        equipmentDetails: { diameter: 3000, height: 6000 },
        mediumDetails: { fillLevel: 0.5 },
      },
    },
  ];
  for (const g of geometries) {
    for (const medium of [150, -20]) {
      it(`${g.name}, medium ${medium} °C: h non-decreasing in wind, no jump > 1 % per 0.001 m/s`, () => {
        // the coefficient of every part (vessels and tanks have several)
        const h = (wind: number) => {
          const input = makeInput({
            ...g.patch,
            mediumDetails: { ...g.patch?.mediumDetails, mediumTemperature: medium },
            ambientConditions: { ambientLocation: 2, ambientTemperature: 20, ambientWind: wind },
            surface: { surfaceEmissivity: 0.3 },
          });
          if (medium > 100 && g.patch?.equipment !== undefined && g.patch.equipment !== 1)
            (input.calculation.insulationInfo as { insulationProductId: number }[])[0]!.insulationProductId =
              SLAB.id;
          if (
            medium < 0 &&
            Array.isArray(input.calculation.insulationInfo) &&
            input.calculation.insulationInfo[0]
          )
            input.calculation.insulationInfo[0].insulationProductId = ELASTOMER.id;
          const r = ok(calculate(input));
          return r.parts.map((p) => p.surfaceCoefficient.total);
        };
        // every 0.01 m/s over 0–30 m/s, the pair (v, v + 0.001)
        let prev = h(0);
        const bad: string[] = [];
        for (let i = 1; i <= 3000; i++) {
          const v = i / 100;
          const a = h(v);
          const b = h(v + 0.001);
          a.forEach((ak, k) => {
            const bk = b[k]!;
            if (ak < prev[k]! * (1 - 1e-9) || bk < ak * (1 - 1e-9)) bad.push(`falls at ${v} m/s, part ${k}`);
            if (Math.abs(bk / ak - 1) > 0.01) bad.push(`jumps at ${v} m/s, part ${k}`);
          });
          prev = b;
        }
        expect(bad).toEqual([]);
      });
    }
  }
  it('bare 25.4 mm pipe: every 0.001 m/s step in 0–30 m/s', () => {
    const input = (wind: number) =>
      makeInput({
        equipmentDetails: { diameter: 25.4, wallThickness: 3.4, materialEmissivity: 0.8 },
        mediumDetails: { mediumTemperature: 148.9 },
        ambientConditions: { ambientLocation: 2, ambientTemperature: 26.7, ambientWind: wind },
        insulationInfo: [],
      });
    let prev = ok(calculate(input(0))).heatFlowPerMetre!;
    const bad: number[] = [];
    for (let i = 1; i <= 30000; i++) {
      const q = ok(calculate(input(i / 1000))).heatFlowPerMetre!;
      if (q < prev * (1 - 1e-9) || q / prev - 1 > 0.01) bad.push(i / 1000);
      prev = q;
    }
    expect(bad).toEqual([]);
  });
});
