// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createUi } from '../components/ui';
import { headlineRow, resultSections } from '../components/resultRows';
import { computeCalculation } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState, messagesFor } from '../configurator/testUtils';
import { buildReportPdf } from './pdf';
import { reportInputs } from './reportContent';

// The font the public app serves to the report (apps/public depends on it).
const fontPath = fileURLToPath(
  new URL(
    '../../../../apps/public/node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    import.meta.url,
  ),
);

function setup(language: string) {
  const messages = messagesFor(language);
  const ui = createUi(language, (key, values) => {
    const text = messages[key];
    if (typeof text !== 'string') return `[?:${key}]`;
    return text.replace(/\{(\w+)\}/g, (m, name: string) =>
      values && name in values ? String(values[name]) : m,
    );
  });
  const state = insulatedDefaultState();
  const calculation = state.calculations[0]!;
  const output = computeCalculation(calculation, { products: TEST_CODE_LISTS.products });
  if (!output.ok) throw new Error(JSON.stringify(output.errors));
  return {
    ui,
    calculation,
    output,
    project: { projectId: null, name: state.name, calculationData: state.calculations },
  };
}

describe('PDF report', () => {
  it('lists the inputs that apply, by group, with units', () => {
    const { ui, calculation } = setup('en');
    const groups = reportInputs({ ui, calculation, codeLists: TEST_CODE_LISTS });
    const object = groups.find((g) => g.id === 'object')!;
    expect(object.rows.find((r) => r.id === 'equipmentDetails.diameter')).toMatchObject({
      label: 'Outer diameter',
      value: '60.3',
      unit: 'mm',
    });
    expect(object.rows.some((r) => r.id === 'equipmentDetails.height')).toBe(false);
    const insulation = groups.find((g) => g.id === 'insulation')!;
    expect(insulation.rows[0]!.value).toContain('Mineral wool pipe section');
  });

  it('builds a valid PDF in Slovenian with the on-screen heat-loss figure', async () => {
    const { ui, calculation, output, project } = setup('sl');
    const headline = headlineRow(output.result, ui);
    const bytes = await buildReportPdf(
      {
        ui,
        project,
        calculation,
        codeLists: TEST_CODE_LISTS,
        sections: resultSections(output.result, ui),
        headline,
        errors: [],
        date: new Date('2026-01-02T10:00:00Z'),
      },
      { regular: readFileSync(fontPath) },
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toContain('Default project');
    expect(headline.value).toMatch(/^\d+,\d\d$/);
    if (process.env.KEEP_REPORT) (await import('node:fs')).writeFileSync(process.env.KEEP_REPORT, bytes);
  });
});
