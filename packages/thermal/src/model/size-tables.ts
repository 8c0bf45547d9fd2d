import { Material } from '../enums';

/** One pipe size: nominal size (DN, or the outer diameter for tubes named by it), mm. */
export interface PipeSize {
  readonly nominalSize: number;
  /** Outer diameter, mm. */
  readonly diameter: number;
  /** Wall thickness, mm. */
  readonly wallThickness: number;
}

export interface SizeTable {
  readonly material: Material;
  readonly name: string;
  /** What the `nominalSize` column means. */
  readonly nominalSizeMeaning: 'DN' | 'outerDiameter';
  readonly source: string;
  readonly status: string;
  readonly sizes: readonly PipeSize[];
}

const s = (nominalSize: number, diameter: number, wallThickness: number): PipeSize => ({
  nominalSize,
  diameter,
  wallThickness,
});

/**
 * Steel pipe, EN 10220 outer diameters (physics.md §10). Wall thicknesses: the usual
 * EN 10216/10217 "standard" series (assumption; the engine needs one value per size for the
 * wall conduction and heat capacity).
 */
export const STEEL_EN10220: SizeTable = {
  material: Material.Steel,
  name: 'Steel pipe EN 10220',
  nominalSizeMeaning: 'DN',
  source: 'EN 10220 outer diameters; wall thickness of the common standard series',
  status: 'diameters per EN 10220; wall thicknesses assumed',
  sizes: [
    s(15, 21.3, 2.0),
    s(20, 26.9, 2.3),
    s(25, 33.7, 2.6),
    s(32, 42.4, 2.6),
    s(40, 48.3, 2.6),
    s(50, 60.3, 2.9),
    s(65, 76.1, 2.9),
    s(80, 88.9, 3.2),
    s(100, 114.3, 3.6),
    s(125, 139.7, 4.0),
    s(150, 168.3, 4.5),
    s(200, 219.1, 6.3),
    s(250, 273.0, 6.3),
    s(300, 323.9, 7.1),
    s(350, 355.6, 8.0),
    s(400, 406.4, 8.8),
    s(450, 457, 10.0),
    s(500, 508, 11.0),
    s(600, 610, 12.5),
  ],
};

/** Stainless steel pipe: EN ISO 1127 series 1 outer diameters (same as EN 10220), thin walls. */
export const STAINLESS_EN_ISO_1127: SizeTable = {
  material: Material.StainlessSteel,
  name: 'Stainless steel pipe EN ISO 1127',
  nominalSizeMeaning: 'DN',
  source: 'EN ISO 1127 series 1 outer diameters; typical welded wall thicknesses',
  status: 'wall thicknesses assumed',
  sizes: [
    s(15, 21.3, 1.6),
    s(20, 26.9, 1.6),
    s(25, 33.7, 2.0),
    s(32, 42.4, 2.0),
    s(40, 48.3, 2.0),
    s(50, 60.3, 2.0),
    s(65, 76.1, 2.0),
    s(80, 88.9, 2.3),
    s(100, 114.3, 2.6),
    s(125, 139.7, 2.6),
    s(150, 168.3, 2.6),
    s(200, 219.1, 3.0),
    s(250, 273.0, 3.0),
    s(300, 323.9, 3.0),
    s(350, 355.6, 3.6),
    s(400, 406.4, 4.0),
    s(450, 457, 4.0),
    s(500, 508, 4.0),
    s(600, 610, 5.0),
  ],
};

/** Copper tube EN 1057 (physics.md §10); tubes are named by their outer diameter. */
export const COPPER_EN1057: SizeTable = {
  material: Material.Copper,
  name: 'Copper tube EN 1057',
  nominalSizeMeaning: 'outerDiameter',
  source: 'EN 1057 outer diameters; common wall thicknesses',
  status: 'diameters per EN 1057; wall thicknesses assumed',
  sizes: [
    s(6, 6, 1.0),
    s(8, 8, 1.0),
    s(10, 10, 1.0),
    s(12, 12, 1.0),
    s(14, 14, 1.0),
    s(15, 15, 1.0),
    s(16, 16, 1.0),
    s(18, 18, 1.0),
    s(22, 22, 1.0),
    s(28, 28, 1.0),
    s(35, 35, 1.2),
    s(42, 42, 1.2),
    s(54, 54, 1.5),
    s(64, 64, 2.0),
    s(76.1, 76.1, 2.0),
    s(88.9, 88.9, 2.0),
    s(108, 108, 2.5),
    s(133, 133, 3.0),
    s(159, 159, 3.0),
    s(219, 219, 3.0),
    s(267, 267, 3.0),
  ],
};

/** Plastic (PE/PP) pipe, ISO 4065 outer diameters, SDR 11 walls; named by the outer diameter. */
export const PLASTIC_ISO4065: SizeTable = {
  material: Material.Plastic,
  name: 'Plastic pipe (PE/PP) ISO 4065, SDR 11',
  nominalSizeMeaning: 'outerDiameter',
  source: 'ISO 4065 outer diameters, wall = diameter / 11 (SDR 11)',
  status: 'assumption',
  sizes: [16, 20, 25, 32, 40, 50, 63, 75, 90, 110, 125, 140, 160, 200, 250, 315, 355, 400, 450, 500, 630].map(
    (d) => s(d, d, Math.round((d / 11) * 10) / 10),
  ),
};

/** The size table of each pipe material (used by allDiameter and by the UI's size picker). */
export const SIZE_TABLES: Readonly<Record<Material, SizeTable>> = {
  [Material.Steel]: STEEL_EN10220,
  [Material.StainlessSteel]: STAINLESS_EN_ISO_1127,
  [Material.Copper]: COPPER_EN1057,
  [Material.Plastic]: PLASTIC_ISO4065,
};
