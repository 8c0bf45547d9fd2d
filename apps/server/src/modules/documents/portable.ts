/**
 * A render context as data a worker thread can receive (structured clone): functions are left
 * out, objects keep their own data. A chart whose data carried helpers (the thickness chart's
 * `ui`) gets them rebuilt in the worker from what remains (the language, the unit system).
 */
export function portable(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    seen.set(value, out);
    for (const item of value) out.push(portable(item, seen));
    return out;
  }
  if (value instanceof Map) {
    const out = new Map<unknown, unknown>();
    seen.set(value, out);
    for (const [k, v] of value) if (typeof v !== 'function') out.set(k, portable(v, seen));
    return out;
  }
  const out: Record<string, unknown> = {};
  seen.set(value, out);
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'function' || typeof v === 'symbol') continue;
    out[key] = portable(v, seen);
  }
  return out;
}
