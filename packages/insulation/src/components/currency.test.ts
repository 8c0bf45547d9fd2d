import { describe, expect, it } from 'vitest';
import { currencyFromProfile, getCurrency, setCurrency } from './currency';
import { currencySymbol } from './units';

describe('the currency of the reader’s settings', () => {
  it('takes an ISO 4217 code from the profile, and nothing else', () => {
    expect(currencyFromProfile({ currency: 'CHF' })).toBe('CHF');
    expect(currencyFromProfile({ currency: 'chf' })).toBeNull();
    expect(currencyFromProfile({})).toBeNull();
    expect(currencyFromProfile(null)).toBeNull();
    expect(getCurrency()).toBe('EUR');
    setCurrency('RSD');
    expect(getCurrency()).toBe('RSD');
    setCurrency('nonsense');
    expect(getCurrency()).toBe('RSD');
    setCurrency('EUR');
  });

  it('shows the symbol the locale uses', () => {
    expect(currencySymbol('EUR', 'de-DE')).toBe('€');
    expect(currencySymbol('USD', 'en-US')).toBe('$');
    expect(currencySymbol('CHF', 'de-CH')).toBe('CHF');
  });
});
