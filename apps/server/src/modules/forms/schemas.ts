import {
  dynamicFormDataSchema,
  formLoadRequestSchema,
  formReloadAnswerSchema,
  formReloadRequestSchema,
  formRoutesSchema,
  formSaveAnswerSchema,
  reloadRequestIdSchema,
} from '@insulcalc/forms/core';
import { z } from 'zod';

/** A form id in a path: the `form_id_check` pattern (no underscore: it separates the script version). */
export const formIdSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, 'Forms_FormNotFound');
export const formParamsSchema = z.object({ formId: formIdSchema });
export const reloadQuerySchema = z.object({ rid: reloadRequestIdSchema });
/** javascript/{formId}_{javascriptVersion} */
export const scriptParamsSchema = z.object({
  script: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}_[A-Za-z0-9]{1,64}$/, 'Forms_FormNotFound'),
});
export const propertiesQuerySchema = z.object({
  entityInstanceId: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,100}$/)
    .optional(),
});

/** GET api/v1/forms/{formId}/properties answer (ShowPropertiesDialog, F1). */
export const propertiesAnswerSchema = z.object({
  entity: z.object({ id: z.string(), displayName: z.string(), provider: z.string() }),
  formGroup: z.object({
    id: z.string(),
    title: z.string(),
    isPublic: z.boolean(),
    route: z.string().nullable(),
  }),
  form: z.object({
    id: z.string(),
    name: z.string(),
    sectionName: z.string(),
    version: z.number().int(),
    status: z.string(),
    javascriptVersion: z.string().nullable(),
    publishedAt: z.string().nullable(),
  }),
  instance: z
    .object({
      id: z.string(),
      displayName: z.string().nullable(),
      concurrencyToken: z.string(),
      createdAt: z.string().nullable(),
      createdBy: z.string().nullable(),
      updatedAt: z.string().nullable(),
      updatedBy: z.string().nullable(),
    })
    .nullable(),
  attributes: z.array(
    z.object({
      name: z.string(),
      displayName: z.string(),
      dataType: z.string(),
      required: z.boolean(),
      readonly: z.boolean(),
      maxLength: z.number().int().nullable(),
      elementName: z.string().nullable(),
    }),
  ),
});

/**
 * The multipart save as the OpenAPI document describes it: the fixed fields as text, and any
 * other field a control's value (its JSON text under the control's name) or a file.
 */
export const saveMultipartDocSchema = z
  .object({
    EntityInstanceId: z.string().max(100).optional().describe('Empty or absent: a new instance.'),
    Action: z.string().max(64).optional().describe('SAVE (default), CLOSE, …ANDCLOSE or a workflow action.'),
    ParentEntityAttributeId: z.string().max(100).optional(),
    ParentEntityInstanceId: z.string().max(100).optional(),
    Parameters: z.string().optional().describe('JSON object.'),
    ConcurrencyTokens: z
      .string()
      .optional()
      .describe('JSON object: instance id → the token forms/load gave.'),
    SortOrderHint: z
      .string()
      .regex(/^-?\d{1,9}$/)
      .optional(),
  })
  .catchall(z.string().describe("A control's value as JSON text, or a file part of a File control."));

/** The form script: JavaScript text. */
const scriptAnswerSchema = z
  .string()
  .describe('The form script (text/javascript), cached immutable by version.');

/** Fastify route schemas (Zod) of the forms routes: the OpenAPI document is generated from them. */
export const formRouteSchemas = {
  routes: {
    tags: ['forms'],
    summary: 'Public dynamic form routes (public form groups with a route)',
    response: { 200: formRoutesSchema },
  },
  load: {
    tags: ['forms'],
    summary: 'Load a form: definition, instance values and concurrency tokens (spec §3 Dynamic form data)',
    body: formLoadRequestSchema,
    response: { 200: dynamicFormDataSchema },
  },
  save: {
    tags: ['forms'],
    summary: 'Save a form (multipart); a stale concurrency token answers 409',
    params: formParamsSchema,
    consumes: ['multipart/form-data'],
    body: saveMultipartDocSchema,
    response: { 200: formSaveAnswerSchema },
  },
  reload: {
    tags: ['forms'],
    summary: 'Reload dependent elements of a form',
    params: formParamsSchema,
    querystring: reloadQuerySchema,
    body: formReloadRequestSchema,
    response: { 200: formReloadAnswerSchema },
  },
  javascript: {
    tags: ['forms'],
    summary: "A form version's script, by content version",
    params: scriptParamsSchema,
    produces: ['text/javascript'],
    response: { 200: scriptAnswerSchema },
  },
  properties: {
    tags: ['forms'],
    summary: 'Properties of a form and its instance (F1, ShowPropertiesDialog)',
    params: formParamsSchema,
    querystring: propertiesQuerySchema,
    response: { 200: propertiesAnswerSchema },
  },
};
