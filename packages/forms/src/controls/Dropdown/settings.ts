import * as z from 'zod';

/** An option of a Dropdown or RadioGroup: the stored value and its (already translated) text. */
export const optionSchema = /* @__PURE__ */ z.preprocess(
  // `label` is accepted for `text`, and a bare value shows itself: a definition that names the
  // text differently still lists its options instead of an empty control.
  (input) => {
    if (typeof input !== 'object' || input === null) return input;
    const option = input as { value?: unknown; text?: unknown; label?: unknown };
    return option.text === undefined
      ? { ...option, text: option.label ?? String(option.value ?? '') }
      : option;
  },
  z.object({
    value: z.union([z.string().max(200), z.number()]),
    text: z.string().max(500),
    disabled: z.boolean().optional(),
  }),
);
export type ControlOption = z.infer<typeof optionSchema>;

export const dropdownSettingsSchema = /* @__PURE__ */ z.object({
  options: z.array(optionSchema).max(5000).default([]),
  placeholder: z.string().max(500).optional(),
});

/** Options as keys: react-aria keys are strings, values may be numbers. */
export function optionKey(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
