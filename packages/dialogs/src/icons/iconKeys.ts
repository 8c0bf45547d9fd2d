// Icon keys and sizes without the loader: no DOM and no fetch, so the server and the form
// engine's React-free control specs validate keys with the same pattern the browser draws.
export const ICON_PREFIXES = ['bi', 'fas', 'far', 'fab'] as const;
export type IconPrefix = (typeof ICON_PREFIXES)[number];

/** The server's key pattern: a known prefix, then lower-case letters, digits and single hyphens. */
export const ICON_KEY_PATTERN = /^(bi|fas|far|fab)-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

export function isIconKey(key: unknown): key is string {
  return typeof key === 'string' && key.length <= 100 && ICON_KEY_PATTERN.test(key);
}

/** Spec §9 icon sizes, as Font Awesome sizes them (em of the surrounding text). */
export const ICON_SIZES = {
  xs: 0.75,
  sm: 0.875,
  lg: 1.25,
  '1x': 1,
  '2x': 2,
  '3x': 3,
  '4x': 4,
  '5x': 5,
  '6x': 6,
  '7x': 7,
  '8x': 8,
  '9x': 9,
  '10x': 10,
} as const;
export type IconSize = keyof typeof ICON_SIZES;

/** Spec §9: an SVG without a viewBox of its own is drawn in 16 × 16 units. */
export const DEFAULT_VIEW_BOX = '0 0 16 16';
