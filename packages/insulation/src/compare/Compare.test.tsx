/**
 * Comparing calculations: rows matched by id across the calculations, differences marked, a CSV
 * whose figures are numbers (negative ones unescaped) and whose texts cannot become formulas.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { createUiFromMessages } from '../components/uiCore';
import {
  TEST_CODE_LISTS,
  TestI18n,
  insulatedDefaultState,
  messagesFor,
  stubMatchMedia,
} from '../configurator/testUtils';
import { LocalConfigurator } from '../configurator/testUtils';
import type { Calculation } from '../domain/types';
import { compareCalculations } from './compare';
import { comparisonCsv } from './compareCsv';

stubMatchMedia();
afterEach(cleanup);

const en = createUiFromMessages('en', messagesFor('en'));
const de = createUiFromMessages('de', messagesFor('de'));

function calculations(): Calculation[] {
  const first = { ...insulatedDefaultState().calculations[0]!, name: '50 mm' };
  const thinner: Calculation = {
    ...first,
    calculationId: 'b',
    name: '=HYPERLINK("x")',
    insulationInfo: [{ ...first.insulationInfo[0]!, insulationThickness: 30 }],
  };
  const cold: Calculation = {
    ...first,
    calculationId: 'c',
    name: 'Cold',
    mediumDetails: { ...first.mediumDetails, mediumTemperature: -20 },
  };
  return [first, thinner, cold];
}

describe('compareCalculations', () => {
  it('puts the calculations side by side and marks exactly the rows that differ', () => {
    const comparison = compareCalculations(calculations(), en, TEST_CODE_LISTS);
    expect(comparison.columns.map((c) => c.name)).toEqual(['50 mm', '=HYPERLINK("x")', 'Cold']);
    const rows = comparison.sections.flatMap((s) => s.rows);
    const byId = (id: string) => rows.find((r) => r.id === id)!;
    expect(byId('in-object.equipment').differs).toBe(false);
    expect(byId('in-medium.mediumDetails.mediumTemperature').differs).toBe(true);
    expect(byId('in-medium.mediumDetails.mediumTemperature').cells.map((c) => c.text)).toEqual([
      '100',
      '100',
      '-20',
    ]);
    expect(byId('in-insulation.layer0').differs).toBe(true);
    expect(byId('out-headline.headline').differs).toBe(true);
    // Loss in the hot calculations, gain in the cold one: the row names both.
    expect(byId('out-heat.heatFlowPerMetre').label).toBe('Heat loss per metre / Heat gain per metre');
    expect(byId('in-object.nominalSize').cells[0]!.text).toBe('DN 50');
    expect(comparison.differences).toBe(rows.filter((r) => r.differs).length);
    // Results come first, then the inputs.
    expect(comparison.sections[0]!.id).toBe('out-headline');
  });

  it('CSV: figures are numbers in the language, negative numbers unescaped, names guarded', () => {
    for (const [ui, delimiter, decimal] of [
      [en, ',', '.'],
      [de, ';', ','],
    ] as const) {
      const comparison = compareCalculations(calculations(), ui, TEST_CODE_LISTS);
      const csv = comparisonCsv(comparison, ui);
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter, skipEmptyLines: true });
      expect(parsed.errors).toEqual([]);
      const [header, ...body] = parsed.data;
      expect(header![4]).toBe(`'=HYPERLINK("x")`);
      const temperature = body.find((r) => r[1] === ui.t('Insulation_Field_MediumTemperature'))!;
      expect(temperature.slice(3, 6)).toEqual(['100', '100', '-20']);
      const surface = body.find((r) => r[1] === ui.t('Insulation_Result_SurfaceTemperature'))!;
      expect(surface[5]).toMatch(new RegExp(`^-?\\d+\\${decimal}\\d$`));
      const headline = body[0]!;
      expect(headline[3]).toMatch(new RegExp(`^\\d+\\${decimal}\\d{2}$`));
    }
  });
});

describe('CompareView', () => {
  it('opens from the configurator, compares the chosen calculations and highlights differences', async () => {
    const initial = insulatedDefaultState();
    render(
      <TestI18n>
        <LocalConfigurator initial={initial} />
      </TestI18n>,
    );
    const toggle = screen.getByTestId('compare-toggle');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('Add calculation'));
    fireEvent.change(screen.getByLabelText('Medium temperature', { exact: true }), {
      target: { value: '60' },
    });
    fireEvent.click(toggle);
    const compare = screen.getByTestId('compare');
    const table = within(compare).getByTestId('compare-table');
    expect([...table.querySelectorAll('thead th')].map((h) => h.textContent)).toEqual([
      'Quantity',
      'Calculation (1)',
      'Calculation (2)',
      'Unit',
    ]);
    const differing = table.querySelectorAll('tr[data-differs="true"]');
    expect(differing.length).toBeGreaterThan(0);
    expect(
      [...differing].some(
        (r) => r.textContent?.includes('Medium temperature') && r.textContent.includes('60'),
      ),
    ).toBe(true);
    expect(within(compare).getByRole('status').textContent).toMatch(/rows? differs?/);
    // Fewer than two chosen: no table, a hint instead.
    const second = within(compare).getAllByRole('checkbox')[1]!;
    fireEvent.click(second);
    expect(within(compare).queryByTestId('compare-table')).toBeNull();
    expect(within(compare).getByRole('status').textContent).toBe('Choose at least 2 calculations.');
    fireEvent.click(second);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(within(compare).getByText('Print'));
    expect(print).toHaveBeenCalled();
    fireEvent.click(within(compare).getByText('Close comparison'));
    await waitFor(() => expect(screen.queryByTestId('compare')).toBeNull());
  });
});
