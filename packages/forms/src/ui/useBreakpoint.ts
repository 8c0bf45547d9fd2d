import { useMemo, useSyncExternalStore } from 'react';
import { breakpointOf, type Breakpoint } from '@insulcalc/tokens';

function subscribeToQuery(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

/**
 * Whether a media query (built with `mediaUp`/`mediaDown` from `@insulcalc/tokens`) matches now;
 * re-renders when it changes. False on the server and where matchMedia is missing.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeToQuery(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(query).matches,
    () => false,
  );
}

function subscribeToResize(onChange: () => void) {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport's size class (xs … xxl) from the one breakpoint table. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    subscribeToResize,
    () => breakpointOf(typeof window === 'undefined' ? 0 : window.innerWidth),
    () => 'xs' as Breakpoint,
  );
}
