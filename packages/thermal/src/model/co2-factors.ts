/**
 * CO2 emission factors, g/kWh (VDI 4610, as listed by EiiF's inspection app; physics.md §10).
 * The calculation uses the entity's `co2EmissionFactor`; this table is for pickers and defaults.
 */
export const CO2_FACTORS = {
  source: 'VDI 4610 (as listed by EiiF)',
  factors: [
    { fuel: 'naturalGas', name: 'Natural gas', gramsPerKWh: 202 },
    { fuel: 'heavyFuelOil', name: 'Heavy fuel oil', gramsPerKWh: 381 },
    { fuel: 'importCoal', name: 'Import coal', gramsPerKWh: 342 },
    { fuel: 'ligniteDust', name: 'Lignite dust', gramsPerKWh: 353 },
  ],
} as const;

/** Mineral-wool reference conductivity curve (EiiF), W/(m·K) at θ °C (physics.md §10). */
export function mineralWoolReferenceConductivity(theta: number): number {
  return 0.0338 + 1.173e-4 * theta + 7.545e-8 * theta * theta + 7.109e-10 * theta * theta * theta;
}
