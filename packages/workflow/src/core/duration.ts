/**
 * Durations in process definitions are ISO 8601 durations restricted to days, hours, minutes and
 * seconds (`P1D`, `PT4H`, `P1DT12H`, `PT30S`): calendar units (years, months, weeks) have no fixed
 * length, and a due time must mean the same number of milliseconds on every server.
 */
const PATTERN = /^P(?:(\d{1,5})D)?(?:T(?:(\d{1,6})H)?(?:(\d{1,7})M)?(?:(\d{1,9})S)?)?$/;

/** Milliseconds of a duration, or null when the text is not one (or is empty: `P`, `PT`). */
export function parseDuration(text: string): number | null {
  const m = PATTERN.exec(text);
  if (!m || text === 'P' || text.endsWith('T')) return null;
  const [, d, h, min, s] = m;
  if (d === undefined && h === undefined && min === undefined && s === undefined) return null;
  return ((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(min ?? 0)) * 60_000 + Number(s ?? 0) * 1000;
}

export function isDuration(text: string): boolean {
  return parseDuration(text) !== null;
}

/** `at` plus the duration, as an ISO timestamp. */
export function addDuration(at: string, duration: string): string {
  const ms = parseDuration(duration);
  if (ms === null) throw new RangeError(`Not a duration: ${duration}`);
  return new Date(Date.parse(at) + ms).toISOString();
}
