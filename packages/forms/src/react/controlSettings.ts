import type * as z from 'zod';

/**
 * A control's settings parsed once per definition, not on every render: zod's safeParse of a
 * settings object cost each of a 500-field form's cells a parse per keystroke and per mount. A
 * definition's settings object is replaced, never mutated, when the definition changes (a reload
 * merges into a new object), so its identity keys the cache.
 */
const parsedBySchema = new WeakMap<z.ZodType, WeakMap<object, unknown>>();
const defaultsBySchema = new WeakMap<z.ZodType, unknown>();

export function safeParseSettings<S extends z.ZodType>(
  schema: S,
  settings: unknown,
): ReturnType<S['safeParse']> {
  if (typeof settings !== 'object' || settings === null)
    return schema.safeParse(settings) as ReturnType<S['safeParse']>;
  let bySettings = parsedBySchema.get(schema);
  if (!bySettings) parsedBySchema.set(schema, (bySettings = new WeakMap()));
  let result = bySettings.get(settings);
  if (result === undefined) bySettings.set(settings, (result = schema.safeParse(settings)));
  return result as ReturnType<S['safeParse']>;
}

/** The schema's defaults (what a control uses when its settings do not parse), parsed once. */
export function defaultSettings<S extends z.ZodType>(schema: S): z.output<S> {
  if (!defaultsBySchema.has(schema)) defaultsBySchema.set(schema, schema.parse({}));
  return defaultsBySchema.get(schema) as z.output<S>;
}
