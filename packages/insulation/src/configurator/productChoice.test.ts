import { describe, expect, it } from 'vitest';
import { Equipment } from '@insulcalc/thermal';
import { createDefaultCalculation } from '../domain/defaults';
import type { ConfiguratorCodeLists, ProductItem } from './codeLists';
import { suggestedProduct } from './productChoice';
import { TEST_CODE_LISTS } from './testUtils';

const product = (id: number, productTypeId: number, min: number, max: number): ProductItem => ({
  id,
  name: `P${id}`,
  productTypeId,
  conductivity: [[0, 0.035]],
  minTemperature: min,
  maxTemperature: max,
  thicknesses: [20, 40, 60],
});

const LISTS: ConfiguratorCodeLists = {
  ...TEST_CODE_LISTS,
  productTypes: [
    { id: 1, name: 'Pipe section', equipment: [Equipment.Pipe] },
    { id: 2, name: 'Slab', equipment: [Equipment.Wall, Equipment.Tank] },
  ],
  // Elastomer (cold only), mineral wool section, cellular glass section (recommended), a slab.
  products: [
    product(1, 1, -50, 105),
    product(2, 1, -50, 650),
    product(3, 1, -260, 430),
    product(4, 2, -50, 650),
  ],
  recommendedProductIds: [3],
};

function calculation(equipment: number, mediumTemperature: number | null) {
  const c = createDefaultCalculation();
  c.equipment = equipment as never;
  c.mediumDetails.mediumTemperature = mediumTemperature;
  return c;
}

describe('suggestedProduct', () => {
  it('suggests the recommended product that fits the equipment and the medium temperature', () => {
    expect(suggestedProduct(LISTS, calculation(Equipment.Pipe, 100))?.id).toBe(3);
  });

  it('skips products whose temperature range does not hold the medium temperature', () => {
    // Cellular glass ends at 430 °C: the first other pipe section that takes 500 °C.
    expect(suggestedProduct(LISTS, calculation(Equipment.Pipe, 500))?.id).toBe(2);
    expect(suggestedProduct(LISTS, calculation(Equipment.Pipe, 900))).toBeNull();
  });

  it('offers only products of a type made for the equipment', () => {
    expect(suggestedProduct(LISTS, calculation(Equipment.Tank, 80))?.id).toBe(4);
  });

  it('suggests nothing once the first layer has a product', () => {
    const c = calculation(Equipment.Pipe, 100);
    c.insulationInfo[0]!.insulationProductId = 2;
    expect(suggestedProduct(LISTS, c)).toBeNull();
  });
});
