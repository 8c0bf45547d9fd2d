import type { AccountOptions } from '../state/types';

export type LogOnEntry =
  /** Signed in already: go to the return URL. */
  | { kind: 'returnUrl' }
  /** Forms login off and no provider: error/401. */
  | { kind: 'accessDenied' }
  /** Forms login off and exactly one auto-redirect provider: straight to it. */
  | { kind: 'provider'; providerId: string }
  | { kind: 'form' };

/** What the login page does on entry (spec §2 login page). */
export function decideLogOnEntry(input: {
  isAuthenticated: boolean;
  options: AccountOptions;
  remoteError: boolean;
}): LogOnEntry {
  if (input.isAuthenticated) return { kind: 'returnUrl' };
  const { formsEnabled, oidcProviders } = input.options;
  if (!formsEnabled && oidcProviders.length === 0) return { kind: 'accessDenied' };
  if (!formsEnabled && !input.remoteError) {
    const auto = oidcProviders.filter((p) => p.autoRedirectToSignIn);
    if (auto.length === 1) return { kind: 'provider', providerId: auto[0]!.providerId };
  }
  return { kind: 'form' };
}

/** Browser address of the external sign-in (spec §7). */
export function externalLogOnUrl(providerId: string, returnUrl: string): string {
  return `/Account/ExternalLogOn?provider=${encodeURIComponent(providerId)}&returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** Required-field check of spec §5 for text inputs. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value === '';
}
