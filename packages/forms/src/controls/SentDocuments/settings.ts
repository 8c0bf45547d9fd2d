import * as z from 'zod';

/** SentDocuments has no settings: it lists the record's documents kept as they left. */
export const sentDocumentsSettingsSchema = /* @__PURE__ */ z.object({});

/** The record's stored documents (GET api/v1/documents/sent). */
export function sentDocumentsUrl(entityId: string, entityInstanceId: string): string {
  return `api/v1/documents/sent?entityId=${encodeURIComponent(entityId)}&entityInstanceId=${encodeURIComponent(entityInstanceId)}`;
}
