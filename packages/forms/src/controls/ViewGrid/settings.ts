import * as z from 'zod';
import { jsonLogicRuleSchema } from '../../core/definition/primitives';
import { VIEW_PAGE_SIZE_MAX } from '../../core/definition/view';

const viewIdSchema = /* @__PURE__ */ z.string().regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,127}$/);

/** A search page's extra button: its row condition (JSON Logic over each selected row) enables it. */
export const viewGridButtonSchema = /* @__PURE__ */ z.object({
  baseName: z.string().regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/),
  title: z.string().min(1).max(200),
  rowCondition: jsonLogicRuleSchema.optional(),
  /** Opens this form group's form for the (first) selected row in a dialog. */
  formGroupId: z.string().min(1).max(128),
});

/**
 * ViewGrid settings: the view, how rows are selected (the control's value is the selected ids)
 * and, on a search page (the form's isSearchPage or `searchPage`), add/edit/delete.
 */
export const viewGridSettingsSchema = /* @__PURE__ */ z.object({
  viewId: viewIdSchema,
  selectionMode: z.enum(['none', 'single', 'multiple']).default('multiple'),
  pageSize: z.number().int().min(1).max(VIEW_PAGE_SIZE_MAX).optional(),
  exportable: z.boolean().default(true),
  showTitle: z.boolean().default(false),
  /** Acts as a search page even when the form is not marked as one. */
  searchPage: z.boolean().default(false),
  /** The form group add and edit open (DynamicForm/Form, or `editRoute`'s Default pages). */
  formGroupId: z.string().min(1).max(128).optional(),
  /** Another form group for adding (formGroupId otherwise). */
  addFormGroupId: z.string().min(1).max(128).optional(),
  editRoute: z
    .string()
    .regex(/^[A-Za-z0-9_\-/]{1,200}$/)
    .optional(),
  openInDialog: z.boolean().default(false),
  allowAdd: z.boolean().default(true),
  allowEdit: z.boolean().default(true),
  allowDelete: z.boolean().default(true),
  deleteCondition: jsonLogicRuleSchema.optional(),
  buttons: z.array(viewGridButtonSchema).max(20).default([]),
});
export type ViewGridSettings = z.infer<typeof viewGridSettingsSchema>;

/** The control's value: the selected instance ids (anything else counts as none). */
export function selectedIdsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map(String);
}
