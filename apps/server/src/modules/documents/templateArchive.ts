import type { TemplateSource } from '@insulcalc/documents/core';
import { TemplateError } from '@insulcalc/documents/core';
import type { ServerContext } from '../../context';
import type { Translator } from '../entities/index';
import { ArchiveError, checkArchive, type ArchiveRefusal } from './archive';

/** The message of each refusal (apps/server/seed/translations/documentArchive.json). */
const KEYS: Record<ArchiveRefusal, string> = {
  'too-large': 'Documents_ArchiveTooLarge',
  'too-many-entries': 'Documents_ArchiveTooManyEntries',
  ratio: 'Documents_ArchiveRatio',
  mismatch: 'Documents_ArchiveSizeMismatch',
  invalid: 'Documents_DocxInvalid',
};

/** The DOCX bytes of a source, checked against DOCUMENT_ARCHIVE_* before anything unzips them. */
async function checkDocx(ctx: ServerContext, source: TemplateSource): Promise<void> {
  if (source.format !== 'docx') return;
  await checkArchive(Buffer.from(source.file, 'base64'), ctx.config.documentArchive);
}

/**
 * A template sent by a designer (draft, test): 413 when it would expand beyond the size limit,
 * 400 for too many entries, a suspicious ratio or sizes that lie, each with a translated message.
 */
export async function checkTemplateArchive(
  ctx: ServerContext,
  tr: Translator,
  source: TemplateSource,
): Promise<void> {
  try {
    await checkDocx(ctx, source);
  } catch (error) {
    if (!(error instanceof ArchiveError)) throw error;
    throw tr.problem(error.reason === 'too-large' ? 413 : 400, KEYS[error.reason], {
      values: {
        maxMegabytes: Math.floor(ctx.config.documentArchive.maxUncompressedBytes / (1024 * 1024)),
        ...error.values,
      },
      detail: error.message,
    });
  }
}

/** A stored template at render time (one kept from before the limits): a template error (400). */
export async function checkStoredTemplateArchive(ctx: ServerContext, source: TemplateSource): Promise<void> {
  try {
    await checkDocx(ctx, source);
  } catch (error) {
    if (error instanceof ArchiveError)
      throw new TemplateError(KEYS[error.reason], {
        maxMegabytes: Math.floor(ctx.config.documentArchive.maxUncompressedBytes / (1024 * 1024)),
        ...error.values,
      });
    throw error;
  }
}
