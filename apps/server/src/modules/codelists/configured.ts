import { and, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/index';
import { entity as entityTable, entityAttribute } from '../../db/schema/entities';
import { form, formGroup } from '../../db/schema/forms';
import { view as viewTable } from '../../db/schema/views';
import { publishDraft, saveDraft } from '../forms/index';
import { createViewIndexes } from '../views/index';
import type { ValueIssue } from './names';
import { writeNames, type LocalizedNames } from './names';
import { CODE_LISTS, isCodeListName } from './lists';

/**
 * Code lists an administrator defines as data (Administration/CodeList, Add): the list's API
 * name, its names and its own attributes become an entity `CodeList_<list>` on the code-list
 * item provider, a form `CodeList-<list>` and a view `CodeList_<list>`, exactly the shapes the
 * eight built-in lists have in their seed files. No code changes: GET api/v1/codelists/<list>
 * serves it, Administration/CodeList/<list> edits its items.
 */

/** API names: lower camel case, like the built-in lists (`mediums`, `fuelTypes`). */
export const CONFIGURED_LIST_NAME = /^[a-z][A-Za-z0-9]{2,39}$/;
/** The entity-provider id of code-list items (entity rows of configured lists name it). */
export const CODE_LIST_ITEM_PROVIDER = 'codelists.item';

const ATTRIBUTE_TYPES = ['text', 'integer', 'decimal', 'boolean'] as const;
type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
/** Attribute names every item has; a configured attribute cannot take them. */
const RESERVED = new Set(['ItemId', 'Code', 'Name', 'IsActive', 'SortOrder', 'Id']);

/** One attribute row of the new list's FormGrid (`Attributes`). */
const attributeRowSchema = z.object({
  name: z.string().regex(/^[A-Z][A-Za-z0-9]{0,39}$/, 'Administration_CodeList_InvalidAttributeName'),
  dataType: z.enum(ATTRIBUTE_TYPES),
  required: z.boolean().nullish(),
  min: z.number().nullish(),
  max: z.number().nullish(),
  labelEn: z.string().trim().min(1).max(200),
  labelDe: z.string().max(200).nullish(),
  labelSl: z.string().max(200).nullish(),
  labelSr: z.string().max(200).nullish(),
  labelHr: z.string().max(200).nullish(),
  labelBs: z.string().max(200).nullish(),
});
export type ConfiguredAttribute = z.infer<typeof attributeRowSchema>;

export interface ConfiguredListDefinition {
  apiName: string;
  names: LocalizedNames;
  attributes: ConfiguredAttribute[];
}

const fieldKey = (list: string, attribute: string) => `CodeList_${list}_Field_${attribute}`;
const labelsOf = (a: ConfiguredAttribute): LocalizedNames => ({
  en: a.labelEn,
  ...(a.labelDe ? { de: a.labelDe } : {}),
  ...(a.labelSl ? { sl: a.labelSl } : {}),
  ...(a.labelSr ? { sr: a.labelSr } : {}),
  ...(a.labelHr ? { hr: a.labelHr } : {}),
  ...(a.labelBs ? { bs: a.labelBs } : {}),
});

/** Whether an entity row of the code-list item provider names a configured (not built-in) list. */
export function isConfiguredListName(name: string): boolean {
  return CONFIGURED_LIST_NAME.test(name) && !isCodeListName(name);
}

/** The configured lists (API names, in creation order), read from their entity rows. */
export async function configuredListNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: entityTable.id })
    .from(entityTable)
    .where(
      and(
        eq(entityTable.provider, CODE_LIST_ITEM_PROVIDER),
        notInArray(
          entityTable.id,
          CODE_LISTS.map((l) => `CodeList_${l}`),
        ),
      ),
    )
    .orderBy(entityTable.createdAt, entityTable.id);
  return rows.map((r) => r.id.slice('CodeList_'.length)).filter(isConfiguredListName);
}

/** Whether `name` is a list GET api/v1/codelists serves: built-in, or configured by an administrator. */
export async function codeListExists(db: Db, name: string): Promise<boolean> {
  if (isCodeListName(name)) return true;
  if (!isConfiguredListName(name)) return false;
  const [row] = await db
    .select({ id: entityTable.id })
    .from(entityTable)
    .where(and(eq(entityTable.id, `CodeList_${name}`), eq(entityTable.provider, CODE_LIST_ITEM_PROVIDER)))
    .limit(1);
  return row !== undefined;
}

/**
 * The problems of a new list's values (`ApiName`, `Name`, `Attributes`), as translated-key issues
 * per attribute; the FormGrid's rows are named by their number.
 */
export async function configuredListIssues(
  db: Db,
  values: Record<string, unknown>,
): Promise<{ issues: ValueIssue[]; definition: ConfiguredListDefinition | null }> {
  const issues: ValueIssue[] = [];
  const apiName = typeof values.ApiName === 'string' ? values.ApiName.trim() : '';
  if (!CONFIGURED_LIST_NAME.test(apiName))
    issues.push({ attribute: 'ApiName', key: 'Administration_CodeList_InvalidApiName' });
  else if (await codeListExists(db, apiName))
    issues.push({ attribute: 'ApiName', key: 'Administration_CodeList_ApiNameTaken' });
  const names = (values.Name ?? null) as LocalizedNames | null;
  if (!names?.en?.trim())
    issues.push({ attribute: 'Name', key: 'Administration_Validation_EnglishNameRequired' });
  const rows = Array.isArray(values.Attributes) ? values.Attributes : [];
  const attributes: ConfiguredAttribute[] = [];
  const seen = new Set<string>();
  if (rows.length > 30)
    issues.push({ attribute: 'Attributes', key: 'Administration_CodeList_TooManyAttributes' });
  rows.slice(0, 30).forEach((row, index) => {
    const parsed = attributeRowSchema.safeParse(row);
    const at = { row: index + 1 };
    if (!parsed.success) {
      const badName = parsed.error.issues.some(
        (i) => i.message === 'Administration_CodeList_InvalidAttributeName',
      );
      issues.push({
        attribute: 'Attributes',
        key: badName
          ? 'Administration_CodeList_InvalidAttributeName'
          : 'Administration_CodeList_InvalidAttribute',
        values: at,
      });
      return;
    }
    const a = parsed.data;
    if (RESERVED.has(a.name) || seen.has(a.name))
      issues.push({ attribute: 'Attributes', key: 'Administration_CodeList_AttributeNameTaken', values: at });
    else if (a.min !== null && a.min !== undefined && a.max !== null && a.max !== undefined && a.min > a.max)
      issues.push({ attribute: 'Attributes', key: 'Administration_CodeList_InvalidRange', values: at });
    seen.add(a.name);
    attributes.push(a);
  });
  return {
    issues,
    definition: issues.length ? null : { apiName, names: names ?? {}, attributes },
  };
}

const COMMON_ATTRIBUTES = [
  { name: 'ItemId', dataType: 'integer', readonly: true, displayNameKey: 'Administration_Field_ItemId' },
  {
    name: 'Code',
    dataType: 'text',
    required: true,
    maxLength: 50,
    displayNameKey: 'Administration_Field_Code',
  },
  {
    name: 'Name',
    dataType: 'localizedText',
    required: true,
    maxLength: 200,
    displayNameKey: 'Administration_Field_Name',
  },
  {
    name: 'IsActive',
    dataType: 'boolean',
    displayNameKey: 'Administration_Field_IsActive',
    options: { default: true },
  },
  { name: 'SortOrder', dataType: 'integer', displayNameKey: 'Administration_Field_SortOrder' },
] as const;

function controlOf(list: string, a: ConfiguredAttribute): Record<string, unknown> {
  const base = {
    name: a.name,
    displayName: fieldKey(list, a.name),
    ...(a.required ? { required: true } : {}),
  };
  const range = {
    ...(a.min !== null && a.min !== undefined ? { min: a.min } : {}),
    ...(a.max !== null && a.max !== undefined ? { max: a.max } : {}),
  };
  const byType: Record<AttributeType, Record<string, unknown>> = {
    text: { controlType: 'TextBox', settings: { maxLength: 200 } },
    integer: { controlType: 'Numeric', settings: { decimals: 0, ...range } },
    decimal: { controlType: 'Numeric', settings: { decimals: 4, ...range } },
    boolean: { controlType: 'Boolean' },
  };
  return { ...base, ...byType[a.dataType] };
}

const FILTERS: Record<AttributeType, string[]> = {
  text: ['contains', 'equals'],
  integer: ['range'],
  decimal: ['range'],
  boolean: ['equals'],
};

/**
 * Writes a new list's entity, form (published as version 1) and view, and the texts of its
 * names and attribute labels, in the caller's transaction.
 */
export async function defineCodeList(
  tx: Db,
  definition: ConfiguredListDefinition,
  userName: string,
): Promise<void> {
  const { apiName: list, attributes } = definition;
  const entityId = `CodeList_${list}`;
  const titleKey = `Administration_CodeList_${list}`;
  await writeNames(tx, titleKey, definition.names);
  for (const a of attributes) await writeNames(tx, fieldKey(list, a.name), labelsOf(a));
  await tx.insert(entityTable).values({
    id: entityId,
    displayNameKey: titleKey,
    provider: CODE_LIST_ITEM_PROVIDER,
    displayAttribute: 'Code',
    keepHistory: true,
    permissions: {
      read: 'groups',
      create: 'groups',
      update: 'groups',
      delete: 'nobody',
    },
  });
  await tx.insert(entityAttribute).values(
    [
      ...COMMON_ATTRIBUTES.map((a) => ({ ...a })),
      ...attributes.map((a) => ({
        name: a.name,
        dataType: a.dataType,
        required: a.required === true,
        displayNameKey: fieldKey(list, a.name),
        // The range the item provider checks on every save (configuredValueIssues).
        options: {
          ...(a.min !== null && a.min !== undefined ? { min: a.min } : {}),
          ...(a.max !== null && a.max !== undefined ? { max: a.max } : {}),
        },
      })),
    ].map((a, index) => ({ entityId, ...a, sortOrder: (index + 1) * 10 })),
  );
  const formId = `CodeList-${list}`;
  await tx.insert(formGroup).values({
    id: formId,
    entityId,
    name: `Code list ${list}`,
    titleKey,
    sortOrder: 1000,
  });
  await tx.insert(form).values({
    id: formId,
    formGroupId: formId,
    name: `Code list ${list} item`,
    sectionName: 'General',
    titleKey,
  });
  const general = [
    { name: 'ItemId', sortOrder: 10, colSpan: 4 },
    { name: 'Code', sortOrder: 20, colSpan: 4 },
    { name: 'SortOrder', sortOrder: 30, colSpan: 4 },
    { name: 'Name', sortOrder: 40 },
    { name: 'IsActive', sortOrder: 50, colSpan: 12 },
  ];
  const sections: Record<string, unknown>[] = [
    { name: 'General', displayName: 'Administration_Section_General', elements: general },
  ];
  if (attributes.length)
    sections.push({
      name: 'Attributes',
      displayName: 'Administration_Section_Attributes',
      elements: attributes.map((a, i) => ({ name: a.name, sortOrder: (i + 1) * 10, colSpan: 4 })),
    });
  const formDefinition = {
    formName: titleKey,
    title: titleKey,
    autoSave: false,
    sections,
    elements: [
      {
        name: 'ItemId',
        controlType: 'Numeric',
        displayName: 'Administration_Field_ItemId',
        readonly: true,
        settings: { decimals: 0, useGrouping: false },
      },
      {
        name: 'Code',
        controlType: 'TextBox',
        displayName: 'Administration_Field_Code',
        required: true,
        settings: { maxLength: 50 },
      },
      {
        name: 'Name',
        controlType: 'MultiLang',
        displayName: 'Administration_Field_Name',
        required: true,
        settings: { maxLength: 200 },
      },
      { name: 'IsActive', controlType: 'Boolean', displayName: 'Administration_Field_IsActive', value: true },
      {
        name: 'SortOrder',
        controlType: 'Numeric',
        displayName: 'Administration_Field_SortOrder',
        settings: { decimals: 0, min: -1000000, max: 1000000 },
      },
      ...attributes.map((a) => controlOf(list, a)),
    ],
  };
  await saveDraft(tx, formId, formDefinition as never, null, userName);
  await publishDraft(tx, formId, { publishedBy: userName });
  const viewDefinition = {
    id: entityId,
    entityId,
    titleKey,
    columns: [
      { attribute: 'ItemId', filters: ['equals'], width: 80 },
      { attribute: 'Code', filters: ['contains', 'equals'], width: 160 },
      { attribute: 'Name', filters: ['contains'], width: 260 },
      { attribute: 'IsActive', filters: ['equals'], width: 90 },
      { attribute: 'SortOrder', filters: ['range'], width: 90 },
      ...attributes.map((a) => ({ attribute: a.name, filters: FILTERS[a.dataType], width: 140 })),
    ],
    defaultSort: [{ attribute: 'SortOrder', direction: 'asc' }],
    pageSize: 50,
    lookup: { displayAttributes: ['Name', 'Code'], searchAttributes: ['Code', 'Name'] },
  };
  await tx.insert(viewTable).values({ id: entityId, entityId, definition: viewDefinition });
  await createViewIndexes(tx, viewDefinition as never);
}

/**
 * A configured list's own attributes of an item, checked by type and by the range the
 * administrator gave (the built-in lists' seed schemas do this for theirs).
 */
export function configuredValueIssues(
  attributes: readonly {
    name: string;
    dataType: string;
    required: boolean;
    options: Record<string, unknown> | null;
  }[],
  values: Record<string, unknown>,
): ValueIssue[] {
  const issues: ValueIssue[] = [];
  for (const a of attributes) {
    if (RESERVED.has(a.name)) continue;
    const value = values[a.name];
    if (value === null || value === undefined || value === '') {
      if (a.required)
        issues.push({
          attribute: a.name,
          key: 'Administration_Validation_Required',
          values: { row: 'none' },
        });
      continue;
    }
    const numeric = a.dataType === 'integer' || a.dataType === 'decimal';
    const wrongType =
      (numeric && (typeof value !== 'number' || !Number.isFinite(value))) ||
      (a.dataType === 'integer' && !Number.isInteger(value)) ||
      (a.dataType === 'boolean' && typeof value !== 'boolean') ||
      (a.dataType === 'text' && typeof value !== 'string');
    if (wrongType) {
      issues.push({ attribute: a.name, key: 'Administration_Validation_Invalid', values: { row: 'none' } });
      continue;
    }
    const min = a.options?.min;
    const max = a.options?.max;
    if (numeric && typeof min === 'number' && (value as number) < min)
      issues.push({ attribute: a.name, key: 'Administration_Validation_Min', values: { row: 'none', min } });
    else if (numeric && typeof max === 'number' && (value as number) > max)
      issues.push({ attribute: a.name, key: 'Administration_Validation_Max', values: { row: 'none', max } });
  }
  return issues;
}
