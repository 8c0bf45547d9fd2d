import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Product } from '../domain/codelists';
import { productsForPicker, toConfiguratorCodeLists, type ConfiguratorCodeLists } from './codeLists';
import {
  LocalConfigurator,
  TEST_CODE_LISTS,
  TestI18n,
  insulatedDefaultState,
  stubMatchMedia,
} from './testUtils';

stubMatchMedia();
afterEach(cleanup);

// Product 101 (the default calculation's product) deactivated by an administrator.
const RETIRED: ConfiguratorCodeLists = {
  ...TEST_CODE_LISTS,
  products: TEST_CODE_LISTS.products.map((p) => (p.id === 101 ? { ...p, retired: true } : p)),
};

const GERMAN_NOTE =
  'Diese Auswahl wird nicht mehr angeboten. Die Berechnung behält sie, bis Sie eine andere wählen.';
const ENGLISH_NOTE = 'This choice is no longer offered. The calculation keeps it until you choose another.';

/** The texts a control's aria-describedby names, as a screen reader reads its description. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const apiItem = (id: number, isActive?: boolean) => ({
  id,
  code: `C${id}`,
  nameKey: `Item_${id}`,
  name: `Item ${id}`,
  sortOrder: id,
  ...(isActive === undefined ? {} : { isActive }),
});

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
    // Named, and marked as no longer offered.
    expect(picker.selectedOptions[0]!.textContent).toBe('Mineral wool pipe section (no longer offered)');
    expect(picker.parentElement!.title).toBe('Mineral wool pipe section (no longer offered)');
    // Not on the picker itself: its description would repeat the value to a screen reader.
    expect(picker.hasAttribute('title')).toBe(false);
    expect(description(picker)).toBe(ENGLISH_NOTE);
    // …but it is the only pipe section offered because it is the chosen one.
    expect(productsForPicker(RETIRED, 1).map((p) => p.id)).toEqual([]);
  });
});

describe('a deactivated medium (or surface, fuel, support, product type)', () => {
  it('comes from api/v1/codelists/{list}?retired=true as retired', () => {
    const lists = toConfiguratorCodeLists(
      {
        mediums: [
          { ...apiItem(1), density: 1000, heatCapacity: 4186, freezingPoint: 0 },
          { ...apiItem(2, false), density: 870, heatCapacity: 2100, freezingPoint: null },
        ] as never,
        fuelTypes: [{ ...apiItem(3, false), co2EmissionFactor: 202, source: 'x' }],
        surfaceTypes: [{ ...apiItem(4, false), emissivity: 0.9 }],
        subconstructionTypes: [{ ...apiItem(5, false), crossSection: 1, thermalConductivity: 50 }],
        productTypes: [{ ...apiItem(6, false), equipment: [1] }],
      },
      (key) => key,
    );
    expect(lists.mediums.map((m) => [m.id, m.retired ?? false])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(
      [lists.fuelTypes, lists.surfaceTypes, lists.subconstructionTypes, lists.productTypes].map(
        (l) => l[0]!.retired,
      ),
    ).toEqual([true, true, true, true]);
  });

  it('keeps the chosen one in its picker under its name, marked, and offers it to nobody else', () => {
    const view = render(
      <TestI18n language="de">
        <LocalConfigurator />
      </TestI18n>,
    );
    const picker = () => screen.getByLabelText('Medium') as HTMLSelectElement;
    fireEvent.change(picker(), { target: { value: '2' } });
    expect(picker().value).toBe('2');
    // An administrator deactivates thermal oil: the list answers it flagged (isActive false).
    const oilRetired: ConfiguratorCodeLists = {
      ...TEST_CODE_LISTS,
      mediums: TEST_CODE_LISTS.mediums.map((m) => (m.id === 2 ? { ...m, retired: true } : m)),
    };
    view.rerender(
      <TestI18n language="de">
        <LocalConfigurator codeLists={oilRetired} />
      </TestI18n>,
    );
    expect(picker().value).toBe('2');
    expect(picker().selectedOptions[0]!.textContent).toBe('Thermal oil (nicht mehr angeboten)');
    // A narrow closed picker cuts the name's end, mark included: the full text on hover, and the
    // mark said again on a line of its own under the picker, which describes it.
    expect(picker().parentElement!.title).toBe('Thermal oil (nicht mehr angeboten)');
    expect(description(picker())).toBe(GERMAN_NOTE);
    expect(screen.getByText(GERMAN_NOTE).closest('[data-field]')?.getAttribute('data-field')).toBe(
      'mediumDetails.medium',
    );
    // Choosing another medium drops it from the list, and the note with it.
    fireEvent.change(picker(), { target: { value: '1' } });
    expect([...picker().options].map((o) => o.textContent)).toEqual(['Keine Auswahl', 'Water']);
    expect(picker().parentElement!.title).toBe('Water');
    expect(picker().hasAttribute('title')).toBe(false);
    expect(picker().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(GERMAN_NOTE)).toBeNull();
  });

  it('an item the list does not know at all is "No longer offered", never a blank picker', () => {
    const view = render(
      <TestI18n>
        <LocalConfigurator />
      </TestI18n>,
    );
    const picker = () => screen.getByLabelText('Medium') as HTMLSelectElement;
    fireEvent.change(picker(), { target: { value: '2' } });
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
    expect(description(picker())).toBe(ENGLISH_NOTE);
  });

  it('a deactivated product type stays named in the layer it was chosen for', () => {
    const initial = insulatedDefaultState();
    render(
      <TestI18n>
        <LocalConfigurator
          initial={initial}
          codeLists={{
            ...TEST_CODE_LISTS,
            productTypes: TEST_CODE_LISTS.productTypes.map((p) => (p.id === 1 ? { ...p, retired: true } : p)),
          }}
        />
      </TestI18n>,
    );
    const picker = screen.getByLabelText('Product type') as HTMLSelectElement;
    expect(picker.value).toBe('1');
    expect(picker.selectedOptions[0]!.textContent).toBe('Pipe section (no longer offered)');
    expect([...picker.options].map((o) => o.value)).toEqual(['', '2', '1']);
  });
});
