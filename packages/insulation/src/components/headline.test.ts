// @vitest-environment node
/**
 * Issue 24 item 9: the headline (results panel, phone bar, PDF) answers the question the
 * calculation asks — required thickness, insulation class, surface temperature, time to
 * freezing — not always the heat loss.
 */
import { describe, expect, it } from 'vitest';
import { computeCalculation } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState, messagesFor } from '../configurator/testUtils';
import type { Calculation } from '../domain/types';
import { headlineRow, resultSections } from './resultRows';
import { createUiFromMessages } from './uiCore';

const ui = (language: string) => createUiFromMessages(language, messagesFor(language));

function calc(patch: (c: Calculation) => void): Calculation {
  const c = insulatedDefaultState().calculations[0]!;
  patch(c);
  return c;
}

function headline(c: Calculation, language = 'en') {
  const out = computeCalculation(c, { products: TEST_CODE_LISTS.products });
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  const u = ui(language);
  const rows = resultSections(out.result, u).flatMap((s) => s.rows);
  return { headline: headlineRow(out.result, u, c), rows };
}

describe('the headline answers the question asked', () => {
  it('heat loss: the heat loss per metre', () => {
    const { headline: h } = headline(calc(() => undefined));
    expect(h).toMatchObject({ label: 'Heat loss per metre', unit: 'W/m' });
  });

  it('freezing: the time to the freezing point, in German too', () => {
    const c = calc((x) => {
      x.calculationTypes.calculationType = 3;
      x.calculationTypes.insulationThicknessType = 2;
      x.mediumDetails.mediumTemperature = 5;
      x.ambientConditions.ambientTemperature = -10;
    });
    const { headline: h, rows } = headline(c);
    const time = rows.find((r) => r.id === 'timeToFreezingPoint')!;
    expect(h).toMatchObject({ label: time.label, value: time.value, unit: 'h' });
    const de = headline(c, 'de').headline;
    expect(de.unit).toBe('h');
    expect(de.label).not.toMatch(/Wärmeverlust/);
  });

  it('calculate thickness: the required thickness', () => {
    const c = calc((x) => {
      x.calculationTypes.calculationType = 1;
      x.calculationTypes.insulationThicknessType = 1;
      x.mediumDetails.surfaceTemperature = 40;
    });
    const { headline: h, rows } = headline(c);
    const required = rows.find((r) => r.id === 'requiredThickness')!;
    expect(h).toMatchObject({ label: required.label, value: required.value, unit: 'mm' });
  });

  it('surface temperature (check thickness): the surface temperature', () => {
    const c = calc((x) => {
      x.calculationTypes.calculationType = 1;
      x.calculationTypes.insulationThicknessType = 2;
    });
    const { headline: h, rows } = headline(c);
    const surface = rows.find((r) => r.id === 'surfaceTemperature')!;
    expect(h).toMatchObject({ label: surface.label, value: surface.value, unit: '°C' });
  });

  it('insulation class: the class', () => {
    const c = calc((x) => {
      x.calculationTypes.calculationType = 2;
      x.calculationTypes.insulationThicknessType = 3;
    });
    const { headline: h, rows } = headline(c);
    const cls = rows.find((r) => r.id === 'insulationClass')!;
    expect(h).toMatchObject({ label: cls.label, value: cls.value, unit: '' });
  });
});
