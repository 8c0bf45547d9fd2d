import * as z from 'zod';

export const fileSettingsSchema = z.object({
  /** Accepted types, as the input's accept attribute (e.g. ".pdf,image/*"). */
  accept: z.string().max(500).optional(),
  multiple: z.boolean().default(false),
  /** Largest file in bytes; larger ones are refused before upload. */
  maxSize: z.number().int().positive().optional(),
});

/** Where a stored file downloads (spec §2: DynamicForm/GetFile forces a full page load). */
export function fileDownloadUrl(basePath: string, fileId: string): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return `${base}DynamicForm/GetFile?fileId=${encodeURIComponent(fileId)}`;
}
