import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createUi } from '../components/ui';
import { computeCalculation } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState, messagesFor } from '../configurator/testUtils';
import { ChartTables } from './ChartTables';

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
