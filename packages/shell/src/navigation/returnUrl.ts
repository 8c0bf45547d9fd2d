/**
 * Login paths with a ReturnUrl and base-path helpers. The ReturnUrl rule itself is
 * `sanitizeReturnUrl` of @insulcalc/api-schema, the one copy the server uses too.
 */

/** Path of the login page with the ReturnUrl parameter. */
export function logOnPath(basePath: string, returnUrl: string): string {
  return `${joinBase(basePath, 'Account/LogOn')}?ReturnUrl=${encodeURIComponent(returnUrl)}`;
}

export function normalizeBasePath(basePath: string | undefined | null): string {
  let b = (basePath ?? '/').trim() || '/';
  if (!b.startsWith('/')) b = `/${b}`;
  if (!b.endsWith('/')) b = `${b}/`;
  return b;
}

export function joinBase(basePath: string, path: string): string {
  return `${normalizeBasePath(basePath)}${path.replace(/^\/+/, '')}`;
}
