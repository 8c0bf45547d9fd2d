import type { Calculation, CalculationFieldPath, CalculationFieldValue } from './types';

/**
 * Reading and writing a calculation field by its dotted path (`equipmentDetails.diameter`,
 * `insulationInfo.0.insulationThickness`). The same paths are used by validation messages, the
 * applicability table and the engine's error paths.
 */
export function getByPath(target: unknown, path: string): unknown {
  let cur: unknown = target;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Sets a value in place (use on an Immer draft or a fresh copy). Only existing containers are
 * walked; returns false (and changes nothing) when the path does not lead to an existing field.
 */
export function setByPath(target: object, path: string, value: unknown): boolean {
  const parts = path.split('.');
  if (parts.some((p) => p === '' || FORBIDDEN.has(p))) return false;
  let cur: unknown = target;
  for (const part of parts.slice(0, -1)) {
    if (cur === null || typeof cur !== 'object') return false;
    cur = (cur as Record<string, unknown>)[part];
  }
  if (cur === null || typeof cur !== 'object') return false;
  const last = parts[parts.length - 1]!;
  if (!Object.prototype.hasOwnProperty.call(cur, last)) return false;
  (cur as Record<string, unknown>)[last] = value;
  return true;
}

/** The value of a calculation's field at a typed path. */
export function getField<P extends CalculationFieldPath>(
  calculation: Calculation,
  path: P,
): CalculationFieldValue<P> {
  return getByPath(calculation, path) as CalculationFieldValue<P>;
}
