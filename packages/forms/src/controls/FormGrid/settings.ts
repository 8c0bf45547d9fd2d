import * as z from 'zod';
import { DEFAULT_VALIDATORS } from '../../core/model/validators';
import { VALID, invalid, type ValidationFailure } from '../../core/validation/validationResult';
import { formElementSchema, type FormElement } from '../../core/definition/element';
import { validateRequired } from '../../core/validation/fieldValidation';
import type { FieldValidator } from '../../core/model/fieldTypes';
import { numericValidator } from '../Numeric/settings';

/** The control types a FormGrid cell edits inline (the ones that fit one table cell). */
export const FORM_GRID_CELL_TYPES = [
  'TextBox',
  'Numeric',
  'Dropdown',
  'Boolean',
  'Date',
  'Time',
  'DateTime',
] as const;
export type FormGridCellType = (typeof FORM_GRID_CELL_TYPES)[number];

/** One column: a cell control, named like the child row's attribute it edits. */
export const formGridColumnSchema = /* @__PURE__ */ z.object({
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  controlType: z.enum(FORM_GRID_CELL_TYPES),
  displayName: z.string().max(500),
  required: z.boolean().default(false),
  readonly: z.boolean().default(false),
  settings: z.record(z.string().max(64), z.unknown()).default({}),
  /** A CSS width of the column (e.g. `8rem`, `20%`). */
  width: z
    .string()
    .max(20)
    .regex(/^\d+(\.\d+)?(px|rem|em|%)$/)
    .optional(),
});
export type FormGridColumn = z.infer<typeof formGridColumnSchema>;

export const formGridSettingsSchema = /* @__PURE__ */ z.object({
  columns: z.array(formGridColumnSchema).max(50).default([]),
  minRows: z.number().int().min(0).max(1000).default(0),
  maxRows: z.number().int().min(1).max(1000).default(500),
  allowAdd: z.boolean().default(true),
  allowRemove: z.boolean().default(true),
  allowReorder: z.boolean().default(true),
});
export type FormGridSettings = z.infer<typeof formGridSettingsSchema>;

export function parseFormGridSettings(settings: unknown): FormGridSettings {
  const parsed = formGridSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : formGridSettingsSchema.parse({});
}

export type FormGridRow = Record<string, unknown>;

/** The rows of a value: a list of objects (JSON text of one is read); anything else is no rows. */
export function formGridRows(value: unknown): FormGridRow[] {
  let list: unknown = value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      list = JSON.parse(value);
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(
    (row): row is FormGridRow => typeof row === 'object' && row !== null && !Array.isArray(row),
  );
}

/** A new row: every column empty (Boolean columns false). */
export function emptyRow(columns: readonly FormGridColumn[]): FormGridRow {
  return Object.fromEntries(
    columns.map((column) => [column.name, column.controlType === 'Boolean' ? false : null]),
  );
}

/** A column as the form element its cell control renders (cached per column object). */
const elements = /* @__PURE__ */ new WeakMap<FormGridColumn, FormElement>();
export function columnElement(column: FormGridColumn): FormElement {
  let element = elements.get(column);
  if (!element) {
    element = formElementSchema.parse({
      name: column.name,
      controlType: column.controlType,
      displayName: column.displayName,
      required: column.required,
      readonly: column.readonly,
      settings: column.settings,
    });
    elements.set(column, element);
  }
  return element;
}

const CELL_VALIDATORS: Readonly<Record<string, FieldValidator>> = {
  ...DEFAULT_VALIDATORS,
  Numeric: numericValidator,
};

/** One cell through the form engine's validator of its control type (spec §5). */
export function validateCell(column: FormGridColumn, value: unknown, readonly: boolean) {
  const validator = CELL_VALIDATORS[column.controlType] ?? ((field, v) => validateRequired(field, v));
  return validator(
    {
      name: column.name,
      displayName: column.displayName,
      required: column.required,
      readonly: readonly || column.readonly,
      hidden: false,
      settings: column.settings as FormElement['settings'],
    },
    value,
  );
}

export interface CellIssue {
  row: number;
  column: FormGridColumn;
  failure: ValidationFailure;
}

/** Every failing cell, row by row. */
export function formGridIssues(
  rows: readonly FormGridRow[],
  columns: readonly FormGridColumn[],
): CellIssue[] {
  const issues: CellIssue[] = [];
  rows.forEach((row, index) => {
    for (const column of columns) {
      const result = validateCell(column, row[column.name] ?? null, false);
      if (!result.valid) issues.push({ row: index, column, failure: result.failure });
    }
  });
  return issues;
}

/**
 * The FormGrid field's validation: required means at least one row; then the row count limits;
 * then each cell through its control type's validator — the first failing cell names the field's
 * error (its row and column), and the grid shows every cell's own message.
 */
export const formGridValidator: FieldValidator = (field, value) => {
  const rows = formGridRows(value);
  const required = validateRequired(field, rows.length ? rows : null);
  if (!required.valid) return required;
  if (field.readonly || field.hidden) return VALID;
  const settings = parseFormGridSettings(field.settings);
  if (rows.length < settings.minRows)
    return invalid({ key: 'FormGrid_TooFewRows', values: { min: settings.minRows } });
  if (rows.length > settings.maxRows)
    return invalid({ key: 'FormGrid_TooManyRows', values: { max: settings.maxRows } });
  const [first] = formGridIssues(rows, settings.columns);
  if (!first) return VALID;
  return invalid({
    key: 'FormGrid_CellInvalid',
    values: { row: first.row + 1, column: first.column.displayName },
  });
};
