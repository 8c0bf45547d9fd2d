/**
 * Issue 12: the engine's surface-coefficient method (decision 0006: 1 Nusselt correlations, the
 * default; 2 EN ISO 12241:2008 simplified) and a vertical tank's bottom (exposed or on its
 * foundation) have fields, and choosing them changes the result.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LocalConfigurator, TEST_CODE_LISTS, TestI18n, stubMatchMedia } from './testUtils';

stubMatchMedia();
afterEach(cleanup);

const select = (label: string) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const headline = () => screen.getByTestId('headline-value').textContent ?? '';

function renderConfigurator(language = 'en') {
  return render(
    <TestI18n language={language}>
      <LocalConfigurator codeLists={TEST_CODE_LISTS} />
    </TestI18n>,
  );
}

describe('surface-coefficient method', () => {
  it('defaults to the Nusselt correlations; EN ISO 12241 simplified gives another result', () => {
    renderConfigurator();
    const method = select('Surface coefficients');
    expect(method.value).toBe('1');
    expect([...method.options].map((o) => o.textContent)).toEqual([
      'Nusselt correlations (default)',
      'EN ISO 12241:2008 simplified',
      'Given h_se (as a table states it)',
    ]);
    const before = headline();
    fireEvent.change(method, { target: { value: '2' } });
    expect(select('Surface coefficients').value).toBe('2');
    expect(headline()).not.toBe(before);
  });

  it('method 3 asks for h_se (no error before typing), computes with it and says so', () => {
    renderConfigurator();
    const label = 'Outer surface coefficient h_se (convection and radiation)';
    expect(screen.queryByLabelText(label, { exact: false })).toBeNull();
    const before = headline();
    fireEvent.change(select('Surface coefficients'), { target: { value: '3' } });
    const field = screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.blur(field);
    expect(headline()).not.toBe(before);
    const results = screen.getByTestId('results').textContent ?? '';
    expect(results).toContain('Surface coefficient method');
    expect(results).toContain('Given h_se (as a table states it)');
    expect(results).not.toContain('Radiative');
  });

  it('is translated (German)', () => {
    renderConfigurator('de');
    expect(select('Wärmeübergangskoeffizienten').selectedOptions[0]!.textContent).toBe(
      'Nusselt-Korrelationen (Standard)',
    );
  });
});

describe('tank bottom', () => {
  it('shows for a vertical tank only; on its foundation it changes the result', () => {
    renderConfigurator();
    expect(screen.queryByLabelText('Tank bottom', { selector: 'select' })).toBeNull();
    const equipment = select('Equipment');
    const tank = [...equipment.options].find((o) => /tank/i.test(o.textContent ?? ''))!;
    fireEvent.change(equipment, { target: { value: tank.value } });
    const orientation = select('Orientation');
    const vertical = [...orientation.options].find((o) => /vertical/i.test(o.textContent ?? ''))!;
    fireEvent.change(orientation, { target: { value: vertical.value } });
    const bottom = select('Tank bottom');
    expect(bottom.value).toBe('1');
    const before = headline();
    fireEvent.change(bottom, { target: { value: '2' } });
    expect(select('Tank bottom').value).toBe('2');
    expect(headline()).not.toBe(before);
  });
});

describe('the emissivity field names its surface', () => {
  it('is the outer surface without a cladding and the cladding once one is chosen', () => {
    renderConfigurator();
    expect(screen.getByLabelText('Emissivity of the outer surface')).toBeTruthy();
    expect(screen.queryByLabelText('Emissivity of the cladding')).toBeNull();
    const cladding = select('Cladding');
    fireEvent.change(cladding, { target: { value: cladding.options[1]!.value } });
    expect(screen.getByLabelText('Emissivity of the cladding')).toBeTruthy();
  });
});
