import * as z from 'zod';
import { formElementSchema } from './element';
import { classNameSchema, idSchema, nameSchema, parametersSchema, textSchema } from './primitives';
import { formSectionSchema } from './section';
import { formToolbarButtonSchema } from './toolbar';
import { formUserMessageSchema } from './userMessage';

/** Spec §3 helpContent: the help-content instance shown read-only by the help icon. */
export const helpContentRefSchema = /* @__PURE__ */ z.object({ id: idSchema, name: textSchema });
export type HelpContentRef = z.infer<typeof helpContentRefSchema>;

/** Spec §3 leftNavigationItems: the sections of a form group. */
export const leftNavigationItemSchema = /* @__PURE__ */ z.object({
  title: textSchema,
  tooltip: textSchema.optional(),
  sectionName: nameSchema,
});
export type LeftNavigationItem = z.infer<typeof leftNavigationItemSchema>;

/** Spec §3 Breadcrumb. */
export const formBreadcrumbSchema = /* @__PURE__ */ z.object({
  id: idSchema,
  title: textSchema,
  url: z.string().max(2000).optional(),
  iconKey: z.string().max(100).optional(),
});
export type FormBreadcrumb = z.infer<typeof formBreadcrumbSchema>;

/** A lock another user (or process) holds on an instance the form shows. */
export const entityLockSchema = /* @__PURE__ */ z.object({
  entityId: idSchema.optional(),
  entityInstanceId: idSchema,
  lockedBy: textSchema,
  lockedAt: z.iso.datetime({ offset: true }).optional(),
});
export type EntityLock = z.infer<typeof entityLockSchema>;

/**
 * Which elements reload from the server when a control changes: control name → the names of the
 * elements to reload (`reloadRequests` of forms/{id}/reload).
 */
export const elementDependenciesSchema = /* @__PURE__ */ z.record(nameSchema, z.array(nameSchema).max(500));
export type ElementDependencies = z.infer<typeof elementDependenciesSchema>;

/** Dialog width: pixels, or a CSS length / percentage string (spec §5). */
export const dialogWidthSchema = /* @__PURE__ */ z.union([
  z.number().positive().max(10000),
  z.string().regex(/^\d+(\.\d+)?(px|%)?$/),
]);

/** A script version goes into a URL (`{formId}_{javascriptVersion}`): letters and digits only. */
export const javascriptVersionSchema = /* @__PURE__ */ z.string().regex(/^[A-Za-z0-9]{1,64}$/);

/** The parts of a form that are designed and versioned (stored as draft and published). */
const designShape = {
  formId: idSchema,
  formGroupId: idSchema.nullish(),
  sectionName: nameSchema.nullish(),
  entityId: idSchema.nullish(),
  formName: textSchema,
  title: textSchema.optional(),
  formVersion: z.number().int().min(1),
  javascriptVersion: javascriptVersionSchema.nullish(),
  sections: z.array(formSectionSchema).max(200).default([]),
  elements: z.array(formElementSchema).max(2000).default([]),
  toolbarButtons: z.array(formToolbarButtonSchema).max(100).default([]),
  toolbarAdditionalActions: z.array(formToolbarButtonSchema).max(100).default([]),
  elementDependencies: elementDependenciesSchema.default({}),
  helpContent: helpContentRefSchema.nullish(),
  doNotReloadAfterSave: z.boolean().default(false),
  /**
   * After a successful save the form gives way to the save's messages (a public request's thank
   * you): a visitor sees that it was sent, not the filled form inviting a second send.
   */
  replaceWithSaveMessage: z.boolean().default(false),
  isSearchPage: z.boolean().default(false),
  autoSave: z.boolean().default(false),
  dialogWidth: dialogWidthSchema.nullish(),
  cssClass: classNameSchema.optional(),
};

/** What the load answer adds for one instance and one user (spec §3 Dynamic form data). */
const instanceShape = {
  entityDisplayName: textSchema.nullish(),
  entityInstanceId: idSchema.nullish(),
  entityInstanceDisplayName: textSchema.nullish(),
  parentEntityAttributeId: idSchema.nullish(),
  parentEntityInstanceId: idSchema.nullish(),
  parameters: parametersSchema.default({}),
  /** Instance id → concurrency token; sent back on save, a stale one answers 409. */
  concurrencyTokens: z.record(z.string().max(100), z.string().max(200)).default({}),
  readonly: z.boolean().default(false),
  entityLocks: z.array(entityLockSchema).max(100).default([]),
  fallbackSelectedNavigationId: idSchema.nullish(),
  breadcrumbs: z.array(formBreadcrumbSchema).max(50).default([]),
  leftNavigationItems: z.array(leftNavigationItemSchema).max(100).default([]),
  userMessages: z.array(formUserMessageSchema).max(100).default([]),
};

interface DefinitionParts {
  sections: { name: string; elements: { name: string }[] }[];
  elements: { name: string }[];
  elementDependencies: Record<string, string[]>;
  toolbarButtons: { baseName: string }[];
}

/** A cross-reference problem: `code` and `params` name it in any language; `message` is English, for logs. */
export interface DefinitionIssue {
  path: (string | number)[];
  message: string;
  code: 'duplicateElement' | 'duplicateSection' | 'unknownElement' | 'placedTwice' | 'duplicateButton';
  params: { name: string };
}

/**
 * Cross-references the schema alone cannot express: element and section names are unique, every
 * section entry names an element, an element sits in one section at most, and dependencies name
 * existing elements.
 */
export function definitionIssues(definition: DefinitionParts): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const names = new Set<string>();
  definition.elements.forEach((element, index) => {
    if (names.has(element.name))
      issues.push({
        path: ['elements', index, 'name'],
        message: `Duplicate element name '${element.name}'.`,
        code: 'duplicateElement',
        params: { name: element.name },
      });
    names.add(element.name);
  });
  const sectionNames = new Set<string>();
  const placed = new Set<string>();
  definition.sections.forEach((section, sectionIndex) => {
    if (sectionNames.has(section.name))
      issues.push({
        path: ['sections', sectionIndex, 'name'],
        message: `Duplicate section name '${section.name}'.`,
        code: 'duplicateSection',
        params: { name: section.name },
      });
    sectionNames.add(section.name);
    section.elements.forEach((entry, entryIndex) => {
      const path = ['sections', sectionIndex, 'elements', entryIndex, 'name'];
      const params = { name: entry.name };
      if (!names.has(entry.name))
        issues.push({ path, message: `Unknown element '${entry.name}'.`, code: 'unknownElement', params });
      else if (placed.has(entry.name))
        issues.push({
          path,
          message: `Element '${entry.name}' is placed twice.`,
          code: 'placedTwice',
          params,
        });
      placed.add(entry.name);
    });
  });
  for (const [source, targets] of Object.entries(definition.elementDependencies)) {
    const path = ['elementDependencies', source];
    if (!names.has(source))
      issues.push({
        path,
        message: `Unknown element '${source}'.`,
        code: 'unknownElement',
        params: { name: source },
      });
    for (const target of targets)
      if (!names.has(target))
        issues.push({
          path,
          message: `Unknown element '${target}'.`,
          code: 'unknownElement',
          params: { name: target },
        });
  }
  const buttons = new Set<string>();
  definition.toolbarButtons.forEach((button, index) => {
    if (buttons.has(button.baseName))
      issues.push({
        path: ['toolbarButtons', index, 'baseName'],
        message: `Duplicate button '${button.baseName}'.`,
        code: 'duplicateButton',
        params: { name: button.baseName },
      });
    buttons.add(button.baseName);
  });
  return issues;
}

function checkDefinition(context: { value: DefinitionParts; issues: unknown[] }): void {
  for (const issue of definitionIssues(context.value))
    context.issues.push({
      code: 'custom',
      input: context.value,
      path: issue.path,
      message: issue.message,
      // What a reader's language needs (the consistency report translates it; decision 0039).
      params: { issue: issue.code, ...issue.params },
    });
}

/** A stored form version (draft or published): what the server keeps and the designer edits. */
export const formDefinitionSchema = /* @__PURE__ */ z.object(designShape).check(checkDefinition);
export type FormDefinition = z.infer<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** Spec §3 "Dynamic form data": the answer of forms/load — a definition plus one instance's data. */
export const dynamicFormDataSchema = /* @__PURE__ */ z
  .object({ ...designShape, ...instanceShape })
  .check(checkDefinition);
export type DynamicFormData = z.infer<typeof dynamicFormDataSchema>;
export type DynamicFormDataInput = z.input<typeof dynamicFormDataSchema>;
