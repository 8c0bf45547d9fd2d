/**
 * Issue 24 item 5: with a range of sizes the results panel says which size its figures are of,
 * and the range's table names heat gain with positive figures, as the panel does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { computeCalculation } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState, messagesFor } from '../configurator/testUtils';
import { ChartTables } from '../charts/ChartTables';
import { ResultsPanel } from './ResultsPanel';
import { createUiFromMessages } from './uiCore';

afterEach(cleanup);

const messages = messagesFor('en');
const ui = createUiFromMessages('en', messages);

function coldRange() {
  const calculation = insulatedDefaultState().calculations[0]!;
  calculation.mediumDetails.mediumTemperature = 6;
  calculation.ambientConditions.ambientTemperature = 28;
  calculation.equipmentDetails.nominalSize = 80;
  calculation.equipmentDetails.diameter = 88.9;
  calculation.equipmentDetails.allDiameter = true;
  calculation.equipmentDetails.fromNominalSize = 15;
  calculation.equipmentDetails.toNominalSize = 100;
  const output = computeCalculation(calculation, {
    products: TEST_CODE_LISTS.products,
    subconstructionTypes: TEST_CODE_LISTS.subconstructionTypes,
  });
  if (!output.ok) throw new Error(JSON.stringify(output.errors));
  return { calculation, output };
}

describe('a range of sizes', () => {
  it('the panel names the size of its figures', () => {
    const { calculation, output } = coldRange();
    render(<ResultsPanel ui={ui} output={output} generalErrors={[]} calculation={calculation} />);
    expect(screen.getByTestId('result-size').textContent).toBe(
      'The figures below are for one size, DN 80 (Ø 88.9 mm); every size of the range is in the table under the charts.',
    );
  });

  it('the table says heat gain with positive figures, like the panel', () => {
    const { calculation, output } = coldRange();
    render(
      <ChartTables
        ui={ui}
        calculation={calculation}
        result={output.result}
        thickness={[]}
        describeError={(e) => e.key}
      />,
    );
    const table = screen.getByTestId('all-diameter-table');
    expect(within(table).getByRole('columnheader', { name: 'Heat gain per metre (W/m)' })).toBeTruthy();
    const cells = [...table.querySelectorAll('tbody tr')].map(
      (tr) => tr.querySelectorAll('td')[1]!.textContent!,
    );
    expect(cells.length).toBeGreaterThan(3);
    expect(cells.every((c) => !/[-−]/.test(c))).toBe(true);
  });

  it('no size note without a range', () => {
    const { calculation, output } = coldRange();
    render(
      <ResultsPanel
        ui={ui}
        output={{ ...output, result: { ...output.result, table: null } }}
        generalErrors={[]}
        calculation={calculation}
      />,
    );
    expect(screen.queryByTestId('result-size')).toBeNull();
  });
});
