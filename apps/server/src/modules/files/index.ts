import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute, type Fail, type FileAnswer, type RouteInput } from '../../http/defineRoute';
import { actorOf, allows, getEntity, loadInstance, onInstancesDeleted } from '../entities/index';
import type { ModulePlugin, ServerModule } from '../types';
import type { StoredFileRow } from '../../db/schema/files';
import { findFile, openStoredFile, removeFilesOf } from './store';

export {
  attachFiles,
  cleanFileName,
  discardUploads,
  filesOf,
  findFile,
  isFileId,
  pendingPath,
  removeFilesOf,
  writeUpload,
  type FileValue,
  type PendingFile,
  type UploadLimit,
} from './store';

/** GetFile / DownloadFile query. */
export const fileQuerySchema = z.object({
  fileId: z.uuid({ error: 'Files_NotFound' }),
});

/** Types a browser would run or render as a page: always downloaded, never shown inline. */
const ACTIVE_CONTENT =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript)$/;

/** RFC 6266: an ASCII fallback name and the exact name UTF-8 encoded. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'download';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const fileAnswer: FileAnswer = {
  description: 'The stored file as it was uploaded (its own content type; ETag from its hash).',
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
};

/**
 * DynamicForm/GetFile (shown inline where safe) and DynamicForm/DownloadFile (attachment) at the
 * public app's root and under the platform's base path (spec §2: both apps route them to the
 * server with a full page load). A file is served only to whoever may read its instance.
 */
const routes: ModulePlugin = async (app, { ctx }) => {
  // A deleted instance takes its files with it (rows and bytes).
  const stop = onInstancesDeleted(ctx.db, (entityId, ids) => removeFilesOf(ctx, entityId, ids));
  app.addHook('onClose', async () => stop());
  /**
   * The file a reader may read. A malformed id is a 404 like an unknown one (it names no file),
   * so it is read here, before the query is validated, and anonymous visitors are asked to sign
   * in only for a file id that could exist.
   */
  const readableFile = async (request: FastifyRequest, fail: Fail) => {
    const parsed = fileQuerySchema.safeParse(request.query);
    if (!parsed.success) throw await fail(404, 'Files_NotFound', { detail: 'No such file.' });
    const actor = await actorOf(request);
    const row = await findFile(ctx.db, parsed.data.fileId);
    const entity = row ? await getEntity(ctx.db, row.entityId) : null;
    const instance = row && entity ? await loadInstance(ctx.db, entity, row.instanceId) : null;
    if (!row || !entity || !instance || !allows(entity, 'read', actor, instance.ownerUserId)) {
      // Anonymous visitors are asked to sign in; a user who may read none of the entity's records
      // is told so; others learn nothing about the file.
      if (actor.userId === null) throw await fail(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
      if (entity && !allows(entity, 'read', actor))
        throw await fail(403, 'Permissions_Denied', { detail: `Not permitted: read ${entity.id}.` });
      throw await fail(404, 'Files_NotFound', { detail: 'No such file.' });
    }
    return row;
  };
  const serve =
    (kind: 'inline' | 'attachment') =>
    async ({
      auth: row,
      reply,
      fail,
    }: RouteInput<undefined, typeof fileQuerySchema, undefined, StoredFileRow>) => {
      const stream = await openStoredFile(ctx, row);
      if (!stream) throw await fail(404, 'Files_NotFound', { detail: 'The file is missing from storage.' });
      const disposition =
        kind === 'inline' && !ACTIVE_CONTENT.test(row.contentType) ? 'inline' : 'attachment';
      return reply
        .header('content-type', row.contentType)
        .header('content-length', String(row.sizeBytes))
        .header('content-disposition', contentDisposition(disposition, row.fileName))
        .header('cache-control', 'private, no-cache')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('etag', `"${row.sha256.slice(0, 32)}"`)
        .send(stream);
    };
  const bases = [...new Set(['/', ctx.config.platformBasePath])];
  for (const base of bases) {
    const route = {
      method: 'GET' as const,
      tags: ['files'],
      querystring: fileQuerySchema,
      authorize: readableFile,
    };
    defineRoute(
      app,
      ctx,
      {
        ...route,
        url: `${base}DynamicForm/GetFile`,
        summary: 'A stored file, shown inline where safe (DynamicForm/GetFile)',
        response: { 200: fileAnswer },
      },
      serve('inline'),
    );
    defineRoute(
      app,
      ctx,
      {
        ...route,
        url: `${base}DynamicForm/DownloadFile`,
        summary: 'A stored file as a download (DynamicForm/DownloadFile)',
        response: { 200: fileAnswer },
      },
      serve('attachment'),
    );
  }
};

export const filesModule: ServerModule = { name: 'files', plugin: routes };
