import {
  dynamicFormDataSchema,
  formLoadRequestSchema,
  formReloadAnswerSchema,
  formReloadRequestSchema,
  formRoutesSchema,
  formSaveAnswerSchema,
  formSaveFieldsSchema,
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

/** Zod schemas of the forms routes (request and answer), for the OpenAPI document. */
export const formRouteSchemas = {
  'GET /api/v1/forms/routes': { response: formRoutesSchema },
  'POST /api/v1/forms/load': { body: formLoadRequestSchema, response: dynamicFormDataSchema },
  'POST /api/v1/forms/:formId/save': {
    params: formParamsSchema,
    // multipart/form-data: these fixed fields, plus one field per control (its JSON text) and files.
    body: formSaveFieldsSchema,
    consumes: 'multipart/form-data',
    response: formSaveAnswerSchema,
  },
  'POST /api/v1/forms/:formId/reload': {
    params: formParamsSchema,
    querystring: reloadQuerySchema,
    body: formReloadRequestSchema,
    response: formReloadAnswerSchema,
  },
  'GET /api/v1/forms/javascript/:script': { params: scriptParamsSchema, produces: 'text/javascript' },
  'GET /api/v1/forms/:formId/properties': {
    params: formParamsSchema,
    querystring: propertiesQuerySchema,
    response: propertiesAnswerSchema,
  },
} as const;
