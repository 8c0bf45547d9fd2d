import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createUi, createUiFromMessages } from '../components/uiCore';
import { createUnits } from '../components/units';
import { computeCalculation, heatLossByThickness } from '../configurator/compute';
import {
  TEST_CODE_LISTS,
  insulatedDefaultState,
  messagesFor,
  stubMatchMedia,
} from '../configurator/testUtils';
import { ChartTables } from './ChartTables';

// uPlot reads matchMedia as it loads (jsdom has none): the charts are imported after this.
stubMatchMedia();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setUp(allDiameter: boolean) {
  const calculation = insulatedDefaultState().calculations[0]!;
  calculation.name = 'Zgrada č1';
  calculation.equipmentDetails.allDiameter = allDiameter;
  calculation.equipmentDetails.fromNominalSize = 15;
  calculation.equipmentDetails.toNominalSize = 50;
  const output = computeCalculation(calculation, { products: TEST_CODE_LISTS.products });
  if (!output.ok) throw new Error('the test calculation must compute');
  const messages = messagesFor('sl');
  const ui = createUi('sl', (key) => messages[key] ?? `[?:${key}]`);
  render(
    <ChartTables
      ui={ui}
      calculation={calculation}
      result={output.result}
      thickness={[]}
      describeError={(e) => e.key}
    />,
  );
  return { messages, table: output.result.table ?? [] };
}

describe('ChartTables size-range CSV', () => {
  it('downloads the size range as a CSV named after the calculation', async () => {
    const { messages, table } = setUp(true);
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: messages.Insulation_Csv_Download! }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(names).toEqual(['Zgrada_č1.csv']);
    const text = await blobs[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(table.length + 1);
    expect(lines[0]!.split(';')[0]).toBe(messages.Insulation_Field_NominalSize);
  });

  it('offers no CSV without a size range', () => {
    const { messages } = setUp(false);
    expect(screen.queryByRole('button', { name: messages.Insulation_Csv_Download! })).toBeNull();
  });
});

describe('heat loss and surface temperature by thickness', () => {
  it('are charted and tabulated for the product’s thicknesses', async () => {
    const { default: Charts } = await import('./Charts');
    const calculation = insulatedDefaultState().calculations[0]!;
    const data = { products: TEST_CODE_LISTS.products };
    const output = computeCalculation(calculation, data);
    if (!output.ok) throw new Error('the test calculation must compute');
    const thickness = heatLossByThickness(calculation, data);
    expect(thickness.length).toBeGreaterThan(3);
    // Thicker insulation: less heat lost and a cooler surface on this hot pipe.
    expect(thickness.at(-1)!.surfaceTemperature).toBeLessThan(thickness[0]!.surfaceTemperature);
    const messages = messagesFor('de');
    const ui = createUiFromMessages('de', messages);
    const props = { ui, calculation, result: output.result, thickness, describeError: () => '' };
    render(
      <>
        <Charts {...props} />
        <ChartTables {...props} />
      </>,
    );
    const figure = screen.getByTestId('chart-surface-by-thickness');
    expect(figure.textContent).toContain(messages.Insulation_Chart_SurfaceByThickness);
    const summary = figure.querySelector('[role="img"]')!.getAttribute('aria-label')!;
    expect(summary).toContain(`${ui.format(thickness[0]!.surfaceTemperature, 1)} °C`);
    expect(summary).toContain(`${ui.format(thickness.at(-1)!.surfaceTemperature, 1)} °C`);
    const table = screen.getByRole('table', { name: messages.Insulation_Chart_ByThicknessTable! });
    const firstRow = table.querySelectorAll('tbody tr')[0]!;
    expect([...firstRow.children].map((cell) => cell.textContent)).toEqual([
      ui.format(thickness[0]!.thickness, 0),
      ui.format(thickness[0]!.heatFlow, 2),
      ui.format(thickness[0]!.surfaceTemperature, 1),
    ]);
  });
});

describe('axis titles', () => {
  it('are text around the canvas, so a long title wraps instead of being cut off', async () => {
    const { default: Charts } = await import('./Charts');
    const calculation = insulatedDefaultState().calculations[0]!;
    const data = { products: TEST_CODE_LISTS.products };
    const output = computeCalculation(calculation, data);
    if (!output.ok) throw new Error('the test calculation must compute');
    const thickness = heatLossByThickness(calculation, data);
    const messages = messagesFor('de');
    const ui = createUiFromMessages('de', messages);
    render(<Charts ui={ui} calculation={calculation} result={output.result} thickness={thickness} />);
    const figure = screen.getByTestId('chart-surface-by-thickness');
    const axis = (name: 'x' | 'y') => figure.querySelector(`[data-axis="${name}"]`)?.textContent;
    expect(axis('y')).toBe(`${messages.Insulation_Result_SurfaceTemperature} (°C)`);
    expect(axis('x')).toBe(`${messages.Insulation_Field_Thickness} (mm)`);
    // The y title comes before the picture and the x title after it, as a reader expects.
    const order = [...figure.children].map(
      (el) => el.getAttribute('data-axis') ?? el.getAttribute('role') ?? el.tagName,
    );
    expect(order).toEqual(['FIGCAPTION', 'y', 'img', 'x']);
    const profile = screen.getByTestId('chart-profile');
    expect(profile.querySelector('[data-axis="y"]')?.textContent).toBe(
      `${messages.Insulation_Chart_Temperature} (°C)`,
    );
  });
});

describe('chart summaries in imperial (issue 24 item 7)', () => {
  it('name °F and in beside the converted figures, and the size range per foot', async () => {
    const { default: Charts } = await import('./Charts');
    const calculation = insulatedDefaultState().calculations[0]!;
    const data = { products: TEST_CODE_LISTS.products };
    const output = computeCalculation(calculation, data);
    if (!output.ok) throw new Error('the test calculation must compute');
    const thickness = heatLossByThickness(calculation, data);
    const ui = createUiFromMessages('en', messagesFor('en'), createUnits('imperial'));
    render(<Charts ui={ui} calculation={calculation} result={output.result} thickness={thickness} />);
    const summary = (id: string) =>
      screen.getByTestId(id).querySelector('[role="img"]')!.getAttribute('aria-label')!;
    for (const id of ['chart-profile', 'chart-surface-by-thickness']) {
      expect(summary(id)).toMatch(/°F/);
      expect(summary(id)).toMatch(/\d in\b/);
      expect(summary(id)).not.toMatch(/°C|\bmm\b/);
    }
  });
});
