/**
 * The currency the economic figures are shown in: the User settings form's currency of a
 * signed-in user's profile (anonymous visitors: EUR). The prices typed and the catalogue's are
 * taken as in this currency; nothing is converted.
 */
import { useSyncExternalStore } from 'react';

export const DEFAULT_CURRENCY = 'EUR';

let current = DEFAULT_CURRENCY;
const listeners = new Set<() => void>();

const isCurrency = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{3}$/.test(value);

/** The profile's currency when it names one (an ISO 4217 code), else null. */
export function currencyFromProfile(profile: { currency?: unknown } | null | undefined): string | null {
  return isCurrency(profile?.currency) ? profile.currency : null;
}

export function setCurrency(code: string): void {
  if (!isCurrency(code) || code === current) return;
  current = code;
  for (const listener of listeners) listener();
}

export function getCurrency(): string {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrency(): string {
  return useSyncExternalStore(subscribe, getCurrency, () => DEFAULT_CURRENCY);
}
