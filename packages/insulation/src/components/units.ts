/**
 * Display units. The engine and the stored calculation are SI (physics.md §1); the imperial system
 * only converts what the screen, the report and the CSV show and what an input field reads. A
 * quantity is named by its SI unit symbol, the one the field and result tables already carry, so
 * one table converts inputs and outputs alike and an SI symbol without a conversion stays as it is.
 * A symbol with two meanings carries a suffix (`W/(m·K)@linear`: per metre of pipe, not λ).
 */
import { UNIT_SYSTEMS, type UnitSystem } from '@insulcalc/api-schema';

export { UNIT_SYSTEMS, type UnitSystem };

export function isUnitSystem(value: unknown): value is UnitSystem {
  return (UNIT_SYSTEMS as readonly unknown[]).includes(value);
}

interface Conversion {
  unit: string;
  /** SI → shown */
  to: (si: number) => number;
  /** shown → SI */
  from: (shown: number) => number;
  /** Extra decimals the shown unit needs against the SI one (mm → in: 2). */
  digits: number;
}

const linear = (unit: string, factor: number, digits = 0): Conversion => ({
  unit,
  to: (si) => si * factor,
  from: (shown) => shown / factor,
  digits,
});

// Factors: 1 in = 25.4 mm, 1 ft = 0.3048 m, 1 W = 3.412142 Btu/h, 1 lb = 0.45359237 kg,
// 1 Btu = 1055.05585 J (IT), 1 °F difference = 5/9 K.
const BTU_H_PER_W = 3.412141633;
const FT_PER_M = 1 / 0.3048;
const IMPERIAL: Record<string, Conversion> = {
  '°C': { unit: '°F', to: (c) => (c * 9) / 5 + 32, from: (f) => ((f - 32) * 5) / 9, digits: 0 },
  K: linear('°F', 9 / 5),
  mm: linear('in', 1 / 25.4, 2),
  m: linear('ft', FT_PER_M),
  'm/s': linear('ft/s', FT_PER_M),
  'm²': linear('ft²', FT_PER_M ** 2),
  W: linear('Btu/h', BTU_H_PER_W),
  'W/m': linear('Btu/h·ft', BTU_H_PER_W / FT_PER_M),
  'W/m²': linear('Btu/h·ft²', BTU_H_PER_W / FT_PER_M ** 2),
  'W/(m²·K)': linear('Btu/(h·ft²·°F)', BTU_H_PER_W / FT_PER_M ** 2 / 1.8, 1),
  // Insulation conductivity in the US trade unit (per inch of thickness).
  'W/(m·K)': linear('Btu·in/(h·ft²·°F)', (BTU_H_PER_W * 12) / FT_PER_M / 1.8),
  'kg/m³': linear('lb/ft³', 1 / 0.45359237 / FT_PER_M ** 3, 1),
  'J/(kg·K)': linear('Btu/(lb·°F)', 0.45359237 / 1055.05585 / 1.8, 3),
  // A pipe's linear transmittance (per metre of pipe), not a material's conductivity.
  'W/(m·K)@linear': linear('Btu/(h·ft·°F)', BTU_H_PER_W / FT_PER_M / 1.8),
  '1/m': linear('1/ft', 1 / FT_PER_M, 1),
  '1/m²': linear('1/ft²', 1 / FT_PER_M ** 2, 1),
  'm@mm': linear('ft', FT_PER_M / 1000, 3),
};

/**
 * Conversions of every unit system: a fraction stored 0..1 is shown and typed in percent; an
 * extent stored in mm (a wall's length and width, a vessel's length: physics.md §1) is shown and
 * typed in metres like a pipe's or a duct's length.
 */
const ALWAYS: Record<string, Conversion> = {
  '%@fraction': { unit: '%', to: (f) => f * 100, from: (p) => p / 100, digits: 0 },
  'm@mm': linear('m', 1 / 1000, 3),
};

export interface Units {
  system: UnitSystem;
  /** The shown unit of an SI unit symbol ('°C' → '°F' in imperial; unknown symbols unchanged). */
  unit: (si: string) => string;
  /** SI value → shown value. */
  toShown: (value: number, si: string) => number;
  /** Shown value → SI value (what an input field stores). */
  fromShown: (value: number, si: string) => number;
  /** Decimals for a figure shown in the unit of `si`, given the decimals of the SI figure. */
  digits: (digits: number, si: string) => number;
}

export function createUnits(system: UnitSystem): Units {
  const conversion = (si: string): Conversion | undefined =>
    (system === 'imperial' ? IMPERIAL[si] : undefined) ?? ALWAYS[si];
  return {
    system,
    unit: (si) => conversion(si)?.unit ?? si.replace(/@.*$/, ''),
    toShown: (value, si) => {
      const c = conversion(si);
      return c ? c.to(value) : value;
    },
    fromShown: (value, si) => {
      const c = conversion(si);
      return c ? c.from(value) : value;
    },
    digits: (digits, si) => digits + (conversion(si)?.digits ?? 0),
  };
}

export const SI_UNITS: Units = createUnits('SI');

/** The symbol of an ISO 4217 currency in a locale ('€', 'CHF', 'US$'…); the code when Intl has none. */
export function currencySymbol(code: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code }).formatToParts(1);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/**
 * The units with money in another currency: the catalogue's and the inputs' '€' symbols (€/kWh,
 * €/m², €/a) show the currency's symbol. Nothing is converted (prices are typed in it).
 */
export function withCurrency(units: Units, symbol: string): Units {
  if (symbol === '€') return units;
  return { ...units, unit: (si) => units.unit(si).replace(/€/g, symbol) };
}

/**
 * NPS (ASME B36.10) of a DN (ISO 6708): DN 15 ↔ ½ … DN 300 ↔ 12; from DN 350 NPS = DN / 25.
 * Null for a DN without an NPS twin.
 */
export function npsOf(dn: number): string | null {
  const table: Record<number, string> = {
    6: '1/8',
    8: '1/4',
    10: '3/8',
    15: '1/2',
    20: '3/4',
    25: '1',
    32: '1 1/4',
    40: '1 1/2',
    50: '2',
    65: '2 1/2',
    80: '3',
    90: '3 1/2',
    100: '4',
    125: '5',
    150: '6',
    200: '8',
    250: '10',
    300: '12',
  };
  if (table[dn]) return table[dn]!;
  if (dn >= 350 && dn % 50 === 0) return String(dn / 25);
  return null;
}

/** The nominal size as engineers write it: "DN 50" (SI) or "NPS 2" (imperial, when it has a twin). */
export function nominalSizeLabel(dn: number, units: Units): string {
  const nps = units.system === 'imperial' ? npsOf(dn) : null;
  return nps ? `NPS ${nps}` : `DN ${dn}`;
}
