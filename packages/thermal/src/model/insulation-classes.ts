import { Standard } from '../enums';

/**
 * Insulation class tables (physics.md §9), as data with their source and status.
 * A class is met when the object's linear thermal transmittance U = q_l / (θᵢ − θₐ), W/(m·K)
 * (pipes), or areal transmittance U = q / (θᵢ − θₐ), W/(m²·K) (planes), does not exceed the
 * class limit U_max = a·D + b (D = outer pipe diameter, m; planes: U_max = b).
 */
export interface ClassLimit {
  /** Class number (EN 12828: 1..6, 6 strictest; EN 17956: 1..7 = A..G, A strictest). */
  readonly class: number;
  readonly label: string;
  /** Coefficient of D (m), W/(m²·K). */
  readonly a: number;
  /** Constant term, W/(m·K) for pipes, W/(m²·K) for planes. */
  readonly b: number;
}

export interface ClassTable {
  readonly standard: Standard;
  readonly name: string;
  readonly source: string;
  readonly status: string;
  /** True when classes from this table must be shown as provisional. */
  readonly provisional: boolean;
  /** Limits for pipes (linear transmittance). Ordered from the least to the most strict. */
  readonly pipe: readonly ClassLimit[];
  /** Limits for plane surfaces (areal transmittance), or null when the standard has none. */
  readonly plane: readonly ClassLimit[] | null;
}

const EN12828_PIPE: readonly ClassLimit[] = [
  { class: 1, label: '1', a: 3.3, b: 0.22 },
  { class: 2, label: '2', a: 2.6, b: 0.2 },
  { class: 3, label: '3', a: 2.0, b: 0.18 },
  { class: 4, label: '4', a: 1.5, b: 0.16 },
  { class: 5, label: '5', a: 1.1, b: 0.14 },
  { class: 6, label: '6', a: 0.8, b: 0.12 },
];

export const EN12828_CLASSES: ClassTable = {
  standard: Standard.EN12828,
  name: 'EN 12828',
  source: 'EN 12828 pipe insulation classes, as commonly reproduced in Nordic guidance',
  status: 'not checked against the standard text',
  provisional: false,
  pipe: EN12828_PIPE,
  plane: null,
};

export const SSEN12828_CLASSES: ClassTable = {
  standard: Standard.SSEN12828,
  name: 'SS-EN 12828',
  source: 'Swedish adoption of EN 12828; same limits as EN 12828 (assumption)',
  status: 'assumed identical to EN 12828',
  provisional: false,
  pipe: EN12828_PIPE,
  plane: null,
};

/**
 * EN 17956 (classes A..G): the thresholds are not publicly available. PROVISIONAL table: the
 * EN 12828 limits shifted one class, with a stricter class A added; planes use an assumed
 * ladder of areal transmittances. Replace when the standard's text is available.
 */
export const EN17956_CLASSES: ClassTable = {
  standard: Standard.EN17956,
  name: 'EN 17956',
  source: 'provisional placeholder (thresholds of EN 17956 not available publicly)',
  status: 'provisional',
  provisional: true,
  pipe: [
    { class: 7, label: 'G', a: 3.3, b: 0.22 },
    { class: 6, label: 'F', a: 2.6, b: 0.2 },
    { class: 5, label: 'E', a: 2.0, b: 0.18 },
    { class: 4, label: 'D', a: 1.5, b: 0.16 },
    { class: 3, label: 'C', a: 1.1, b: 0.14 },
    { class: 2, label: 'B', a: 0.8, b: 0.12 },
    { class: 1, label: 'A', a: 0.6, b: 0.1 },
  ],
  plane: [
    { class: 7, label: 'G', a: 0, b: 1.0 },
    { class: 6, label: 'F', a: 0, b: 0.7 },
    { class: 5, label: 'E', a: 0, b: 0.5 },
    { class: 4, label: 'D', a: 0, b: 0.4 },
    { class: 3, label: 'C', a: 0, b: 0.3 },
    { class: 2, label: 'B', a: 0, b: 0.22 },
    { class: 1, label: 'A', a: 0, b: 0.15 },
  ],
};

export const CLASS_TABLES: Readonly<Record<Standard, ClassTable>> = {
  [Standard.EN17956]: EN17956_CLASSES,
  [Standard.EN12828]: EN12828_CLASSES,
  [Standard.SSEN12828]: SSEN12828_CLASSES,
};

/** U_max of a class limit for outer diameter D (m); planes ignore D. */
export function classLimit(limit: ClassLimit, diameterM: number | null): number {
  return diameterM === null ? limit.b : limit.a * diameterM + limit.b;
}

/**
 * The strictest class met by transmittance `u` (absolute value), or null when even the least
 * strict class is not met.
 */
export function classify(
  limits: readonly ClassLimit[],
  u: number,
  diameterM: number | null,
): ClassLimit | null {
  let best: ClassLimit | null = null;
  for (const l of limits) if (Math.abs(u) <= classLimit(l, diameterM)) best = l;
  return best;
}
