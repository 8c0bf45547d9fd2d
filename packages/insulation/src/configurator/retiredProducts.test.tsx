import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Product } from '../domain/codelists';
import { productsForPicker, toConfiguratorCodeLists, type ConfiguratorCodeLists } from './codeLists';
import { LocalConfigurator, TEST_CODE_LISTS, TestI18n, stubMatchMedia } from './testUtils';

stubMatchMedia();
afterEach(cleanup);

// Product 101 (the default calculation's product) deactivated by an administrator.
const RETIRED: ConfiguratorCodeLists = {
  ...TEST_CODE_LISTS,
  products: TEST_CODE_LISTS.products.map((p) => (p.id === 101 ? { ...p, retired: true } : p)),
};

const apiProduct = (id: number, isActive: boolean): Product => ({
  id,
  code: `P${id}`,
  nameKey: `Product_Name_${id}`,
  name: `P${id}`,
  productTypeId: 1,
  conductivity: [{ temperature: 0, conductivity: 0.035 }],
  minTemperature: -50,
  maxTemperature: 300,
  thicknesses: [20, 40],
  density: null,
  fireClass: null,
  recommended: true,
  sortOrder: id,
  isActive,
});

describe('a deactivated product', () => {
  it('comes from api/v1/products?retired=true as retired, and no picker offers it', () => {
    const lists = toConfiguratorCodeLists(
      { products: [apiProduct(1, true), apiProduct(2, false)] },
      (key) => key,
    );
    expect(lists.products.map((p) => [p.id, p.retired ?? false])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(lists.recommendedProductIds).toEqual([1]);
    expect(productsForPicker(lists, null).map((p) => p.id)).toEqual([1]);
    expect(productsForPicker(lists, 1).map((p) => p.id)).toEqual([1]);
  });

  it('still computes in a stored calculation that names it, shown as its chosen product', () => {
    const active = render(
      <TestI18n>
        <LocalConfigurator />
      </TestI18n>,
    );
    const activeHeadline = screen.getByTestId('headline-value').textContent;
    active.unmount();
    render(
      <TestI18n>
        <LocalConfigurator codeLists={RETIRED} />
      </TestI18n>,
    );
    // The same figures as while it was active: the calculation computes with it.
    expect(screen.getByTestId('headline-value').textContent).toBe(activeHeadline);
    expect(Number(activeHeadline)).toBeGreaterThan(0);
    const picker = screen.getByLabelText('Insulation product') as HTMLSelectElement;
    expect(picker.value).toBe('101');
    expect(within(picker).getByRole('option', { name: 'Mineral wool pipe section' })).toBeTruthy();
    // …but it is the only pipe section offered because it is the chosen one.
    expect(productsForPicker(RETIRED, 1).map((p) => p.id)).toEqual([]);
  });
});

describe('a deactivated medium (or surface, fuel, support)', () => {
  it('keeps the chosen one named in its picker instead of a blank picker, and offers it to nobody else', () => {
    const view = render(
      <TestI18n>
        <LocalConfigurator />
      </TestI18n>,
    );
    const picker = () => screen.getByLabelText('Medium') as HTMLSelectElement;
    fireEvent.change(picker(), { target: { value: '2' } });
    expect(picker().value).toBe('2');
    // An administrator deactivates thermal oil: the code list no longer answers it.
    const withoutOil: ConfiguratorCodeLists = {
      ...TEST_CODE_LISTS,
      mediums: TEST_CODE_LISTS.mediums.filter((m) => m.id !== 2),
    };
    view.rerender(
      <TestI18n>
        <LocalConfigurator codeLists={withoutOil} />
      </TestI18n>,
    );
    expect(picker().value).toBe('2');
    expect(picker().selectedOptions[0]!.textContent).toBe('No longer offered');
    // Choosing another medium drops it from the list.
    fireEvent.change(picker(), { target: { value: '1' } });
    expect([...picker().options].map((o) => o.textContent)).toEqual(['None', 'Water']);
  });
});
