import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { storedFile, type StoredFileRow } from '../../db/schema/files';

/** A file written to disk by an upload, not yet attached to an instance. */
export interface PendingFile {
  fileId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
}

/** A stored file as a File control's value describes it (the forms core's FileDescriptor). */
export interface FileValue {
  fileId: string;
  name: string;
  contentType: string;
  size: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isFileId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A file name safe to keep and to send back: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"<>|*?:]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : 'file';
}

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;
function cleanContentType(type: string | undefined): string {
  const value = (type ?? '').split(';')[0]!.trim().toLowerCase();
  return CONTENT_TYPE.test(value) ? value : 'application/octet-stream';
}

function pathOf(ctx: ServerContext, storageKey: string): string {
  return join(ctx.filesDir, storageKey);
}

/** Where a pending upload's bytes are (to read its content's type). */
export function pendingPath(ctx: ServerContext, file: PendingFile): string {
  return pathOf(ctx, file.storageKey);
}

export interface UploadLimit {
  /** Bytes the file may have; one byte more aborts the upload. */
  maxBytes: number;
  /** The error the upload fails with then (a translated 413). */
  tooLarge: () => Error;
}

/**
 * Streams an upload to DATA_DIR/files/<2 hex>/<uuid> while hashing it. A file beyond `limit`
 * (the field's size) or the multipart plugin's limit aborts the stream; the partial file is
 * removed then.
 */
export async function writeUpload(
  ctx: ServerContext,
  stream: Readable,
  fileName: string | undefined,
  contentType: string | undefined,
  limit?: UploadLimit,
): Promise<PendingFile> {
  const fileId = randomUUID();
  const storageKey = `${fileId.slice(0, 2)}/${fileId}`;
  const target = pathOf(ctx, storageKey);
  mkdirSync(join(ctx.filesDir, fileId.slice(0, 2)), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (limit && size > limit.maxBytes) return done(limit.tooLarge());
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, meter, createWriteStream(target, { flags: 'wx' }));
    if ((stream as Readable & { truncated?: boolean }).truncated) throw new Error('upload truncated');
  } catch (err) {
    await rm(target, { force: true });
    // The multipart plugin's own limit (UPLOAD_LIMIT) ends the same way as the field's.
    const pluginLimit =
      (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ||
      (stream as Readable & { truncated?: boolean }).truncated === true;
    if (limit && pluginLimit) throw limit.tooLarge();
    throw err;
  }
  return {
    fileId,
    fileName: cleanFileName(fileName),
    contentType: cleanContentType(contentType),
    sizeBytes: size,
    sha256: hash.digest('hex'),
    storageKey,
  };
}

/** Removes files written for a save that did not happen. */
export async function discardUploads(ctx: ServerContext, files: PendingFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(pathOf(ctx, f.storageKey), { force: true })));
}

/** Records uploaded files as belonging to an instance attribute (inside the save's transaction). */
export async function attachFiles(
  tx: Db,
  entityId: string,
  instanceId: string,
  files: { attribute: string; file: PendingFile }[],
  uploadedBy: string | null,
): Promise<void> {
  if (!files.length) return;
  await tx.insert(storedFile).values(
    files.map(({ attribute, file }) => ({
      id: file.fileId,
      entityId,
      instanceId,
      attribute,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
      storageKey: file.storageKey,
      uploadedBy,
    })),
  );
}

export async function findFile(db: Db, fileId: string): Promise<StoredFileRow | undefined> {
  if (!isFileId(fileId)) return undefined;
  const [row] = await db.select().from(storedFile).where(eq(storedFile.id, fileId)).limit(1);
  return row;
}

/** The files of an instance by id (to describe File values on load). */
export async function filesOf(
  db: Db,
  entityId: string,
  instanceId: string,
  ids: string[],
): Promise<Map<string, FileValue>> {
  const valid = ids.filter(isFileId);
  if (!valid.length) return new Map();
  const rows = await db
    .select()
    .from(storedFile)
    .where(
      and(
        eq(storedFile.entityId, entityId),
        eq(storedFile.instanceId, instanceId),
        inArray(storedFile.id, valid),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.id,
      { fileId: r.id, name: r.fileName, contentType: r.contentType, size: r.sizeBytes },
    ]),
  );
}

/** The stored bytes, or null when the file vanished from disk. */
export async function openStoredFile(ctx: ServerContext, row: StoredFileRow): Promise<Readable | null> {
  const path = pathOf(ctx, row.storageKey);
  try {
    await stat(path);
  } catch {
    return null;
  }
  return createReadStream(path);
}

/** Removes the files of deleted instances: rows and bytes. */
export async function removeFilesOf(
  ctx: ServerContext,
  entityId: string,
  instanceIds: string[],
): Promise<void> {
  if (!instanceIds.length) return;
  const rows = await ctx.db
    .delete(storedFile)
    .where(and(eq(storedFile.entityId, entityId), inArray(storedFile.instanceId, instanceIds)))
    .returning();
  await Promise.all(rows.map((r) => rm(pathOf(ctx, r.storageKey), { force: true })));
}
