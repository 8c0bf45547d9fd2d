/**
 * Issue 12, item 3: domain rules keep what the engineer typed — a material change picks the
 * nearest size and says so, mode switches keep the typed temperature, recommendations follow the
 * medium temperature and are grouped (not prefixed) so type-ahead works.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { productsForPicker, type ConfiguratorCodeLists } from './codeLists';
import { LocalConfigurator, TEST_CODE_LISTS, TestI18n, stubMatchMedia } from './testUtils';

stubMatchMedia();
afterEach(cleanup);

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: string | RegExp) => screen.getByLabelText(label) as HTMLSelectElement;

function renderConfigurator(codeLists: ConfiguratorCodeLists = TEST_CODE_LISTS) {
  return render(
    <TestI18n language="en">
      <LocalConfigurator codeLists={codeLists} />
    </TestI18n>,
  );
}

const product = (id: number, name: string, maxTemperature: number) => ({
  id,
  name,
  productTypeId: 1,
  conductivity: [
    [0, 0.03],
    [100, 0.04],
  ] as [number, number][],
  minTemperature: -50,
  maxTemperature,
  thicknesses: [20, 40, 60],
});
const LISTS: ConfiguratorCodeLists = {
  ...TEST_CODE_LISTS,
  products: [
    product(1, 'PIR pipe section', 140),
    product(2, 'Elastomeric foam', 105),
    product(3, 'Stone wool HT', 650),
    product(4, 'Mineral wool pipe section', 300),
  ],
  recommendedProductIds: [1, 2, 3],
};

describe('a material change keeps the pipe', () => {
  it('Steel DN50 (60.3 mm) to Copper: the nearest copper tube (64 mm), and it says so', () => {
    renderConfigurator();
    expect(input('Outer diameter').value).toBe('60.3');
    fireEvent.change(select('Material'), { target: { value: '3' } });
    expect(input('Outer diameter').value).toBe('64');
    expect(input('Wall thickness').value).toBe('2');
    expect(screen.getByTestId('size-notice').textContent).toBe(
      'The new material has no pipe of 60.3 mm: the nearest size, 64 × 2 mm, was chosen.',
    );
    expect(screen.getByTestId('size-notice').getAttribute('role')).toBe('status');
  });

  it('the DN label names the outer diameter, not a wall thickness the field does not hold', () => {
    renderConfigurator();
    const size = select('Nominal size');
    expect(size.selectedOptions[0]?.textContent).toBe('DN 50 (Ø 60.3 mm)');
    expect(input('Wall thickness').value).toBe('3.6');
  });
});

describe('mode switches keep entered values', () => {
  it('the medium temperature typed before flowing-medium mode is its inlet temperature, and back', () => {
    renderConfigurator();
    fireEvent.change(input('Medium temperature'), { target: { value: '135' } });
    fireEvent.change(select('Calculation type'), { target: { value: '4' } });
    expect(input('Inlet temperature').value).toBe('135');
    fireEvent.change(input('Inlet temperature'), { target: { value: '142' } });
    fireEvent.change(select('Calculation type'), { target: { value: '2' } });
    expect(input('Medium temperature').value).toBe('142');
  });
});

describe('recommendations', () => {
  it('never recommend a product outside its temperature range', () => {
    const at = (t: number) =>
      productsForPicker(LISTS, null, 1, t)
        .filter((p) => p.recommended)
        .map((p) => p.name);
    expect(at(80)).toEqual(['Elastomeric foam', 'PIR pipe section', 'Stone wool HT']);
    expect(at(400)).toEqual(['Stone wool HT']);
  });

  it('are a group of the product list, so typing a name finds it (no ★ prefix)', () => {
    renderConfigurator(LISTS);
    fireEvent.change(input('Medium temperature'), { target: { value: '400' } });
    const products = select('Insulation product');
    const groups = within(products).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Recommended', 'Other products']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Stone wool HT']);
    expect(products.textContent).not.toContain('★');
    const names = [...products.options].map((o) => o.textContent ?? '');
    expect(names.filter((n) => n.toLowerCase().startsWith('stone'))).toEqual(['Stone wool HT']);
  });
});
