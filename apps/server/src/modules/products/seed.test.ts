import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productSeedSchema, readProductSeed } from './seed';

const seedDir = join(import.meta.dirname, '../../../seed');

describe('product seed: prices per thickness', () => {
  it('every seeded product has a positive list price for each of its thicknesses, rising with thickness', () => {
    const products = readProductSeed(seedDir);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(
        p.prices.map((x) => x.thickness),
        p.code,
      ).toEqual(p.thicknesses);
      for (const [i, x] of p.prices.entries()) {
        expect(x.price, p.code).toBeGreaterThan(0);
        if (i > 0) expect(x.price, `${p.code} ${x.thickness} mm`).toBeGreaterThan(p.prices[i - 1]!.price);
      }
    }
  });

  it('refuses a price for a thickness the product does not have, or out of order', () => {
    const base = readProductSeed(seedDir)[0]!;
    const withPrices = (prices: { thickness: number; price: number }[]) =>
      productSeedSchema.safeParse({ ...base, prices }).success;
    expect(withPrices([{ thickness: base.thicknesses[0]!, price: 10 }])).toBe(true);
    expect(withPrices([])).toBe(true);
    expect(withPrices([{ thickness: 33.3, price: 10 }])).toBe(false);
    expect(
      withPrices([
        { thickness: base.thicknesses[1]!, price: 12 },
        { thickness: base.thicknesses[0]!, price: 10 },
      ]),
    ).toBe(false);
    expect(withPrices([{ thickness: base.thicknesses[0]!, price: -1 }])).toBe(false);
  });
});
