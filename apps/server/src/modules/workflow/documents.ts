import type { ServerContext } from '../../context';
import { DocumentNotFoundError, renderDocument } from '../documents/index';
import { isLanguageCode } from '../translations/index';

/**
 * The port the process uses to generate a document (the `generateDocument` effect): the documents
 * module's templates (issue 16: `renderDocument` with the effect's template id, in the default
 * language); an installation may plug another renderer in with `setDocumentRenderer`. There is
 * one page writer (the documents module's): a process whose template is missing fails its job with
 * a message naming the template, and Application/CheckConsistency reports it before that.
 */
export interface DocumentRenderRequest {
  /** The effect's template id (`Offer`). */
  template: string;
  entityId: string;
  instanceId: string;
  /** The entity instance's values at generation time. */
  values: Record<string, unknown>;
  language: string;
  processId: string;
}

export interface RenderedDocument {
  fileName: string;
  contentType: string;
  content: Uint8Array;
  /** What a stored sent document keeps: the template, its version and the context it read. */
  templateId?: string;
  templateVersion?: number | null;
  context?: Record<string, unknown>;
  /** The documents the template sends along (rendered by the job beside this one). */
  attach?: { template: string; instance: Record<string, unknown> }[];
}

/** Answers null when it has no template of that id (the documents module's templates are tried). */
export type DocumentRenderer = (
  ctx: ServerContext,
  request: DocumentRenderRequest,
) => Promise<RenderedDocument | null>;

let renderer: DocumentRenderer | null = null;

/** Plugs the documents module's renderer in (its index.ts calls this once). */
export function setDocumentRenderer(next: DocumentRenderer | null): void {
  renderer = next;
}

/** The template's id a process asked for does not exist (an administrator deleted or renamed it). */
export class ProcessTemplateMissingError extends Error {
  constructor(
    readonly template: string,
    readonly processId: string,
  ) {
    super(`Process ${processId} generates the document template "${template}", which does not exist.`);
    this.name = 'ProcessTemplateMissingError';
  }
}

export async function renderProcessDocument(
  ctx: ServerContext,
  request: DocumentRenderRequest,
): Promise<RenderedDocument> {
  const rendered = (renderer ? await renderer(ctx, request) : null) ?? (await fromTemplates(ctx, request));
  if (!rendered) throw new ProcessTemplateMissingError(request.template, request.processId);
  return rendered;
}

async function fromTemplates(
  ctx: ServerContext,
  request: DocumentRenderRequest,
): Promise<RenderedDocument | null> {
  try {
    const doc = await renderDocument(
      ctx,
      request.template,
      request.values,
      isLanguageCode(request.language) ? request.language : 'en',
    );
    return {
      fileName: doc.fileName,
      contentType: doc.contentType,
      content: doc.bytes,
      ...(doc.templateId ? { templateId: doc.templateId } : {}),
      templateVersion: doc.templateVersion ?? null,
      ...(doc.context ? { context: doc.context } : {}),
      ...(doc.attach?.length ? { attach: doc.attach } : {}),
    };
  } catch (err) {
    if (err instanceof DocumentNotFoundError) return null;
    throw err;
  }
}
