/**
 * The document template format (decision 0016): a JSON document definition whose texts carry
 * `{{ placeholders }}`, interpreted by this package on pdf-lib (PDF) — or a DOCX file with
 * docxtemplater tags (DOCX). The definition is data: an administrator edits its texts and layout,
 * the server validates every write with these schemas, and the editor completes from them.
 */
import { SUPPORTED_LANGUAGES, type Language } from '@insulcalc/i18n/core';
import { z } from 'zod';

/** The languages a template text may have: the product's languages (the one list in @insulcalc/i18n). */
export const TEMPLATE_LANGUAGES = SUPPORTED_LANGUAGES as readonly [Language, ...Language[]];

/** A text: one string for every language, or one per language (missing ones fall back to en). */
export const templateTextSchema = z.union([
  z.string().max(20_000),
  z.partialRecord(z.enum(TEMPLATE_LANGUAGES), z.string().max(20_000)),
]);
export type TemplateText = z.infer<typeof templateTextSchema>;

/** A path into the render context: `instance.ContactName`, `row.cells`, `inputs`. */
export const contextPathSchema = z
  .string()
  .regex(/^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z0-9_$]+)*$/, 'Documents_InvalidPath');

const size = z.number().min(4).max(72);

interface BlockShapes {
  brand: { type: 'brand'; title: TemplateText; tagline?: TemplateText; logo?: string };
  heading: { type: 'heading'; text: TemplateText; size?: number; keep?: number };
  paragraph: { type: 'paragraph'; text: TemplateText; size?: number };
  row: { type: 'row'; label: TemplateText; value: TemplateText; size?: number; strong?: boolean };
  table: {
    type: 'table';
    title?: TemplateText;
    source?: string;
    items?: string;
    as?: string;
    columns?: { header: TemplateText; value: TemplateText }[];
    size?: number;
    first?: number;
  };
  each: { type: 'each'; items: string; as: string; body: TemplateBlock[]; newPage?: boolean };
  if: { type: 'if'; test: string; not?: boolean; then: TemplateBlock[]; else?: TemplateBlock[] };
  image: { type: 'image'; source: string; width: number; height: number };
  chart: { type: 'chart'; chart: string; data: string; height?: number };
  pageBreak: { type: 'pageBreak' };
  space: { type: 'space'; height: number };
}
export type TemplateBlock = BlockShapes[keyof BlockShapes];

export const templateBlockSchema: z.ZodType<TemplateBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('brand'),
      title: templateTextSchema,
      tagline: templateTextSchema.optional(),
      /** Path of an image data URL (PNG/JPEG) in the context; absent: the Insulcalc mark. */
      logo: contextPathSchema.optional(),
    }),
    z.strictObject({
      type: z.literal('heading'),
      text: templateTextSchema,
      size: size.optional(),
      /** Points of what follows kept on the heading's page. */
      keep: z.number().min(0).max(800).optional(),
    }),
    z.strictObject({ type: z.literal('paragraph'), text: templateTextSchema, size: size.optional() }),
    z.strictObject({
      type: z.literal('row'),
      label: templateTextSchema,
      value: templateTextSchema,
      size: size.optional(),
      strong: z.boolean().optional(),
    }),
    z.strictObject({
      type: z.literal('table'),
      title: templateTextSchema.optional(),
      /** A table object in the context: { header: string[], rows: (string[] | { cells })[] }. */
      source: contextPathSchema.optional(),
      /** Or a list in the context, one row per item, with `columns` (each item named `as`). */
      items: contextPathSchema.optional(),
      as: z
        .string()
        .regex(/^[A-Za-z_]\w*$/)
        .optional(),
      columns: z
        .array(z.strictObject({ header: templateTextSchema, value: templateTextSchema }))
        .min(1)
        .max(20)
        .optional(),
      size: size.optional(),
      first: z.number().min(20).max(480).optional(),
    }),
    z.strictObject({
      type: z.literal('each'),
      items: contextPathSchema,
      as: z.string().regex(/^[A-Za-z_]\w*$/),
      body: z.array(templateBlockSchema).max(500),
      newPage: z.boolean().optional(),
    }),
    z.strictObject({
      type: z.literal('if'),
      test: contextPathSchema,
      not: z.boolean().optional(),
      then: z.array(templateBlockSchema).max(500),
      else: z.array(templateBlockSchema).max(500).optional(),
    }),
    z.strictObject({
      type: z.literal('image'),
      source: contextPathSchema,
      width: z.number().min(1).max(500),
      height: z.number().min(1).max(800),
    }),
    z.strictObject({
      type: z.literal('chart'),
      /** The name of a chart the host registered (the engine's thickness chart: `thicknessChart`). */
      chart: z.string().regex(/^[A-Za-z]\w{0,63}$/),
      data: contextPathSchema,
      height: z.number().min(40).max(700).optional(),
    }),
    z.strictObject({ type: z.literal('pageBreak') }),
    z.strictObject({ type: z.literal('space'), height: z.number().min(0).max(700) }),
  ]),
);

/** A PDF document definition. */
export const pdfTemplateSchema = z.strictObject({
  format: z.literal('pdf'),
  /** The PDF's title (metadata) and the base of the file name. */
  title: templateTextSchema,
  fileName: templateTextSchema.optional(),
  page: z
    .strictObject({
      size: z.enum(['A4', 'Letter']).default('A4'),
      margin: z.number().min(10).max(150).default(50),
    })
    .optional(),
  /** Footer texts on every page; `{{page}}` and `{{pages}}` are the page numbers. */
  footer: z
    .strictObject({ left: templateTextSchema.optional(), right: templateTextSchema.optional() })
    .optional(),
  body: z.array(templateBlockSchema).min(1).max(500),
  /**
   * Documents that go out with this one (a process's mail attaches them too): another template
   * rendered for the context's value at `instance` — the offer sends the calculation report of
   * the calculation it offers. A missing value sends nothing.
   */
  attach: z
    .array(
      z.strictObject({
        template: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/),
        instance: contextPathSchema,
      }),
    )
    .max(5)
    .optional(),
});
export type PdfTemplate = z.infer<typeof pdfTemplateSchema>;

/** A DOCX template: the Word file (base64) with docxtemplater tags `{ContactName}`, `{#lines}…{/lines}`. */
export const docxTemplateSchema = z.strictObject({
  format: z.literal('docx'),
  title: templateTextSchema,
  fileName: templateTextSchema.optional(),
  /** The .docx file, base64 (at most about 5 MB). */
  file: z.base64().max(7_000_000),
});
export type DocxTemplate = z.infer<typeof docxTemplateSchema>;

export const templateSourceSchema = z.discriminatedUnion('format', [pdfTemplateSchema, docxTemplateSchema]);
export type TemplateSource = z.infer<typeof templateSourceSchema>;
export type TemplateFormat = TemplateSource['format'];
