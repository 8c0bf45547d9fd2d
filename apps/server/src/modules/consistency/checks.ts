import { parse } from 'acorn';
import { isControlType, formDefinitionSchema, viewDefinitionSchema } from '@insulcalc/forms/core';
import { computedValueCycles, unknownRuleFields, type RuleElement } from '@insulcalc/designer/core';
import type {
  ConsistencyCheck,
  ConsistencyConfiguration,
  ConsistencyFinding,
  ConsistencySeverity,
} from './types';

/** Platform paths of the screens that fix a finding. */
export const FIX_LINKS = {
  form: (formId: string, element?: string) =>
    `Administration/Forms/EditForm/${encodeURIComponent(formId)}${element ? `?element=${encodeURIComponent(element)}` : ''}`,
  script: (formId: string) => `Administration/Forms/EditForm/${encodeURIComponent(formId)}?tab=script`,
  formGroup: (id: string) => `Administration/Forms/EditFormGroup/${encodeURIComponent(id)}`,
  codeList: (id: string) => `Administration/CodeList/${encodeURIComponent(id)}`,
};

/**
 * A string that names a translation (`Forms_OfferRequest_Title`): PascalCase words joined by `_`.
 * Definition texts may also be literal text ("Offer request"), which needs no translation.
 */
const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9]*(_[A-Za-z0-9]+)+$/;
export const looksLikeKey = (text: unknown): text is string =>
  typeof text === 'string' && KEY_PATTERN.test(text);

/** Collects findings with the object they belong to. */
class Findings {
  readonly list: ConsistencyFinding[] = [];
  add(
    severity: ConsistencySeverity,
    kind: ConsistencyFinding['kind'],
    area: string,
    objectId: string,
    messageKey: string,
    values: Record<string, string | number>,
    extra: { path?: string; link?: string } = {},
  ): void {
    this.list.push({ severity, kind, area, objectId, messageKey, values, ...extra });
  }
}

/**
 * Texts every language must have. A key missing in some languages is a warning (the fallback
 * text shows); a key no language has is an error (users see the raw key). `required` keys are
 * keys by definition (`titleKey` columns); other texts only when they look like a key.
 */
export function checkTranslation(
  out: Findings,
  config: ConsistencyConfiguration,
  text: unknown,
  where: { area: string; objectId: string; path: string; link?: string | undefined },
  required = false,
): void {
  if (typeof text !== 'string' || text === '') return;
  if (!required && !looksLikeKey(text)) return;
  const extra = { path: where.path, ...(where.link ? { link: where.link } : {}) };
  const texts = config.translations.get(text);
  if (!texts || texts.size === 0) {
    out.add(
      'error',
      'unknownTranslation',
      where.area,
      where.objectId,
      'Consistency_UnknownTranslation',
      { key: text },
      extra,
    );
    return;
  }
  const missing = config.languages.filter((language) => !texts.has(language));
  if (missing.length)
    out.add(
      'warning',
      'missingTranslation',
      where.area,
      where.objectId,
      'Consistency_MissingTranslation',
      { key: text, languages: missing.join(', ') },
      extra,
    );
}

/** Duplicate values of `name` among `items` (case-insensitive, trimmed). */
function duplicates<T>(items: readonly T[], name: (item: T) => string | null | undefined): Map<string, T[]> {
  const seen = new Map<string, T[]>();
  for (const item of items) {
    const value = name(item)?.trim().toLowerCase();
    if (!value) continue;
    seen.set(value, [...(seen.get(value) ?? []), item]);
  }
  return new Map([...seen].filter(([, list]) => list.length > 1));
}

/** A script must parse as an ES module (the engine imports it). Returns the syntax error or null. */
export function scriptSyntaxError(script: string): { message: string; line: number; column: number } | null {
  try {
    parse(script, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
    return null;
  } catch (error) {
    const e = error as Error & { loc?: { line: number; column: number } };
    return { message: e.message, line: e.loc?.line ?? 1, column: (e.loc?.column ?? 0) + 1 };
  }
}

/** Settings keys whose value names a code list, a view, a form or a form group. */
const CODE_LIST_SETTINGS = ['codeList'];
const VIEW_SETTINGS = ['viewId', 'view', 'viewGroupId'];
const FORM_SETTINGS = ['formId'];
const FORM_GROUP_SETTINGS = ['formGroupId'];
const TEXT_SETTINGS = ['text', 'placeholder', 'invalidPatternMessage', 'title'];

interface FormCheckTarget {
  formId: string;
  version: number;
  status: string;
  definition: Record<string, unknown>;
  javascript: string | null;
}

/** Form groups and forms: references, names, rules, texts and scripts of the served and draft versions. */
export function checkForms(config: ConsistencyConfiguration): ConsistencyFinding[] {
  const out = new Findings();
  const groupIds = new Set(config.formGroups.map((g) => g.id));
  const formIds = new Set(config.forms.map((f) => f.id));
  const viewIds = new Set(config.views.map((v) => v.id));

  for (const group of config.formGroups) {
    const where = { area: 'formGroup', objectId: group.id, link: FIX_LINKS.formGroup(group.id) };
    if (!config.entities.has(group.entityId))
      out.add(
        'error',
        'unknownEntity',
        where.area,
        group.id,
        'Consistency_UnknownEntity',
        { entity: group.entityId },
        {
          path: 'entityId',
          link: where.link,
        },
      );
    checkTranslation(out, config, group.titleKey, { ...where, path: 'titleKey' }, true);
    const forms = config.forms.filter((f) => f.formGroupId === group.id);
    for (const [name, list] of duplicates(forms, (f) => f.name))
      out.add(
        'error',
        'duplicateName',
        where.area,
        group.id,
        'Consistency_DuplicateName',
        {
          name,
          what: 'form',
          count: list.length,
        },
        { path: 'forms', link: where.link },
      );
    for (const [name, list] of duplicates(forms, (f) => f.sectionName))
      out.add(
        'error',
        'duplicateName',
        where.area,
        group.id,
        'Consistency_DuplicateName',
        {
          name,
          what: 'section',
          count: list.length,
        },
        { path: 'sections', link: where.link },
      );
  }
  for (const [route, list] of duplicates(config.formGroups, (g) => g.route))
    for (const group of list)
      out.add(
        'error',
        'duplicateName',
        'formGroup',
        group.id,
        'Consistency_DuplicateName',
        {
          name: route,
          what: 'route',
          count: list.length,
        },
        { path: 'route', link: FIX_LINKS.formGroup(group.id) },
      );

  for (const f of config.forms) {
    const link = FIX_LINKS.form(f.id);
    const group = config.formGroups.find((g) => g.id === f.formGroupId);
    if (!groupIds.has(f.formGroupId))
      out.add(
        'error',
        'unknownFormGroup',
        'form',
        f.id,
        'Consistency_UnknownFormGroup',
        { formGroup: f.formGroupId },
        {
          path: 'formGroupId',
          link,
        },
      );
    checkTranslation(out, config, f.titleKey, { area: 'form', objectId: f.id, path: 'titleKey', link }, true);
    checkTranslation(
      out,
      config,
      f.tooltipKey,
      { area: 'form', objectId: f.id, path: 'tooltipKey', link },
      true,
    );
    checkTranslation(
      out,
      config,
      f.saveMessageKey,
      { area: 'form', objectId: f.id, path: 'saveMessageKey', link },
      true,
    );
    if (f.publishedVersion === null && !f.versions.some((v) => v.status === 'draft'))
      out.add(
        'warning',
        'unknownForm',
        'form',
        f.id,
        'Consistency_FormNotPublished',
        { form: f.id },
        { link },
      );
    const entity = group ? config.entities.get(group.entityId) : undefined;
    for (const v of f.versions)
      checkFormVersion(out, config, { formId: f.id, ...v }, entity?.attributes, {
        formIds,
        groupIds,
        viewIds,
      });
  }
  return out.list;
}

function checkFormVersion(
  out: Findings,
  config: ConsistencyConfiguration,
  target: FormCheckTarget,
  attributes: Map<string, { name: string }> | undefined,
  known: { formIds: Set<string>; groupIds: Set<string>; viewIds: Set<string> },
): void {
  const { formId } = target;
  const id = `${formId} v${target.version}${target.status === 'draft' ? ' (draft)' : ''}`;
  const at = (path: string, element?: string) => ({ path, link: FIX_LINKS.form(formId, element) });
  const parsed = formDefinitionSchema.safeParse(target.definition);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20))
      out.add(
        'error',
        'invalidDefinition',
        'form',
        id,
        'Consistency_InvalidDefinition',
        {
          problem: issue.message,
        },
        at(issue.path.join('.')),
      );
    return;
  }
  const definition = parsed.data;
  const tr = (text: unknown, path: string, element?: string) =>
    checkTranslation(out, config, text, { area: 'form', objectId: id, ...at(path, element) });
  tr(definition.formName, 'formName');
  tr(definition.title, 'title');
  for (const section of definition.sections) {
    tr(section.displayName, `sections.${section.name}.displayName`);
    tr(section.tooltip, `sections.${section.name}.tooltip`);
  }
  const visitButtons = (buttons: typeof definition.toolbarButtons, path: string) => {
    for (const b of buttons) {
      tr(b.title, `${path}.${b.baseName}.title`);
      tr(b.tooltip, `${path}.${b.baseName}.tooltip`);
      if (b.items) visitButtons(b.items, `${path}.${b.baseName}.items`);
    }
  };
  visitButtons(definition.toolbarButtons, 'toolbarButtons');
  visitButtons(definition.toolbarAdditionalActions, 'toolbarAdditionalActions');

  for (const element of definition.elements) {
    const base = `elements.${element.name}`;
    if (!isControlType(element.controlType))
      out.add(
        'error',
        'unknownControlType',
        'form',
        id,
        'Consistency_UnknownControlType',
        {
          element: element.name,
          controlType: element.controlType,
        },
        at(`${base}.controlType`, element.name),
      );
    tr(element.displayName, `${base}.displayName`, element.name);
    tr(element.tooltip, `${base}.tooltip`, element.name);
    const settings = element.settings;
    for (const key of TEXT_SETTINGS) tr(settings[key], `${base}.settings.${key}`, element.name);
    if (Array.isArray(settings.options))
      for (const option of settings.options)
        if (option && typeof option === 'object' && !Array.isArray(option))
          tr(
            (option as Record<string, unknown>).labelKey ?? (option as Record<string, unknown>).textKey,
            `${base}.settings.options`,
            element.name,
          );
    for (const key of CODE_LIST_SETTINGS) {
      const list = settings[key];
      if (typeof list === 'string' && !config.codeLists.has(list))
        out.add(
          'error',
          'unknownCodeList',
          'form',
          id,
          'Consistency_UnknownCodeList',
          {
            element: element.name,
            codeList: list,
          },
          at(`${base}.settings.${key}`, element.name),
        );
    }
    for (const key of VIEW_SETTINGS) {
      const viewId = settings[key];
      if (typeof viewId === 'string' && !known.viewIds.has(viewId))
        out.add(
          'error',
          'unknownView',
          'form',
          id,
          'Consistency_UnknownView',
          { element: element.name, view: viewId },
          at(`${base}.settings.${key}`, element.name),
        );
    }
    for (const key of FORM_SETTINGS) {
      const ref = settings[key];
      if (typeof ref === 'string' && !known.formIds.has(ref))
        out.add(
          'error',
          'unknownForm',
          'form',
          id,
          'Consistency_UnknownForm',
          { element: element.name, form: ref },
          at(`${base}.settings.${key}`, element.name),
        );
    }
    for (const key of FORM_GROUP_SETTINGS) {
      const ref = settings[key];
      if (typeof ref === 'string' && !known.groupIds.has(ref))
        out.add(
          'error',
          'unknownFormGroup',
          'form',
          id,
          'Consistency_UnknownFormGroup',
          { formGroup: ref },
          at(`${base}.settings.${key}`, element.name),
        );
    }
  }
  const ruleElements: RuleElement[] = definition.elements;
  for (const unknown of unknownRuleFields(ruleElements))
    out.add(
      'error',
      'unknownRuleField',
      'form',
      id,
      'Consistency_UnknownRuleField',
      {
        element: unknown.element,
        rule: unknown.kind,
        field: unknown.field,
      },
      at(`elements.${unknown.element}.rules.${unknown.kind}`, unknown.element),
    );
  for (const cycle of computedValueCycles(ruleElements))
    out.add(
      'error',
      'ruleCycle',
      'form',
      id,
      'Consistency_RuleCycle',
      { elements: cycle.join(' → ') },
      at(`elements.${cycle[0]}.rules.value`, cycle[0]),
    );
  if (target.javascript) {
    const error = scriptSyntaxError(target.javascript);
    if (error)
      out.add(
        'error',
        'scriptSyntax',
        'form',
        id,
        'Consistency_ScriptSyntax',
        {
          message: error.message,
          line: error.line,
          column: error.column,
        },
        { path: 'javascript', link: FIX_LINKS.script(formId) },
      );
  }
  if (attributes) {
    const valueControls = definition.elements.filter(
      (e) =>
        !['FormLabel', 'FormHeader', 'FormButton', 'Link', 'FormDashboard', 'ViewGrid', 'FormGrid'].includes(
          e.controlType,
        ),
    );
    for (const element of valueControls)
      if (!attributes.has(element.name))
        out.add(
          'info',
          'unboundElement',
          'form',
          id,
          'Consistency_UnboundElement',
          { element: element.name },
          at(`elements.${element.name}`, element.name),
        );
  }
}

/** Views: entity, attributes of columns, sorts and lookups, texts. */
export function checkViews(config: ConsistencyConfiguration): ConsistencyFinding[] {
  const out = new Findings();
  for (const v of config.views) {
    const entity = config.entities.get(v.entityId);
    if (!entity) {
      out.add(
        'error',
        'unknownEntity',
        'view',
        v.id,
        'Consistency_UnknownEntity',
        { entity: v.entityId },
        { path: 'entityId' },
      );
      continue;
    }
    const parsed = viewDefinitionSchema.safeParse(v.definition);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 20))
        out.add(
          'error',
          'invalidDefinition',
          'view',
          v.id,
          'Consistency_InvalidDefinition',
          { problem: issue.message },
          {
            path: issue.path.join('.'),
          },
        );
      continue;
    }
    const definition = parsed.data;
    const attribute = (name: string, path: string) => {
      if (!entity.attributes.has(name))
        out.add(
          'error',
          'unknownAttribute',
          'view',
          v.id,
          'Consistency_UnknownAttribute',
          {
            entity: entity.id,
            attribute: name,
          },
          { path },
        );
    };
    definition.columns.forEach((c, i) => {
      attribute(c.attribute, `columns.${i}.attribute`);
      checkTranslation(
        out,
        config,
        c.titleKey,
        { area: 'view', objectId: v.id, path: `columns.${i}.titleKey` },
        true,
      );
    });
    definition.defaultSort.forEach((s, i) => attribute(s.attribute, `defaultSort.${i}.attribute`));
    definition.lookup?.displayAttributes.forEach((a, i) => attribute(a, `lookup.displayAttributes.${i}`));
    definition.lookup?.searchAttributes.forEach((a, i) => attribute(a, `lookup.searchAttributes.${i}`));
    checkTranslation(
      out,
      config,
      definition.titleKey,
      { area: 'view', objectId: v.id, path: 'titleKey' },
      true,
    );
  }
  return out.list;
}

/** Entities: the code lists and entities their attributes name, their texts. */
export function checkEntities(config: ConsistencyConfiguration): ConsistencyFinding[] {
  const out = new Findings();
  for (const entity of config.entities.values()) {
    checkTranslation(
      out,
      config,
      entity.displayNameKey,
      { area: 'entity', objectId: entity.id, path: 'displayNameKey' },
      true,
    );
    for (const a of entity.attributes.values()) {
      const path = `attributes.${a.name}`;
      checkTranslation(
        out,
        config,
        a.displayNameKey,
        { area: 'entity', objectId: entity.id, path: `${path}.displayNameKey` },
        true,
      );
      const list = a.options?.codeList;
      if (typeof list === 'string' && !config.codeLists.has(list))
        out.add(
          'error',
          'unknownCodeList',
          'entity',
          entity.id,
          'Consistency_UnknownCodeList',
          {
            element: a.name,
            codeList: list,
          },
          { path: `${path}.options.codeList` },
        );
      const target = a.options?.entity ?? a.options?.entityId;
      if (a.dataType === 'reference' && typeof target === 'string' && !config.entities.has(target))
        out.add(
          'error',
          'unknownEntity',
          'entity',
          entity.id,
          'Consistency_UnknownEntity',
          { entity: target },
          {
            path: `${path}.options.entity`,
          },
        );
    }
  }
  return out.list;
}

/** Code lists: duplicate codes, item names in six languages. */
export function checkCodeLists(config: ConsistencyConfiguration): ConsistencyFinding[] {
  const out = new Findings();
  for (const [list, items] of config.codeLists) {
    const link = FIX_LINKS.codeList(list);
    for (const [code, dupes] of duplicates(items, (i) => i.code))
      out.add(
        'error',
        'duplicateName',
        'codeList',
        list,
        'Consistency_DuplicateName',
        {
          name: code,
          what: 'code',
          count: dupes.length,
        },
        { path: 'code', link },
      );
    for (const item of items)
      checkTranslation(
        out,
        config,
        item.nameKey,
        { area: 'codeList', objectId: list, path: `${item.code}.name`, link },
        true,
      );
  }
  return out.list;
}

/** Platform paths that name configuration: the designer's, code lists', dynamic forms'. */
function navigationTargets(url: string): { kind: 'form' | 'formGroup' | 'codeList'; id: string }[] {
  const [path = '', query = ''] = url.replace(/^\//, '').split('?');
  const found: { kind: 'form' | 'formGroup' | 'codeList'; id: string }[] = [];
  const segment = (prefix: string) =>
    path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length).split('/')[0] ?? '') : '';
  const formId = segment('Administration/Forms/EditForm/');
  if (formId) found.push({ kind: 'form', id: formId });
  const groupId = segment('Administration/Forms/EditFormGroup/');
  if (groupId) found.push({ kind: 'formGroup', id: groupId });
  const listId = segment('Administration/CodeList/');
  if (listId && !/^\d+$/.test(listId)) found.push({ kind: 'codeList', id: listId });
  if (path === 'DynamicForm/Form') {
    const params = new URLSearchParams(query);
    const g = params.get('formGroupId');
    const f = params.get('formId');
    if (g) found.push({ kind: 'formGroup', id: g });
    if (f) found.push({ kind: 'form', id: f });
  }
  return found;
}

/** Navigation: parents, the forms and lists its links open, titles, duplicate titles among siblings. */
export function checkNavigation(config: ConsistencyConfiguration): ConsistencyFinding[] {
  const out = new Findings();
  const ids = new Set(config.navigation.map((n) => n.id));
  const groups = new Set(config.formGroups.map((g) => g.id));
  const forms = new Set(config.forms.map((f) => f.id));
  for (const item of config.navigation) {
    if (item.parentId !== null && !ids.has(item.parentId))
      out.add(
        'error',
        'unknownNavigationParent',
        'navigation',
        item.id,
        'Consistency_UnknownNavigationParent',
        {
          parent: item.parentId,
        },
        { path: 'parentId' },
      );
    checkTranslation(
      out,
      config,
      item.titleKey,
      { area: 'navigation', objectId: item.id, path: 'titleKey' },
      true,
    );
    checkTranslation(
      out,
      config,
      item.tooltipKey,
      { area: 'navigation', objectId: item.id, path: 'tooltipKey' },
      true,
    );
    for (const target of item.url ? navigationTargets(item.url) : []) {
      const exists =
        target.kind === 'form'
          ? forms.has(target.id)
          : target.kind === 'formGroup'
            ? groups.has(target.id)
            : config.codeLists.has(target.id);
      if (exists) continue;
      const [kind, key, values] =
        target.kind === 'form'
          ? (['unknownForm', 'Consistency_UnknownForm', { element: item.id, form: target.id }] as const)
          : target.kind === 'formGroup'
            ? (['unknownFormGroup', 'Consistency_UnknownFormGroup', { formGroup: target.id }] as const)
            : ([
                'unknownCodeList',
                'Consistency_UnknownCodeList',
                { element: item.id, codeList: target.id },
              ] as const);
      out.add('error', kind, 'navigation', item.id, key, values, { path: 'url' });
    }
  }
  const siblings = new Map<string | null, typeof config.navigation>();
  for (const item of config.navigation)
    siblings.set(item.parentId, [...(siblings.get(item.parentId) ?? []), item]);
  for (const list of siblings.values())
    for (const [name, dupes] of duplicates(list, (n) => n.titleKey))
      for (const item of dupes)
        out.add(
          'warning',
          'duplicateName',
          'navigation',
          item.id,
          'Consistency_DuplicateName',
          {
            name,
            what: 'navigation',
            count: dupes.length,
          },
          { path: 'titleKey' },
        );
  return out.list;
}

/** The checks of what the platform's core configures; modules add theirs (documents, processes). */
export const CORE_CHECKS: ConsistencyCheck[] = [
  { name: 'forms', run: ({ config }) => checkForms(config) },
  { name: 'views', run: ({ config }) => checkViews(config) },
  { name: 'entities', run: ({ config }) => checkEntities(config) },
  { name: 'codeLists', run: ({ config }) => checkCodeLists(config) },
  { name: 'navigation', run: ({ config }) => checkNavigation(config) },
];

export { Findings };
