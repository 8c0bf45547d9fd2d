import { and, asc, eq } from 'drizzle-orm';
import {
  DISPLAY_CONTROL_TYPES,
  type FormDefinition,
  type FormElement,
  type FormToolbarButton,
} from '@insulcalc/forms/core';
import type { Db } from '../../db/index';
import { codeListItem } from '../../db/schema/codelists';
import type { EntityAttributeRow, EntityDefinition, Translator } from '../entities/index';
import { filesOf, isFileId, type FileValue } from '../files/index';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../translations/index';

/** Controls that show something or act but submit no value (the client's DISPLAY_CONTROL_TYPES). */
export const DISPLAY_ONLY_CONTROLS: ReadonlySet<string> = DISPLAY_CONTROL_TYPES;
/** Controls that edit every language of a localized text. */
const MULTI_LANGUAGE_CONTROLS: ReadonlySet<string> = new Set(['MultiLang', 'RichTextAreaMultiLang']);

/**
 * The attribute an element shows: the entity attribute of the same name. Display-only controls
 * (a FormHeader showing a title) read it but never write it.
 */
export function attributeOf(entity: EntityDefinition, element: FormElement): EntityAttributeRow | undefined {
  return entity.attributes.find((a) => a.name === element.name);
}

/** The section each element sits in (for the section's hidden / readonly flags). */
export function sectionOf(definition: FormDefinition): Map<string, FormDefinition['sections'][number]> {
  const map = new Map<string, FormDefinition['sections'][number]>();
  for (const section of definition.sections)
    for (const entry of section.elements) map.set(entry.name, section);
  return map;
}

/** Spec §9: the selected language, then the default, then the fallback, then empty. */
export function resolveLocalized(value: unknown, language: string, defaultLanguage: string): string {
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : '';
  const texts = value as Record<string, unknown>;
  for (const code of [language, defaultLanguage, FALLBACK_LANGUAGE])
    if (typeof texts[code] === 'string') return texts[code] as string;
  return '';
}

function translateButtons(buttons: FormToolbarButton[], tr: Translator): FormToolbarButton[] {
  return buttons.map((b) => ({
    ...b,
    ...(b.title !== undefined ? { title: tr.text(b.title) } : {}),
    ...(b.tooltip !== undefined ? { tooltip: tr.text(b.tooltip) } : {}),
    ...(b.items ? { items: translateButtons(b.items, tr) } : {}),
  }));
}

/** A Dropdown / RadioGroup option as the controls take it: the stored value and its text. */
interface Option {
  value: string | number;
  text: string;
}

async function codeListOptions(
  db: Db,
  tr: Translator,
  list: string,
  valueField: 'code' | 'id',
): Promise<Option[]> {
  if (list === 'languages') return LANGUAGES.map((l) => ({ value: l.code, text: l.localName }));
  const rows = await db
    .select()
    .from(codeListItem)
    .where(and(eq(codeListItem.list, list), eq(codeListItem.isActive, true)))
    .orderBy(asc(codeListItem.sortOrder), asc(codeListItem.id));
  return rows.map((r) => ({ value: valueField === 'id' ? r.id : r.code, text: tr.t(r.nameKey) }));
}

/**
 * A control's settings for this user: translated placeholder and pattern message, and choice
 * lists filled — `codeList` (a code list's active items, or the languages) or `options` with
 * `textKey`s — as `options: [{ value, text }]`.
 */
export async function renderSettings(
  db: Db,
  tr: Translator,
  settings: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...settings };
  for (const key of ['placeholder', 'invalidPatternMessage', 'text'])
    if (typeof out[key] === 'string') out[key] = tr.text(out[key] as string);
  if (typeof settings.codeList === 'string') {
    out.options = await codeListOptions(
      db,
      tr,
      settings.codeList,
      settings.valueField === 'id' ? 'id' : 'code',
    );
  } else if (Array.isArray(settings.options)) {
    // Fixed options (RadioGroup, Dropdown): `textKey` translated, else `text` (a key or plain
    // text), as `{ value, text }` — the shape the controls read.
    out.options = settings.options.map((o) => {
      const option = (o ?? {}) as Record<string, unknown>;
      const text =
        typeof option.textKey === 'string'
          ? tr.t(option.textKey)
          : typeof option.text === 'string'
            ? tr.text(option.text)
            : String(option.value ?? '');
      return {
        value: option.value as string | number,
        text,
        ...(option.disabled === true ? { disabled: true } : {}),
      };
    });
  }
  // A FormGrid's columns: each header translated, each cell control's settings rendered too.
  if (Array.isArray(settings.columns)) {
    out.columns = await Promise.all(
      settings.columns.map(async (c) => {
        if (typeof c !== 'object' || c === null || Array.isArray(c)) return c;
        const column = c as Record<string, unknown>;
        return {
          ...column,
          ...(typeof column.displayName === 'string' ? { displayName: tr.text(column.displayName) } : {}),
          ...(typeof column.settings === 'object' &&
          column.settings !== null &&
          !Array.isArray(column.settings)
            ? { settings: await renderSettings(db, tr, column.settings as Record<string, unknown>) }
            : {}),
        };
      }),
    );
  }
  return out;
}

/** Texts of the definition in the user's language (keys become texts; other strings stay). */
export async function renderDefinition(
  db: Db,
  tr: Translator,
  definition: FormDefinition,
): Promise<FormDefinition> {
  const elements: FormElement[] = [];
  for (const element of definition.elements) {
    elements.push({
      ...element,
      ...(element.displayName !== undefined ? { displayName: tr.text(element.displayName) } : {}),
      ...(element.tooltip !== undefined ? { tooltip: tr.text(element.tooltip) } : {}),
      settings: await renderSettings(db, tr, element.settings),
    } as FormElement);
  }
  return {
    ...definition,
    formName: tr.text(definition.formName),
    ...(definition.title !== undefined ? { title: tr.text(definition.title) } : {}),
    sections: definition.sections.map((s) => ({
      ...s,
      ...(s.displayName !== undefined ? { displayName: tr.text(s.displayName) } : {}),
      ...(s.tooltip !== undefined ? { tooltip: tr.text(s.tooltip) } : {}),
    })),
    elements,
    toolbarButtons: translateButtons(definition.toolbarButtons, tr),
    toolbarAdditionalActions: translateButtons(definition.toolbarAdditionalActions, tr),
    helpContent: definition.helpContent
      ? { ...definition.helpContent, name: tr.text(definition.helpContent.name) }
      : definition.helpContent,
  };
}

/** How a stored attribute value is shown by one control (localized texts resolved, files described). */
export function displayValue(
  attribute: EntityAttributeRow,
  element: FormElement,
  value: unknown,
  language: string,
  defaultLanguage: string,
  files: Map<string, FileValue>,
): unknown {
  if (value === undefined) return null;
  if (attribute.dataType === 'localizedText' && !MULTI_LANGUAGE_CONTROLS.has(element.controlType))
    return resolveLocalized(value, language, defaultLanguage);
  if (attribute.dataType === 'file') {
    const list = Array.isArray(value) ? (value as { fileId?: unknown }[]) : [];
    return list.flatMap((entry) => {
      const file = isFileId(entry?.fileId) ? files.get(entry.fileId) : undefined;
      return file
        ? [
            {
              ...file,
              url: `DynamicForm/GetFile?fileId=${file.fileId}`,
              downloadUrl: `DynamicForm/DownloadFile?fileId=${file.fileId}`,
            },
          ]
        : [];
    });
  }
  return value as never;
}

/** The stored files an instance's values name, by id. */
export async function filesOfValues(
  db: Db,
  entity: EntityDefinition,
  instanceId: string | null,
  values: Record<string, unknown>,
): Promise<Map<string, FileValue>> {
  if (!instanceId) return new Map();
  const ids = entity.attributes
    .filter((a) => a.dataType === 'file')
    .flatMap((a) => (Array.isArray(values[a.name]) ? (values[a.name] as { fileId?: unknown }[]) : []))
    .map((entry) => entry?.fileId)
    .filter(isFileId);
  return filesOf(db, entity.id, instanceId, ids);
}

/**
 * Whether a `code` value is one the attribute's code list offers (an active item's code, or its
 * id with `valueField: 'id'`; a language code for `languages`). Attributes without a code list pass.
 */
export async function isCodeListValue(
  db: Db,
  attribute: EntityAttributeRow,
  value: unknown,
): Promise<boolean> {
  const list = attribute.options?.codeList;
  if (typeof list !== 'string' || value === null || value === undefined) return true;
  if (list === 'languages') return LANGUAGES.some((l) => l.code === value);
  const byId = attribute.options?.valueField === 'id';
  if (byId ? typeof value !== 'number' : typeof value !== 'string') return false;
  const rows = await db
    .select({ id: codeListItem.id })
    .from(codeListItem)
    .where(
      and(
        eq(codeListItem.list, list),
        eq(codeListItem.isActive, true),
        byId ? eq(codeListItem.id, value as number) : eq(codeListItem.code, value as string),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
