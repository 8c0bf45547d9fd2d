import { describe, expect, it } from 'vitest';
import {
  CalculationType,
  Equipment,
  Orientation,
  Position,
  SIZE_TABLES,
  Standard,
  ThicknessType,
  TimeOrTemperature,
  annuityFactor,
  calculate,
  dewPoint,
  paybackTime,
  priceDynamicFactor,
  type ProductInput,
  type ThermalOutput,
  type ThermalResult,
} from './index';
import { MINERAL_WOOL, makeInput } from './testing/fixtures';

function ok(out: ThermalOutput): ThermalResult {
  if (!out.ok) throw new Error(`expected ok, got ${JSON.stringify(out.errors)}`);
  return out.result;
}

const slab = (thickness: number | null = 50) => [
  { insulationProductId: 103, insulationThickness: thickness, insulationPosition: 1 },
];

const wall = (extra: Record<string, unknown> = {}) =>
  makeInput({
    equipment: Equipment.Wall,
    orientation: Orientation.Vertical,
    equipmentDetails: { length: 2000, width: 1000, wallThickness: 0.75 },
    insulationInfo: slab(),
    ...extra,
  });

describe('pipe, CheckThickness, heat loss', () => {
  const r = ok(calculate(makeInput()));
  it('reports per metre, per m² of the outer surface and the total', () => {
    expect(r.heatFlowPerMetre).toBeGreaterThan(0);
    const outerD = (60.3 + 2 * 40) / 1000;
    expect(r.heatFlowDensity).toBeCloseTo(r.heatFlowPerMetre! / (Math.PI * outerD), 9);
    expect(r.heatFlowTotal).toBeCloseTo(r.heatFlowPerMetre! * 5, 9);
  });
  it('surface temperature = θₐ + q/h_se', () => {
    const h = r.surfaceCoefficient.radiative + r.surfaceCoefficient.convective;
    expect(r.surfaceTemperature).toBeCloseTo(10 + r.heatFlowDensity / h, 6);
  });
  it('reports the layer with its temperatures and λ at the mean temperature', () => {
    expect(r.layers).toHaveLength(1);
    const l = r.layers[0]!;
    expect(l.position).toBe(1);
    expect(l.thickness).toBe(40);
    expect(l.outerDiameter).toBeCloseTo(140.3, 9);
    expect(l.outerTemperature).toBeCloseTo(r.surfaceTemperature, 6);
    expect(l.meanTemperature).toBeCloseTo((l.innerTemperature + l.outerTemperature) / 2, 12);
    // mineral wool 0.0338 + (0.0398 − 0.0338)·θ/50 between 0 and 50 °C, then the next segment
    const m = l.meanTemperature;
    const expected = m <= 50 ? 0.0338 + (0.006 * m) / 50 : 0.0398 + (0.0065 * (m - 50)) / 50;
    expect(l.conductivity).toBeCloseTo(expected, 9);
  });
  it('compares with the bare pipe and gives annual figures', () => {
    expect(r.bare.heatFlowTotal).toBeGreaterThan(r.heatFlowTotal);
    expect(r.annual.energyLoss).toBeCloseTo((r.heatFlowTotal * 8760) / 1000, 6);
    expect(r.annual.cost).toBeCloseTo(r.annual.energy * 0.15, 6);
    expect(r.annual.co2).toBeCloseTo((r.annual.energy * 202) / 1000, 6);
    expect(r.annual.energySaving).toBeCloseTo(((r.bare.heatFlowTotal - r.heatFlowTotal) * 8760) / 1000, 6);
    expect(r.annual.costSaving).toBeCloseTo(r.annual.energySaving * 0.15, 6);
    expect(r.annual.co2Saving).toBeCloseTo((r.annual.energySaving * 202) / 1000, 6);
  });
  it('leaves the sections that do not apply null', () => {
    expect(r.freezing).toBeNull();
    expect(r.flowingMedium).toBeNull();
    expect(r.staticMedium).toBeNull();
    expect(r.condensation).toBeNull();
    expect(r.requiredThickness).toBeNull();
    expect(r.exactThickness).toBeNull();
    expect(r.table).toBeNull();
  });
  it('heatDissipation multiplies the annual energy', () => {
    const r2 = ok(calculate(makeInput({ equipmentDetails: { heatDissipation: 2 } })));
    expect(r2.annual.energy).toBeCloseTo(2 * r.annual.energy, 6);
  });
  it('accepts an empty insulationInfo object as bare', () => {
    const b = ok(calculate(makeInput({ insulationInfo: {} })));
    expect(b.layers).toEqual([]);
    expect(b.heatFlowTotal).toBeCloseTo(r.bare.heatFlowTotal, 6);
  });
});

describe('orientation, location and wind', () => {
  const base = ok(calculate(makeInput()));
  it('a vertical pipe uses the vertical-surface row (different coefficient)', () => {
    const v = ok(calculate(makeInput({ orientation: Orientation.Vertical })));
    expect(v.surfaceCoefficient.convective).not.toBeCloseTo(base.surfaceCoefficient.convective, 3);
  });
  it('wind outside raises the convective coefficient and lowers the surface temperature', () => {
    const w = ok(calculate(makeInput({ ambientConditions: { ambientLocation: 2, ambientWind: 5 } })));
    expect(w.surfaceCoefficient.convective).toBeGreaterThan(base.surfaceCoefficient.convective * 2);
    expect(w.surfaceTemperature).toBeLessThan(base.surfaceTemperature);
  });
  it('wind is ignored inside', () => {
    const i = ok(calculate(makeInput({ ambientConditions: { ambientLocation: 1, ambientWind: 5 } })));
    expect(i.heatFlowTotal).toBeCloseTo(base.heatFlowTotal, 9);
  });
});

describe('two layers', () => {
  const r = ok(
    calculate(
      makeInput({
        mediumDetails: { mediumTemperature: 200 },
        insulationInfo: [
          { insulationProductId: 101, insulationThickness: 50, insulationPosition: 1 },
          { insulationProductId: 103, insulationThickness: 30, insulationPosition: 2 },
        ],
      }),
    ),
  );
  it('layers are contiguous and the flow through each layer is equal', () => {
    const [a, b] = r.layers;
    expect(a!.outerTemperature).toBeCloseTo(b!.innerTemperature, 9);
    const qa =
      (2 * Math.PI * a!.conductivity * (a!.innerTemperature - a!.outerTemperature)) /
      Math.log(a!.outerDiameter! / 60.3);
    const qb =
      (2 * Math.PI * b!.conductivity * (b!.innerTemperature - b!.outerTemperature)) /
      Math.log(b!.outerDiameter! / a!.outerDiameter!);
    expect(qa).toBeCloseTo(r.heatFlowPerMetre!, 4);
    expect(qb).toBeCloseTo(r.heatFlowPerMetre!, 4);
  });
  it('checks the outer product against its inner face temperature', () => {
    const out = calculate(
      makeInput({
        mediumDetails: { mediumTemperature: 250 },
        insulationInfo: [
          { insulationProductId: 101, insulationThickness: 20, insulationPosition: 1 },
          { insulationProductId: 102, insulationThickness: 25, insulationPosition: 2 },
        ],
      }),
    );
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.errors[0]!.key).toBe('Thermal_Error_ProductTemperatureRange');
      expect(out.errors[0]!.path).toBe('calculation.insulationInfo.1.insulationProductId');
    }
  });
});

describe('walls', () => {
  it('heat flow density per m² and total over length × width', () => {
    const r = ok(calculate(wall()));
    expect(r.heatFlowPerMetre).toBeNull();
    expect(r.heatFlowTotal).toBeCloseTo(r.heatFlowDensity * 2, 9);
    expect(r.layers[0]!.outerDiameter).toBeNull();
  });
  it('a horizontal wall needs a position; Top loses more than Bottom (stronger convection)', () => {
    const missing = calculate(wall({ orientation: Orientation.Horizontal }));
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.errors[0]!.path).toBe('calculation.position');
    const top = ok(calculate(wall({ orientation: Orientation.Horizontal, position: Position.Top })));
    const bottom = ok(calculate(wall({ orientation: Orientation.Horizontal, position: Position.Bottom })));
    expect(top.surfaceCoefficient.convective).toBeGreaterThan(bottom.surfaceCoefficient.convective);
    expect(top.heatFlowDensity).toBeGreaterThan(bottom.heatFlowDensity);
  });
});

describe('ducts, vessels and tanks', () => {
  const duct = (extra: Record<string, unknown> = {}) =>
    makeInput({
      equipment: Equipment.Duct,
      equipmentDetails: { width: 800, height: 400, length: 10, wallThickness: 0.75 },
      mediumDetails: { mediumTemperature: 40 },
      insulationInfo: slab(),
      ...extra,
    });
  it('duct: per metre over the outer perimeter P_in + 8d', () => {
    const r = ok(calculate(duct()));
    const pOut = 2 * (0.8 + 0.4) + 8 * 0.05;
    expect(r.heatFlowDensity).toBeCloseTo(r.heatFlowPerMetre! / pOut, 9);
    expect(r.heatFlowTotal).toBeCloseTo(r.heatFlowPerMetre! * 10, 9);
  });
  it('vessel: shell plus two ends', () => {
    const vessel = makeInput({
      equipment: Equipment.Vessel,
      equipmentDetails: { diameter: 2000, length: 5000, wallThickness: 3.6 },
      insulationInfo: slab(80),
    });
    const r = ok(calculate(vessel));
    expect(r.heatFlowPerMetre).toBeNull();
    // the total exceeds the shell alone: compare with a pipe of the same size
    const shellOnly = ok(
      calculate(
        makeInput({
          equipmentDetails: { diameter: 2000, length: 5, wallThickness: 3.6 },
          insulationInfo: slab(80),
        }),
      ),
    );
    expect(r.heatFlowTotal).toBeGreaterThan(shellOnly.heatFlowTotal);
    expect(r.heatFlowTotal).toBeLessThan(shellOnly.heatFlowTotal * 1.5);
  });
  it('tank, vertical: uses height; static medium by end time and by end temperature agree', () => {
    const tank = (ct: Record<string, unknown>, md: Record<string, unknown>) =>
      makeInput({
        equipment: Equipment.Tank,
        orientation: Orientation.Vertical,
        equipmentDetails: { diameter: 2000, height: 5000, wallThickness: 3.6 },
        calculationTypes: { calculationType: CalculationType.StaticMedium, ...ct },
        mediumDetails: { fillLevel: 0.8, ...md },
        insulationInfo: slab(80),
      });
    const byTime = ok(
      calculate(tank({ insulationTimeOrTemperatureType: TimeOrTemperature.ByEndTime }, { coolingTime: 48 })),
    );
    expect(byTime.staticMedium!.endTemperature).toBeLessThan(100);
    expect(byTime.staticMedium!.endTemperature).toBeGreaterThan(10);
    const byTemp = ok(
      calculate(
        tank(
          { insulationTimeOrTemperatureType: TimeOrTemperature.ByEndTemperature },
          { endTemperature: byTime.staticMedium!.endTemperature },
        ),
      ),
    );
    expect(byTemp.staticMedium!.coolingTime).toBeCloseTo(48, 4);
  });
});

describe('transient calculation types', () => {
  it('flowing medium: energy balance ṁ·c_p·ΔT ≈ heat flow over the length', () => {
    const r = ok(
      calculate(
        makeInput({
          calculationTypes: { calculationType: CalculationType.FlowingMedium },
          equipmentDetails: { length: 200 },
          mediumDetails: { inletTemperature: 90, mediumVelocity: 0.2 },
        }),
      ),
    );
    const f = r.flowingMedium!;
    const di = 0.0603 - 2 * 0.0036;
    expect(f.massFlow).toBeCloseTo(1000 * 0.2 * ((Math.PI * di * di) / 4), 9);
    expect(f.temperatureChange).toBeLessThan(0);
    expect(-f.temperatureChange * f.massFlow * 4186).toBeCloseTo(r.heatFlowTotal, -1);
  });
  it('freezing: both times, the second longer', () => {
    const r = ok(
      calculate(
        makeInput({
          calculationTypes: { calculationType: CalculationType.Freezing },
          ambientConditions: { ambientTemperature: -15 },
          mediumDetails: { mediumTemperature: 10, mediumFrozenPercentage: 50 },
          insulationInfo: [{ insulationProductId: 102, insulationThickness: 19, insulationPosition: 1 }],
        }),
      ),
    );
    expect(r.freezing!.timeToFreezingPoint).toBeGreaterThan(0);
    expect(r.freezing!.timeToFrozenPercentage).toBeGreaterThan(r.freezing!.timeToFreezingPoint);
  });
  it('condensation: dew point, margin and risk', () => {
    const input = (thickness: number) =>
      makeInput({
        calculationTypes: { calculationType: CalculationType.Condensation },
        ambientConditions: { ambientTemperature: 25 },
        mediumDetails: { mediumTemperature: 5, relativeHumidity: 0.7 },
        insulationInfo: [{ insulationProductId: 102, insulationThickness: thickness, insulationPosition: 1 }],
      });
    const thin = ok(calculate(input(9)));
    const thick = ok(calculate(input(50)));
    expect(thin.condensation!.dewPoint).toBeCloseTo(dewPoint(25, 0.7), 12);
    expect(thin.condensation!.surfaceTemperatureMargin).toBeCloseTo(
      thin.surfaceTemperature - thin.condensation!.dewPoint,
      12,
    );
    expect(thin.condensation!.condensationRisk).toBe(thin.condensation!.surfaceTemperatureMargin < 0);
    expect(thick.condensation!.surfaceTemperatureMargin).toBeGreaterThan(
      thin.condensation!.surfaceTemperatureMargin,
    );
    expect(thick.condensation!.condensationRisk).toBe(false);
  });
});

describe('CalculateThickness', () => {
  const calc = (
    md: Record<string, unknown>,
    ct: Record<string, unknown> = {},
    extra: Record<string, unknown> = {},
  ) =>
    calculate(
      makeInput({
        calculationTypes: { insulationThicknessType: ThicknessType.CalculateThickness, ...ct },
        mediumDetails: md,
        ...extra,
      }),
    );

  it('heat loss: the first available thickness meeting the maximum, and the exact value below it', () => {
    const r = ok(calc({ heatFlowDensity: 20 }));
    expect(r.requiredThickness).toBe(60);
    expect(r.exactThickness!).toBeGreaterThan(50);
    expect(r.exactThickness!).toBeLessThanOrEqual(60);
    expect(r.heatFlowPerMetre!).toBeLessThanOrEqual(20);
    expect(r.meetsRequirement).toBe(true);
    expect(r.layers[0]!.thickness).toBe(60);
    // at the exact thickness the heat flow is the target
    const atExact = ok(
      calculate(
        makeInput({
          mediumDetails: { heatFlowDensity: 20 },
          insulationInfo: [
            { insulationProductId: 101, insulationThickness: r.exactThickness, insulationPosition: 1 },
          ],
        }),
      ),
    );
    expect(atExact.heatFlowPerMetre!).toBeCloseTo(20, 3);
  });
  it('surface temperature target', () => {
    const r = ok(
      calc(
        { mediumTemperature: 250, surfaceTemperature: 40 },
        { calculationType: CalculationType.SurfaceTemperature },
      ),
    );
    expect(r.surfaceTemperature).toBeLessThanOrEqual(40);
    expect(r.requiredThickness).toBe(50);
  });
  it('insulation class target (EN 12828)', () => {
    const r = ok(calc({ insulationClass: 5 }));
    expect(r.insulationClass!.class).toBeGreaterThanOrEqual(5);
  });
  it('condensation: the smallest thickness without condensation', () => {
    const r = ok(
      calc(
        { mediumTemperature: 5, relativeHumidity: 0.7 },
        { calculationType: CalculationType.Condensation },
        {
          ambientConditions: { ambientTemperature: 25 },
          insulationInfo: [{ insulationProductId: 102, insulationPosition: 1 }],
        },
      ),
    );
    expect(r.condensation!.condensationRisk).toBe(false);
    expect(r.requiredThickness).not.toBeNull();
  });
  it('freezing time target', () => {
    const r = ok(
      calc(
        { mediumTemperature: 10, freezingTime: 12, mediumFrozenPercentage: 25 },
        { calculationType: CalculationType.Freezing },
        {
          ambientConditions: { ambientTemperature: -20 },
          insulationInfo: [{ insulationProductId: 102, insulationPosition: 1 }],
        },
      ),
    );
    expect(r.freezing!.timeToFrozenPercentage).toBeGreaterThanOrEqual(12);
  });
  it('flowing medium end temperature target', () => {
    const r = ok(
      calc(
        { inletTemperature: 90, endTemperature: 89, mediumVelocity: 0.5 },
        { calculationType: CalculationType.FlowingMedium },
        { equipmentDetails: { length: 300 } },
      ),
    );
    expect(r.flowingMedium!.endTemperature).toBeGreaterThanOrEqual(89);
  });
  it('static medium: time to the end temperature at least the cooling time', () => {
    const r = ok(
      calc(
        { endTemperature: 60, coolingTime: 6 },
        { calculationType: CalculationType.StaticMedium },
        { equipmentDetails: { diameter: 219.1, wallThickness: 6.3 } },
      ),
    );
    expect(r.staticMedium).not.toBeNull();
  });
  it('names the best reachable value when no thickness suffices', () => {
    const out = calc({ heatFlowDensity: 2 });
    expect(out.ok).toBe(false);
    if (!out.ok) {
      const e = out.errors[0]!;
      expect(e.key).toBe('Thermal_Error_TargetNotReachable');
      expect(e.path).toBe('calculation.mediumDetails.heatFlowDensity');
      expect(e.values.thickness).toBe(120);
      expect(typeof e.values.best).toBe('number');
      expect(e.message).toContain('120 mm');
    }
  });
});

describe('insulation classes', () => {
  it('CalculateInsulationClass under EN 12828 with a target', () => {
    const r = ok(
      calculate(
        makeInput({
          calculationTypes: { insulationThicknessType: ThicknessType.CalculateInsulationClass },
          mediumDetails: { insulationClass: 3 },
        }),
      ),
    );
    expect(r.insulationClass!.standard).toBe(Standard.EN12828);
    expect(r.insulationClass!.provisional).toBe(false);
    expect(r.meetsRequirement).toBe(r.insulationClass!.class !== null && r.insulationClass!.class >= 3);
    expect(r.insulationClass!.transmittance).toBeCloseTo(r.heatFlowPerMetre! / 90, 9);
  });
  it('EN 17956 is marked provisional and gives a letter', () => {
    const r = ok(
      calculate(
        makeInput({
          calculationTypes: {
            insulationThicknessType: ThicknessType.CalculateInsulationClass,
            standardType: Standard.EN17956,
          },
        }),
      ),
    );
    expect(r.insulationClass!.provisional).toBe(true);
    expect(r.insulationClass!.label).toMatch(/^[A-G]$/);
  });
  it('EN 12828 has no classes for walls', () => {
    const out = calculate(
      wall({
        calculationTypes: {
          insulationThicknessType: ThicknessType.CalculateInsulationClass,
          standardType: Standard.EN12828,
        },
      }),
    );
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]!.key).toBe('Thermal_Error_ClassNotApplicable');
  });
});

describe('thermal bridges', () => {
  it('adds quantity·λ·A/d·ΔT per metre', () => {
    const input = {
      ...makeInput({
        subconstruction: {
          subconstructionEnabled: true,
          thermalBridgeId: 7,
          thermalConductivity: 50,
          bridgeQuantity: 2,
        },
      }),
      subconstructionTypes: [{ id: 7, name: 'clamp', crossSection: 20 }],
    };
    const r = ok(calculate(input));
    const plain = ok(calculate(makeInput()));
    const expected = ((2 * 50 * 20e-6) / 0.04) * 90 * 5;
    expect(r.thermalBridgeHeatFlow).toBeCloseTo(expected, 9);
    expect(r.heatFlowTotal).toBeCloseTo(plain.heatFlowTotal + expected, 9);
    expect(r.surfaceTemperature).toBeCloseTo(plain.surfaceTemperature, 9);
  });
  it('uses the type conductivity when the calculation gives none', () => {
    const input = {
      ...makeInput({
        subconstruction: {
          subconstructionEnabled: true,
          thermalBridgeId: 7,
          thermalConductivity: null,
          bridgeQuantity: 1,
        },
      }),
      subconstructionTypes: [{ id: 7, name: 'clamp', crossSection: 20, thermalConductivity: 15 }],
    };
    expect(ok(calculate(input)).thermalBridgeHeatFlow).toBeCloseTo(((15 * 20e-6) / 0.04) * 90 * 5, 9);
  });
});

describe('allDiameter', () => {
  it('repeats the calculation over the steel table DN15–DN600', () => {
    const r = ok(
      calculate(
        makeInput({ equipmentDetails: { allDiameter: true, fromNominalSize: 15, toNominalSize: 600 } }),
      ),
    );
    expect(r.table).toHaveLength(SIZE_TABLES[1].sizes.length);
    const rows = r.table!;
    expect(rows[0]!.nominalSize).toBe(15);
    expect(rows[0]!.diameter).toBe(21.3);
    expect(rows.at(-1)!.nominalSize).toBe(600);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.result!.heatFlowPerMetre!).toBeGreaterThan(rows[i - 1]!.result!.heatFlowPerMetre!);
    }
  });
  it('uses the copper table (EN 1057) and a partial range', () => {
    const r = ok(
      calculate(
        makeInput({
          material: 3,
          equipmentDetails: {
            allDiameter: true,
            fromNominalSize: 12,
            toNominalSize: 54,
            diameter: 22,
            wallThickness: 1,
          },
        }),
      ),
    );
    expect(r.table!.map((row) => row.nominalSize)).toEqual([12, 14, 15, 16, 18, 22, 28, 35, 42, 54]);
  });
  it('reports per-row errors without failing the whole calculation', () => {
    const r = ok(
      calculate(
        makeInput({
          calculationTypes: { insulationThicknessType: ThicknessType.CalculateThickness },
          mediumDetails: { heatFlowDensity: 15 },
          equipmentDetails: { allDiameter: true, fromNominalSize: 15, toNominalSize: 600 },
          insulationInfo: [{ insulationProductId: 101, insulationPosition: 1 }],
        }),
      ),
    );
    const small = r.table!.find((row) => row.nominalSize === 15)!;
    const big = r.table!.find((row) => row.nominalSize === 600)!;
    expect(small.ok).toBe(true);
    expect(small.result!.requiredThickness).not.toBeNull();
    expect(big.ok).toBe(false);
    expect(big.errors![0]!.key).toBe('Thermal_Error_TargetNotReachable');
  });
  it('an empty range is an error', () => {
    const out = calculate(
      makeInput({ equipmentDetails: { allDiameter: true, fromNominalSize: 700, toNominalSize: 800 } }),
    );
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]!.key).toBe('Thermal_Error_SizeRange');
  });
});

describe('every equipment kind, both orientations, inside and outside with wind', () => {
  const geometry: Record<number, Record<string, unknown>> = {
    1: { diameter: 114.3, length: 10, wallThickness: 3.6 },
    2: { length: 2000, width: 1500, wallThickness: 0.75 },
    3: { diameter: 1500, length: 4000, wallThickness: 5 },
    4: { width: 600, height: 400, length: 10, wallThickness: 0.75 },
    5: { diameter: 2000, height: 5000, wallThickness: 5 },
  };
  for (const equipment of [1, 2, 3, 4, 5]) {
    for (const orientation of [1, 2]) {
      it(`equipment ${equipment}, orientation ${orientation}`, () => {
        const run = (ambient: Record<string, unknown>) =>
          ok(
            calculate(
              makeInput({
                equipment,
                orientation,
                position: 1,
                equipmentDetails: geometry[equipment]!,
                ambientConditions: ambient,
                insulationInfo: slab(60),
              }),
            ),
          );
        const inside = run({ ambientLocation: 1, ambientTemperature: 10, ambientWind: 0 });
        const still = run({ ambientLocation: 2, ambientTemperature: 10, ambientWind: 0 });
        const windy = run({ ambientLocation: 2, ambientTemperature: 10, ambientWind: 5 });
        expect(still.heatFlowTotal).toBeCloseTo(inside.heatFlowTotal, 9);
        for (const r of [inside, windy]) {
          expect(r.heatFlowTotal).toBeGreaterThan(0);
          expect(r.heatFlowTotal).toBeLessThan(r.bare.heatFlowTotal);
          expect(r.surfaceTemperature).toBeGreaterThan(10);
          expect(r.surfaceTemperature).toBeLessThan(100);
          expect(r.heatFlowPerMetre === null).toBe(equipment === 2 || equipment === 3 || equipment === 5);
        }
        expect(windy.surfaceCoefficient.convective).toBeGreaterThan(inside.surfaceCoefficient.convective);
        expect(windy.heatFlowTotal).toBeGreaterThan(inside.heatFlowTotal);
      });
    }
  }
});

describe('class targets the standard cannot judge', () => {
  const vessel = (thicknessType: number) =>
    calculate(
      makeInput({
        equipment: Equipment.Vessel,
        equipmentDetails: { diameter: 2000, length: 5000 },
        calculationTypes: { insulationThicknessType: thicknessType, standardType: Standard.EN12828 },
        mediumDetails: { insulationClass: 4 },
        insulationInfo: slab(80),
      }),
    );
  it('are ignored when checking a thickness', () => {
    const r = ok(vessel(ThicknessType.CheckThickness));
    expect(r.insulationClass).toBeNull();
    expect(r.meetsRequirement).toBeNull();
  });
  it('are an error when they drive CalculateThickness', () => {
    const out = vessel(ThicknessType.CalculateThickness);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]!.key).toBe('Thermal_Error_ClassNotApplicable');
  });
});

describe('the insulated surface: cladding or the insulation’s own surface', () => {
  // the catalogue's elastomeric tube (apps/server/seed/products, FEF_TUBE) with its skin's ε
  const FEF: ProductInput = {
    id: 7,
    name: 'Elastomeric tube',
    conductivity: [
      [-40, 0.031],
      [-20, 0.033],
      [0, 0.035],
      [20, 0.037],
      [40, 0.039],
      [60, 0.041],
    ],
    minTemperature: -50,
    maxTemperature: 105,
    thicknesses: [9, 13, 19, 25, 32, 40, 50],
    surfaceEmissivity: 0.93,
  };
  /** DN50 chilled-water line, 6 °C, room at 25 °C and 80 % (dew point 21.3 °C), still air. */
  const chilled = (surface: Record<string, unknown>, product: ProductInput = FEF) =>
    calculate(
      makeInput(
        {
          calculationTypes: { calculationType: CalculationType.Condensation, insulationThicknessType: 1 },
          equipmentDetails: { diameter: 60.3, wallThickness: 2.9 },
          mediumDetails: { mediumTemperature: 6, relativeHumidity: 0.8 },
          ambientConditions: { ambientLocation: 1, ambientTemperature: 25, ambientWind: 0 },
          insulationInfo: [{ insulationProductId: 7, insulationThickness: 0, insulationPosition: 1 }],
          surface,
        },
        [product],
      ),
    );
  it('no cladding: the elastomer skin (ε 0.93) is the surface, and the condensation case needs ≤ 25 mm', () => {
    const r = ok(chilled({ surfaceMaterialId: null, surfaceEmissivity: 0.05 }));
    expect(r.emissivity).toEqual({ value: 0.93, source: 'insulation' });
    expect(r.requiredThickness).toBeLessThanOrEqual(25);
    expect(r.requiredThickness).toBe(19);
    expect(r.condensation!.condensationRisk).toBe(false);
  });
  it('a cladding overrides the insulation’s surface (bright aluminium needs far more)', () => {
    const r = ok(chilled({ surfaceMaterialId: 1, surfaceEmissivity: 0.05 }));
    expect(r.emissivity).toEqual({ value: 0.05, source: 'cladding' });
    expect(r.requiredThickness).toBe(40);
  });
  it('a product without a stated surface emissivity falls back to surface.surfaceEmissivity', () => {
    const { surfaceEmissivity: _, ...plain } = FEF;
    const r = ok(chilled({ surfaceMaterialId: null, surfaceEmissivity: 0.9 }, plain));
    // No cladding is chosen: the entered value is the surface's, not a cladding's.
    expect(r.emissivity).toEqual({ value: 0.9, source: 'surface' });
  });
  it('the outer of two layers gives the surface', () => {
    const r = ok(
      calculate(
        makeInput(
          {
            insulationInfo: [
              { insulationProductId: 101, insulationThickness: 40, insulationPosition: 1 },
              { insulationProductId: 7, insulationThickness: 13, insulationPosition: 2 },
            ],
            surface: { surfaceMaterialId: null, surfaceEmissivity: 0.05 },
          },
          [MINERAL_WOOL, FEF],
        ),
      ),
    );
    expect(r.emissivity.value).toBe(0.93);
  });
});

describe('vessels and tanks by part', () => {
  const tank = (patch: Record<string, Record<string, unknown> | unknown[] | number>) =>
    ok(
      calculate(
        makeInput({
          equipment: Equipment.Tank,
          orientation: Orientation.Vertical,
          ambientConditions: { ambientLocation: 2, ambientTemperature: 10, ambientWind: 2 },
          insulationInfo: slab(80),
          ...patch,
          equipmentDetails: {
            diameter: 3000,
            height: 6000,
            wallThickness: 6,
            ...(patch.equipmentDetails as Record<string, unknown> | undefined),
          },
        }),
      ),
    );
  const sumOfParts = (r: ThermalResult) =>
    r.parts.reduce((a, p) => a + p.heatFlow, 0) + r.thermalBridgeHeatFlow;

  it('a vertical tank 60 % full on its foundation: wetted and unwetted shell, roof, bottom; parts add up', () => {
    const r = tank({
      mediumDetails: { mediumTemperature: 60, fillLevel: 0.6 },
      equipmentDetails: { tankBottom: 2 },
    });
    expect(r.parts.map((p) => p.part)).toEqual(['shellWetted', 'shellUnwetted', 'roof', 'bottom']);
    expect(sumOfParts(r)).toBeCloseTo(r.heatFlowTotal, 9);
    const area = r.parts.reduce((a, p) => a + p.area, 0);
    expect(r.heatFlowDensity).toBeCloseTo(r.heatFlowTotal / area, 9);
    const [wet, dry, roof, bottom] = r.parts;
    expect(wet!.wetted && !dry!.wetted && !roof!.wetted && bottom!.wetted).toBe(true);
    // the gas space's inner film: the unwetted shell loses less per m² than the wetted one
    expect(dry!.heatFlowDensity).toBeLessThan(wet!.heatFlowDensity);
    expect(wet!.area / dry!.area).toBeCloseTo(0.6 / 0.4, 6);
    expect(bottom!.exposed).toBe(false);
    expect(bottom!.surfaceCoefficient.radiative).toBe(0);
    // one surface temperature: the warmest part facing the air, named
    expect(r.surfaceTemperatureDefinition).toBe('warmest');
    const exposed = r.parts.filter((p) => p.exposed);
    const warmest = exposed.reduce((a, p) => (p.surfaceTemperature > a.surfaceTemperature ? p : a));
    expect(r.surfaceTemperaturePart).toBe(warmest.part);
    expect(r.surfaceTemperature).toBe(warmest.surfaceTemperature);
    // the layer line is the wetted shell's and ends at its surface
    expect(r.layers[0]!.outerTemperature).toBeCloseTo(wet!.surfaceTemperature, 6);
  });
  it('a full tank with an exposed bottom has no unwetted part; the roof is wetted', () => {
    const r = tank({ mediumDetails: { mediumTemperature: 60, fillLevel: 1 } });
    expect(r.parts.map((p) => p.part)).toEqual(['shellWetted', 'roof', 'bottom']);
    expect(r.parts.every((p) => p.wetted && p.exposed)).toBe(true);
    expect(sumOfParts(r)).toBeCloseTo(r.heatFlowTotal, 9);
  });
  it('a cold tank: the surface temperature is the coldest part, and the heat flow is a gain', () => {
    const r = tank({
      mediumDetails: { mediumTemperature: -20, fillLevel: 0.5 },
      insulationInfo: [{ insulationProductId: 102, insulationThickness: 50, insulationPosition: 1 }],
    });
    expect(r.surfaceTemperatureDefinition).toBe('coldest');
    const coldest = Math.min(...r.parts.map((p) => p.surfaceTemperature));
    expect(r.surfaceTemperature).toBe(coldest);
    expect(r.heatFlow.direction).toBe('gain');
    expect(r.heatFlow.total).toBeCloseTo(-r.heatFlowTotal, 9);
    expect(sumOfParts(r)).toBeCloseTo(r.heatFlowTotal, 9);
  });
  it('a horizontal vessel half full: half of the shell perimeter and of the ends are wetted', () => {
    const r = ok(
      calculate(
        makeInput({
          equipment: Equipment.Vessel,
          orientation: Orientation.Horizontal,
          equipmentDetails: { diameter: 2000, length: 5000, wallThickness: 8 },
          mediumDetails: { mediumTemperature: 90, fillLevel: 0.5 },
          insulationInfo: slab(60),
        }),
      ),
    );
    expect(r.parts.map((p) => p.part)).toEqual([
      'shellWetted',
      'shellUnwetted',
      'endsWetted',
      'endsUnwetted',
    ]);
    expect(r.parts[0]!.area).toBeCloseTo(r.parts[1]!.area, 6);
    expect(r.parts[2]!.area).toBeCloseTo(r.parts[3]!.area, 6);
    expect(sumOfParts(r)).toBeCloseTo(r.heatFlowTotal, 9);
  });
  it('pipes, walls and ducts are one part', () => {
    const r = ok(calculate(makeInput()));
    expect(r.parts).toHaveLength(1);
    expect(r.parts[0]!.part).toBe('pipe');
    expect(r.parts[0]!.heatFlow + r.thermalBridgeHeatFlow).toBeCloseTo(r.heatFlowTotal, 9);
  });
  it('an unknown bottom kind is a typed error', () => {
    const out = calculate(
      makeInput({
        equipment: Equipment.Tank,
        orientation: Orientation.Vertical,
        equipmentDetails: { diameter: 3000, height: 6000, tankBottom: 7 },
      }),
    );
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors[0]!.key).toBe('Thermal_Error_InvalidEnum');
  });
});

describe('heat flow direction and the figures each calculation type uses', () => {
  it('a hot pipe loses heat: positive magnitude, direction loss, energy lost, cost and CO2 for HeatLoss', () => {
    const r = ok(calculate(makeInput()));
    expect(r.heatFlow).toEqual({
      direction: 'loss',
      total: r.heatFlowTotal,
      perMetre: r.heatFlowPerMetre,
      density: r.heatFlowDensity,
    });
    expect(r.annual.direction).toBe('lost');
    expect(r.annual.energyLoss).toBe(r.annual.energy);
    expect('energyGain' in r.annual).toBe(false);
    expect(typeof r.annual.cost).toBe('number');
    expect(typeof r.annual.co2).toBe('number');
  });
  it('a cold pipe gains heat: magnitudes ≥ 0, direction gain, energy gained', () => {
    const r = ok(
      calculate(
        makeInput({
          mediumDetails: { mediumTemperature: -10 },
          ambientConditions: { ambientTemperature: 25 },
          insulationInfo: [{ insulationProductId: 102, insulationThickness: 25, insulationPosition: 1 }],
        }),
      ),
    );
    expect(r.heatFlowTotal).toBeLessThan(0);
    expect(r.heatFlow.direction).toBe('gain');
    expect(r.heatFlow.total).toBeCloseTo(-r.heatFlowTotal, 12);
    expect(r.heatFlow.perMetre!).toBeGreaterThan(0);
    expect(r.annual.direction).toBe('gained');
    expect(r.annual.energyGain).toBe(r.annual.energy);
    expect('energyLoss' in r.annual).toBe(false);
  });
  it('cost and CO2 are absent (not zero) where the calculation type does not use them, and their inputs are not read', () => {
    for (const calculationType of [
      CalculationType.SurfaceTemperature,
      CalculationType.Condensation,
      CalculationType.Freezing,
    ]) {
      const r = ok(
        calculate(
          makeInput({
            calculationTypes: { calculationType },
            mediumDetails: { mediumTemperature: calculationType === CalculationType.Freezing ? 10 : 100 },
            ambientConditions: {
              ambientTemperature: calculationType === CalculationType.Freezing ? -10 : 10,
            },
            operatingConditions: { price: null, co2EmissionFactor: null },
          }),
        ),
      );
      for (const key of ['cost', 'co2', 'costSaving', 'co2Saving'])
        expect(key in r.annual, `${calculationType} ${key}`).toBe(false);
      expect(r.annual.energy).toBeGreaterThan(0);
    }
  });
  it('a heat-loss calculation still requires the price and the CO2 factor', () => {
    const out = calculate(makeInput({ operatingConditions: { price: null } }));
    expect(out.ok).toBe(false);
  });
});

describe('economic thickness (VDI 2055-1)', () => {
  const priced: ProductInput = {
    ...MINERAL_WOOL,
    prices: [
      [20, 9],
      [30, 12],
      [40, 15],
      [50, 18],
      [60, 21],
      [80, 27],
      [100, 33],
      [120, 40],
    ],
  };
  const economics = { serviceLife: 15, interestRate: 0.05, energyPriceIncrease: 0.03, installationCost: 40 };
  const run = (patch: Record<string, Record<string, unknown>> = {}, product = priced) =>
    calculate(
      makeInput(
        {
          equipmentDetails: { diameter: 114.3, wallThickness: 3.6, length: 100 },
          mediumDetails: { mediumTemperature: 150 },
          ...patch,
          operatingConditions: {
            operatingHours: 8000,
            price: 0.08,
            ...economics,
            ...patch.operatingConditions,
          },
        },
        [product],
      ),
    );
  it('annuity and price-dynamic factors', () => {
    expect(annuityFactor(0.05, 20)).toBeCloseTo(0.0802426, 7);
    expect(annuityFactor(0, 10)).toBe(0.1);
    // constant prices: b = 1; r = i: b = a·n/(1 + i)
    expect(priceDynamicFactor(0.05, 0, 15)).toBeCloseTo(1, 12);
    expect(priceDynamicFactor(0.04, 0.04, 10)).toBeCloseTo((annuityFactor(0.04, 10) * 10) / 1.04, 12);
    expect(priceDynamicFactor(0.05, 0.03, 15)).toBeGreaterThan(1);
  });
  it('payback time: discounted, linear within the year; null when never', () => {
    expect(paybackTime(100, 100, 0, 0)).toBeCloseTo(1, 12);
    expect(paybackTime(150, 100, 0, 0)).toBeCloseTo(1.5, 12);
    expect(paybackTime(100, 100, 0.1, 0)).toBeGreaterThan(1);
    expect(paybackTime(100, 0, 0.05, 0)).toBeNull();
    expect(paybackTime(0, 10, 0.05, 0)).toBe(0);
  });
  it('the lowest total cost of the table; every row is capital + energy cost', () => {
    const r = ok(run());
    const e = r.economic!;
    expect(e.table.map((row) => row.thickness)).toEqual([0, 20, 30, 40, 50, 60, 80, 100, 120]);
    for (const row of e.table) {
      expect(row.totalCost).toBeCloseTo(row.capitalCost + row.energyCost, 9);
      expect(row.capitalCost).toBeCloseTo(row.investment * e.annuityFactor, 9);
      expect(row.energyCost).toBeCloseTo(((row.heatFlow * 8000) / 1000) * 0.08 * e.priceDynamicFactor, 6);
    }
    const min = Math.min(...e.table.map((row) => row.totalCost));
    expect(e.totalCost).toBe(min);
    expect(e.table.find((row) => row.totalCost === min)!.thickness).toBe(e.economicThickness);
    expect(e.economicThickness).toBeGreaterThan(0);
    expect(e.paybackTime!).toBeGreaterThan(0);
    expect(e.paybackTime!).toBeLessThan(e.serviceLife);
  });
  it('prices per metre of pipe (the catalogue says so): material = price × pipe length', () => {
    const perMetre = ok(run({}, { ...priced, priceBasis: 'm' })).economic!;
    // The installation alone: the same product at price 0 (per m² of outer surface, either basis).
    const free = { ...priced, prices: priced.prices!.map(([t]): [number, number] => [t, 0]) };
    const installation = ok(run({}, free)).economic!;
    for (const row of perMetre.table.slice(1)) {
      const price = priced.prices!.find(([t]) => t === row.thickness)![1];
      const only = installation.table.find((r) => r.thickness === row.thickness)!;
      // 100 m of pipe: 40 mm at 15 per metre is 1,500 of material.
      expect(row.investment).toBeCloseTo(price * 100 + only.investment, 6);
    }
    // Per m² (the default) is another figure: the mid-layer area of 100 m of pipe, not 100.
    const perArea = ok(run()).economic!.table.find((r) => r.thickness === 40)!;
    expect(perArea.investment).not.toBeCloseTo(perMetre.table.find((r) => r.thickness === 40)!.investment, 0);
  });
  it('a price per metre on a wall or tank names what is missing instead of a wrong figure', () => {
    const wall = ok(
      run(
        {
          equipment: 2,
          orientation: 2,
          equipmentDetails: { length: 2000, width: 1500, wallThickness: 0.75 },
        } as unknown as Record<string, Record<string, unknown>>,
        { ...priced, priceBasis: 'm' },
      ),
    );
    expect(wall.economic).toBeNull();
    expect(wall.economicMissing?.map((e) => e.key)).toEqual(['Thermal_Error_PricesPerMetre']);
  });
  it('dearer insulation or cheaper energy gives a thinner economic thickness', () => {
    const base = ok(run()).economic!.economicThickness;
    const cheapEnergy = ok(run({ operatingConditions: { price: 0.01 } })).economic!.economicThickness;
    const dear = ok(run({ operatingConditions: { installationCost: 2000 } })).economic!.economicThickness;
    expect(cheapEnergy).toBeLessThan(base);
    expect(dear).toBeLessThanOrEqual(base);
  });
  it('absent without a service life, and in other calculation types', () => {
    expect(ok(run({ operatingConditions: { serviceLife: null } })).economic).toBeNull();
    expect(
      ok(run({ calculationTypes: { calculationType: CalculationType.SurfaceTemperature } })).economic,
    ).toBeNull();
  });
  it('what the economic thickness misses (prices, interest rate) is named without blanking the other results', () => {
    const full = ok(run({}, MINERAL_WOOL));
    // A product without prices: the heat loss is computed all the same (issue 24 item 2).
    expect(full.economic).toBeNull();
    expect(full.heatFlowPerMetre).toBeGreaterThan(0);
    expect(full.economicMissing?.map((e) => e.key)).toEqual(['Thermal_Error_NoPrices']);
    // A service life typed before the interest rate: the results stand, the rate is named.
    const noRate = ok(run({ operatingConditions: { interestRate: null } }));
    expect(noRate.economic).toBeNull();
    expect(noRate.heatFlowPerMetre).toBeCloseTo(ok(run()).heatFlowPerMetre!, 9);
    expect(noRate.economicMissing).toEqual([
      expect.objectContaining({
        key: 'Thermal_Error_Required',
        path: 'calculation.operatingConditions.interestRate',
      }),
    ]);
    // Nothing missing: no list.
    expect(ok(run()).economicMissing).toBeUndefined();
    // In "Check thickness" too, and an invalid value stays an error.
    const check = ok(
      run({
        calculationTypes: { insulationThicknessType: 2 },
        operatingConditions: { interestRate: null },
      }),
    );
    expect(check.economicMissing?.length).toBe(1);
    const invalid = run({ operatingConditions: { interestRate: 1.5 } });
    expect(invalid.ok).toBe(false);
  });
});

describe('issue 11 symptoms in wind (method 1)', () => {
  const pipe = (wind: number, method = 1, patch: Record<string, Record<string, unknown>> = {}) =>
    ok(
      calculate(
        makeInput({
          calculationTypes: { surfaceCoefficientMethod: method },
          ambientConditions: { ambientLocation: 2, ambientTemperature: 10, ambientWind: wind },
          ...patch,
        }),
      ),
    );
  it('an insulated pipe’s surface does not jump when a light wind starts (method 2 did: free → forced)', () => {
    const still = pipe(0);
    const breeze = pipe(0.05);
    expect(Math.abs(breeze.surfaceTemperature - still.surfaceTemperature)).toBeLessThan(1);
    expect(breeze.surfaceTemperature).toBeLessThanOrEqual(still.surfaceTemperature);
    const m2 = [pipe(0, 2).surfaceTemperature, pipe(0.05, 2).surfaceTemperature];
    expect(m2[1]! - m2[0]!).toBeGreaterThan(1);
  });
  it('a bare 25.4 mm pipe at 149 °C loses more, not less, from 0.33 to 0.34 m/s', () => {
    const bare = (wind: number, method: number) =>
      pipe(wind, method, {
        equipmentDetails: { diameter: 25.4, wallThickness: 3.4, materialEmissivity: 0.8 },
        mediumDetails: { mediumTemperature: 148.9 },
        insulationInfo: [] as unknown as Record<string, unknown>,
      }).heatFlowPerMetre!;
    expect(bare(0.34, 1)).toBeGreaterThan(bare(0.33, 1));
    expect(bare(0.34, 1) / bare(0.33, 1) - 1).toBeLessThan(0.01);
    expect(bare(0.34, 2)).toBeLessThan(bare(0.33, 2) * 0.75);
  });
  it('DN100 at 5 and 10 m/s: the convective coefficient follows Churchill–Bernstein, below the 2008 branch', () => {
    for (const wind of [5, 10]) {
      const patch = {
        equipmentDetails: { diameter: 114.3 },
        insulationInfo: [] as unknown as Record<string, unknown>,
      };
      const m1 = pipe(wind, 1, patch).surfaceCoefficient.convective;
      const m2 = pipe(wind, 2, patch).surfaceCoefficient.convective;
      expect(m1).toBeLessThan(m2 * 0.8);
    }
  });
});

describe('λ at each layer’s mean temperature, per part', () => {
  it('every part of a tank carries its layers, each λ evaluated at the layer’s own mean temperature', () => {
    const r = ok(
      calculate(
        makeInput({
          equipment: Equipment.Tank,
          orientation: Orientation.Vertical,
          equipmentDetails: { diameter: 3000, height: 6000, wallThickness: 6 },
          mediumDetails: { mediumTemperature: 200, fillLevel: 0.5 },
          insulationInfo: slab(100),
        }),
      ),
    );
    // slab: λ linear between (100, 0.045) and (200, 0.06)
    const lambda = (t: number) =>
      t <= 100 ? 0.039 + ((0.045 - 0.039) * (t - 50)) / 50 : 0.045 + ((0.06 - 0.045) * (t - 100)) / 100;
    for (const p of r.parts) {
      expect(p.layers).toHaveLength(1);
      const l = p.layers[0]!;
      expect(l.outerTemperature).toBeCloseTo(p.surfaceTemperature, 6);
      expect(l.conductivity).toBeCloseTo(lambda(l.meanTemperature), 9);
      expect(l.outerDiameter === null).toBe(p.part === 'roof' || p.part === 'bottom');
    }
    // the unwetted shell's layer runs cooler than the wetted one's (the gas-space film)
    expect(r.parts[1]!.layers[0]!.meanTemperature).toBeLessThan(r.parts[0]!.layers[0]!.meanTemperature);
  });
});
