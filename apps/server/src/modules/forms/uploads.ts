/**
 * What a File control accepts (issue 23 item 6): the types its definition's `accept` setting
 * lists, judged by the file's content (magic bytes, and for office documents the main content
 * type inside [Content_Types].xml), never by the name or the declared type; at most its
 * `maxSize` bytes (and never more than UPLOAD_LIMIT); and for anonymous visitors a daily byte
 * quota per client address, kept in the database so every server process counts the same bytes.
 */
import type { MultipartFile } from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { z } from 'zod';
import { acceptText, acceptTokens, acceptsType, fileSizeText } from '@insulcalc/forms/core';
import type { ServerContext } from '../../context';
import { loginThrottle } from '../../db/schema/account';
import { ProblemError } from '../../http/problem';
import { addressKey } from '../account/index';
import type { Translator } from '../entities/index';
import { cleanFileName, discardUploads, pendingPath, writeUpload, type PendingFile } from '../files/index';

/** The File control's settings the server enforces (the forms package's fileSettingsSchema). */
const fileSettings = z.object({
  accept: z.string().max(500).optional(),
  multiple: z.boolean().optional(),
  maxSize: z.number().int().positive().optional(),
});

export interface UploadPolicy {
  controlName: string;
  /** Lower-cased accept tokens (`application/pdf`, `image/*`, `.docx`); null: any content. */
  accept: string[] | null;
  /** The accepted types as people name them (PDF, PNG, DOCX, …), for the message. */
  acceptText: string;
  maxBytes: number;
  /** Files one save may send for the control: 1 unless the control allows several. */
  maxFiles: number;
  /** Files received so far in this request (a policy lives for one request). */
  received: number;
}

/** The multipart plugin's own limit of files per request (app.ts). */
const MAX_FILES_PER_SAVE = 20;

/** The policy of each File control bound to a file attribute, by control name. */
export function uploadPolicies(
  ctx: ServerContext,
  elements: { name: string; settings?: Record<string, unknown> | undefined }[],
): Map<string, UploadPolicy> {
  const policies = new Map<string, UploadPolicy>();
  for (const element of elements) {
    const parsed = fileSettings.safeParse(element.settings ?? {});
    const settings = parsed.success ? parsed.data : {};
    const tokens = acceptTokens(settings.accept);
    policies.set(element.name, {
      controlName: element.name,
      accept: tokens.length ? tokens : null,
      acceptText: acceptText(tokens),
      maxBytes: Math.min(settings.maxSize ?? ctx.config.uploadLimit, ctx.config.uploadLimit),
      maxFiles: settings.multiple ? MAX_FILES_PER_SAVE : 1,
      received: 0,
    });
  }
  return policies;
}

/** Whether content of the detected type is one of the accepted ones (unknown content: never). */
function accepts(tokens: string[], detected: { ext: string; mime: string } | undefined): boolean {
  return detected !== undefined && acceptsType(tokens, detected);
}

/** A size as people read it (the same words as the browser's File control). */
const sizeText = fileSizeText;

/**
 * Writes one uploaded file within its control's size and checks its content against the
 * control's types; the stored content type is the detected one (octet-stream when unknown), so
 * a page declared as image/png is never served as an image. Refused: nothing stays on disk.
 */
export async function receiveUpload(
  ctx: ServerContext,
  tr: Translator,
  policy: UploadPolicy,
  part: MultipartFile,
): Promise<PendingFile> {
  const name = cleanFileName(part.filename);
  if (++policy.received > policy.maxFiles) {
    part.file.resume();
    throw tr.problem(400, 'Files_TooMany', {
      detail: `${policy.controlName} takes at most ${policy.maxFiles} file(s) per save.`,
      values: { max: policy.maxFiles },
      controlName: policy.controlName,
    });
  }
  const written = await writeUpload(ctx, part.file, part.filename, part.mimetype, {
    maxBytes: policy.maxBytes,
    tooLarge: () =>
      tr.problem(413, 'Files_TooLarge', {
        detail: `A file of ${policy.controlName} is larger than ${policy.maxBytes} bytes.`,
        values: { name, size: sizeText(policy.maxBytes) },
        controlName: policy.controlName,
      }),
  });
  let detected: { ext: string; mime: string } | undefined;
  try {
    detected = await fileTypeFromFile(pendingPath(ctx, written));
  } catch {
    detected = undefined;
  }
  if (policy.accept && !accepts(policy.accept, detected)) {
    await discardUploads(ctx, [written]);
    throw tr.problem(415, 'Files_TypeNotAccepted', {
      detail: `The content of ${policy.controlName}'s file is ${detected?.mime ?? 'of no accepted type'}.`,
      values: { name, types: policy.acceptText },
      controlName: policy.controlName,
    });
  }
  return { ...written, contentType: detected?.mime ?? 'application/octet-stream' };
}

const QUOTA_WINDOW_MS = 24 * 3600 * 1000;

/** The quota's counter: kibibytes in the per-client counters table of the account module. */
function quotaKey(request: FastifyRequest): string {
  return `upload-bytes:${addressKey(request.ip)}`;
}

function quotaRefusal(tr: Translator, ctx: ServerContext, wait: number): ProblemError {
  return new ProblemError(429, {
    detail: 'This address has uploaded its daily quota of files; try again later.',
    headers: { 'retry-after': String(wait) },
    userMessages: [
      tr.message('Files_UploadQuotaExceeded', 'error', {
        size: sizeText(ctx.config.uploadQuotaAnonymousBytesPerDay),
        hours: Math.max(1, Math.ceil(wait / 3600)),
      }),
    ],
  });
}

/** Seconds until the window of a counter that started at `since` ends. */
function waitFrom(since: Date, now: Date): number {
  return Math.max(1, Math.ceil((since.getTime() + QUOTA_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Refuses (429) an anonymous upload when the address has used its quota already, before the
 * body is read. Signed-in users and a quota of 0 pass.
 */
export async function checkUploadQuota(
  ctx: ServerContext,
  tr: Translator,
  request: FastifyRequest,
  anonymous: boolean,
  now = new Date(),
): Promise<void> {
  const quota = ctx.config.uploadQuotaAnonymousBytesPerDay;
  if (!anonymous || quota === 0 || !request.isMultipart()) return;
  const [row] = await ctx.db
    .select()
    .from(loginThrottle)
    .where(sql`${loginThrottle.key} = ${quotaKey(request)}`);
  if (!row || row.lastFailureAt.getTime() <= now.getTime() - QUOTA_WINDOW_MS) return;
  if (row.failures * 1024 >= quota) throw quotaRefusal(tr, ctx, waitFrom(row.lastFailureAt, now));
}

/**
 * Counts the uploaded bytes of an anonymous save against the address's quota in one atomic
 * statement (two processes cannot both take the last bytes); 429 with Retry-After when they do
 * not fit. Returns how to give them back when the save does not happen.
 */
export async function reserveUploadQuota(
  ctx: ServerContext,
  tr: Translator,
  request: FastifyRequest,
  files: PendingFile[],
  anonymous: boolean,
  now = new Date(),
): Promise<() => Promise<void>> {
  const quota = ctx.config.uploadQuotaAnonymousBytesPerDay;
  const bytes = files.reduce((sum, f) => sum + f.sizeBytes, 0);
  if (!anonymous || quota === 0 || bytes === 0) return async () => undefined;
  const kib = Math.ceil(bytes / 1024);
  const limit = Math.floor(quota / 1024);
  const key = quotaKey(request);
  const windowStart = new Date(now.getTime() - QUOTA_WINDOW_MS);
  const stale = sql`login_throttle.last_failure_at <= ${windowStart.toISOString()}::timestamptz`;
  const rows =
    kib > limit
      ? []
      : await ctx.db
          .insert(loginThrottle)
          .values({ key, failures: kib, lastFailureAt: now })
          .onConflictDoUpdate({
            target: loginThrottle.key,
            set: {
              failures: sql`case when ${stale} then ${kib} else login_throttle.failures + ${kib} end`,
              lastFailureAt: sql`case when ${stale} then ${now.toISOString()}::timestamptz else login_throttle.last_failure_at end`,
            },
            setWhere: sql`(case when ${stale} then 0 else login_throttle.failures end) + ${kib} <= ${limit}`,
          })
          .returning();
  if (rows.length === 0) {
    const [row] = await ctx.db
      .select()
      .from(loginThrottle)
      .where(sql`${loginThrottle.key} = ${key}`);
    throw quotaRefusal(tr, ctx, row ? waitFrom(row.lastFailureAt, now) : 24 * 3600);
  }
  return async () => {
    await ctx.db
      .update(loginThrottle)
      .set({ failures: sql`greatest(0, login_throttle.failures - ${kib})` })
      .where(sql`${loginThrottle.key} = ${key}`);
  };
}
