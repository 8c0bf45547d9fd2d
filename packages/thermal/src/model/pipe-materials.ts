import { Material } from '../enums';

/**
 * Thermal conductivity of the pipe / sheet wall, W/(m·K) (physics.md §2).
 * Steel 50, stainless 15, copper 380 are textbook values; plastic 0.4 is an assumption
 * (PE/PP/PVC span 0.2–0.4).
 */
export const WALL_CONDUCTIVITY: Readonly<Record<Material, number>> = {
  [Material.Steel]: 50,
  [Material.StainlessSteel]: 15,
  [Material.Copper]: 380,
  [Material.Plastic]: 0.4,
};

/**
 * Whether the conduction through the sheet of plane surfaces (walls, vessel ends) and ducts is
 * included. physics.md §2 includes only the pipe wall (ln(D₀/Dᵢ)/(2πλ_wall)); the reference
 * cases confirm that plane sheets are not included (a 0.75 mm steel sheet changes q by ~1e-5).
 */
export const INCLUDE_SHEET_CONDUCTION = false;
