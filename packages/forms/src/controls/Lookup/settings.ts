import * as z from 'zod';

const viewIdSchema = /* @__PURE__ */ z.string().regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,127}$/);

/**
 * Settings of the lookup family (Lookup, MultiselectLookup, RelatedEntityPicker, LinkToInstance):
 * the view whose lookup (display and search attributes, decision 0015) they search and show.
 */
export const lookupSettingsSchema = /* @__PURE__ */ z.object({
  viewId: viewIdSchema,
  placeholder: z.string().max(500).optional(),
  /** Characters typed before the first search (0: the list opens on focus with the first rows). */
  minSearchLength: z.number().int().min(0).max(10).default(1),
  /** Suggestions per search. */
  limit: z.number().int().min(1).max(50).default(20),
  /** Offers the LookupDialog (the whole view with its filters). */
  allowBrowse: z.boolean().default(true),
  /** The form group a LinkToInstance (or a picked record) opens. */
  formGroupId: z.string().min(1).max(128).optional(),
  openInDialog: z.boolean().default(false),
});
export type LookupSettings = z.infer<typeof lookupSettingsSchema>;

/** MultiselectLookup / RelatedEntityPicker: at most `maxItems` records. */
export const multiLookupSettingsSchema = /* @__PURE__ */ lookupSettingsSchema.extend({
  maxItems: z.number().int().min(1).max(200).optional(),
});
export type MultiLookupSettings = z.infer<typeof multiLookupSettingsSchema>;

/** One id from a Lookup's value (strings and numbers are ids; anything else is none). */
export function lookupIdOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The ids of a multi lookup's value, without duplicates, in their order. */
export function lookupIdsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map(lookupIdOf).filter((id): id is string => id !== null))];
}
