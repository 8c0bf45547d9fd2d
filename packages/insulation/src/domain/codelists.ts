/**
 * Code-list and product shapes as the server returns them (GET api/v1/codelists/*,
 * api/v1/products). Names are translation keys (`nameKey`), translated in the UI; the texts live
 * in the package's translations/insulation-domain.json. Ids are stable integers (seeded).
 */

import type {
  ConductivityPointDto,
  CountryDto,
  FuelTypeDto,
  LanguageDto,
  MaterialDto,
  MaterialSizeDto,
  MediumDto,
  ProductDto,
  ProjectSummaryDto,
  ProductTypeDto,
  SubconstructionTypeDto,
  SurfaceTypeDto,
} from '@insulcalc/api-schema';

/** A language of GET api/v1/codelists/languages: sl, sr, en, de, bs, hr and its name in itself. */
export type Language = LanguageDto;

/** The fields every code-list item has (`name` translated by the server for the requester). */
export interface CodeListItem {
  id: number;
  code: string;
  nameKey: string;
  name?: string;
  sortOrder: number;
}

export type Country = CountryDto;
/** Nominal size (DN for steel and stainless, outer diameter for copper and plastic), mm sizes. */
export type MaterialSize = MaterialSizeDto;
/** A pipe material (id = Material enumeration value) with its size table. */
export type MaterialItem = MaterialDto;
export type Medium = MediumDto;
/** `equipment`: the shapes this type of product is made for (pipe sections fit pipes, boards planes). */
export type ProductType = ProductTypeDto;
/** `co2EmissionFactor` g CO2 per kWh, with its source. */
export type FuelType = FuelTypeDto;
export type SurfaceType = SurfaceTypeDto;
/** `thermalConductivity` W/(m·K) of the support's material; `crossSection` mm² of one support. */
export type SubconstructionType = SubconstructionTypeDto;
export type ConductivityPoint = ConductivityPointDto;
/** A catalogue product: λ(θ) points ascending, thicknesses mm ascending, EN 13501-1 fire class. */
export type Product = ProductDto;

/** One row of GET api/v1/project (the signed-in user's projects, newest first). */
export type ProjectSummary = ProjectSummaryDto;
