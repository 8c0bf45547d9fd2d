import * as z from 'zod';
import { BASIC_VALUE_SCHEMAS, optionValueSchema } from './basicSpecs';

// The shape of a non-empty value each built-in control holds, as the browser sends it and as the
// server has it after coercing it to the bound attribute's type (so a text box bound to a number
// attribute holds a number). A value outside its shape is refused with DynamicForm_InvalidValue;
// the finer rules (ranges, counts, icon keys) stay in the controls' validators.

// Built in a function called with a pure annotation: a bundle that reads none of these (the lean
// entry, which has its own basic set) leaves them out.
function builtinValueSchemas(): Readonly<Record<string, z.ZodType>> {
  const id = z.union([z.string().max(100), z.number().finite()]);
  const optionValue = optionValueSchema;
  /** Texts by language, or the JSON text of them (spec §5: invalid JSON only warns). */
  const multiLanguage = z.union([z.record(z.string().max(10), z.string().nullable()), z.string()]);
  /** A File control's descriptors: stored `{ fileId }`, or a file arriving with the request. */
  const fileDescriptor = z.looseObject({ fileId: z.string().max(100).optional() });
  /** What a display-only control shows: whatever its attribute holds. */
  const shown = z.json();

  return {
    ...BASIC_VALUE_SCHEMAS,
    Hidden: z.json(),
    FormLabel: shown,
    FormHeader: shown,
    FormButton: shown,
    Link: shown,
    ViewGrid: shown,
    FormDashboard: shown,
    CalculationSummary: shown,
    SentDocuments: shown,
    File: z.union([fileDescriptor, z.array(fileDescriptor).max(100)]),
    Lookup: id,
    LinkToInstance: id,
    MultiselectLookup: z.array(id).max(1000),
    RelatedEntityPicker: z.array(id).max(1000),
    RichTextArea: z.string(),
    CodeEditor: z.string(),
    JsonExpression: z.json(),
    RichTextAreaMultiLang: multiLanguage,
    MultiLang: multiLanguage,
    MultiselectDropdown: z.array(optionValue).max(1000),
    MultiselectCheckbox: z.array(optionValue).max(1000),
    DualListbox: z.array(optionValue).max(1000),
    IconLookup: z.string().max(200),
    FormGrid: z.union([z.array(z.record(z.string(), z.json())).max(1000), z.string()]),
  };
}

export const BUILTIN_VALUE_SCHEMAS: Readonly<Record<string, z.ZodType>> =
  /* @__PURE__ */ builtinValueSchemas();
