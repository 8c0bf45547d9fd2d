import * as z from 'zod';

export const fileSettingsSchema = /* @__PURE__ */ z.object({
  /**
   * Accepted types, as the input's accept attribute (e.g. "application/pdf,image/png,.docx").
   * The server checks each file's content (magic bytes) against them, not its name or declared
   * type; `image/*` never lets SVG through (text, not detected as an image).
   */
  accept: z.string().max(500).optional(),
  multiple: z.boolean().default(false),
  /** Largest file in bytes (at most the server's UPLOAD_LIMIT); larger ones are refused before upload and by the server (413). */
  maxSize: z.number().int().positive().optional(),
});

/** Where a stored file downloads (spec §2: DynamicForm/GetFile forces a full page load). */
export function fileDownloadUrl(basePath: string, fileId: string): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return `${base}DynamicForm/GetFile?fileId=${encodeURIComponent(fileId)}`;
}
