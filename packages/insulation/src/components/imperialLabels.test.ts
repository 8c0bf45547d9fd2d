// @vitest-environment node
/**
 * Issue 24 item 7: "Heat loss per metre 18.67 Btu/h·ft" — in imperial every unit-bearing label
 * follows the unit system (per foot), in all six languages; SI keeps "per metre".
 */
import { describe, expect, it } from 'vitest';
import { computeCalculation, translateError } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState, messagesFor } from '../configurator/testUtils';
import { sizeRangeCsv } from '../charts/sizeRangeCsv';
import { thicknessChartTexts } from '../report/chart';
import { headlineRow, resultSections } from './resultRows';
import { createUiFromMessages } from './uiCore';
import { createUnits } from './units';

const LANGUAGES = ['en', 'sl', 'sr', 'de', 'bs', 'hr'] as const;
const ui = (language: string, system: 'SI' | 'imperial') =>
  createUiFromMessages(language, messagesFor(language), createUnits(system));

function result(change?: (c: ReturnType<typeof insulatedDefaultState>['calculations'][number]) => void) {
  const c = insulatedDefaultState().calculations[0]!;
  change?.(c);
  const out = computeCalculation(c, { products: TEST_CODE_LISTS.products });
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.result;
}

describe('imperial labels follow the unit system', () => {
  it('the headline and the heat rows say per foot beside Btu/h·ft, per metre beside W/m', () => {
    const r = result();
    expect(headlineRow(r, ui('en', 'imperial'))).toMatchObject({
      label: 'Heat loss per foot',
      unit: 'Btu/h·ft',
    });
    expect(headlineRow(r, ui('en', 'SI'))).toMatchObject({ label: 'Heat loss per metre', unit: 'W/m' });
    expect(headlineRow(r, ui('de', 'imperial')).label).toBe('Wärmeverlust pro Fuß');
    const rows = resultSections(r, ui('en', 'imperial')).flatMap((s) => s.rows);
    for (const row of rows.filter((x) => x.unit === 'Btu/h·ft')) expect(row.label).not.toMatch(/metre/);
  });

  it('in every language the imperial label differs from the SI one (heat loss and heat gain)', () => {
    const hot = result();
    const cold = result((c) => {
      c.mediumDetails.mediumTemperature = -5;
      c.ambientConditions.ambientTemperature = 25;
    });
    for (const language of LANGUAGES)
      for (const r of [hot, cold]) {
        const si = headlineRow(r, ui(language, 'SI')).label;
        const imperial = headlineRow(r, ui(language, 'imperial')).label;
        expect(imperial, language).not.toBe(si);
        expect(imperial, language).not.toMatch(/\[\?:|metre|Meter|metru|meter/);
      }
  });

  it('the PDF chart and the size-range CSV head their column per foot', () => {
    expect(thicknessChartTexts(ui('en', 'imperial'), true).heatTitle).toBe('Heat loss per foot (Btu/h·ft)');
    const range = result((c) =>
      Object.assign(c.equipmentDetails, {
        allDiameter: true,
        fromNominalSize: 25,
        fromDiameter: 33.7,
        toNominalSize: 50,
        toDiameter: 60.3,
      }),
    );
    const csv = sizeRangeCsv(range, ui('en', 'imperial'), (e) => e.message);
    expect(csv.split('\n')[0]).toContain('Heat loss per foot (Btu/h·ft)');
  });

  it('engine messages give their figures in °F and in, in every language', () => {
    const error = {
      key: 'Thermal_Error_FreezingAmbientAboveFreezingPoint',
      path: 'calculation.ambientConditions.ambientTemperature',
      message: '',
      values: { ambient: 10, freezingPoint: 0 },
    } as const;
    expect(translateError(ui('en', 'imperial'), error)).toBe(
      'Freezing needs an ambient temperature below the freezing point: ambient 50.0 °F, freezing point 32.0 °F.',
    );
    expect(translateError(ui('en', 'SI'), error)).toContain('ambient 10 °C, freezing point 0 °C');
    const wall = {
      key: 'Thermal_Error_WallTooThick',
      path: 'calculation.equipmentDetails.wallThickness',
      message: '',
      values: { wallThickness: 50.8, dimension: 76.2 },
    } as const;
    for (const language of LANGUAGES) {
      const text = translateError(ui(language, 'imperial'), wall);
      expect(text, language).toMatch(/\b2[.,]00 in\b/);
      expect(text, language).not.toMatch(/°C|\bmm\b/);
    }
  });
});
