import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES_EN, ThermalErrorKey, ThermalFailure, formatMessage } from './errors';
import { calculate, type ThermalInput, type ThermalOutput } from './index';
import { Shape, solveSteady } from './solver/steady';
import { MINERAL_WOOL, PRODUCTS, makeInput } from './testing/fixtures';

function errorOf(out: ThermalOutput) {
  expect(out.ok).toBe(false);
  if (out.ok) throw new Error('expected errors');
  return out.errors;
}

function expectError(out: ThermalOutput, key: string, path?: string) {
  const errors = errorOf(out);
  const e = errors.find((x) => x.key === key);
  expect(e, `${key} not in ${JSON.stringify(errors)}`).toBeDefined();
  if (path !== undefined) expect(e!.path).toBe(path);
  expect(e!.message.length).toBeGreaterThan(0);
  expect(e!.message).not.toMatch(/\{\w+\}/); // every argument filled in
  return e!;
}

const MD = 'calculation.mediumDetails';
const ED = 'calculation.equipmentDetails';

describe('every error key', () => {
  it('InvalidInput', () => {
    expectError(calculate(42), ThermalErrorKey.InvalidInput, '');
    expectError(calculate({ products: [] }), ThermalErrorKey.InvalidInput, 'calculation');
  });
  it('Required', () =>
    expectError(
      calculate(makeInput({ mediumDetails: { mediumTemperature: null } })),
      ThermalErrorKey.Required,
      `${MD}.mediumTemperature`,
    ));
  it('Required target for CalculateThickness', () =>
    expectError(
      calculate(makeInput({ calculationTypes: { calculationType: 1, insulationThicknessType: 1 } })),
      ThermalErrorKey.Required,
      `${MD}.surfaceTemperature`,
    ));
  it('NotANumber', () => {
    const e = expectError(
      calculate(makeInput({ equipmentDetails: { length: '5 m' as unknown as number } })),
      ThermalErrorKey.NotANumber,
      `${ED}.length`,
    );
    expect(e.values.value).toBe('5 m');
  });
  it('NotPositive (zero and negative dimensions)', () => {
    expectError(
      calculate(makeInput({ equipmentDetails: { diameter: 0 } })),
      ThermalErrorKey.NotPositive,
      `${ED}.diameter`,
    );
    expectError(
      calculate(makeInput({ equipmentDetails: { length: -1 } })),
      ThermalErrorKey.NotPositive,
      `${ED}.length`,
    );
    expectError(
      calculate(
        makeInput({
          insulationInfo: [{ insulationProductId: 101, insulationThickness: 0, insulationPosition: 1 }],
        }),
      ),
      ThermalErrorKey.NotPositive,
      'calculation.insulationInfo.0.insulationThickness',
    );
  });
  it('Negative', () =>
    expectError(
      calculate(makeInput({ ambientConditions: { ambientLocation: 2, ambientWind: -1 } })),
      ThermalErrorKey.Negative,
      'calculation.ambientConditions.ambientWind',
    ));
  it('FractionRange', () => {
    expectError(
      calculate(makeInput({ equipmentDetails: { materialEmissivity: 1.5 } })),
      ThermalErrorKey.FractionRange,
      `${ED}.materialEmissivity`,
    );
    expectError(
      calculate(
        makeInput({ calculationTypes: { calculationType: 6 }, mediumDetails: { relativeHumidity: 1.2 } }),
      ),
      ThermalErrorKey.FractionRange,
      `${MD}.relativeHumidity`,
    );
  });
  it('PercentRange', () =>
    expectError(
      calculate(
        makeInput({
          calculationTypes: { calculationType: 3 },
          ambientConditions: { ambientTemperature: -10 },
          mediumDetails: { mediumFrozenPercentage: 150 },
        }),
      ),
      ThermalErrorKey.PercentRange,
      `${MD}.mediumFrozenPercentage`,
    ));
  it('TemperatureRange', () => {
    expectError(
      calculate(makeInput({ ambientConditions: { ambientTemperature: -300 } })),
      ThermalErrorKey.TemperatureRange,
      'calculation.ambientConditions.ambientTemperature',
    );
    expectError(
      calculate(makeInput({ mediumDetails: { mediumTemperature: 1e300 } })),
      ThermalErrorKey.TemperatureRange,
      `${MD}.mediumTemperature`,
    );
  });
  it('InvalidEnum', () =>
    expectError(
      calculate(makeInput({ equipment: 9 })),
      ThermalErrorKey.InvalidEnum,
      'calculation.equipment',
    ));
  it('WallTooThick', () =>
    expectError(
      calculate(makeInput({ equipmentDetails: { wallThickness: 31 } })),
      ThermalErrorKey.WallTooThick,
      `${ED}.wallThickness`,
    ));
  it('InvalidLayers', () => {
    expectError(
      calculate(
        makeInput({
          insulationInfo: [
            { insulationProductId: 101, insulationThickness: 20, insulationPosition: 1 },
            { insulationProductId: 101, insulationThickness: 20, insulationPosition: 1 },
          ],
        }),
      ),
      ThermalErrorKey.InvalidLayers,
      'calculation.insulationInfo',
    );
    expectError(
      calculate(
        makeInput({
          insulationInfo: [{ insulationProductId: 101, insulationThickness: 20, insulationPosition: 2 }],
        }),
      ),
      ThermalErrorKey.InvalidLayers,
    );
  });
  it('UnknownProduct', () =>
    expectError(
      calculate(
        makeInput({
          insulationInfo: [{ insulationProductId: 999, insulationThickness: 20, insulationPosition: 1 }],
        }),
      ),
      ThermalErrorKey.UnknownProduct,
      'calculation.insulationInfo.0.insulationProductId',
    ));
  it('InvalidConductivity', () =>
    expectError(
      calculate(makeInput({}, [{ ...MINERAL_WOOL, conductivity: [] }])),
      ThermalErrorKey.InvalidConductivity,
    ));
  it('NoThicknesses', () =>
    expectError(
      calculate(
        makeInput(
          { calculationTypes: { insulationThicknessType: 1 }, mediumDetails: { heatFlowDensity: 20 } },
          [{ ...MINERAL_WOOL, thicknesses: [] }],
        ),
      ),
      ThermalErrorKey.NoThicknesses,
    ));
  it('ProductTemperatureRange', () => {
    const e = expectError(
      calculate(makeInput({ mediumDetails: { mediumTemperature: 350 } })),
      ThermalErrorKey.ProductTemperatureRange,
    );
    expect(e.values).toMatchObject({ temperature: 350, min: -50, max: 300 });
  });
  it('ConductivityNotPositive', () =>
    expectError(
      calculate(
        makeInput({ mediumDetails: { mediumTemperature: -40 } }, [
          {
            ...MINERAL_WOOL,
            minTemperature: null,
            conductivity: [
              [0, 0.01],
              [10, 0.03],
            ],
          },
        ]),
      ),
      ThermalErrorKey.ConductivityNotPositive,
    ));
  it('UnknownSubconstruction', () =>
    expectError(
      calculate(
        makeInput({
          subconstruction: {
            subconstructionEnabled: true,
            thermalBridgeId: 3,
            thermalConductivity: 50,
            bridgeQuantity: 1,
          },
        }),
      ),
      ThermalErrorKey.UnknownSubconstruction,
      'calculation.subconstruction.thermalBridgeId',
    ));
  it('NotApplicable', () =>
    expectError(
      calculate(
        makeInput({
          equipment: 2,
          calculationTypes: { calculationType: 4 },
          equipmentDetails: { width: 1000, length: 1000 },
        }),
      ),
      ThermalErrorKey.NotApplicable,
      'calculation.calculationTypes.calculationType',
    ));
  it('FreezingAmbientAboveFreezingPoint', () =>
    expectError(
      calculate(
        makeInput({ calculationTypes: { calculationType: 3 }, ambientConditions: { ambientTemperature: 5 } }),
      ),
      ThermalErrorKey.FreezingAmbientAboveFreezingPoint,
      'calculation.ambientConditions.ambientTemperature',
    ));
  it('MediumAtOrBelowFreezingPoint', () =>
    expectError(
      calculate(
        makeInput({
          calculationTypes: { calculationType: 3 },
          ambientConditions: { ambientTemperature: -10 },
          mediumDetails: { mediumTemperature: -1 },
        }),
      ),
      ThermalErrorKey.MediumAtOrBelowFreezingPoint,
      `${MD}.mediumTemperature`,
    ));
  it('EndTemperatureOutOfRange', () =>
    expectError(
      calculate(
        makeInput({
          calculationTypes: { calculationType: 5, insulationTimeOrTemperatureType: 1 },
          mediumDetails: { endTemperature: 5 },
        }),
      ),
      ThermalErrorKey.EndTemperatureOutOfRange,
      `${MD}.endTemperature`,
    ));
  it('ClassNotApplicable', () =>
    expectError(
      calculate(
        makeInput({
          equipment: 3,
          equipmentDetails: { diameter: 2000, length: 3000 },
          calculationTypes: { insulationThicknessType: 3, standardType: 2 },
        }),
      ),
      ThermalErrorKey.ClassNotApplicable,
    ));
  it('TargetNotReachable', () =>
    expectError(
      calculate(
        makeInput({
          calculationTypes: { insulationThicknessType: 1 },
          mediumDetails: { heatFlowDensity: 1 },
        }),
      ),
      ThermalErrorKey.TargetNotReachable,
      `${MD}.heatFlowDensity`,
    ));
  it('SizeRange', () =>
    expectError(
      calculate(
        makeInput({ equipmentDetails: { allDiameter: true, fromNominalSize: 601, toNominalSize: 900 } }),
      ),
      ThermalErrorKey.SizeRange,
    ));
  it('NotConverged (the steady solver with too few iterations)', () => {
    try {
      solveSteady(
        {
          shape: Shape.Cylinder,
          baseSize: 0.06,
          wallResistance: 0,
          convection: {
            method: 2,
            surface: 'horizontalCylinder',
            freeLength: { kind: 'outerDiameter' },
            cylinder: true,
            forcedLength: { kind: 'outerDiameter' },
          },
        },
        [{ points: MINERAL_WOOL.conductivity, thickness: 0.04, productName: 'x', path: 'p' }],
        0.5,
        100,
        10,
        0,
        2,
      );
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ThermalFailure);
      expect((e as ThermalFailure).errors[0]!.key).toBe(ThermalErrorKey.NotConverged);
    }
  });
  it('Internal: an unexpected exception is returned, never thrown', () => {
    const input = {
      products: PRODUCTS,
      calculation: {
        get equipment(): number {
          throw new Error('boom');
        },
      },
    } as unknown as ThermalInput;
    expectError(calculate(input), ThermalErrorKey.Internal);
  });
  it('collects several errors at once', () => {
    const errors = errorOf(
      calculate(
        makeInput({
          equipmentDetails: { diameter: -1, length: null },
          mediumDetails: { mediumTemperature: 'hot' as unknown as number },
        }),
      ),
    );
    expect(errors.map((e) => e.path)).toEqual(
      expect.arrayContaining([`${ED}.diameter`, `${ED}.length`, `${MD}.mediumTemperature`]),
    );
  });
});

describe('messages and translations', () => {
  const file = new URL('../translations/thermal.json', import.meta.url);
  const translations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  const langs = ['en', 'sl', 'sr', 'de', 'bs', 'hr'];
  const args = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('formatMessage fills ICU arguments', () => {
    expect(formatMessage('a {x} b {y}', { x: 1.23456789, y: 'z' })).toBe('a 1.234568 b z');
  });
  // One ICU formatter (decision 0016): the engine's texts may use plurals like every other text.
  it('formatMessage is a full ICU formatter: plurals, and an argument without a value stays visible', () => {
    expect(formatMessage('{n, plural, one {# layer} other {# layers}}', { n: 1 })).toBe('1 layer');
    expect(formatMessage('{n, plural, one {# layer} other {# layers}}', { n: 3 })).toBe('3 layers');
    expect(formatMessage('{x} of {y}', { x: 1234.5678912 })).toBe('1234.567891 of {y}');
  });
  it('every English text renders completely with its arguments', () => {
    for (const [key, template] of Object.entries(ERROR_MESSAGES_EN)) {
      const values = Object.fromEntries(args(template).map((name) => [name, 1]));
      expect(formatMessage(template, values), key).not.toMatch(/[{}]/);
    }
  });
  for (const key of Object.values(ThermalErrorKey)) {
    it(`${key} is translated in all six languages with the same arguments`, () => {
      const t = translations[key];
      expect(t, key).toBeDefined();
      expect(t!.en).toBe(ERROR_MESSAGES_EN[key]);
      for (const lang of langs) {
        expect(typeof t![lang], `${key}.${lang}`).toBe('string');
        expect(args(t![lang]!), `${key}.${lang}`).toEqual(args(t!.en!));
        if (lang !== 'en') expect(t![lang], `${key}.${lang} is an English copy`).not.toBe(t!.en);
      }
    });
  }
  it('has no keys the engine does not emit', () => {
    expect(Object.keys(translations).sort()).toEqual(Object.values(ThermalErrorKey).sort());
  });
});
