/**
 * Code-list and product shapes as the server returns them (GET api/v1/codelists/*,
 * api/v1/products). Names are translation keys (`nameKey`), translated in the UI; the texts live
 * in the package's translations/insulation-domain.json. Ids are stable integers (seeded).
 */

export interface Language {
  /** sl, sr, en, de, bs, hr */
  code: string;
  /** The language's name in itself (Slovenščina, Srpski, English, Deutsch, Bosanski, Hrvatski). */
  localName: string;
}

export interface CodeListItem {
  id: number;
  code: string;
  nameKey: string;
  /** The name translated for the requester by the server (the UI may translate `nameKey` itself). */
  name?: string;
  sortOrder: number;
}

export interface Country extends CodeListItem {
  /** ISO 3166-1 alpha-2, e.g. SI (same as code). */
  code: string;
}

export interface MaterialSize {
  /** Nominal size: DN for steel and stainless, outer diameter in mm for copper and plastic. */
  nominalSize: number;
  /** mm */
  outerDiameter: number;
  /** mm, typical wall thickness */
  wallThickness: number;
}

/** A pipe material (id = Material enumeration value) with its size table. */
export interface MaterialItem extends CodeListItem {
  /** kg/m³ */
  density: number;
  /** J/(kg·K) */
  heatCapacity: number;
  /** Emissivity of the bare surface. */
  emissivity: number;
  /** W/(m·K) */
  thermalConductivity: number;
  /** Standard of the size table, e.g. EN 10220. */
  sizeStandard: string;
  sizes: MaterialSize[];
}

export interface Medium extends CodeListItem {
  /** kg/m³ at typical operating temperature */
  density: number;
  /** J/(kg·K) */
  heatCapacity: number;
  /** °C, null when it does not freeze in practice */
  freezingPoint: number | null;
  /** kg/m³ of the frozen medium (water-like media) */
  frozenDensity: number | null;
  /** kJ/kg (water-like media) */
  latentHeat: number | null;
  minTemperature: number | null;
  maxTemperature: number | null;
}

export interface ProductType extends CodeListItem {
  /** For which shapes this type of product is made: pipe sections fit pipes, boards fit planes. */
  equipment: number[];
}

export interface FuelType extends CodeListItem {
  /** g CO2 per kWh */
  co2EmissionFactor: number;
  /** Source of the factor. */
  source: string;
}

export interface SurfaceType extends CodeListItem {
  emissivity: number;
}

export interface SubconstructionType extends CodeListItem {
  /** W/(m·K) of the support's material */
  thermalConductivity: number;
  /** Conducting cross-section of one support, mm² */
  crossSection: number;
}

export interface ConductivityPoint {
  /** °C (mean temperature) */
  temperature: number;
  /** W/(m·K) */
  conductivity: number;
}

export interface Product {
  id: number;
  code: string;
  nameKey: string;
  /** Translated by the server for the requester. */
  name?: string;
  productTypeId: number;
  /** λ(θ) points, ascending temperature (interpolated linearly by the engine). */
  conductivity: ConductivityPoint[];
  minTemperature: number;
  maxTemperature: number;
  /** Available thicknesses, mm, ascending. */
  thicknesses: number[];
  /** kg/m³ */
  density: number | null;
  /** Fire classification (EN 13501-1), e.g. A1 or BL-s3,d0. */
  fireClass: string | null;
  recommended: boolean;
  sortOrder: number;
}

/** One row of GET api/v1/project (the signed-in user's projects, newest first). */
export interface ProjectSummary {
  projectId: string;
  name: string;
  calculationCount: number;
  isSelected: boolean;
  concurrencyToken: string;
  createdAt: string;
  updatedAt: string;
}
