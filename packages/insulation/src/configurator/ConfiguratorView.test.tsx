import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createInitialProjectState } from '../state/projectSlice';
import { LocalConfigurator, TestI18n, stubMatchMedia } from './testUtils';
import { patient } from '../../../../scripts/patience.mjs';

stubMatchMedia();

afterEach(cleanup);

function renderConfigurator(language = 'en') {
  return render(
    <TestI18n language={language}>
      <LocalConfigurator />
    </TestI18n>,
  );
}

const headline = () => screen.getByTestId('headline-value').textContent ?? '';
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('Configurator', () => {
  it('starts with the default project and its one calculation, and shows results with units', () => {
    renderConfigurator();
    expect(screen.getByTestId('project-name').textContent).toBe('Default project');
    const calcs = screen.getByRole('navigation', { name: 'Calculations of the project' });
    const current = within(calcs)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-current') === 'true');
    expect(current.map((b) => b.textContent)).toEqual(['Calculation']);
    expect(input('Medium temperature').value).toBe('100');
    expect(input('Outer diameter').value).toBe('60.3');
    expect(headline()).toMatch(/^\d+(\.\d+)?$/);
    expect(
      screen.getByText('Heat loss per metre', { selector: '.icc-results__headline-label' }),
    ).toBeTruthy();
    expect(document.body.textContent).toContain('W/m');
  });

  it('switching equipment to Tank hides pipe-only fields, shows tank fields and changes the results', () => {
    renderConfigurator();
    const before = headline();
    expect(screen.queryByLabelText('Nominal size')).not.toBeNull();
    expect(screen.queryByLabelText('Height')).toBeNull();
    fireEvent.change(screen.getByLabelText('Equipment'), { target: { value: '5' } });
    expect(screen.queryByLabelText('Nominal size')).toBeNull();
    expect(screen.queryByLabelText('Length')).toBeNull();
    // Stored in mm, shown in metres like a vessel's length (issue 24 item 11).
    expect(input('Height').value).toBe('5');
    expect(input('Outer diameter').value).toBe('2000');
    // A tank has no per-metre figure: the headline is the total heat loss in W.
    expect(screen.getByText('Total heat loss', { selector: '.icc-results__headline-label' })).toBeTruthy();
    expect(headline()).not.toBe(before);
  });

  it('a bad value shows a translated error next to the field, and never NaN', () => {
    renderConfigurator();
    const before = headline();
    const field = input('Medium temperature');
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy!)?.textContent).toBe('Enter a number.');
    expect(document.body.textContent).not.toMatch(/NaN/);
    // The results keep the last valid input.
    expect(headline()).toBe(before);
    fireEvent.change(field, { target: { value: '' } });
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).not.toBe('');
    fireEvent.change(field, { target: { value: '150' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('results update on every keystroke', () => {
    renderConfigurator();
    const field = input('Medium temperature');
    const seen = new Set<string>();
    for (const value of ['12', '120', '1205'.slice(0, 3) + '5', '130']) {
      fireEvent.change(field, { target: { value } });
      seen.add(
        screen.queryByTestId('headline-value')?.textContent ??
          document.querySelector('[data-result="invalid"]')?.textContent ??
          '',
      );
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it('parses numbers in the German notation and shows German texts', () => {
    renderConfigurator('de');
    const field = input('Mediumtemperatur');
    const before = headline();
    fireEvent.change(field, { target: { value: '120,5' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(headline()).not.toBe(before);
    expect(headline()).toMatch(/^\d+(\.\d{3})*(,\d+)?$/);
    fireEvent.change(field, { target: { value: 'x' } });
    expect(screen.getByText('Geben Sie eine Zahl ein.')).toBeTruthy();
  });

  it('adds, selects, renames and removes calculations', () => {
    renderConfigurator();
    const nav = screen.getByRole('navigation', { name: 'Calculations of the project' });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add calculation' }));
    });
    let buttons = within(nav)
      .getAllByRole('button')
      .filter((b) => b.classList.contains('icc-calcs__item'));
    expect(buttons).toHaveLength(2);
    expect(buttons[1]!.getAttribute('aria-current')).toBe('true');
    expect(buttons[1]!.textContent).toContain('new');
    fireEvent.change(screen.getByLabelText('Name of the selected calculation'), {
      target: { value: 'Tank north' },
    });
    buttons = within(nav)
      .getAllByRole('button')
      .filter((b) => b.classList.contains('icc-calcs__item'));
    expect(buttons[1]!.textContent).toContain('Tank north');
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected calculation' }));
    buttons = within(nav)
      .getAllByRole('button')
      .filter((b) => b.classList.contains('icc-calcs__item'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Calculation']);
    expect(buttons[0]!.getAttribute('aria-current')).toBe('true');
  });

  it('the size picker fills diameter and wall thickness', () => {
    renderConfigurator();
    fireEvent.change(screen.getByLabelText('Nominal size'), { target: { value: '100' } });
    expect(input('Outer diameter').value).toBe('114.3');
    expect(input('Wall thickness').value).toBe('3.6');
  });

  it('choosing a material offers its sizes and sets its properties', () => {
    renderConfigurator();
    fireEvent.change(screen.getByLabelText('Material'), { target: { value: '3' } });
    expect(input('Emissivity of the bare surface').value).toBe('0.3');
    const sizes = [...(screen.getByLabelText('Nominal size') as HTMLSelectElement).options].map(
      (o) => o.textContent,
    );
    expect(sizes.some((s) => s?.startsWith('DN'))).toBe(false);
    expect(sizes.some((s) => s?.includes('22 × '))).toBe(true);
  });

  it('marks a class of the provisional EN 17956 table as provisional', () => {
    renderConfigurator();
    fireEvent.change(screen.getByLabelText('Thickness mode'), { target: { value: '3' } });
    const standard = screen.getByLabelText('Standard') as HTMLSelectElement;
    fireEvent.change(standard, { target: { value: '1' } });
    const row = document.querySelector('[data-result="insulationClass"]');
    expect(row?.textContent).toMatch(/provisional/);
    fireEvent.change(standard, { target: { value: '2' } });
    expect(document.querySelector('[data-result="insulationClass"]')?.textContent).not.toMatch(/provisional/);
  });

  it('shows calculation-type specific fields only when they apply', () => {
    renderConfigurator();
    expect(screen.queryByLabelText('Flow velocity')).toBeNull();
    fireEvent.change(screen.getByLabelText('Calculation type'), { target: { value: '4' } });
    expect(screen.queryByLabelText('Flow velocity')).not.toBeNull();
    expect(screen.queryByLabelText('Inlet temperature')).not.toBeNull();
    expect(document.querySelector('[data-section="flowing"]')).not.toBeNull();
  });
});

describe('Configurator engine errors and size ranges', () => {
  it('shows an engine error translated next to the field it names', () => {
    renderConfigurator();
    const wall = input('Wall thickness');
    fireEvent.change(wall, { target: { value: '40' } });
    expect(wall.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(wall.getAttribute('aria-describedby')!)?.textContent ?? '';
    expect(message).toMatch(/wall thickness/i);
    expect(message).not.toMatch(/\[\?:/);
    expect(screen.queryByTestId('headline-value')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('calculates a range of sizes as a table', async () => {
    renderConfigurator();
    fireEvent.click(screen.getByLabelText('Calculate for a range of sizes'));
    expect(screen.queryByLabelText('Outer diameter')).toBeNull();
    fireEvent.change(screen.getByLabelText('From size'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('To size'), { target: { value: '100' } });
    const table = await screen.findByTestId('all-diameter-table', {}, { timeout: patient(8000) });
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows[1]!.textContent).toContain('25');
  });

  it('a bare object offers the suggested product in one click, which insulates it', () => {
    render(
      <TestI18n language="en">
        <LocalConfigurator initial={createInitialProjectState()} />
      </TestI18n>,
    );
    const bare = headline();
    // TEST_CODE_LISTS recommends product 201 and its range holds the default 100 °C.
    const use = screen.getByRole('button', { name: 'Use Mineral wool board' });
    fireEvent.click(use);
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
    expect((screen.getByLabelText('Insulation product') as HTMLSelectElement).value).toBe('201');
    expect(input('Insulation thickness').value).toBe('50');
    expect(Number(headline())).toBeLessThan(Number(bare) / 2);
  });
});
