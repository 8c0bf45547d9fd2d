import { templateSourceSchema } from '@insulcalc/documents/core';
import { z } from 'zod';

/**
 * The requests and answers of the document template calls (Administration/DocumentTemplates and
 * the document dialogs). The routes validate with these request schemas (translated problem+json)
 * and are documented by the route schemas below, with the answers the handlers build.
 */
export const templateIdParams = z.strictObject({
  documentTemplateId: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/),
});
export const templateListQuery = z.strictObject({
  entityId: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/)
    .optional(),
});
/** The draft's source is checked by templateSourceSchema and the placeholder checks after this. */
export const draftBody = z.strictObject({ source: z.unknown() });
const instanceIdSchema = z.string().min(1).max(100);
export const testBody = z.strictObject({
  /** A draft to render instead of the published version. */
  source: z.unknown().optional(),
  entityInstanceId: instanceIdSchema.optional(),
  /** Sample instance values (JSON object) instead of a stored instance. */
  sample: z.record(z.string(), z.unknown()).optional(),
  timeZone: z.string().max(64).optional(),
});
export const sentListQuery = z.strictObject({
  entityId: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/),
  entityInstanceId: instanceIdSchema,
});
export const sentIdParams = z.strictObject({ sentDocumentId: z.uuid() });
const figureGroup = z.object({
  title: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string(), unit: z.string() })),
});
const sentDocumentSummary = z.object({
  id: z.string(),
  /** sent: mailed by a process; rendered: a later download. */
  kind: z.enum(['sent', 'rendered']),
  output: z.string().nullable(),
  templateId: z.string(),
  templateVersion: z.number().int().nullable(),
  language: z.string(),
  fileName: z.string(),
  processId: z.string().nullable(),
  figures: z.array(figureGroup),
  basedOnId: z.string().nullable(),
  /** Against the sent document `basedOnId`: the figures that read differently now. */
  differences: z
    .array(z.object({ title: z.string(), label: z.string(), sent: z.string(), now: z.string() }))
    .nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** Opens the stored bytes. */
  href: z.string(),
});
export const renderBody = z.strictObject({
  entityInstanceId: instanceIdSchema,
  timeZone: z.string().max(64).optional(),
});

const templateSummary = z.object({
  id: z.string(),
  name: z.string(),
  entityId: z.string(),
  /** In the reader's language. */
  title: z.string(),
  publishedVersion: z.number().int().nullable(),
});
const versionSource = z.object({ version: z.number().int(), source: templateSourceSchema }).nullable();
const templateDetail = templateSummary.extend({
  draft: versionSource,
  published: versionSource,
  versions: z.array(
    z.object({
      version: z.number().int(),
      status: z.enum(['draft', 'published', 'archived']),
      createdBy: z.string().nullable(),
      createdAt: z.iso.datetime(),
      publishedAt: z.iso.datetime().nullable(),
    }),
  ),
  /** The values a test render uses by default (a sample instance of the entity). */
  sample: z.record(z.string(), z.unknown()),
  /** The field paths the editor completes. */
  paths: z.array(z.string()),
});

const binary = z.string().meta({ format: 'binary' });
/** A rendered document, sent as a download with Content-Disposition (its name, RFC 6266). */
const documentFile = {
  description: 'The document as a download.',
  content: {
    'application/pdf': { schema: binary },
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { schema: binary },
  },
};

const tags = ['documents'];
const security = [{ session: [] }];

export const documentDocs = {
  list: {
    tags,
    security,
    summary: 'Document templates (of an entity), with their published version',
    querystring: templateListQuery,
    response: { 200: z.array(templateSummary) },
  },
  get: {
    tags,
    security,
    summary:
      'One document template: its draft and published source, versions and the field paths its editor completes',
    params: templateIdParams,
    response: { 200: templateDetail },
  },
  saveDraft: {
    tags,
    security,
    summary: "Writes a template's draft (checked against the template schema and its placeholders)",
    params: templateIdParams,
    // The handler checks the source itself (its schema at the root, then its placeholders).
    documentedBody: z.strictObject({ source: templateSourceSchema }),
    response: { 200: z.object({ version: z.number().int(), status: z.literal('draft') }) },
  },
  discardDraft: {
    tags,
    security,
    summary: "Discards a template's draft",
    params: templateIdParams,
    response: { 204: z.null().describe('Done.') },
  },
  publish: {
    tags,
    security,
    summary: "Publishes a template's draft as its next version (the previous one is archived)",
    params: templateIdParams,
    response: { 200: z.object({ publishedVersion: z.number().int() }) },
  },
  test: {
    tags,
    security,
    summary: 'Renders an unsaved or draft source against a stored instance or sample JSON',
    params: templateIdParams,
    // The handler checks a source sent along itself (its schema at the root, then its placeholders).
    documentedBody: testBody.extend({ source: templateSourceSchema.optional() }),
    response: { 200: documentFile },
  },
  render: {
    tags,
    security,
    summary: 'Renders a stored instance with the published template as a download (PDF or DOCX)',
    params: templateIdParams,
    body: renderBody,
    response: { 200: documentFile },
  },
  sentList: {
    tags,
    security,
    summary: "A record's stored documents (sent offers, later downloads) with the figures they printed",
    querystring: sentListQuery,
    response: { 200: z.object({ documents: z.array(sentDocumentSummary) }) },
  },
  sentContent: {
    tags,
    security,
    summary: 'The stored bytes of a sent document, exactly as they left (never a re-render)',
    params: sentIdParams,
    response: { 200: documentFile },
  },
};
