/**
 * The layout breakpoints (spec §9): the smallest viewport width, in CSS pixels, at which each
 * size class starts. Every media query of the apps and packages derives from this table.
 */
export const BREAKPOINTS = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The breakpoints from the smallest up. */
export const BREAKPOINT_NAMES: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'];

/** The sidebar becomes an overlay at this width or less (spec §9 "Sidebar breakpoint 992 px"). */
export const SIDEBAR_BREAKPOINT = BREAKPOINTS.lg;

/** Resize handlers wait this long after the last resize event (spec §9). */
export const RESIZE_DEBOUNCE_MS = 250;

/**
 * `(min-width: …)`: the viewport is at least as wide as the breakpoint. `xs` (0) matches every
 * viewport, so it gives `all`.
 */
export function mediaUp(breakpoint: Breakpoint): string {
  const width = BREAKPOINTS[breakpoint];
  return width === 0 ? 'all' : `(min-width: ${width}px)`;
}

/**
 * `(max-width: …)`: the viewport is narrower than the breakpoint. Bootstrap's convention: 0.02 px
 * below the next class's start, so that at exactly 768 px `mediaDown('md')` and `mediaUp('md')`
 * never both match (browsers round fractional widths on zoomed pages).
 */
export function mediaDown(breakpoint: Breakpoint): string {
  const width = BREAKPOINTS[breakpoint];
  if (width === 0) return 'not all';
  return `(max-width: ${width - 0.02}px)`;
}

/** `(max-width: N px)` including the breakpoint itself: the spec's "at 992 px or less" wording. */
export function mediaAtMost(breakpoint: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Between two breakpoints: at least `from`, narrower than `to`. */
export function mediaBetween(from: Breakpoint, to: Breakpoint): string {
  const lower = mediaUp(from);
  const upper = mediaDown(to);
  return lower === 'all' ? upper : `${lower} and ${upper}`;
}

/** The size class of a viewport width (the largest breakpoint not above it). */
export function breakpointOf(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const name of BREAKPOINT_NAMES)
    if (Number.isFinite(width) && width >= BREAKPOINTS[name]) current = name;
  return current;
}
