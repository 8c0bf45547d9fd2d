/**
 * Rendering documents from templates (issue 16): the template's published (or a draft) source,
 * a render context per entity, the reader's language and the embedded font. Other modules call
 * {@link renderDocument} through this module's index (the calculation report, the offer PDF of
 * the workflow).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname, join, resolve } from 'node:path';
import { and, asc, eq, or } from 'drizzle-orm';
import {
  TemplateError,
  templateSourceSchema,
  type RenderEnvironment,
  type TemplateSource,
} from '@insulcalc/documents/core';
import { documentBaseName, type PdfChart } from '@insulcalc/documents/pdf';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { codeListItem } from '../../db/schema/codelists';
import {
  documentTemplate,
  documentTemplateVersion,
  type DocumentTemplateRow,
} from '../../db/schema/documents';
import { ProblemError } from '../../http/problem';
import { getTranslations, translate, type LanguageCode } from '../translations/index';
import { FONT_MODULE, environmentOf, type EnvironmentData } from './environment';
import { portable } from './portable';
import { isQueueFull, renderPool } from './renderPool';
import type { RenderResult } from './renderWorker';
import { checkStoredTemplateArchive } from './templateArchive';

/** The font every PDF is set in (the render worker loads its own copy). */
let fontBytes: Promise<Uint8Array> | null = null;
export function documentFont(): Promise<Uint8Array> {
  fontBytes ??= readFile(createRequire(import.meta.url).resolve(FONT_MODULE));
  return fontBytes;
}

/** The brand every document shows: the logo (an image data URL the `brand` block draws) and the name. */
export interface DocumentBrand {
  name: string;
  logo: string | null;
}

const LOGO_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * The brand logo file: DOCUMENT_LOGO (a PNG or JPEG, absolute or relative to the working
 * directory), else the shipped seed/brand/logo.png. Read once per process; an unreadable or
 * unsupported file is reported at the first document and leaves the built-in mark.
 */
const brands = new WeakMap<ServerContext, Promise<DocumentBrand>>();
export function documentBrand(ctx: ServerContext): Promise<DocumentBrand> {
  let brand = brands.get(ctx);
  if (!brand) {
    const env = (ctx.config as { env?: NodeJS.ProcessEnv }).env ?? process.env;
    const configured = env.DOCUMENT_LOGO?.trim();
    const file = configured ? resolve(configured) : join(ctx.paths.seedDir, 'brand', 'logo.png');
    const name = env.DOCUMENT_BRAND_NAME?.trim() || 'Insulcalc';
    brand = (async () => {
      const type = LOGO_TYPES[extname(file).toLowerCase()];
      try {
        if (!type) throw new Error('only .png, .jpg and .jpeg logos are supported');
        const bytes = await readFile(file);
        return { name, logo: `data:${type};base64,${bytes.toString('base64')}` };
      } catch (error) {
        ctx.log.warn({ file, error: String(error) }, 'document logo not used');
        return { name, logo: null };
      }
    })();
    brands.set(ctx, brand);
  }
  return brand;
}

/** What a context builder gets: the instance (stored values or sample JSON) and the reader's environment. */
export interface ContextRequest {
  ctx: ServerContext;
  instance: Record<string, unknown>;
  language: LanguageCode;
  texts: Map<string, string | null>;
  env: RenderEnvironment;
  date: Date;
}

/** Builds an entity's render context; charts the context's `chart` blocks may name. */
export interface DocumentContextBuilder {
  build(request: ContextRequest): Promise<Record<string, unknown>>;
  charts?: Record<string, PdfChart>;
  /** A sample instance for the test dialog and the editor's completion. */
  sample?(ctx: ServerContext): Promise<Record<string, unknown>>;
}

const builders = new Map<string, DocumentContextBuilder>();

/** Registers the context of an entity's documents (the calculations module: `Calculation`). */
export function registerDocumentContext(entityId: string, builder: DocumentContextBuilder): void {
  builders.set(entityId, builder);
}

/** The default context of a configured entity: its values under `instance`, the date under `now`. */
const defaultBuilder: DocumentContextBuilder = {
  async build({ instance, date }) {
    return { instance, now: date.toISOString() };
  },
};

export function contextBuilder(entityId: string): DocumentContextBuilder {
  return builders.get(entityId) ?? defaultBuilder;
}

/** Code-list item names in a language, by list and code or id. */
async function codeListNames(db: Db, texts: Map<string, string | null>): Promise<Map<string, string>> {
  const rows = await db.select().from(codeListItem).orderBy(asc(codeListItem.list));
  const names = new Map<string, string>();
  for (const r of rows) {
    const name = texts.get(r.nameKey) ?? r.code;
    names.set(`${r.list}\u0000${r.code}`, name);
    names.set(`${r.list}\u0000${r.id}`, name);
  }
  return names;
}

/** The reader's environment: texts, code-list names, time zone (and the same as data for the worker). */
export async function renderEnvironment(
  db: Db,
  language: LanguageCode,
  timeZone?: string,
): Promise<{ env: RenderEnvironment; texts: Map<string, string | null>; data: EnvironmentData }> {
  const texts = await getTranslations(db, language);
  const data: EnvironmentData = {
    language,
    texts,
    codeListNames: await codeListNames(db, texts),
    ...(timeZone ? { timeZone } : {}),
  };
  return { env: environmentOf(data), texts, data };
}

export class DocumentNotFoundError extends Error {
  constructor(readonly what: 'template' | 'version') {
    super(`document ${what} not found`);
  }
}

/** A template by id or by name (case-insensitive name match is not offered: names are unique enough per entity). */
export async function findTemplate(db: Db, idOrName: string): Promise<DocumentTemplateRow | null> {
  const [row] = await db
    .select()
    .from(documentTemplate)
    .where(or(eq(documentTemplate.id, idOrName), eq(documentTemplate.name, idOrName)))
    .limit(1);
  return row ?? null;
}

/** The published source of a template. */
export async function publishedSource(db: Db, template: DocumentTemplateRow): Promise<TemplateSource> {
  if (template.publishedVersion === null) throw new DocumentNotFoundError('version');
  const [row] = await db
    .select()
    .from(documentTemplateVersion)
    .where(
      and(
        eq(documentTemplateVersion.templateId, template.id),
        eq(documentTemplateVersion.version, template.publishedVersion),
      ),
    );
  if (!row) throw new DocumentNotFoundError('version');
  return templateSourceSchema.parse(row.source);
}

export interface RenderedDocument {
  bytes: Uint8Array;
  /** With extension (.pdf or .docx). */
  fileName: string;
  contentType: string;
  /** The template and the version rendered (null: a draft or a source sent along). */
  templateId?: string;
  templateVersion?: number | null;
  /** The context the placeholders read (the figures a stored document keeps). */
  context?: Record<string, unknown>;
  /** The documents the template sends along (`attach`): template and the instance to render. */
  attach?: { template: string; instance: Record<string, unknown> }[];
}

/** The context's value at a dotted path. */
function valueAt(context: Record<string, unknown>, path: string): unknown {
  let v: unknown = context;
  for (const part of path.split('.')) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

export interface RenderOptions {
  /** Render this source instead of the published one (the test dialog renders drafts). */
  source?: TemplateSource;
  timeZone?: string;
  date?: Date;
}

/** A file name of letters and digits of any script, dashes and underscores. */
function fileNameOf(base: string, extension: string): string {
  const cleaned = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 120);
  return `${cleaned || 'document'}.${extension}`;
}

/**
 * Renders a template (id or name) for an instance in a language: the instance's values (or a
 * sample) go through the entity's context builder, the template's placeholders are filled in the
 * reader's language, and the result is a PDF or DOCX file. The context is built here (it reads
 * the database); the file is made in the render pool's threads (decision 0042).
 */
export async function renderDocument(
  ctx: ServerContext,
  templateIdOrName: string,
  instance: Record<string, unknown>,
  language: LanguageCode,
  options: RenderOptions = {},
): Promise<RenderedDocument> {
  const template = await findTemplate(ctx.db, templateIdOrName);
  if (!template) throw new DocumentNotFoundError('template');
  const source = options.source ?? (await publishedSource(ctx.db, template));
  const builder = contextBuilder(template.entityId);
  const { env, texts, data } = await renderEnvironment(ctx.db, language, options.timeZone);
  const date = options.date ?? new Date();
  // Every template may place the brand (`brand.logo`, `brand.name`), whatever its entity.
  const context = {
    ...(await builder.build({ ctx, instance, language, texts, env, date })),
    brand: await documentBrand(ctx),
  };
  const base = documentBaseName(source, context, env);
  await checkStoredTemplateArchive(ctx, source);
  let result: RenderResult;
  try {
    result = await renderPool(ctx).run({
      source,
      context: portable(context) as Record<string, unknown>,
      environment: data,
      date,
      charts: Object.keys(builder.charts ?? {}),
    });
  } catch (error) {
    if (!isQueueFull(error)) throw error;
    throw new ProblemError(503, {
      detail: 'Every render thread is busy and the queue is full; retry shortly.',
      headers: { 'retry-after': '5' },
      userMessages: [{ message: await translate(ctx.db, language, 'Documents_RenderBusy'), level: 'error' }],
    });
  }
  if (!(result instanceof Uint8Array)) throw new TemplateError(result.key, result.values);
  const attach = (source.format === 'pdf' ? (source.attach ?? []) : []).flatMap((a) => {
    const value = valueAt(context, a.instance);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? [{ template: a.template, instance: value as Record<string, unknown> }]
      : [];
  });
  const made = {
    templateId: template.id,
    templateVersion: options.source ? null : template.publishedVersion,
    context,
    attach,
  };
  return source.format === 'docx'
    ? {
        bytes: result,
        fileName: fileNameOf(base, 'docx'),
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ...made,
      }
    : { bytes: result, fileName: fileNameOf(base, 'pdf'), contentType: 'application/pdf', ...made };
}

export { TemplateError };
