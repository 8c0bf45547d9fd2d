import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  TemplateError,
  resolveText,
  templateIssues,
  templatePaths,
  templateSourceSchema,
  type TemplateSource,
} from '@insulcalc/documents/core';
import { documentTemplate, documentTemplateVersion } from '../../db/schema/documents';
import {
  actorOf,
  allows,
  getEntity,
  loadInstance,
  parseFor,
  permittedOf,
  translator,
  type Actor,
  type Translator,
} from '../entities/index';
import { defineRoute, type Fail } from '../../http/defineRoute';
import { ProblemError } from '../../http/problem';
import { hasGrant } from '../permissions/index';
import type { Db } from '../../db/index';
import type { ModulePlugin } from '../types';
import { documentDocs, draftBody, templateIdParams, testBody } from './docs';
import { loadSentDocument, sentDocumentsOf, storeSentDocument } from './sentDocuments';
import {
  DocumentNotFoundError,
  contextBuilder,
  findTemplate,
  renderDocument,
  renderEnvironment,
  type RenderedDocument,
} from './service';
import { checkTemplateArchive } from './templateArchive';

/** The template's draft version, locked for this transaction (null when there is none). */
async function lockedDraft(tx: Db, templateId: string) {
  const [draft] = await tx
    .select()
    .from(documentTemplateVersion)
    .where(
      and(eq(documentTemplateVersion.templateId, templateId), eq(documentTemplateVersion.status, 'draft')),
    )
    .for('update');
  return draft ?? null;
}

/** RFC 5987 value (`filename*=UTF-8''…`): percent-encoded UTF-8, attr-chars kept. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): the plain name in ASCII (accents
 * dropped, other characters as `_`) for old clients, the exact name UTF-8 encoded for the others.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

export function sendDocument(reply: FastifyReply, document: RenderedDocument) {
  return reply
    .header('content-type', document.contentType)
    .header('content-disposition', attachmentDisposition(document.fileName))
    .header('cache-control', 'no-store')
    .send(Buffer.from(document.bytes.buffer, document.bytes.byteOffset, document.bytes.byteLength));
}

/**
 * A template source from a request: schema, then placeholders; 400 with the first issues
 * translated. The body's schema only says a source is there: the source has its own checks.
 */
async function parseSource(tr: Translator, fail: Fail, raw: unknown): Promise<TemplateSource> {
  const source = parseFor(tr, templateSourceSchema, raw);
  const issues = templateIssues(source);
  if (issues.length > 0) {
    throw await fail(400, issues[0]!.key, {
      values: { ...issues[0]!.values, path: issues[0]!.path },
      detail: issues.map((i) => `${i.path}: ${i.key}`).join('; '),
      extensions: { issues },
    });
  }
  return source;
}

export const documentRoutes: ModulePlugin = async (app, { ctx }) => {
  /** Signed-in users only (spec §6: the platform's screens are for authenticated users). */
  const signedIn = async (request: FastifyRequest, fail: Fail) => {
    const tr = await translator(ctx, request);
    const actor = await actorOf(request);
    if (actor.userId === null) throw await fail(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
    return { tr, actor };
  };
  /** The templates themselves: the DocumentTemplate grant of that action (401 anonymous, 403 others). */
  const permitted = (request: FastifyRequest, action: 'read' | 'update' | 'delete' | 'publish') =>
    permittedOf(ctx, request, 'DocumentTemplate', action);
  const template = async (fail: Fail, documentTemplateId: string) => {
    const row = await findTemplate(ctx.db, documentTemplateId);
    if (!row || row.id !== documentTemplateId)
      throw await fail(404, 'Documents_NotFound', { detail: 'No such document template.' });
    return row;
  };
  /**
   * The template of a request's path, asked before its body is read: 400 for a malformed id (the
   * path's own validation), then 404 for an unknown template, whatever the body holds.
   */
  const pathTemplate = (request: FastifyRequest, tr: Translator, fail: Fail) =>
    template(fail, parseFor(tr, templateIdParams, request.params).documentTemplateId);
  const versions = (templateId: string) =>
    ctx.db
      .select()
      .from(documentTemplateVersion)
      .where(eq(documentTemplateVersion.templateId, templateId))
      .orderBy(desc(documentTemplateVersion.version));
  /** A configured entity's sample: each attribute, empty (the editor completes their paths). */
  const entitySample = async (entityId: string): Promise<Record<string, unknown>> => {
    const entity = await getEntity(ctx.db, entityId);
    return Object.fromEntries((entity?.attributes ?? []).map((a) => [a.name, null]));
  };
  const render = async (fail: Fail, work: () => Promise<RenderedDocument>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof TemplateError)
        throw await fail(400, error.key, { values: error.values, detail: error.message });
      if (error instanceof DocumentNotFoundError)
        throw await fail(404, 'Documents_NotPublished', { detail: 'The template has no published version.' });
      throw error;
    }
  };
  /** A stored instance's values, when the actor may read it. */
  const instanceValues = async (fail: Fail, actor: Actor, entityId: string, id: string) => {
    const entity = await getEntity(ctx.db, entityId);
    if (!entity)
      throw await fail(400, 'Documents_NoInstances', { detail: 'This template renders samples only.' });
    if (!allows(entity, 'read', actor))
      throw await fail(403, 'Permissions_Denied', { detail: `Not permitted: read ${entity.id}.` });
    const record = await loadInstance(ctx.db, entity, id);
    if (!record || !allows(entity, 'read', actor, record.ownerUserId))
      throw await fail(404, 'Documents_InstanceNotFound', { detail: 'No such instance.' });
    return {
      ...record.values,
      id: record.id,
      displayName: record.displayName,
      createdAt: record.createdAt?.toISOString() ?? null,
      updatedAt: record.updatedAt?.toISOString() ?? null,
    };
  };

  // Whoever may read the templates sees them all; others see the published templates of the
  // entities whose records they may read (the dialog that renders a record's documents).
  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/templates', ...documentDocs.list, authorize: signedIn },
    async ({ auth: { tr, actor }, query: { entityId } }) => {
      const all = await ctx.db
        .select()
        .from(documentTemplate)
        .where(entityId ? eq(documentTemplate.entityId, entityId) : undefined)
        .orderBy(asc(documentTemplate.sortOrder), asc(documentTemplate.name));
      let rows = all;
      if (!hasGrant(actor, 'DocumentTemplate', 'read')) {
        const readable = new Map<string, boolean>();
        rows = [];
        for (const r of all) {
          if (r.publishedVersion === null) continue;
          if (!readable.has(r.entityId)) {
            const entity = await getEntity(ctx.db, r.entityId);
            readable.set(r.entityId, entity !== null && allows(entity, 'read', actor));
          }
          if (readable.get(r.entityId)) rows.push(r);
        }
      }
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        entityId: r.entityId,
        title: resolveText(r.title, tr.language),
        publishedVersion: r.publishedVersion,
      }));
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: '/templates/:documentTemplateId',
      ...documentDocs.get,
      authorize: (request) => permitted(request, 'read'),
    },
    async ({ auth: { tr }, params, fail }) => {
      const row = await template(fail, params.documentTemplateId);
      const all = await versions(row.id);
      const draft = all.find((v) => v.status === 'draft') ?? null;
      const published = all.find((v) => v.version === row.publishedVersion) ?? null;
      const builder = contextBuilder(row.entityId);
      const sample = builder.sample ? await builder.sample(ctx) : await entitySample(row.entityId);
      // Completion offers the paths of the context the template reads (the sample as rendered).
      let paths: string[];
      try {
        const { env, texts } = await renderEnvironment(ctx.db, tr.language);
        paths = templatePaths(
          await builder.build({ ctx, instance: sample, language: tr.language, texts, env, date: new Date() }),
        );
      } catch {
        paths = templatePaths(sample);
      }
      return {
        id: row.id,
        name: row.name,
        entityId: row.entityId,
        title: resolveText(row.title, tr.language),
        publishedVersion: row.publishedVersion,
        draft: draft ? { version: draft.version, source: draft.source } : null,
        published: published ? { version: published.version, source: published.source } : null,
        versions: all.map((v) => ({
          version: v.version,
          status: v.status,
          createdBy: v.createdBy,
          createdAt: v.createdAt.toISOString(),
          publishedAt: v.publishedAt?.toISOString() ?? null,
        })),
        sample,
        paths,
      };
    },
  );

  // Saves the draft (creates it when absent): the designer's working copy.
  defineRoute(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/templates/:documentTemplateId/draft',
      ...documentDocs.saveDraft,
      // An unknown template is a 404 before its body is read.
      authorize: async (request, fail) => {
        const auth = await permitted(request, 'update');
        return { ...auth, row: await pathTemplate(request, auth.tr, fail) };
      },
      options: { bodyLimit: 10 * 1024 * 1024 },
    },
    async ({ auth: { tr, actor, row }, request, fail }) => {
      // The body is only `{ source }`; the source's own checks name its paths from its root.
      const { source: raw } = parseFor(tr, draftBody, request.body);
      const source = await parseSource(tr, fail, raw);
      await checkTemplateArchive(ctx, tr, source);
      return ctx.db.transaction(async (tx) => {
        const draft = await lockedDraft(tx, row.id);
        if (draft) {
          await tx
            .update(documentTemplateVersion)
            .set({
              source: source as Record<string, unknown>,
              createdBy: actor.userId,
              createdAt: new Date(),
            })
            .where(
              and(
                eq(documentTemplateVersion.templateId, row.id),
                eq(documentTemplateVersion.version, draft.version),
              ),
            );
          return { version: draft.version, status: 'draft' as const };
        }
        const [latest] = await tx
          .select({ version: documentTemplateVersion.version })
          .from(documentTemplateVersion)
          .where(eq(documentTemplateVersion.templateId, row.id))
          .orderBy(desc(documentTemplateVersion.version))
          .limit(1);
        const version = (latest?.version ?? 0) + 1;
        await tx.insert(documentTemplateVersion).values({
          templateId: row.id,
          version,
          status: 'draft',
          source: source as Record<string, unknown>,
          createdBy: actor.userId,
        });
        return { version, status: 'draft' as const };
      });
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/templates/:documentTemplateId/draft',
      ...documentDocs.discardDraft,
      authorize: (request) => permitted(request, 'delete'),
    },
    async ({ params, reply, fail }) => {
      const row = await template(fail, params.documentTemplateId);
      await ctx.db
        .delete(documentTemplateVersion)
        .where(
          and(eq(documentTemplateVersion.templateId, row.id), eq(documentTemplateVersion.status, 'draft')),
        );
      return reply.code(204).send();
    },
  );

  // Publishes the draft: renders from now on use it; the previous published version is archived.
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/templates/:documentTemplateId/publish',
      ...documentDocs.publish,
      authorize: (request) => permitted(request, 'publish'),
    },
    async ({ params, fail }) => {
      const row = await template(fail, params.documentTemplateId);
      return ctx.db.transaction(async (tx) => {
        const draft = await lockedDraft(tx, row.id);
        if (!draft) throw await fail(409, 'Documents_NoDraft', { detail: 'There is no draft to publish.' });
        await tx
          .update(documentTemplateVersion)
          .set({ status: 'archived' })
          .where(
            and(
              eq(documentTemplateVersion.templateId, row.id),
              eq(documentTemplateVersion.status, 'published'),
            ),
          );
        await tx
          .update(documentTemplateVersion)
          .set({ status: 'published', publishedAt: new Date() })
          .where(
            and(
              eq(documentTemplateVersion.templateId, row.id),
              eq(documentTemplateVersion.version, draft.version),
            ),
          );
        await tx
          .update(documentTemplate)
          .set({ publishedVersion: draft.version, updatedAt: new Date() })
          .where(eq(documentTemplate.id, row.id));
        return { publishedVersion: draft.version };
      });
    },
  );

  // TestDocumentTemplateDialog: a draft or the published version against an instance or sample JSON.
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/templates/:documentTemplateId/test',
      ...documentDocs.test,
      authorize: async (request, fail) => {
        // Trying the stored draft or version is reading the templates; trying a source sent along
        // (an uploaded DOCX, the editor's unsaved text) is editing them.
        const sendsSource = (request.body as { source?: unknown } | null)?.source !== undefined;
        const auth = await permitted(request, sendsSource ? 'update' : 'read');
        // An unknown template is a 404 before its body is read.
        return { ...auth, row: await pathTemplate(request, auth.tr, fail) };
      },
      options: { bodyLimit: 10 * 1024 * 1024 },
    },
    async ({ auth: { tr, actor, row }, request, reply, fail }) => {
      // A source sent along has its own checks, which name its paths from its root. No body is an
      // empty one.
      const body = parseFor(tr, testBody, request.body ?? {});
      const source = body.source === undefined ? undefined : await parseSource(tr, fail, body.source);
      if (source) await checkTemplateArchive(ctx, tr, source);
      const builder = contextBuilder(row.entityId);
      const instance = body.entityInstanceId
        ? await instanceValues(fail, actor, row.entityId, body.entityInstanceId)
        : (body.sample ?? (builder.sample ? await builder.sample(ctx) : {}));
      const document = await render(fail, () =>
        renderDocument(ctx, row.id, instance, tr.language, {
          ...(source ? { source } : {}),
          ...(body.timeZone ? { timeZone: body.timeZone } : {}),
        }),
      );
      return sendDocument(reply, document);
    },
  );

  // SelectDocumentTemplateDialog: the published template for a stored instance, as a download.
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/templates/:documentTemplateId/render',
      ...documentDocs.render,
      // No body is an empty one (its 400 names the missing instance).
      bodyWhenAbsent: {},
      authorize: async (request, fail) => {
        const auth = await signedIn(request, fail);
        // An unknown template is a 404 before its body is read.
        return { ...auth, row: await pathTemplate(request, auth.tr, fail) };
      },
    },
    async ({ auth: { tr, actor, row }, body, reply, fail }) => {
      const instance = await instanceValues(fail, actor, row.entityId, body.entityInstanceId);
      const document = await render(fail, () =>
        renderDocument(ctx, row.id, instance, tr.language, body.timeZone ? { timeZone: body.timeZone } : {}),
      );
      // A business document handed out is kept as it left, beside the sent one it may differ from.
      const stored = await storeSentDocument(ctx.db, {
        entityId: row.entityId,
        entityInstanceId: body.entityInstanceId,
        kind: 'rendered',
        language: tr.language,
        inputs: instance,
        document,
        createdBy: actor.userId,
        createdByName: actor.userName,
      });
      reply.header('x-sent-document-id', stored.id);
      return sendDocument(reply, document);
    },
  );

  /** The record a stored document belongs to, when the actor may read it (404 otherwise). */
  const readableRecord = async (fail: Fail, actor: Actor, entityId: string, id: string) => {
    try {
      await instanceValues(fail, actor, entityId, id);
    } catch (error) {
      // Who may not read the record learns nothing about its documents.
      if (error instanceof ProblemError && error.status === 400)
        throw await fail(404, 'Documents_InstanceNotFound', { detail: 'No such instance.' });
      throw error;
    }
  };

  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/sent', ...documentDocs.sentList, authorize: signedIn },
    async ({ auth: { actor }, query, reply, fail }) => {
      await readableRecord(fail, actor, query.entityId, query.entityInstanceId);
      reply.header('cache-control', 'no-store');
      return { documents: await sentDocumentsOf(ctx.db, query.entityId, query.entityInstanceId) };
    },
  );

  defineRoute(
    app,
    ctx,
    { method: 'GET', url: '/sent/:sentDocumentId/content', ...documentDocs.sentContent, authorize: signedIn },
    async ({ auth: { actor }, params: { sentDocumentId }, reply, fail }) => {
      const row = await loadSentDocument(ctx.db, sentDocumentId);
      if (!row) throw await fail(404, 'Documents_InstanceNotFound', { detail: 'No such document.' });
      await readableRecord(fail, actor, row.entityId, row.entityInstanceId);
      return sendDocument(reply, {
        bytes: Buffer.from(row.contentBase64, 'base64'),
        fileName: row.fileName,
        contentType: row.contentType,
      });
    },
  );
};
