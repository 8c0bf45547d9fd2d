import * as z from 'zod';
import { nameSchema } from './primitives';

/**
 * A view (spec §2 search pages, Lookup, LookupDialog): a server-side list over one entity, stored
 * as data. The server pages, sorts and filters it; ViewGrid and Lookup render what it answers.
 */
/** Pages up to 1,000 rows: ViewGrid renders the rows of a long page virtually (only those in view). */
export const VIEW_PAGE_SIZE_MAX = 1000;

/** How a column may be filtered: text contains, equals, a from–to range, a set of code-list values. */
export const viewFilterKindSchema = /* @__PURE__ */ z.enum(['contains', 'equals', 'range', 'values']);
export type ViewFilterKind = z.infer<typeof viewFilterKindSchema>;

export const sortDirectionSchema = /* @__PURE__ */ z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

export const viewColumnSchema = /* @__PURE__ */ z.strictObject({
  /** The entity attribute shown. */
  attribute: nameSchema,
  /** Translation key of the header; the attribute's display name when absent. */
  titleKey: z.string().min(1).max(200).optional(),
  sortable: z.boolean().default(true),
  /** The filters the column offers (none: not filterable). */
  filters: z.array(viewFilterKindSchema).max(4).default([]),
  /** Initial width in CSS pixels. */
  width: z.number().int().min(20).max(2000).optional(),
  hidden: z.boolean().default(false),
});
export type ViewColumn = z.infer<typeof viewColumnSchema>;
export type ViewColumnInput = z.input<typeof viewColumnSchema>;

export const viewSortSchema = /* @__PURE__ */ z.strictObject({
  attribute: nameSchema,
  direction: sortDirectionSchema,
});
export type ViewSort = z.infer<typeof viewSortSchema>;

const filterValue = /* @__PURE__ */ z.union([z.string().max(500), z.number().finite(), z.boolean()]);

/** One filter of a rows request (or a view's fixed filter). */
export const viewFilterSchema = /* @__PURE__ */ z.discriminatedUnion('kind', [
  z.strictObject({ attribute: nameSchema, kind: z.literal('contains'), value: z.string().min(1).max(200) }),
  z.strictObject({ attribute: nameSchema, kind: z.literal('equals'), value: filterValue.nullable() }),
  z
    .strictObject({
      attribute: nameSchema,
      kind: z.literal('range'),
      from: filterValue.optional(),
      to: filterValue.optional(),
    })
    .refine((f) => f.from !== undefined || f.to !== undefined, { message: 'A range needs from or to.' }),
  z.strictObject({
    attribute: nameSchema,
    kind: z.literal('values'),
    values: z.array(z.string().max(200)).min(1).max(200),
  }),
]);
export type ViewFilter = z.infer<typeof viewFilterSchema>;

export const viewDefinitionSchema = /* @__PURE__ */ z
  .strictObject({
    id: nameSchema,
    entityId: nameSchema,
    titleKey: z.string().min(1).max(200).optional(),
    /** The help-content record the help icon opens on a page of this view (spec §2 "view help item"). */
    helpContentId: nameSchema.optional(),
    columns: z.array(viewColumnSchema).min(1).max(100),
    /** Applied when a request names no sort; the instance id always breaks ties. */
    defaultSort: z.array(viewSortSchema).max(5).default([]),
    /** Always applied (a view of open offer requests): the user's filters narrow further. */
    filters: z.array(viewFilterSchema).max(20).default([]),
    pageSize: z.number().int().min(1).max(VIEW_PAGE_SIZE_MAX).default(50),
    /**
     * Counting stops here: a larger result answers `total: countLimit, totalIsExact: false`
     * ("10,000+"), so a broad filter over a million rows costs a bounded scan (decision 0015).
     */
    countLimit: z.number().int().min(100).max(10_000_000).default(10_000),
    /**
     * Extra composite indexes, each a list of attributes: equality filters on the leading ones,
     * a sort on the last, served in index order (every sortable/filterable column gets its own).
     */
    indexes: z.array(z.array(nameSchema).min(1).max(4)).max(10).default([]),
    /** What a Lookup shows of a picked row, and which attributes its search matches. */
    lookup: z
      .strictObject({
        displayAttributes: z.array(nameSchema).min(1).max(10),
        searchAttributes: z.array(nameSchema).min(1).max(10),
      })
      .optional(),
  })
  .superRefine((view, ctx) => {
    const names = new Set(view.columns.map((c) => c.attribute));
    if (names.size !== view.columns.length)
      ctx.addIssue({
        code: 'custom',
        path: ['columns'],
        message: 'Duplicate column.',
        params: { issue: 'duplicateColumn' },
      });
    for (const [i, s] of view.defaultSort.entries())
      if (!view.columns.some((c) => c.attribute === s.attribute && c.sortable))
        ctx.addIssue({
          code: 'custom',
          path: ['defaultSort', i],
          message: 'Not a sortable column.',
          params: { issue: 'notSortable', attribute: s.attribute },
        });
  });
export type ViewDefinition = z.infer<typeof viewDefinitionSchema>;
export type ViewDefinitionInput = z.input<typeof viewDefinitionSchema>;

/** POST …/views/{viewId}/rows: one page, 1-based. */
export const viewRowsRequestSchema = /* @__PURE__ */ z.strictObject({
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(VIEW_PAGE_SIZE_MAX).optional(),
  sort: z.array(viewSortSchema).max(5).optional(),
  filters: z.array(viewFilterSchema).max(20).default([]),
});
export type ViewRowsRequest = z.infer<typeof viewRowsRequestSchema>;
export type ViewRowsRequestInput = z.input<typeof viewRowsRequestSchema>;

export const viewRowSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  values: z.record(z.string(), z.json()),
});
export type ViewRow = z.infer<typeof viewRowSchema>;

export const viewColumnAnswerSchema = /* @__PURE__ */ z.object({
  attribute: z.string(),
  title: z.string(),
  dataType: z.string(),
  sortable: z.boolean(),
  filters: z.array(viewFilterKindSchema),
  width: z.number().optional(),
  hidden: z.boolean(),
  /** The code list of a `code` attribute (values filters offer its entries). */
  codeList: z.string().optional(),
  /**
   * The choices of a `code` attribute (its code list's active items or its fixed values) with
   * their texts in the requester's language: the grid shows the text and the values filter
   * offers them.
   */
  values: z.array(z.object({ value: z.union([z.string(), z.number()]), text: z.string() })).optional(),
  /** The decimals a number column shows (its attribute's format); absent: as the value has them. */
  decimals: z.number().int().min(0).max(15).optional(),
});
export type ViewColumnAnswer = z.infer<typeof viewColumnAnswerSchema>;

export const viewRowsAnswerSchema = /* @__PURE__ */ z.object({
  viewId: z.string(),
  entityId: z.string(),
  title: z.string(),
  columns: z.array(viewColumnAnswerSchema),
  sort: z.array(viewSortSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** False when counting stopped at the view's countLimit (show "10,000+"). */
  totalIsExact: z.boolean(),
  rows: z.array(viewRowSchema),
  /** Whether the requester may delete rows (search pages show the delete button). */
  canDelete: z.boolean(),
  canCreate: z.boolean(),
  /**
   * Whether the reader may open the records the rows stand for, when they are another entity's
   * (a report's rows open projects, products, requests); absent: rows are the view's own records.
   */
  canOpenRows: z.boolean().optional(),
  /** The view's help-content record (its page's help icon opens it). */
  helpContentId: z.string().optional(),
});
export type ViewRowsAnswer = z.infer<typeof viewRowsAnswerSchema>;

/** POST …/views/{viewId}/lookup: a search over the view's search attributes, or the named ids. */
export const viewLookupRequestSchema = /* @__PURE__ */ z.strictObject({
  search: z.string().max(200).default(''),
  ids: z.array(z.string().min(1).max(100)).max(200).optional(),
  limit: z.number().int().min(1).max(50).default(20),
});
export type ViewLookupRequest = z.infer<typeof viewLookupRequestSchema>;
export type ViewLookupRequestInput = z.input<typeof viewLookupRequestSchema>;

export const viewLookupAnswerSchema = /* @__PURE__ */ z.object({
  viewId: z.string(),
  entityId: z.string(),
  displayAttributes: z.array(z.string()),
  items: z.array(viewRowSchema),
});
export type ViewLookupAnswer = z.infer<typeof viewLookupAnswerSchema>;
