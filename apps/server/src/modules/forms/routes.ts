/** Longest accepted route (characters). */
export const FORM_ROUTE_MAX_LENGTH = 200;

/**
 * A form route: one or more segments of `A–Z a–z 0–9 _ -` separated by single slashes. So no
 * leading or trailing slash, no empty segment, no '.' (hence no '..'), no spaces, query or hash.
 * The `form_group_route_check` constraint on `form_group.route` uses the same pattern.
 */
export const FORM_ROUTE_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

export type FormRouteProblem = 'empty' | 'tooLong' | 'leadingSlash' | 'parentSegment' | 'invalidCharacters';

/**
 * Checks a dynamic form route (spec §2: a path relative to the public app's base, e.g. 'Projects'
 * or 'Forms/Requests'). Returns null when valid, else why not.
 */
export function validateFormRoute(route: unknown): FormRouteProblem | null {
  if (typeof route !== 'string' || route.length === 0) return 'empty';
  if (route.length > FORM_ROUTE_MAX_LENGTH) return 'tooLong';
  if (route.startsWith('/')) return 'leadingSlash';
  if (route.includes('..')) return 'parentSegment';
  if (!FORM_ROUTE_PATTERN.test(route)) return 'invalidCharacters';
  return null;
}
