import { parse } from 'acorn';
import type { z } from 'zod';
import {
  controlSpecOf,
  definitionIssueText,
  isControlType,
  formDefinitionSchema,
  viewDefinitionSchema,
} from '@insulcalc/forms/core';
import { computedValueCycles, unknownRuleFields, type RuleElement } from '@insulcalc/designer/core';
import type {
  ConsistencyCheck,
  ConsistencyConfiguration,
  ConsistencyFinding,
  ConsistencyKind,
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

/** The message key of a kind of finding: `unknownView` → `Consistency_UnknownView`. */
const messageKeyOf = (kind: string): string => `Consistency_${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;

/** One finding as a check states it; the object it belongs to is given once, to {@link Findings.about}. */
interface FindingInput {
  kind: ConsistencyKind;
  values: Record<string, string | number>;
  /** Where inside the object. */
  path?: string | undefined;
  /** An error unless said otherwise. */
  severity?: ConsistencySeverity;
  /** The screen that fixes it, when it differs from the object's (an element of a form). */
  link?: string | undefined;
  /** When the message is not the kind's own ({@link messageKeyOf}). */
  messageKey?: string;
}

/** Reports the findings of one object. */
type ReportFinding = (finding: FindingInput) => void;

/** Collects findings with the object they belong to. */
class Findings {
  readonly list: ConsistencyFinding[] = [];

  /** A reporter for one object: its area, id and the screen that fixes it are said once here. */
  about(area: string, objectId: string, link?: string): ReportFinding {
    return ({ kind, values, path, severity = 'error', link: own, messageKey = messageKeyOf(kind) }) => {
      const fix = own ?? link;
      this.list.push({
        severity,
        kind,
        area,
        objectId,
        messageKey,
        values,
        ...(path !== undefined ? { path } : {}),
        ...(fix ? { link: fix } : {}),
      });
    };
  }
}

/** A definition that does not parse: its first 20 problems, one translated finding each. */
function reportInvalidDefinition(
  report: ReportFinding,
  issues: readonly z.core.$ZodIssue[],
  linkOf?: (path: string) => string,
): void {
  for (const issue of issues.slice(0, 20)) {
    const path = issue.path.map(String).join('.');
    const { kind, values } = definitionIssueText(issue);
    report({
      kind: 'invalidDefinition',
      messageKey: `Consistency_DefinitionIssue_${kind}`,
      values,
      path,
      link: linkOf?.(path),
    });
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
  const report = out.about(where.area, where.objectId, where.link);
  const texts = config.translations.get(text);
  if (!texts || texts.size === 0) {
    report({ kind: 'unknownTranslation', values: { key: text }, path: where.path });
    return;
  }
  const missing = config.languages.filter((language) => !texts.has(language));
  if (missing.length)
    report({
      kind: 'missingTranslation',
      severity: 'warning',
      values: { key: text, languages: missing.join(', ') },
      path: where.path,
    });
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

interface KnownIds {
  codeLists: ReadonlyMap<string, unknown>;
  viewIds: ReadonlySet<string>;
  formIds: ReadonlySet<string>;
  groupIds: ReadonlySet<string>;
}

/**
 * Settings keys whose value names a code list, a view, a form or a form group: the kind of
 * finding when it names none, whether it exists, and the message's values.
 */
const REFERENCE_SETTINGS: readonly {
  keys: readonly string[];
  kind: ConsistencyKind;
  exists: (known: KnownIds, id: string) => boolean;
  values: (element: string, id: string) => Record<string, string>;
}[] = [
  {
    keys: ['codeList'],
    kind: 'unknownCodeList',
    exists: (known, id) => known.codeLists.has(id),
    values: (element, codeList) => ({ element, codeList }),
  },
  {
    keys: ['viewId', 'view', 'viewGroupId'],
    kind: 'unknownView',
    exists: (known, id) => known.viewIds.has(id),
    values: (element, view) => ({ element, view }),
  },
  {
    keys: ['formId'],
    kind: 'unknownForm',
    exists: (known, id) => known.formIds.has(id),
    values: (element, form) => ({ element, form }),
  },
  {
    keys: ['formGroupId'],
    kind: 'unknownFormGroup',
    exists: (known, id) => known.groupIds.has(id),
    values: (_element, formGroup) => ({ formGroup }),
  },
];
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
  const known: KnownIds = {
    codeLists: config.codeLists,
    groupIds: new Set(config.formGroups.map((g) => g.id)),
    formIds: new Set(config.forms.map((f) => f.id)),
    viewIds: new Set(config.views.map((v) => v.id)),
  };

  for (const group of config.formGroups) {
    const where = { area: 'formGroup', objectId: group.id, link: FIX_LINKS.formGroup(group.id) };
    const report = out.about(where.area, where.objectId, where.link);
    if (!config.entities.has(group.entityId))
      report({ kind: 'unknownEntity', values: { entity: group.entityId }, path: 'entityId' });
    checkTranslation(out, config, group.titleKey, { ...where, path: 'titleKey' }, true);
    const forms = config.forms.filter((f) => f.formGroupId === group.id);
    for (const [what, path, nameOf] of [
      ['form', 'forms', (f: (typeof forms)[number]) => f.name],
      ['section', 'sections', (f: (typeof forms)[number]) => f.sectionName],
    ] as const)
      for (const [name, list] of duplicates(forms, nameOf))
        report({ kind: 'duplicateName', values: { name, what, count: list.length }, path });
  }
  for (const [route, list] of duplicates(config.formGroups, (g) => g.route))
    for (const group of list)
      out.about(
        'formGroup',
        group.id,
        FIX_LINKS.formGroup(group.id),
      )({
        kind: 'duplicateName',
        values: { name: route, what: 'route', count: list.length },
        path: 'route',
      });

  for (const f of config.forms) {
    const link = FIX_LINKS.form(f.id);
    const report = out.about('form', f.id, link);
    const group = config.formGroups.find((g) => g.id === f.formGroupId);
    if (!known.groupIds.has(f.formGroupId))
      report({ kind: 'unknownFormGroup', values: { formGroup: f.formGroupId }, path: 'formGroupId' });
    for (const path of ['titleKey', 'tooltipKey', 'saveMessageKey'] as const)
      checkTranslation(out, config, f[path], { area: 'form', objectId: f.id, path, link }, true);
    if (f.publishedVersion === null && !f.versions.some((v) => v.status === 'draft'))
      report({
        kind: 'unknownForm',
        severity: 'warning',
        messageKey: 'Consistency_FormNotPublished',
        values: { form: f.id },
      });
    const entity = group ? config.entities.get(group.entityId) : undefined;
    for (const v of f.versions)
      checkFormVersion(out, config, { formId: f.id, ...v }, entity?.attributes, known);
  }
  return out.list;
}

function checkFormVersion(
  out: Findings,
  config: ConsistencyConfiguration,
  target: FormCheckTarget,
  attributes: Map<string, { name: string }> | undefined,
  known: KnownIds,
): void {
  const { formId } = target;
  const id = `${formId} v${target.version}${target.status === 'draft' ? ' (draft)' : ''}`;
  const report = out.about('form', id, FIX_LINKS.form(formId));
  const at = (path: string, element?: string) => ({ path, link: FIX_LINKS.form(formId, element) });
  const parsed = formDefinitionSchema.safeParse(target.definition);
  if (!parsed.success) {
    reportInvalidDefinition(report, parsed.error.issues);
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
    const spec = controlSpecOf(element.controlType);
    if (!spec && !isControlType(element.controlType))
      report({
        kind: 'unknownControlType',
        values: { element: element.name, controlType: element.controlType },
        ...at(`${base}.controlType`, element.name),
      });
    // The control's own spec: the settings the designer and the browser accept, and its checks.
    const parsedSettings = spec?.settingsSchema?.safeParse(element.settings);
    const specProblems = [
      ...(parsedSettings && !parsedSettings.success
        ? parsedSettings.error.issues.map((issue) => ({
            setting: issue.path.map(String).join('.'),
            problem: issue.message,
          }))
        : []),
      ...(spec?.checkConsistency?.(element) ?? []).map((problem) => ({ setting: '', problem })),
    ];
    for (const { setting, problem } of specProblems.slice(0, 10))
      report({
        kind: 'invalidControlSettings',
        values: { element: element.name, setting: setting || element.controlType, problem },
        ...at(setting ? `${base}.settings.${setting}` : `${base}.settings`, element.name),
      });
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
    for (const reference of REFERENCE_SETTINGS)
      for (const key of reference.keys) {
        const ref = settings[key];
        if (typeof ref === 'string' && !reference.exists(known, ref))
          report({
            kind: reference.kind,
            values: reference.values(element.name, ref),
            ...at(`${base}.settings.${key}`, element.name),
          });
      }
  }
  const ruleElements: RuleElement[] = definition.elements;
  for (const unknown of unknownRuleFields(ruleElements))
    report({
      kind: 'unknownRuleField',
      values: { element: unknown.element, rule: unknown.kind, field: unknown.field },
      ...at(`elements.${unknown.element}.rules.${unknown.kind}`, unknown.element),
    });
  for (const cycle of computedValueCycles(ruleElements))
    report({
      kind: 'ruleCycle',
      values: { elements: cycle.join(' → ') },
      ...at(`elements.${cycle[0]}.rules.value`, cycle[0]),
    });
  if (target.javascript) {
    const error = scriptSyntaxError(target.javascript);
    if (error)
      report({
        kind: 'scriptSyntax',
        values: { message: error.message, line: error.line, column: error.column },
        path: 'javascript',
        link: FIX_LINKS.script(formId),
      });
  }
  if (attributes) {
    const valueControls = definition.elements.filter(
      (e) =>
        ![
          'FormLabel',
          'FormHeader',
          'FormButton',
          'Link',
          'FormDashboard',
          'ViewGrid',
          'FormGrid',
          'SentDocuments',
        ].includes(e.controlType),
    );
    for (const element of valueControls)
      if (!attributes.has(element.name))
        report({
          kind: 'unboundElement',
          severity: 'info',
          values: { element: element.name },
          ...at(`elements.${element.name}`, element.name),
        });
  }
}

/** Views: entity, attributes of columns, sorts and lookups, texts. */
export function checkViews(config: ConsistencyConfiguration): ConsistencyFinding[] {
  const out = new Findings();
  for (const v of config.views) {
    const report = out.about('view', v.id);
    const entity = config.entities.get(v.entityId);
    if (!entity) {
      report({ kind: 'unknownEntity', values: { entity: v.entityId }, path: 'entityId' });
      continue;
    }
    const parsed = viewDefinitionSchema.safeParse(v.definition);
    if (!parsed.success) {
      reportInvalidDefinition(report, parsed.error.issues);
      continue;
    }
    const definition = parsed.data;
    const attribute = (name: string, path: string) => {
      if (!entity.attributes.has(name))
        report({ kind: 'unknownAttribute', values: { entity: entity.id, attribute: name }, path });
    };
    const text = (key: string | undefined, path: string) =>
      checkTranslation(out, config, key, { area: 'view', objectId: v.id, path }, true);
    definition.columns.forEach((c, i) => {
      attribute(c.attribute, `columns.${i}.attribute`);
      text(c.titleKey, `columns.${i}.titleKey`);
    });
    definition.defaultSort.forEach((s, i) => attribute(s.attribute, `defaultSort.${i}.attribute`));
    definition.lookup?.displayAttributes.forEach((a, i) => attribute(a, `lookup.displayAttributes.${i}`));
    definition.lookup?.searchAttributes.forEach((a, i) => attribute(a, `lookup.searchAttributes.${i}`));
    text(definition.titleKey, 'titleKey');
  }
  return out.list;
}

/** Entities: the code lists and entities their attributes name, their texts. */
export function checkEntities(config: ConsistencyConfiguration): ConsistencyFinding[] {
  const out = new Findings();
  for (const entity of config.entities.values()) {
    const report = out.about('entity', entity.id);
    const text = (key: string | null, path: string) =>
      checkTranslation(out, config, key, { area: 'entity', objectId: entity.id, path }, true);
    text(entity.displayNameKey, 'displayNameKey');
    // Read level `nobody` shuts out administrators too: a form or view over it never shows a record.
    if (entity.readLevel === 'nobody') {
      const shown =
        config.formGroups.some((g) => g.entityId === entity.id) ||
        config.views.some((v) => v.entityId === entity.id);
      report({
        kind: 'entityUnreadable',
        severity: shown ? 'error' : 'warning',
        values: { entity: entity.id },
        path: 'permissions.read',
      });
    }
    for (const a of entity.attributes.values()) {
      const path = `attributes.${a.name}`;
      text(a.displayNameKey, `${path}.displayNameKey`);
      const list = a.options?.codeList;
      if (typeof list === 'string' && !config.codeLists.has(list))
        report({
          kind: 'unknownCodeList',
          values: { element: a.name, codeList: list },
          path: `${path}.options.codeList`,
        });
      const target = a.options?.entity ?? a.options?.entityId;
      if (a.dataType === 'reference' && typeof target === 'string' && !config.entities.has(target))
        report({ kind: 'unknownEntity', values: { entity: target }, path: `${path}.options.entity` });
    }
  }
  return out.list;
}

/** Code lists: duplicate codes, item names in six languages. */
export function checkCodeLists(config: ConsistencyConfiguration): ConsistencyFinding[] {
  const out = new Findings();
  for (const [list, items] of config.codeLists) {
    const link = FIX_LINKS.codeList(list);
    const report = out.about('codeList', list, link);
    for (const [code, dupes] of duplicates(items, (i) => i.code))
      report({
        kind: 'duplicateName',
        values: { name: code, what: 'code', count: dupes.length },
        path: 'code',
      });
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
    const report = out.about('navigation', item.id);
    if (item.parentId !== null && !ids.has(item.parentId))
      report({ kind: 'unknownNavigationParent', values: { parent: item.parentId }, path: 'parentId' });
    for (const path of ['titleKey', 'tooltipKey'] as const)
      checkTranslation(out, config, item[path], { area: 'navigation', objectId: item.id, path }, true);
    for (const target of item.url ? navigationTargets(item.url) : []) {
      if (target.kind === 'form' && !forms.has(target.id))
        report({ kind: 'unknownForm', values: { element: item.id, form: target.id }, path: 'url' });
      if (target.kind === 'formGroup' && !groups.has(target.id))
        report({ kind: 'unknownFormGroup', values: { formGroup: target.id }, path: 'url' });
      if (target.kind === 'codeList' && !config.codeLists.has(target.id))
        report({ kind: 'unknownCodeList', values: { element: item.id, codeList: target.id }, path: 'url' });
    }
  }
  const siblings = new Map<string | null, typeof config.navigation>();
  for (const item of config.navigation)
    siblings.set(item.parentId, [...(siblings.get(item.parentId) ?? []), item]);
  for (const list of siblings.values())
    for (const [name, dupes] of duplicates(list, (n) => n.titleKey))
      for (const item of dupes)
        out.about(
          'navigation',
          item.id,
        )({
          kind: 'duplicateName',
          severity: 'warning',
          values: { name, what: 'navigation', count: dupes.length },
          path: 'titleKey',
        });
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
