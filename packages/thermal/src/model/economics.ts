/**
 * Economic insulation thickness after VDI 2055 Part 1 (the annuity method): the yearly total
 * cost of one thickness is the capital cost of the insulation spread over the service life with
 * the annuity factor, plus the cost of the heat that still flows, priced with the energy price's
 * yearly rise turned into a constant equivalent by the price-dynamic annuity factor of VDI 2067
 * Part 1 (the factor VDI 2055-1 refers to for energy prices that change over the service life).
 * The economic thickness is the one with the lowest yearly total cost.
 */

/**
 * Annuity factor a = i·(1 + i)ⁿ / ((1 + i)ⁿ − 1) for the interest rate i (fraction per year)
 * and the service life n (years); 1/n at i = 0.
 */
export function annuityFactor(interestRate: number, serviceLife: number): number {
  const i = interestRate;
  const n = serviceLife;
  if (Math.abs(i) < 1e-12) return 1 / n;
  const q = Math.pow(1 + i, n);
  return (i * q) / (q - 1);
}

/**
 * Price-dynamic factor b: the first year's energy cost times b is the constant yearly cost with
 * the same present value as the rising costs of all years,
 * b = a · Σ_{t=1..n} (1 + r)^(t−1) / (1 + i)^t = a · (1 − ((1 + r)/(1 + i))ⁿ) / (i − r),
 * and a·n/(1 + i) when r = i (VDI 2067-1's "preisdynamischer Annuitätsfaktor").
 */
export function priceDynamicFactor(interestRate: number, priceRise: number, serviceLife: number): number {
  const a = annuityFactor(interestRate, serviceLife);
  const i = interestRate;
  const r = priceRise;
  const n = serviceLife;
  if (Math.abs(i - r) < 1e-12) return (a * n) / (1 + i);
  return (a * (1 - Math.pow((1 + r) / (1 + i), n))) / (i - r);
}

/**
 * Discounted payback time, years: the time after which the yearly savings (first year S₁,
 * rising by r a year, discounted at i) have paid back the investment I. Linear within the year
 * it happens; null when not within `horizon` years (or never).
 */
export function paybackTime(
  investment: number,
  firstYearSaving: number,
  interestRate: number,
  priceRise: number,
  horizon = 100,
): number | null {
  if (investment <= 0) return 0;
  if (!(firstYearSaving > 0)) return null;
  let paid = 0;
  for (let t = 1; t <= horizon; t++) {
    const s = (firstYearSaving * Math.pow(1 + priceRise, t - 1)) / Math.pow(1 + interestRate, t);
    if (paid + s >= investment) return t - 1 + (investment - paid) / s;
    paid += s;
  }
  return null;
}
