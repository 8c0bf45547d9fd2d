import type { FormDefinitionInput, FormElementInput, SectionElementInput } from '@insulcalc/forms/core';
import { deriveElementDependencies, renameInRules } from './rules';
import { insertPlace, normalizePlaces, removePlace, toSectionElements, type LayoutPlace } from './layout';

/**
 * Edits of a whole form definition the designer makes (add, remove, rename an element, change a
 * section's layout). Pure functions: every edit returns a new definition, so undo is keeping the
 * previous object and the preview re-renders from the result.
 */
export type DesignDefinition = Omit<FormDefinitionInput, 'formId' | 'formVersion'> &
  Partial<Pick<FormDefinitionInput, 'formId' | 'formVersion'>>;

/**
 * The translation key of a text the designer writes: `Designer_{formId}_{element}_Label` (or
 * `_Tooltip`, `_Title`). The server accepts texts only for `Designer_` keys, so an edited seeded
 * label moves to a key of its own instead of overwriting the seed's.
 */
export function textKey(formId: string, elementName: string, part: 'Label' | 'Tooltip' | 'Title'): string {
  const clean = (s: string) => s.replace(/[^A-Za-z0-9]/g, '');
  return `Designer_${clean(formId)}_${clean(elementName)}_${part}`;
}

/** A name not used by any element yet: `{base}`, `{base}2`, `{base}3` … */
export function uniqueElementName(definition: DesignDefinition, base: string): string {
  const used = new Set((definition.elements ?? []).map((e) => e.name));
  const clean = base.replace(/[^A-Za-z0-9_]/g, '') || 'Field';
  const start = /^[A-Za-z_]/.test(clean) ? clean : `F${clean}`;
  if (!used.has(start)) return start;
  for (let i = 2; ; i++) if (!used.has(`${start}${i}`)) return `${start}${i}`;
}

function withSection(
  definition: DesignDefinition,
  sectionName: string,
  change: (places: LayoutPlace[]) => LayoutPlace[],
): DesignDefinition {
  return {
    ...definition,
    sections: (definition.sections ?? []).map((s) =>
      s.name === sectionName
        ? { ...s, elements: toSectionElements(change(normalizePlaces(s.elements ?? []))) }
        : s,
    ),
  };
}

/** A section's places, normalised and in display order. */
export function sectionPlaces(definition: DesignDefinition, sectionName: string): LayoutPlace[] {
  const section = (definition.sections ?? []).find((s) => s.name === sectionName);
  return normalizePlaces(section?.elements ?? []);
}

/** Replaces a section's layout with the result of a layout operation. */
export function setSectionPlaces(
  definition: DesignDefinition,
  sectionName: string,
  places: readonly LayoutPlace[],
): DesignDefinition {
  return withSection(definition, sectionName, () => [...places]);
}

/** Adds a control to the form and places it at the end of a section (a new row). */
export function addElement(
  definition: DesignDefinition,
  sectionName: string,
  element: Omit<FormElementInput, 'name'> & { name?: string },
  place: Partial<SectionElementInput> = {},
): { definition: DesignDefinition; name: string } {
  const name = element.name ?? uniqueElementName(definition, element.controlType);
  const next: DesignDefinition = {
    ...definition,
    elements: [...(definition.elements ?? []), { ...element, name }],
  };
  const places = sectionPlaces(next, sectionName);
  return {
    definition: withSection(next, sectionName, () =>
      insertPlace(places, name, places.length, { newRow: true, ...place } as Partial<LayoutPlace>),
    ),
    name,
  };
}

/** Removes a control from the form, its place, and the dependencies naming it. */
export function removeElement(definition: DesignDefinition, name: string): DesignDefinition {
  const elements = (definition.elements ?? []).filter((e) => e.name !== name);
  return {
    ...definition,
    elements,
    sections: (definition.sections ?? []).map((s) => ({
      ...s,
      elements: toSectionElements(removePlace(normalizePlaces(s.elements ?? []), name)),
    })),
    elementDependencies: deriveElementDependencies(elements),
  };
}

/** Moves a control from its section to another at an index (drag and drop across sections). */
export function moveToSection(
  definition: DesignDefinition,
  name: string,
  targetSection: string,
  index: number,
): DesignDefinition {
  const source = (definition.sections ?? []).find((s) => (s.elements ?? []).some((e) => e.name === name));
  const kept = source ? sectionPlaces(definition, source.name).find((p) => p.name === name) : undefined;
  let next = definition;
  if (source && source.name !== targetSection)
    next = withSection(next, source.name, (places) => removePlace(places, name));
  return withSection(next, targetSection, (places) => insertPlace(places, name, index, kept ?? {}));
}

/** Replaces one element's fields (control type, flags, texts, settings, rules). */
export function updateElement(
  definition: DesignDefinition,
  name: string,
  patch: Partial<FormElementInput>,
): DesignDefinition {
  const elements = (definition.elements ?? []).map((e) => (e.name === name ? { ...e, ...patch, name } : e));
  return { ...definition, elements, elementDependencies: deriveElementDependencies(elements) };
}

/** Elements of the form that sit in no section (added by a script or left over): offered to place. */
export function unplacedElements(definition: DesignDefinition): string[] {
  const placed = new Set((definition.sections ?? []).flatMap((s) => (s.elements ?? []).map((e) => e.name)));
  return (definition.elements ?? []).map((e) => e.name).filter((n) => !placed.has(n));
}

/**
 * Renames a control: its element, its place, every rule that reads it (its own too) and the
 * dependencies follow. The form script is code and is not rewritten: ValidateJavaScript and the
 * script panel show what still names the old control.
 */
export function renameElement(definition: DesignDefinition, from: string, to: string): DesignDefinition {
  if (from === to || (definition.elements ?? []).some((e) => e.name === to)) return definition;
  const elements = (definition.elements ?? []).map((e) =>
    renameInRules(e.name === from ? { ...e, name: to } : e, from, to),
  );
  return {
    ...definition,
    elements,
    sections: (definition.sections ?? []).map((s) => ({
      ...s,
      elements: (s.elements ?? []).map((p) => (p.name === from ? { ...p, name: to } : p)),
    })),
    elementDependencies: deriveElementDependencies(elements),
  };
}

/** Adds an empty section at the end (a name not used yet). */
export function addSection(definition: DesignDefinition, name: string): DesignDefinition {
  if ((definition.sections ?? []).some((s) => s.name === name)) return definition;
  return { ...definition, sections: [...(definition.sections ?? []), { name, elements: [] }] };
}
