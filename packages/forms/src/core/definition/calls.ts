import * as z from 'zod';
import { formElementDataMapSchema } from './element';
import { idSchema, nameSchema, parametersSchema, textSchema } from './primitives';
import { formActionSchema } from './toolbar';
import { formUserMessageSchema } from './userMessage';

/** POST api/v1/forms/load body (spec §7). One of formId, formGroupId or entityId names the form. */
export const formLoadRequestSchema = /* @__PURE__ */ z
  .object({
    asDialog: z.boolean().default(false),
    formGroupId: idSchema.nullish(),
    sectionName: nameSchema.nullish(),
    entityInstanceId: idSchema.nullish(),
    parentEntityAttributeId: idSchema.nullish(),
    parentEntityInstanceId: idSchema.nullish(),
    parameters: parametersSchema.default({}),
    requestReadOnly: z.boolean().default(false),
    formId: idSchema.nullish(),
    entityId: idSchema.nullish(),
  })
  .refine((body) => Boolean(body.formId || body.formGroupId || body.entityId), {
    message: 'formId, formGroupId or entityId is required.',
    path: ['formId'],
  });
export type FormLoadRequest = z.infer<typeof formLoadRequestSchema>;
export type FormLoadRequestInput = z.input<typeof formLoadRequestSchema>;

/** Names of the fixed multipart fields of POST api/v1/forms/{formId}/save (spec §7). */
export const SAVE_FIELD = {
  entityInstanceId: 'EntityInstanceId',
  action: 'Action',
  parentEntityAttributeId: 'ParentEntityAttributeId',
  parentEntityInstanceId: 'ParentEntityInstanceId',
  parameters: 'Parameters',
  concurrencyTokens: 'ConcurrencyTokens',
  sortOrderHint: 'SortOrderHint',
} as const;

/** The default save action (spec §7). */
export const DEFAULT_SAVE_ACTION = 'SAVE';

function jsonText<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .max(1_000_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.issues.push({ code: 'custom', input: text, message: 'Not valid JSON.' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/**
 * The fixed multipart fields of a save, as text (what a multipart parser hands over). Every other
 * text field is a control's value: field name = control name, field text = `JSON.stringify(value)`
 * (see `decodeControlField`); file parts carry the control name as their field name.
 */
export const formSaveFieldsSchema = /* @__PURE__ */ z.object({
  EntityInstanceId: z
    .string()
    .max(100)
    .optional()
    .transform((id) => (id ? id : null)),
  Action: formActionSchema.default(DEFAULT_SAVE_ACTION),
  ParentEntityAttributeId: z
    .string()
    .max(100)
    .optional()
    .transform((id) => (id ? id : null)),
  ParentEntityInstanceId: z
    .string()
    .max(100)
    .optional()
    .transform((id) => (id ? id : null)),
  Parameters: jsonText(parametersSchema)
    .optional()
    .transform((value) => value ?? {}),
  ConcurrencyTokens: jsonText(z.record(z.string().max(100), z.string().max(200)))
    .optional()
    .transform((value) => value ?? {}),
  SortOrderHint: z
    .string()
    .regex(/^-?\d{1,9}$/)
    .transform(Number)
    .optional(),
});
export type FormSaveFields = z.infer<typeof formSaveFieldsSchema>;

const FIXED_SAVE_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set(Object.values(SAVE_FIELD));

/** True for a multipart field that carries a control's value rather than a fixed save field. */
export function isControlField(fieldName: string): boolean {
  return !FIXED_SAVE_FIELDS.has(fieldName) && nameSchema.safeParse(fieldName).success;
}

/** A control's multipart text back to its JSON value; `undefined` when the text is not JSON. */
export function decodeControlField(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What a save asks the client to do next (spec §4). */
export const resultActionSchema = /* @__PURE__ */ z.enum(['CloseForm', 'OpenWfTask']);
export type ResultAction = z.infer<typeof resultActionSchema>;

/** POST api/v1/forms/{formId}/save answer (spec §7). */
export const formSaveAnswerSchema = /* @__PURE__ */ z.object({
  entityInstanceId: idSchema.nullish(),
  entityInstanceDisplayName: textSchema.nullish(),
  elements: formElementDataMapSchema.default({}),
  resultActionRequired: resultActionSchema.nullish(),
  openWfTaskId: idSchema.nullish(),
  userMessages: z.array(formUserMessageSchema).max(100).default([]),
  /** The instance's new tokens, so a form kept open (doNotReloadAfterSave) can save again. */
  concurrencyTokens: z.record(z.string().max(100), z.string().max(200)).optional(),
});
export type FormSaveAnswer = z.infer<typeof formSaveAnswerSchema>;
export type FormSaveAnswerInput = z.input<typeof formSaveAnswerSchema>;

/** The element that holds the concurrency tokens in a reload; reload answers skip it (spec §7). */
export const CONCURRENCY_TOKENS_ELEMENT = '_001_ConcurrencyTokens';

/** One element to reload (spec §7 reloadRequests). */
export const reloadRequestItemSchema = /* @__PURE__ */ z.object({ ElementBaseName: nameSchema });

/** POST api/v1/forms/{formId}/reload?rid={requestId} body (spec §7). */
export const formReloadRequestSchema = /* @__PURE__ */ z.object({
  entityInstanceId: idSchema.nullish(),
  parentEntityAttributeId: idSchema.nullish(),
  parentEntityInstanceId: idSchema.nullish(),
  reloadRequests: z.array(reloadRequestItemSchema).min(1).max(500),
  dependantValues: z.record(nameSchema, z.json()).nullable().default(null),
  parameters: parametersSchema.default({}),
});
export type FormReloadRequest = z.infer<typeof formReloadRequestSchema>;
export type FormReloadRequestInput = z.input<typeof formReloadRequestSchema>;

/** The `rid` query parameter of a reload. */
export const reloadRequestIdSchema = /* @__PURE__ */ z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Reload answer: control name → new data (spec §7). */
export const formReloadAnswerSchema = /* @__PURE__ */ z.object({
  data: formElementDataMapSchema.default({}),
  userMessages: z.array(formUserMessageSchema).max(100).default([]),
});
export type FormReloadAnswer = z.infer<typeof formReloadAnswerSchema>;
export type FormReloadAnswerInput = z.input<typeof formReloadAnswerSchema>;

/** GET api/v1/forms/routes: one declaration, the wire schema of @insulcalc/api-schema. */
export { formRouteDto as formRouteSchema, formRoutesDto as formRoutesSchema } from '@insulcalc/api-schema';
export type { FormRouteDto as FormRoute } from '@insulcalc/api-schema';
