import { describe, expect, it } from 'vitest';
import { calculate, SurfaceCoefficientMethod, type ProductInput, type ThermalResult } from './index';
import { runCli } from './cli';
import { makeInput } from './testing/fixtures';

/**
 * Surface coefficient method 3 "given": the user states h_se (convection and radiation together,
 * W/(m²·K)) as manufacturers' and handbook tables do. Each published table below states its h;
 * the engine, given that h, reproduces the table within the table's own rounding.
 */

function ok(out: ReturnType<typeof calculate>): ThermalResult {
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.result;
}

const given = (h: number) => ({
  surfaceCoefficientMethod: SurfaceCoefficientMethod.Given,
  surfaceCoefficient: h,
});

describe('method 3: a stated h_se', () => {
  it('uses the stated h as the whole film coefficient, ignores the emissivity and says so', () => {
    const at = (eps: number) =>
      ok(
        calculate(
          makeInput({
            calculationTypes: { calculationType: 1, insulationThicknessType: 2, ...given(10) },
            ambientConditions: { ambientLocation: 1, ambientTemperature: 20 },
            surface: { surfaceMaterialId: 1, surfaceEmissivity: eps },
          }),
        ),
      );
    const r = at(0.9);
    expect(r.surfaceCoefficientMethod).toBe(3);
    expect(r.surfaceCoefficient).toEqual({ radiative: 0, convective: 10, total: 10 });
    // θ_se = θa + q/(h·A): the stated h alone sets the surface temperature.
    const outerD = 0.0603 + 2 * 0.04;
    expect(r.surfaceTemperature).toBeCloseTo(20 + r.heatFlowPerMetre! / (10 * Math.PI * outerD), 6);
    expect(at(0.05).heatFlowPerMetre).toBeCloseTo(r.heatFlowPerMetre!, 9);
    // The default method reports itself too, and differs.
    const nusselt = ok(
      calculate(makeInput({ calculationTypes: { calculationType: 1, insulationThicknessType: 2 } })),
    );
    expect(nusselt.surfaceCoefficientMethod).toBe(1);
  });

  it('asks for h_se when method 3 has none or a non-positive one', () => {
    for (const surfaceCoefficient of [null, 0, -5]) {
      const out = calculate(
        makeInput({
          calculationTypes: {
            calculationType: 1,
            insulationThicknessType: 2,
            surfaceCoefficientMethod: 3,
            surfaceCoefficient,
          },
        }),
      );
      expect(out.ok).toBe(false);
      if (!out.ok)
        expect(out.errors.map((e) => e.path)).toContain('calculation.calculationTypes.surfaceCoefficient');
    }
  });

  it('the CLI computes method 3 from its input file', () => {
    const input = makeInput({
      calculationTypes: { calculationType: 1, insulationThicknessType: 2, ...given(9) },
    });
    const r = runCli(['given.json'], () => JSON.stringify(input));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { ok: boolean; result: ThermalResult };
    expect(out.result.surfaceCoefficientMethod).toBe(3);
    expect(out.result.surfaceCoefficient.total).toBe(9);
  });
});

describe('Superlon NBR "Thickness Guide for Condensation Control" with its stated h_se = 9 W/(m²·K)', () => {
  /*
   * Source: Superlon Worldwide, technical specification, "Recommended Thickness (mm) for
   * Condensate, Chilled Water and Refrigeration Systems" (https://id.scribd.com/document/274547736/
   * Superlon-Technical-Specification). The table states: chilled water +5 °C; ambient 26, 30 and
   * 35 °C at 75, 80, 85 and 90 % RH; a fixed external surface coefficient of 9 W/(m²·K); the dew
   * point plus 0.5 °C as a safety margin; rows by pipe OD (≤ 38, 42–89, ≥ 102 mm); thicknesses of
   * the product range (6 … 102 mm). Not stated: λ (0.036 W/(m·K), NBR at 0 °C, assumed).
   * Reproduced: the thinnest thickness of the range whose surface is ≥ 0.5 K above the dew point,
   * at each row's largest OD (38, 88.9; 114.3 mm for the open row). The table's rounding is its
   * product sizes: 35 of 36 cells are the same size; one (30 °C, 90 %, ≥ 102 mm) is one size
   * thicker (51 mm leaves 0.4 K of the 0.5 K margin at 114.3 mm).
   */
  const sizes = [6, 10, 13, 19, 25, 32, 38, 51, 64, 76, 89, 102];
  const nbr: ProductInput = { id: 1, name: 'NBR foam', conductivity: [[0, 0.036]], thicknesses: sizes };
  const table: Record<number, number[][]> = {
    26: [
      [13, 19, 19],
      [19, 19, 25],
      [25, 32, 32],
      [38, 51, 51],
    ],
    30: [
      [19, 19, 19],
      [19, 25, 25],
      [32, 32, 32],
      [51, 51, 51],
    ],
    35: [
      [19, 19, 25],
      [25, 25, 32],
      [32, 38, 38],
      [51, 64, 64],
    ],
  };
  const humidities = [0.75, 0.8, 0.85, 0.9];
  const diameters = [38, 88.9, 114.3];
  const margin = (ambient: number, humidity: number, diameter: number, thickness: number) =>
    ok(
      calculate(
        makeInput(
          {
            calculationTypes: { calculationType: 6, insulationThicknessType: 2, ...given(9) },
            equipmentDetails: { diameter, wallThickness: 3 },
            mediumDetails: { mediumTemperature: 5, relativeHumidity: humidity },
            ambientConditions: { ambientLocation: 1, ambientTemperature: ambient },
            insulationInfo: [
              { insulationProductId: 1, insulationThickness: thickness, insulationPosition: 1 },
            ],
            surface: { surfaceMaterialId: null },
          },
          [nbr],
        ),
      ),
    ).condensation!.surfaceTemperatureMargin;

  it('35 of 36 cells exactly, the other one size thicker', () => {
    const off: string[] = [];
    let same = 0;
    for (const [ambient, rows] of Object.entries(table))
      rows.forEach((row, j) =>
        row.forEach((expected, k) => {
          const got = sizes.find((s) => margin(Number(ambient), humidities[j]!, diameters[k]!, s) >= 0.5);
          if (got === expected) same++;
          else off.push(`${ambient} °C ${humidities[j]} OD ${diameters[k]}: ${got} vs ${expected}`);
        }),
      );
    expect(same, off.join('; ')).toBe(35);
    expect(off).toEqual(['30 °C 0.9 OD 114.3: 64 vs 51']);
    expect(margin(30, 0.9, 114.3, 51)).toBeGreaterThan(0.35);
  });
});

describe('ASHRAE Handbook Fundamentals ch. 23 times to freezing, film resistance stated as neglected', () => {
  /*
   * Source: ASHRAE Handbook—Fundamentals, ch. 23 (2009: eq. 1, p. 23.4; its table of times to
   * freezing), as quoted in https://www.warrenforensics.com/2014/03/18/how-long-before-the-pipes-freeze/.
   * The table states: NPS 2 with 1.5 in of insulation, k = 0.30 Btu·in/(h·ft²·°F), water at 42 °F,
   * the air film's resistance neglected (h → ∞) and the pipe's heat capacity left out; −18 °F air:
   * 1.4 h to reach 32 °F, 20 °F air: 4.6 h. Given h = 10⁵ W/(m²·K) (the film's resistance below
   * 10⁻⁵ m²K/W, nothing against the insulation's 0.9), the engine's times round to the published
   * ones (±0.05 h).
   */
  const F = (f: number) => (f - 32) / 1.8;
  const insulation: ProductInput = { id: 1, name: 'k 0.30', conductivity: [[0, 0.3 * 0.1442279]] };
  const hours = (ambientF: number) =>
    ok(
      calculate(
        makeInput(
          {
            calculationTypes: { calculationType: 3, ...given(1e5) },
            equipmentDetails: {
              diameter: 60.325,
              wallThickness: (60.325 - 52.5018) / 2,
              materialDensity: 0,
              materialHeatCapacity: 0,
            },
            mediumDetails: {
              mediumTemperature: F(42),
              mediumDensity: 999.55,
              mediumHeatCapacity: 4186.8,
              mediumFreezingPoint: 0,
              mediumFrozenPercentage: 0,
            },
            ambientConditions: { ambientLocation: 1, ambientTemperature: F(ambientF) },
            insulationInfo: [{ insulationProductId: 1, insulationThickness: 38.1, insulationPosition: 1 }],
          },
          [insulation],
        ),
      ),
    ).freezing!.timeToFreezingPoint;
  for (const [ambient, published] of [
    [-18, 1.4],
    [20, 4.6],
  ] as const)
    it(`${ambient} °F: ${published} h`, () => {
      expect(Math.abs(hours(ambient) - published)).toBeLessThanOrEqual(0.05);
    });
});

describe('CIBSE Guide A Table A3.6 outside surface resistance, in a published U-value example', () => {
  /*
   * Source: CIBSE Guide A, Table A3.6 "Outside surface resistance" (as reproduced by IES VE,
   * https://help.iesve.com/ve2021/table_22_outside_surface_resistance__table_a3_6_cibse_guide_.htm):
   * a wall of high emissivity (0.9), normal exposure, R_se = 0.06 m²K/W (sheltered 0.08, severe
   * 0.03), i.e. h_se = 16.7 W/(m²·K). The worked example of l-e-s-s.co.uk "Heat flows"
   * (http://l-e-s-s.co.uk/Guides/Physics/HeatFlows.htm) states: 10 cm brick (1.0 W/(m·K)),
   * 5 cm polystyrene (0.04), gypsum plaster 0.04 m²K/W, inside surface 0.12, outside 0.06:
   * 1.57 m²K/W, U = 0.64 W/(m²·K). The engine has no inside film for a medium and takes two
   * layers, so brick, plaster and inside surface (0.1 + 0.04 + 0.12 = 0.26 m²K/W) are one layer
   * of that resistance; the given h_se carries the outside 0.06. Rounding: U to 0.01.
   */
  const layer = (id: number, name: string, lambda: number): ProductInput => ({
    id,
    name,
    conductivity: [[0, lambda]],
  });
  it.each([
    ['sheltered', 0.08, 1 / 1.59],
    ['normal', 0.06, 0.64],
    ['severe', 0.03, 1 / 1.54],
  ] as const)('%s exposure (R_se %s): U %s', (_, rse, u) => {
    const r = ok(
      calculate(
        makeInput(
          {
            equipment: 2,
            orientation: 2,
            calculationTypes: { calculationType: 1, insulationThicknessType: 2, ...given(1 / rse) },
            equipmentDetails: { length: 1000, width: 1000, wallThickness: 0 },
            mediumDetails: { mediumTemperature: 20 },
            ambientConditions: { ambientLocation: 2, ambientTemperature: 0, ambientWind: 0 },
            insulationInfo: [
              { insulationProductId: 1, insulationThickness: 260, insulationPosition: 1 },
              { insulationProductId: 2, insulationThickness: 50, insulationPosition: 2 },
            ],
          },
          [layer(1, 'brick, plaster and inside surface (0.26 m²K/W)', 1.0), layer(2, 'polystyrene', 0.04)],
        ),
      ),
    );
    expect(Math.abs(r.heatFlowDensity / 20 - u)).toBeLessThanOrEqual(0.005);
  });
});
