// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { computeCalculation } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState, messagesFor } from '../configurator/testUtils';
import { headlineRow, resultSections, sizeRangeSection } from './resultRows';
import { createUi } from './ui';

const messages = messagesFor('en');
const ui = createUi('en', (key, values) => {
  const text = messages[key];
  if (typeof text !== 'string') return `[?:${key}]`;
  return text.replace(/\{(\w+)\}/g, (m, name: string) =>
    values && name in values ? String(values[name]) : m,
  );
});

describe('result rows', () => {
  it('every row has a label, a finite formatted value and its unit', () => {
    const c = insulatedDefaultState().calculations[0]!;
    const out = computeCalculation(c, { products: TEST_CODE_LISTS.products });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const sections = resultSections(out.result, ui);
    expect(sections.map((s) => s.id)).toEqual(expect.arrayContaining(['heat', 'layers', 'bare', 'annual']));
    for (const row of sections.flatMap((s) => s.rows)) {
      expect(row.label).not.toMatch(/\[\?:/);
      expect(row.value).not.toMatch(/NaN|undefined/);
    }
    const heat = sections.find((s) => s.id === 'heat')!;
    expect(heat.rows.find((r) => r.id === 'heatFlowPerMetre')?.unit).toBe('W/m');
    expect(headlineRow(out.result, ui)).toMatchObject({
      unit: 'W/m',
      value: heat.rows.find((r) => r.id === 'heatFlowPerMetre')?.value,
    });
  });

  it('a size range gives one report row per size', () => {
    const c = insulatedDefaultState().calculations[0]!;
    Object.assign(c.equipmentDetails, {
      allDiameter: true,
      fromNominalSize: 25,
      fromDiameter: 33.7,
      toNominalSize: 100,
      toDiameter: 114.3,
    });
    const out = computeCalculation(c, { products: TEST_CODE_LISTS.products });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const section = sizeRangeSection(out.result, ui);
    expect(section?.rows.length).toBeGreaterThanOrEqual(5);
    expect(section?.rows[0]?.value).toMatch(/^\d+\.\d\d W\/m · \d+\.\d °C$/);
  });
});
